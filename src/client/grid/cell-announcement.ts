import { formatNumber } from '../../shared/locale/formatters';
import { isLanguage } from '../i18n/i18n-setup';
import type { Translate } from './column-commands';
import { type CellPosition, HEADER_ROW } from './grid-keys';
import { sortDirectionOf } from './grid-sort';
import type { GridColumn, GridRow, GridSort } from './grid-types';

export interface AnnouncementContext {
  columns: readonly GridColumn[];
  rowCount: number;
  rowAt(index: number): GridRow | undefined;
  sort: GridSort;
  language: string;
  t: Translate;
}

/** What a screen reader user hears on reaching a cell: "Row 834,215 of 1,000,000, Price, 12.50". */
export function cellAnnouncement(cell: CellPosition, context: AnnouncementContext): string {
  const { t } = context;
  const column = context.columns[cell.col];
  if (!column) return '';
  if (cell.row === HEADER_ROW) {
    const direction = sortDirectionOf(context.sort, column.id);
    return t('grid.announce.header', {
      column: column.header,
      position: cell.col + 1,
      count: context.columns.length,
      sort: t(
        direction === 'asc' ? 'grid.sort.ascending' : direction ? 'grid.sort.descending' : 'grid.sort.none',
      ),
    });
  }
  const language = isLanguage(context.language) ? context.language : 'en';
  const row = context.rowAt(cell.row);
  const text = row ? column.format(row[column.id], row) : t('grid.loadingRow');
  return t('grid.announce.cell', {
    row: formatNumber(cell.row + 1, language),
    count: formatNumber(context.rowCount, language),
    column: column.header,
    value: text.trim() === '' ? t('grid.empty') : text,
  });
}
