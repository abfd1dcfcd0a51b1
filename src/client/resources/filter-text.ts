import type { TFunction } from 'i18next';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { fieldLabel } from './grid-columns';

/** A value as the column shows it: an option or a flag by its label, anything else as written. */
function valueText(field: FieldModel | undefined, value: string | number, t: TFunction): string {
  const text = String(value);
  if (field?.kind === 'boolean') return t(text === 'Y' ? 'resources.common.yes' : 'resources.common.no');
  if (field?.options && field.optionLabels) return t(`${field.optionLabels}.${text}`);
  return text;
}

/**
 * A filter in words, column, operator and value ("Item name contains basmati", "On hand from 5"),
 * in the user's language: what its chip says and what removing it is called.
 */
export function filterText(filter: ColumnFilter, field: FieldModel | undefined, t: TFunction): string {
  const column = field ? fieldLabel(field, t) : filter.field;
  if (filter.op === 'between') {
    const { from, to } = filter.value;
    const bounds = {
      column,
      from: from === undefined ? '' : valueText(field, from, t),
      to: to === undefined ? '' : valueText(field, to, t),
    };
    const key = from === undefined ? 'atMost' : to === undefined ? 'atLeast' : 'range';
    return t(`resources.common.filterText.${key}`, bounds);
  }
  const values = filter.op === 'in' ? filter.value : [filter.value];
  return t('resources.common.filterText.phrase', {
    column,
    operator: t(`resources.common.operators.${filter.op}`),
    value: values.map((value) => valueText(field, value, t)).join(', '),
  });
}
