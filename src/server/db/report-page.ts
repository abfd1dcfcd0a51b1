import { asc, desc, type SQL } from 'drizzle-orm';
import type { CountCache } from './count-cache';
import { afterKey, decodeCursor, encodeCursor, type KeysetEntry, type KeyValue } from './keyset';

/** The paging every paged report takes (src/shared/api/inventory-reports.ts): the stock reports, the gate reports. */
export interface ReportPaging {
  page: number;
  per_page: number;
  after?: string;
  count: '0' | '1';
}

export interface ReportPage<Row> {
  data: Row[];
  total: number | null;
  more: boolean;
  next: string | null;
}

/** How one report reads a page: its rows after a sort key, and its count, both under the same filter. */
export interface PagedRead<Row> {
  /** Names the report in its cursors, so that one report's cursor is refused by another. */
  context: string;
  order: readonly KeysetEntry[];
  /** The sort key of a row, in the order's columns. */
  keyOf(row: Row): unknown[];
  /** Rows matching `after` (undefined on the first page), in `orderBy`, at most `limit`, skipping `offset`. */
  read(after: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  count(): Promise<number>;
  /** The count's key in the cache: the report and its whole filter. */
  countKey: SQL | undefined;
}

/**
 * One page of a report: by keyset after the cursor when one is given, by offset otherwise (the
 * first page, or a jump), one row more than asked to know whether more follow. The total, when
 * asked for, is counted once per filter and data version (CountCache), as the documents list does.
 */
export async function readReportPage<Row>(
  paging: ReportPaging,
  counts: CountCache,
  report: PagedRead<Row>,
): Promise<ReportPage<Row>> {
  const after: KeyValue[] | undefined =
    paging.after === undefined ? undefined : decodeCursor(report.order, report.context, paging.after);
  const orderBy = report.order.map((entry) =>
    entry.direction === 'desc' ? desc(entry.column) : asc(entry.column),
  );
  const offset = after ? 0 : (paging.page - 1) * paging.per_page;
  const counted =
    paging.count === '1'
      ? counts.count(report.context, report.countKey, report.count)
      : Promise.resolve(null);
  const [rows, total] = await Promise.all([
    report.read(after ? afterKey(report.order, after) : undefined, orderBy, paging.per_page + 1, offset),
    counted,
  ]);
  const more = rows.length > paging.per_page;
  const data = more ? rows.slice(0, paging.per_page) : rows;
  const last = data.at(-1);
  const next =
    more && last !== undefined ? encodeCursor(report.order, report.context, report.keyOf(last)) : null;
  return { data, total, more, next };
}
