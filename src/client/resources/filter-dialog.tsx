import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { type FilterOperator, fieldKindTraits } from '../../shared/resources/field-kinds';
import { parseFieldText } from '../forms/field-rules-of';
import { ModalFrame } from '../ui/modal-frame';
import { fieldLabel } from './grid-columns';
import * as styles from './list-dialogs.css';

interface FilterDialogProps {
  fields: readonly FieldModel[];
  filters: readonly ColumnFilter[];
  /** The column chosen first: the one whose menu asked for a filter. */
  column?: string;
  onApply(next: ColumnFilter[]): void;
  onClose(): void;
}

const typedValue = (field: FieldModel, text: string) => {
  const value = parseFieldText(field, text.trim());
  return value === null ? undefined : value;
};

/** The filter the form describes, or undefined while it lacks a value. */
function filterOf(
  field: FieldModel,
  op: FilterOperator,
  texts: { value: string; from: string; to: string; chosen: string[] },
): ColumnFilter | undefined {
  if (op === 'between') {
    const from = typedValue(field, texts.from);
    const to = typedValue(field, texts.to);
    return from === undefined && to === undefined
      ? undefined
      : { field: field.name, op, value: { from, to } };
  }
  if (op === 'in') {
    const values = field.options
      ? texts.chosen
      : texts.value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
    return values.length ? { field: field.name, op, value: values } : undefined;
  }
  if (op === 'contains' || op === 'startsWith')
    return texts.value.trim() ? { field: field.name, op, value: texts.value.trim() } : undefined;
  const value = field.kind === 'boolean' ? texts.value : typedValue(field, texts.value);
  return value === undefined || value === '' ? undefined : { field: field.name, op, value };
}

/**
 * Adds a column filter, typed by the column's kind: text contains, starts with or equals;
 * numbers, amounts and dates between two bounds or equal; enumerations any of their options.
 */
export function FilterDialog({ fields, filters, column, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const filterable = fields.filter((field) => field.filterable !== false);
  const columnSelect = useRef<HTMLSelectElement>(null);
  const [name, setName] = useState(
    filterable.find((candidate) => candidate.name === column)?.name ?? filterable[0]?.name ?? '',
  );
  const field = filterable.find((candidate) => candidate.name === name);
  const operators: readonly FilterOperator[] = field ? fieldKindTraits[field.kind].operators : [];
  const [op, setOp] = useState<FilterOperator>(operators[0] ?? 'equals');
  const [texts, setTexts] = useState({ value: '', from: '', to: '', chosen: [] as string[] });
  const activeOp = operators.includes(op) ? op : (operators[0] ?? 'equals');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = field && filterOf(field, activeOp, texts);
    if (next) onApply([...filters, next]);
  };
  const text = (key: 'value' | 'from' | 'to', label: string) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type={field?.kind === 'date' ? 'date' : 'text'}
        inputMode={field && fieldKindTraits[field.kind].align === 'end' ? 'decimal' : undefined}
        value={texts[key]}
        onChange={(event) => setTexts({ ...texts, [key]: event.target.value })}
      />
    </label>
  );

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
            value={name}
            onChange={(event) => setName(event.target.value)}
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
              value={activeOp}
              onChange={(event) =>
                setOp(operators.find((operator) => operator === event.target.value) ?? activeOp)
              }
            >
              {operators.map((operator) => (
                <option key={operator} value={operator}>
                  {t(`resources.common.operators.${operator}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {activeOp === 'between' ? (
          <>
            {text('from', t('resources.common.range.from'))}
            {text('to', t('resources.common.range.to'))}
          </>
        ) : activeOp === 'in' && field?.options ? (
          <fieldset className={styles.options}>
            <legend>{t('resources.common.operators.in')}</legend>
            {field.options.map((option) => (
              <label key={option} className={styles.check}>
                <input
                  type="checkbox"
                  checked={texts.chosen.includes(option)}
                  onChange={(event) =>
                    setTexts({
                      ...texts,
                      chosen: event.target.checked
                        ? [...texts.chosen, option]
                        : texts.chosen.filter((value) => value !== option),
                    })
                  }
                />
                {t(`${field.optionLabels}.${option}`)}
              </label>
            ))}
          </fieldset>
        ) : field?.kind === 'boolean' ? (
          <label className={styles.field}>
            {t(`resources.common.operators.${activeOp}`)}
            <select
              className={styles.input}
              value={texts.value}
              onChange={(event) => setTexts({ ...texts, value: event.target.value })}
            >
              <option value="" />
              <option value="Y">{t('resources.common.yes')}</option>
              <option value="N">{t('resources.common.no')}</option>
            </select>
          </label>
        ) : (
          text('value', t(`resources.common.operators.${activeOp}`))
        )}
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
    </ModalFrame>
  );
}
