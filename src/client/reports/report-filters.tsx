import { createContext, type FormEvent, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerField } from '../forms/date-picker/date-picker-field';
import { WarehouseOptions } from '../forms/warehouse-options';
import * as buttons from '../ui/buttons.css';
import * as controls from '../ui/form-controls.css';
import * as styles from './reports.css';

const reportTitle = createContext<string | undefined>(undefined);

/** The report the filters below belong to, which names their form (two reports may share a screen). */
export const ReportTitle = ({ value, children }: { value: string; children: ReactNode }) => (
  <reportTitle.Provider value={value}>{children}</reportTitle.Provider>
);

/**
 * A report's filters: edited as a draft and applied on Enter or Apply, so that typing an item
 * code does not send a request per key. Its form is named after its report ("Filters of Stock
 * movements"), so two reports side by side have two distinct landmarks.
 */
export function ReportFilterBar({
  onApply,
  onClear,
  children,
}: {
  onApply(): void;
  onClear(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const report = useContext(reportTitle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const label =
    report === undefined
      ? t('inventoryReports.filters.label')
      : t('inventoryReports.filters.labelOf', { report });
  return (
    <form aria-label={label} className={styles.filters} onSubmit={submit}>
      {children}
      <button type="submit" className={buttons.primaryButton}>
        {t('inventoryReports.filters.apply')}
      </button>
      <button type="button" className={buttons.button} onClick={onClear}>
        {t('inventoryReports.filters.clear')}
      </button>
    </form>
  );
}

interface FieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
}

export function TextFilter({ label, value, onChange }: FieldProps) {
  return (
    <label className={styles.filterField}>
      <span className={controls.label}>{label}</span>
      <input
        className={controls.input}
        value={value ?? ''}
        dir="auto"
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The warehouses of the reference data (those the user may read), or all of them. */
export function WarehouseFilter({ value, onChange }: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <label className={styles.filterField}>
      <span className={controls.label}>{t('inventoryReports.filters.warehouse')}</span>
      <select
        className={controls.input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('inventoryReports.filters.anyWarehouse')}</option>
        <WarehouseOptions />
      </select>
    </label>
  );
}

export function DateFilter({ label, value, onChange }: FieldProps) {
  return (
    <div className={styles.filterField}>
      <DatePickerField title={label} myDate={value ?? ''} clearable hideDetails onUpdateDate={onChange} />
    </div>
  );
}

export function ChoiceFilter({
  label,
  value,
  onChange,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <label className={styles.filterField}>
      <span className={controls.label}>{label}</span>
      <select
        className={controls.input}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface ReportFilterState {
  draft: Readonly<Record<string, string | undefined>>;
  set(name: string): (value: string) => void;
  apply(): void;
  clear(): void;
}

/** The filters most reports share, an item code and a warehouse, after a report's own (`before`). */
export function ItemWarehouseFilterBar({
  filters,
  before,
}: {
  filters: ReportFilterState;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
      {before}
      <TextFilter
        label={t('inventoryReports.filters.itemCode')}
        value={filters.draft.ItemCode}
        onChange={filters.set('ItemCode')}
      />
      <WarehouseFilter value={filters.draft.WhsCode} onChange={filters.set('WhsCode')} />
    </ReportFilterBar>
  );
}

/** A report's From and To dates (DateFrom, DateTo), as most reports open with them. */
export function DateRangeFilters({
  draft,
  set,
}: {
  draft: Readonly<Record<string, string | undefined>>;
  set(name: string): (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateFilter
        label={t('inventoryReports.filters.dateFrom')}
        value={draft.DateFrom}
        onChange={set('DateFrom')}
      />
      <DateFilter
        label={t('inventoryReports.filters.dateTo')}
        value={draft.DateTo}
        onChange={set('DateTo')}
      />
    </>
  );
}
