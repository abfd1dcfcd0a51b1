import type { ReactNode, Ref } from 'react';
import type { KeyPress } from './key-shortcuts';
import type { ScrollDirection } from './page-window';

/** One record as the grid sees it: read-only fields by column id. */
export type GridRow = Readonly<Record<string, unknown>>;

export type CellAlign = 'start' | 'end';

export interface GridColumn {
  id: string;
  header: string;
  /** Width in CSS pixels. */
  width: number;
  /** 'end' for amounts and quantities: right-aligned in left-to-right, with tabular figures. */
  align: CellAlign;
  editable: boolean;
  sortable: boolean;
  format(value: unknown, row: GridRow): string;
  /** Values written left to right whatever the language (codes, e-mails): rendered with dir="auto". */
  ltrValue?: boolean;
  /** Text the editor opens with on Enter or F2; the formatted value when absent. */
  editText?(value: unknown, row: GridRow): string;
  /** An editor of its own (a lookup with suggestions) in place of the grid's text box. */
  renderEditor?(props: CellEditorRenderProps): ReactNode;
}

/** What a column's own editor gets: the edit in progress and the grid's edit actions. */
export interface CellEditorRenderProps {
  row: number;
  col: number;
  text: string;
  error: { kind: 'invalid' | 'failed'; message: string } | null;
  pending: boolean;
  selectAll: boolean;
  columnHeader: string;
  onChange(text: string): void;
  /** Commits and moves: down (Enter), along the editable cells (Tab), or stays (focus left). */
  onCommit(exit: 'down' | 'next' | 'previous' | 'stay'): void;
  onCancel(): void;
}

export type SortDirection = 'asc' | 'desc';

export interface GridSortKey {
  field: string;
  direction: SortDirection;
}

/** Sort keys by priority, primary first. */
export type GridSort = readonly GridSortKey[];

export type OpenRowHow = 'focused' | 'split-right' | 'split-below';

export type { ScrollDirection };

export interface GridSize {
  width: number;
  height: number;
}

export interface DataGridHandle {
  /** Puts DOM focus on the grid (its one tab stop). */
  focus(): void;
  /** Makes the data row active, in the current column, and scrolls it into view. */
  scrollToRow(index: number): void;
  /** The active cell: its data row (-1 on the header row) and column index. */
  activeCell(): { row: number; col: number };
  /** The data row at an index as the grid holds it now (undefined while it loads). */
  rowAt(index: number): GridRow | undefined;
  /** The data rows the grid counts now (0 while the first count loads). */
  rowCount(): number;
  /** Makes a cell active (and scrolls to it), without editing it. */
  moveToCell(row: number, col: number): void;
  /** The cell being edited and its text now, or null. */
  editedCell(): { row: number; col: number; text: string } | null;
  /** Applies a key as the grid or its open editor would; for keys that waited while the caller was busy. */
  pressKey(key: KeyPress): void;
  /** Replaces the open editor's text. */
  setEditText(text: string): void;
  /** Commits the open editor and moves as Enter ('down') or Tab ('next') would. */
  commitEdit(exit: 'down' | 'next' | 'previous' | 'stay'): void;
}

export interface DataGridProps {
  /** Accessible name of the grid. */
  label: string;
  /** Number of data rows; undefined while the first count loads. */
  rowCount: number | undefined;
  /** The row at a 0-based index, or undefined while it is not loaded (a busy placeholder shows). */
  rowAt(index: number): GridRow | undefined;
  /**
   * Rows at least partly visible (inclusive), for the caller to fetch their pages; a grid over
   * rows it already holds leaves it out.
   */
  onVisibleRangeChange?(first: number, last: number, direction: ScrollDirection): void;
  /** Visible columns in display order. */
  columns: readonly GridColumn[];
  /** Unsorted when absent. */
  sort?: GridSort;
  /**
   * The column layout belongs to the caller: each command it leaves out is not offered (no menu
   * item, no header key, no resize handle), so a read-only grid passes none of them.
   */
  onSortChange?(next: GridSortKey[]): void;
  onColumnResize?(id: string, width: number): void;
  /** toIndex is a position in `columns` (display order). */
  onColumnMove?(id: string, toIndex: number): void;
  onColumnHide?(id: string): void;
  onFilterRequest?(id: string): void;
  /** Resolves null once saved, or the message to show; the editor then stays open with the text. */
  onCommitEdit?(
    row: GridRow,
    columnId: string,
    text: string,
    rowIndex: number,
  ): Promise<string | null> | string | null;
  /** Runs on every input; a message blocks the commit. */
  validateEdit?(columnId: string, text: string): string | null;
  onOpenRow?(row: GridRow, how: OpenRowHow): void;
  /** Screen-reader announcements (active cell, column changes); a polite live region when absent. */
  announce?(text: string): void;
  footer?: ReactNode;
  /** Data row made active (and scrolled to) at mount. */
  initialActiveRow?: number;
  /** Row and header height in pixels: 32, or 36 in accessibility mode. */
  rowHeight?: number;
  /** Text direction; the language's direction when absent. */
  direction?: 'ltr' | 'rtl';
  /** Viewport size used until the grid element is measured (and where nothing is laid out). */
  initialSize?: GridSize;
  /** Shown when rowCount is 0; "No rows match" when absent. */
  emptyText?: string;
  /** Alternate row background. */
  zebra?: boolean;
  ref?: Ref<DataGridHandle>;
}
