import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { type FilterOperator, fieldKindTraits } from '../../shared/resources/field-kinds';
import { parseFieldText } from '../forms/field-rules-of';

/** What the filter drawer's fields hold: a value, a range's two bounds, or the options ticked. */
export interface FilterTexts {
  value: string;
  from: string;
  to: string;
  chosen: string[];
}

export const emptyFilterTexts: FilterTexts = { value: '', from: '', to: '', chosen: [] };

/** The operators a column offers, its default first: contains for text, a range for numbers and dates. */
export const operatorsFor = (field: FieldModel): readonly FilterOperator[] =>
  fieldKindTraits[field.kind].operators;

const typedValue = (field: FieldModel, text: string) => {
  const value = parseFieldText(field, text.trim());
  return value === null ? undefined : value;
};

/** The filter the drawer's fields describe, or undefined while they hold no value. */
export function filterOf(
  field: FieldModel,
  op: FilterOperator,
  texts: FilterTexts,
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

/** The drawer's fields showing a filter that is on: what reopening the drawer starts from. */
export function textsOf(filter: ColumnFilter | undefined): FilterTexts {
  if (!filter) return emptyFilterTexts;
  if (filter.op === 'between')
    return { ...emptyFilterTexts, from: String(filter.value.from ?? ''), to: String(filter.value.to ?? '') };
  if (filter.op === 'in') {
    const values = filter.value.map(String);
    return { ...emptyFilterTexts, value: values.join(', '), chosen: values };
  }
  return { ...emptyFilterTexts, value: String(filter.value) };
}

export const sameSlot = (a: { field: string; op: string }, b: { field: string; op: string }) =>
  a.field === b.field && a.op === b.op;

export const filterAt = (filters: readonly ColumnFilter[], field: string, op: FilterOperator) =>
  filters.find((filter) => sameSlot(filter, { field, op }));

/**
 * One filter per column and operator: a filter takes the place of the one of the same column and
 * operator (none removes it), anything else is added at the end. Filters of different operators
 * on one column all apply, each narrowing the rows as one bound of a range does.
 */
export function putFilter(
  filters: readonly ColumnFilter[],
  slot: { field: string; op: FilterOperator },
  next: ColumnFilter | undefined,
): ColumnFilter[] {
  const at = filters.findIndex((filter) => sameSlot(filter, slot));
  if (at < 0) return next ? [...filters, next] : [...filters];
  return next
    ? filters.map((filter, index) => (index === at ? next : filter))
    : filters.filter((_, index) => index !== at);
}

/**
 * The column the drawer opens on: the one asked for (a column's menu, the grid's active cell),
 * unless the route fixes it to one value (a price list's items all share their price list), else
 * the first column the list shows that is not fixed, else the first filterable one.
 */
export function startingColumn(
  filterable: readonly FieldModel[],
  options: { asked?: string; shown: readonly string[]; fixed: readonly ColumnFilter[] },
): string {
  const usable = (name: string | undefined) =>
    name !== undefined &&
    filterable.some((field) => field.name === name) &&
    !options.fixed.some((filter) => filter.field === name);
  if (usable(options.asked)) return options.asked ?? '';
  return (
    options.shown.find(usable) ??
    filterable.find((field) => usable(field.name))?.name ??
    filterable[0]?.name ??
    ''
  );
}

/** Filters the fields do not allow (a hand-edited or stale URL) are dropped rather than refused by the server. */
export function allowedFilters(
  fields: readonly FieldModel[] | undefined,
  filters: ColumnFilter[],
): ColumnFilter[] {
  if (!fields) return filters;
  return filters.filter((filter) => {
    const field = fields.find((candidate) => candidate.name === filter.field);
    return field !== undefined && field.filterable !== false && operatorsFor(field).includes(filter.op);
  });
}
