import type { z } from 'zod';
import type { HttpClient, QueryValue } from '../api/http-client';
import type { GridRow } from '../grid/grid-types';
import type { WindowedPage } from '../grid/use-windowed-rows';

/** A paged report's answer: rows, the total when asked for, and the cursor of the next page. */
interface PagedAnswer {
  ResponseData: { data: readonly object[]; total: number | null; next?: string };
}

export type ReportFilters = Readonly<Record<string, string | undefined>>;

/** The query of a report's filters: empty fields are left out, not sent empty. */
export function filterQuery(filters: ReportFilters): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export interface ReportPageRequest {
  index: number;
  size: number;
  count: boolean;
  signal?: AbortSignal;
  after?: string;
}

/** One page of a paged report, in the shape the grid's windowed rows read. */
export async function fetchReportPage<Schema extends z.ZodType<PagedAnswer>>(
  http: HttpClient,
  path: string,
  schema: Schema,
  filters: ReportFilters,
  page: ReportPageRequest,
): Promise<WindowedPage> {
  const answer = await http.get(path, {
    schema,
    query: {
      ...filterQuery(filters),
      page: page.index + 1,
      per_page: page.size,
      count: page.count ? '1' : '0',
      ...(page.after ? { after: page.after } : {}),
    },
    signal: page.signal,
  });
  const { data, total, next } = answer.ResponseData;
  return { rows: data as GridRow[], total, ...(next ? { next } : {}) };
}

export const reportKeys = {
  page: (path: string, filters: ReportFilters) => ['inventory-reports', path, filters] as const,
  one: (path: string, params?: ReportFilters) => ['inventory-reports', path, params ?? {}, 'one'] as const,
};
