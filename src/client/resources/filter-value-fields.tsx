import { useTranslation } from 'react-i18next';
import type { FieldModel } from '../../shared/api/resources';
import { type FilterOperator, fieldKindTraits } from '../../shared/resources/field-kinds';
import type { FilterTexts } from './filter-model';
import * as styles from './list-dialogs.css';

interface FilterValueFieldsProps {
  field: FieldModel | undefined;
  op: FilterOperator;
  texts: FilterTexts;
  onChange(next: FilterTexts): void;
}

/** The value part of the filter drawer, typed by the column's kind and the operator. */
export function FilterValueFields({ field, op, texts, onChange }: FilterValueFieldsProps) {
  const { t } = useTranslation();
  const text = (key: 'value' | 'from' | 'to', label: string) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        type={field?.kind === 'date' ? 'date' : 'text'}
        inputMode={field && fieldKindTraits[field.kind].align === 'end' ? 'decimal' : undefined}
        value={texts[key]}
        onChange={(event) => onChange({ ...texts, [key]: event.target.value })}
      />
    </label>
  );
  if (op === 'between')
    return (
      <>
        {text('from', t('resources.common.range.from'))}
        {text('to', t('resources.common.range.to'))}
      </>
    );
  if (op === 'in' && field?.options)
    return (
      <fieldset className={styles.options}>
        <legend>{t('resources.common.operators.in')}</legend>
        {field.options.map((option) => (
          <label key={option} className={styles.check}>
            <input
              type="checkbox"
              checked={texts.chosen.includes(option)}
              onChange={(event) =>
                onChange({
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
    );
  if (field?.kind === 'boolean')
    return (
      <label className={styles.field}>
        {t(`resources.common.operators.${op}`)}
        <select
          className={styles.input}
          value={texts.value}
          onChange={(event) => onChange({ ...texts, value: event.target.value })}
        >
          <option value="" />
          <option value="Y">{t('resources.common.yes')}</option>
          <option value="N">{t('resources.common.no')}</option>
        </select>
      </label>
    );
  return text('value', t(`resources.common.operators.${op}`));
}
