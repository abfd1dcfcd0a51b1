import type { GridSort, GridSortKey, SortDirection } from './grid-types';

export function sortDirectionOf(sort: GridSort, field: string): SortDirection | null {
  return sort.find((key) => key.field === field)?.direction ?? null;
}

const cycle: Record<'none' | SortDirection, SortDirection | null> = { none: 'asc', asc: 'desc', desc: null };

/**
 * Header click or Enter: ascending, descending, then unsorted. Without Shift the column becomes
 * the only sort key; with Shift it changes in place or is added as the next key.
 */
export function nextSort(sort: GridSort, field: string, additive: boolean): GridSortKey[] {
  const next = cycle[sortDirectionOf(sort, field) ?? 'none'];
  if (!additive) return next ? [{ field, direction: next }] : [];
  if (!sort.some((key) => key.field === field)) return [...sort, { field, direction: 'asc' }];
  return next
    ? sort.map((key) => (key.field === field ? { field, direction: next } : key))
    : sort.filter((key) => key.field !== field);
}

/** The column menu's explicit choice: null removes the column from the sort and keeps the others. */
export function setSort(sort: GridSort, field: string, direction: SortDirection | null): GridSortKey[] {
  return direction ? [{ field, direction }] : sort.filter((key) => key.field !== field);
}

/** ARIA allows aria-sort on one header at a time: the primary key. */
export function ariaSortOf(sort: GridSort, field: string): 'ascending' | 'descending' | undefined {
  const primary = sort[0];
  if (primary?.field !== field) return undefined;
  return primary.direction === 'asc' ? 'ascending' : 'descending';
}
