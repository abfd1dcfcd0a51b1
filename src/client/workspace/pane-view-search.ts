import { type ColumnFilter, sortTextSchema, sortToText } from '../../shared/api/resources';
import { filterOperators } from '../../shared/resources/field-kinds';

/**
 * The filters and sort a pane's list shows, carried in the pane's href so that the layout URL,
 * which is made of the panes' hrefs, shares them. One query parameter per filter, named by its
 * column and operator (`f.ItemName.contains=basmati`), so a list can hold only one filter per
 * column and operator; `between` is written `from..to` (either may be empty) and `in` as values
 * joined by commas (the drawer splits what is typed on commas, so no value holds one). Every value
 * stays text: the server reads whole numbers from their digits.
 */
export interface PaneView {
  filters: ColumnFilter[];
  /** Undefined when the href names none: the list's saved or default sort applies. */
  sort?: { field: string; direction: 'asc' | 'desc' }[];
}

export const sortSearchKey = 'sort';
const filterKey = /^f\.([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z]+)$/;
const rangeMark = '..';

export const isViewSearchKey = (key: string) => key === sortSearchKey || filterKey.test(key);

const isOperator = (text: string): text is ColumnFilter['op'] =>
  filterOperators.some((operator) => operator === text);

function filterFromParam(field: string, op: ColumnFilter['op'], text: string): ColumnFilter | undefined {
  if (op === 'between') {
    const at = text.indexOf(rangeMark);
    if (at < 0) return undefined;
    const from = text.slice(0, at);
    const to = text.slice(at + rangeMark.length);
    if (!from && !to) return undefined;
    return { field, op, value: { ...(from ? { from } : {}), ...(to ? { to } : {}) } };
  }
  if (op === 'in') {
    const values = text.split(',').filter(Boolean);
    return values.length ? { field, op, value: values } : undefined;
  }
  return text === '' ? undefined : { field, op, value: text };
}

function paramOf(filter: ColumnFilter): string {
  if (filter.op === 'between') return `${filter.value.from ?? ''}${rangeMark}${filter.value.to ?? ''}`;
  if (filter.op === 'in') return filter.value.join(',');
  return String(filter.value);
}

/** What a pane's search (as the router parsed it) says about its list; what it cannot read is left out. */
export function paneViewOf(search: Readonly<Record<string, unknown>>): PaneView {
  const filters: ColumnFilter[] = [];
  let sort: PaneView['sort'];
  for (const [key, value] of Object.entries(search)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    if (key === sortSearchKey) {
      const parsed = sortTextSchema.safeParse(text);
      if (parsed.success) sort = parsed.data;
      continue;
    }
    const match = filterKey.exec(key);
    const [, field = '', op = ''] = match ?? [];
    const filter = match && isOperator(op) ? filterFromParam(field, op, text) : undefined;
    if (filter) filters.push(filter);
  }
  return sort ? { filters, sort } : { filters };
}

/** The search params that say a view: one per filter (a later filter of the same key wins), then the sort. */
export function viewSearchOf(view: PaneView): Record<string, string> {
  const search: Record<string, string> = {};
  for (const filter of view.filters) search[`f.${filter.field}.${filter.op}`] = paramOf(filter);
  const sort = view.sort && sortToText(view.sort);
  if (sort) search[sortSearchKey] = sort;
  return search;
}

/** A pane's search with its view replaced: other params (a record's id) are kept as they were. */
export function withPaneView(
  search: Readonly<Record<string, unknown>>,
  view: PaneView,
): Record<string, unknown> {
  const kept = Object.entries(search).filter(([key]) => !isViewSearchKey(key));
  return { ...Object.fromEntries(kept), ...viewSearchOf(view) };
}

/** An href without its view: what a layout too long for its URL keeps of a pane. */
export function hrefWithoutView(href: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return href;
  const params = new URLSearchParams(beforeHash.slice(queryAt + 1));
  for (const key of [...params.keys()]) if (isViewSearchKey(key)) params.delete(key);
  const query = params.toString();
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ''}${hash}`;
}
