import type { GridColumn, GridRow } from './grid-types';
import { MIN_COLUMN_WIDTH } from './header-commands';

/** The width of a text as the grid draws it, in CSS pixels; `bold` for the header's weight. */
export type TextMeasure = (text: string, bold: boolean) => number;

/** Room around a header's text: the cell's padding (0.5rem a side) and its border. */
export const HEADER_CHROME = 16 + 1 + 2;
/** And the column menu's button (1.5rem) with its gap, in a grid that offers the menu. */
export const HEADER_MENU = 24 + 4;
/** Room around a value: the padding, the border, and a little for tabular figures. */
export const CELL_CHROME = 16 + 1 + 4;
/** Rows read to size a column: enough to see the widest values of a document's lines. */
const SAMPLE_ROWS = 200;

/** How wide a column must be for its header (and its menu button) and values to read in full. */
export function contentWidth(
  column: GridColumn,
  rows: readonly GridRow[],
  measure: TextMeasure,
  headerMenu = false,
): number {
  let widest = measure(column.header, true) + HEADER_CHROME + (headerMenu ? HEADER_MENU : 0);
  // Amounts are drawn with tabular figures: every digit, and the separators between them, as wide as a 0.
  for (const row of rows.slice(0, SAMPLE_ROWS))
    widest = Math.max(
      widest,
      measure(column.format(row[column.id], row).replace(/[\d.,]/g, '0'), false) + CELL_CHROME,
    );
  return Math.max(MIN_COLUMN_WIDTH, Math.ceil(widest));
}

export interface ColumnFitRule {
  /** The column that takes the room left (a description): it may read cut, the others never. */
  flex?: string;
  /** The narrowest the flex column gets before other columns give way. */
  flexMin?: number;
  /** Columns a reader can do without, least needed first: left out, in this order, until the rest fit. */
  dropOrder?: readonly string[];
}

const DEFAULT_FLEX_MIN = 160;

/**
 * Columns sized to their content in `available` pixels: those of `dropOrder` are left out, least
 * needed first, until the others fit; the flex column then takes the room left. Columns that still
 * do not fit keep their content width (the grid scrolls); without a width (not laid out yet) every
 * column stays, at its content width.
 */
export function fitColumns<Column extends GridColumn>(
  columns: readonly Column[],
  widths: ReadonlyMap<string, number>,
  available: number,
  rule: ColumnFitRule = {},
): Column[] {
  const flexMin = rule.flexMin ?? DEFAULT_FLEX_MIN;
  const sized = columns.map((column) => ({ ...column, width: widths.get(column.id) ?? column.width }));
  const least = (column: Column) =>
    column.id === rule.flex ? Math.min(flexMin, column.width) : column.width;
  const total = (shown: readonly Column[]) => shown.reduce((sum, column) => sum + least(column), 0);
  if (available <= 0) return sized;
  let kept = sized;
  for (const id of rule.dropOrder ?? []) {
    if (total(kept) <= available) break;
    kept = kept.filter((column) => column.id !== id);
  }
  const others = kept.reduce((sum, column) => (column.id === rule.flex ? sum : sum + column.width), 0);
  return kept.map((column) =>
    column.id === rule.flex
      ? { ...column, width: Math.max(least(column), Math.floor(available - others)) }
      : column,
  );
}
