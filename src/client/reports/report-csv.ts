import { csvLine } from '../../shared/api/csv-text';
import type { GridColumn, GridRow } from '../grid/grid-types';

/** The most rows an export reads, page after page: a report of a million rows is not a file to open. */
export const exportRowCap = 10_000;

/**
 * A report's rows as CSV: the grid's column titles, then each row's values as the server sent
 * them (decimals unformatted, so a spreadsheet reads them as numbers).
 */
export function reportCsv(columns: readonly GridColumn[], rows: readonly GridRow[]): string {
  return [
    csvLine(columns.map((column) => column.header)),
    ...rows.map((row) => csvLine(columns.map((column) => row[column.id]))),
  ].join('');
}
