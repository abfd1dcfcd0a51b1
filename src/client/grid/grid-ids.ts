import { HEADER_ROW } from './grid-keys';

/** Stable element ids for aria-activedescendant: one prefix per grid (useId), then row and column. */
export function cellId(prefix: string, row: number, col: number): string {
  return `${prefix}-${row === HEADER_ROW ? 'h' : row}-${col}`;
}

/** aria-rowindex: the header row is 1, data row i is i + 2. */
export const ariaRowIndex = (row: number): number => (row === HEADER_ROW ? 1 : row + 2);
