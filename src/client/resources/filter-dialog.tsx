import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import type { FilterOperator } from '../../shared/resources/field-kinds';
import { ModalFrame } from '../ui/modal-frame';
import { ActiveFilterList } from './active-filter-list';
import {
  emptyFilterTexts,
  type FilterTexts,
  filterAt,
  filterOf,
  operatorsFor,
  putFilter,
  sameSlot,
  startingColumn,
  textsOf,
} from './filter-model';
import { filterText } from './filter-text';
import { FilterValueFields } from './filter-value-fields';
import { fieldLabel } from './grid-columns';
import * as styles from './list-dialogs.css';

interface FilterDialogProps {
  fields: readonly FieldModel[];
  /** The user's filters (not those the route fixes). */
  filters: readonly ColumnFilter[];
  /** The column asked for: a column's menu, or the grid's active cell. */
  column?: string;
  /** The columns the grid shows, in order, and the filters the route fixes (never a starting column). */
  shown: readonly string[];
  fixed: readonly ColumnFilter[];
  onApply(next: ColumnFilter[]): void;
  onClose(): void;
}

/** Where the form stands: a column, an operator and the texts of its value. */
interface FormState {
  name: string;
  op: FilterOperator;
  texts: FilterTexts;
}

/** The form on a column: its active filter when it has one (the first), else its default operator, empty. */
function formOn(field: FieldModel | undefined, filters: readonly ColumnFilter[]): FormState {
  if (!field) return { name: '', op: 'equals', texts: emptyFilterTexts };
  const active = filters.find((filter) => filter.field === field.name);
  return { name: field.name, op: active?.op ?? operatorsFor(field)[0] ?? 'equals', texts: textsOf(active) };
}

/**
 * The filter drawer: a column filter typed by the column's kind (text contains, starts with or
 * equals; numbers and dates a range or equal; options any of them), opened on the column asked
 * for and showing the filter that column has, over the list of every active filter. Apply puts
 * the form's filter in its column-and-operator slot (putFilter) and applies the list.
 */
export function FilterDialog({ fields, filters, column, shown, fixed, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const filterable = fields.filter((field) => field.filterable !== false);
  const fieldNamed = (name: string) => filterable.find((candidate) => candidate.name === name);
  const columnSelect = useRef<HTMLSelectElement>(null);
  const [draft, setDraft] = useState<ColumnFilter[]>(() => [...filters]);
  const [form, setForm] = useState<FormState>(() =>
    formOn(fieldNamed(startingColumn(filterable, { asked: column, shown, fixed })), filters),
  );
  const field = fieldNamed(form.name);
  const operators = field ? operatorsFor(field) : [];
  const textOf = (filter: ColumnFilter) => filterText(filter, fieldNamed(filter.field), t);

  const chooseOperator = (op: FilterOperator) => {
    const active = filterAt(draft, form.name, op);
    setForm({ ...form, op, texts: active ? textsOf(active) : form.texts });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      field
        ? putFilter(draft, { field: field.name, op: form.op }, filterOf(field, form.op, form.texts))
        : draft,
    );
  };
  const remove = (index: number) => {
    const removed = draft[index];
    setDraft(draft.filter((_, position) => position !== index));
    if (removed && sameSlot(removed, { field: form.name, op: form.op }))
      setForm({ ...form, texts: emptyFilterTexts });
    columnSelect.current?.focus();
  };

  return (
    <ModalFrame
      title={t('resources.common.filters')}
      closeLabel={t('resources.common.cancel')}
      onClose={onClose}
      placement="side"
      initialFocus={columnSelect}
    >
      <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-legend`}>
        <span id={`${id}-legend`} hidden>
          {t('resources.common.filters')}
        </span>
        <label className={styles.field}>
          {t('resources.common.columns')}
          <select
            ref={columnSelect}
            className={styles.input}
            value={form.name}
            onChange={(event) => setForm(formOn(fieldNamed(event.target.value), draft))}
          >
            {filterable.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {fieldLabel(candidate, t)}
              </option>
            ))}
          </select>
        </label>
        {operators.length > 1 && (
          <label className={styles.field}>
            {t('resources.common.filterColumn', { column: field ? fieldLabel(field, t) : '' })}
            <select
              className={styles.input}
              value={form.op}
              onChange={(event) => {
                const op = operators.find((operator) => operator === event.target.value);
                if (op) chooseOperator(op);
              }}
            >
              {operators.map((operator) => (
                <option key={operator} value={operator}>
                  {t(`resources.common.operators.${operator}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <FilterValueFields
          field={field}
          op={form.op}
          texts={form.texts}
          onChange={(texts) => setForm({ ...form, texts })}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('resources.common.apply')}
          </button>
          {filters.length > 0 && (
            <button type="button" className={styles.secondary} onClick={() => onApply([])}>
              {t('resources.common.clearFilters')}
            </button>
          )}
        </div>
      </form>
      <ActiveFilterList
        filters={draft}
        textOf={textOf}
        onEdit={(filter) => {
          setForm({ name: filter.field, op: filter.op, texts: textsOf(filter) });
          columnSelect.current?.focus();
        }}
        onRemove={remove}
      />
    </ModalFrame>
  );
}
