import { type RefObject, useRef } from 'react';
import type { z } from 'zod';
import type { DataGridHandle, GridRow } from '../grid/grid-types';
import { useWindowedRows } from '../grid/use-windowed-rows';
import { csvHeaderPreference } from '../preferences/export-settings';
import { withCsvHeader } from '../resources/csv-header';
import { useAppServices } from '../shell/app-services';
import { exportRowCap } from './report-csv';
import { ReportFrame, type ReportFrameProps } from './report-frame';
import { fetchReportPage, filterQuery, type ReportFilters, reportKeys } from './report-queries';

const pageSize = 100;
const exportPageSize = 500;

interface PagedAnswer {
  ResponseData: { data: readonly object[]; total: number | null; next?: string };
}

export interface ReportGridProps extends Omit<ReportFrameProps, 'exportRows' | 'grid'> {
  /** The API path of the report (under /api/v1). */
  path: string;
  schema: z.ZodType<PagedAnswer>;
  filters: ReportFilters;
  grid?: Partial<ReportFrameProps['grid']>;
  /** The grid, for a screen whose commands act on its active row. */
  gridRef?: RefObject<DataGridHandle | null>;
  /** The row as the grid and the export read it, from the row as the server answers it (a nested figure spread into columns). */
  mapRow?: (row: GridRow) => GridRow;
  /**
   * The report's CSV on the server (its `.csv` path, under /api/v1): the export is the whole
   * filter as the server streams it, headed by the grid's column titles, not pages read here.
   */
  csvPath?: string;
  /** The title of a field the CSV holds that the grid does not show; the field's name when absent. */
  csvTitleOf?: (field: string) => string;
}

/** A paged stock report: the server's pages (keyset after the first) in the report's frame. */
export function ReportGrid({
  path,
  schema,
  filters,
  gridRef,
  grid,
  mapRow,
  csvPath,
  csvTitleOf,
  ...frame
}: ReportGridProps) {
  const { http } = useAppServices();
  const ownGrid = useRef<DataGridHandle>(null);
  const mapped = <Page extends { rows: GridRow[] }>(page: Page): Page =>
    mapRow ? { ...page, rows: page.rows.map(mapRow) } : page;
  const rows = useWindowedRows({
    queryKey: reportKeys.page(path, filters),
    pageSize,
    fetchPage: async (page, { count, signal, after }) =>
      mapped(
        await fetchReportPage(http, path, schema, filters, {
          index: page,
          size: pageSize,
          count,
          signal,
          after,
        }),
      ),
  });
  const exportRows = async () => {
    const read: GridRow[] = [];
    let after: string | undefined;
    do {
      const page = await fetchReportPage(http, path, schema, filters, {
        index: 0,
        size: exportPageSize,
        count: false,
        after,
      });
      read.push(...mapped(page).rows);
      after = page.next;
    } while (after && read.length < exportRowCap);
    return { rows: read, capped: after !== undefined };
  };
  const titleOf = (field: string) =>
    frame.columns.find((column) => column.id === field)?.header ?? csvTitleOf?.(field) ?? field;
  const exportFile = async () =>
    withCsvHeader(
      await http.download(csvPath ?? '', { query: filterQuery(filters) }),
      titleOf,
      csvHeaderPreference.signal.value,
    );
  return (
    <ReportFrame
      {...frame}
      failed={Boolean(rows.error)}
      exportRows={exportRows}
      {...(csvPath ? { exportFile } : {})}
      grid={{
        ...grid,
        ref: gridRef ?? ownGrid,
        rowCount: rows.rowCount,
        rowAt: rows.rowAt,
        onVisibleRangeChange: rows.onVisibleRangeChange,
      }}
    />
  );
}
