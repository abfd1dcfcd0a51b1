import { describe, expect, it } from 'vitest';
import { type GridBounds, HEADER_ROW, moveActiveCell, moveWithHeader, nextEditableCell } from './grid-keys';

const bounds: GridBounds = { rowCount: 100, colCount: 5, pageRows: 10, rtl: false };
const rtl: GridBounds = { ...bounds, rtl: true };

function press(key: string, mods: { ctrlKey?: boolean; metaKey?: boolean } = {}) {
  return { key, ctrlKey: mods.ctrlKey ?? false, metaKey: mods.metaKey ?? false };
}

describe('moveActiveCell', () => {
  it('moves one row up and down with the vertical arrows', () => {
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowDown'), bounds)).toEqual({ row: 6, col: 2 });
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowUp'), bounds)).toEqual({ row: 4, col: 2 });
  });

  it('stays on the first and last row instead of leaving the grid', () => {
    expect(moveActiveCell({ row: 0, col: 2 }, press('ArrowUp'), bounds)).toEqual({ row: 0, col: 2 });
    expect(moveActiveCell({ row: 99, col: 2 }, press('ArrowDown'), bounds)).toEqual({ row: 99, col: 2 });
  });

  it('moves one column with the horizontal arrows in left-to-right', () => {
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowRight'), bounds)).toEqual({ row: 5, col: 3 });
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowLeft'), bounds)).toEqual({ row: 5, col: 1 });
  });

  it('swaps the horizontal arrows in right-to-left so they follow the reading direction', () => {
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowLeft'), rtl)).toEqual({ row: 5, col: 3 });
    expect(moveActiveCell({ row: 5, col: 2 }, press('ArrowRight'), rtl)).toEqual({ row: 5, col: 1 });
  });

  it('stays on the first and last column at the edges in both directions', () => {
    expect(moveActiveCell({ row: 1, col: 0 }, press('ArrowLeft'), bounds)).toEqual({ row: 1, col: 0 });
    expect(moveActiveCell({ row: 1, col: 4 }, press('ArrowRight'), bounds)).toEqual({ row: 1, col: 4 });
    expect(moveActiveCell({ row: 1, col: 4 }, press('ArrowLeft'), rtl)).toEqual({ row: 1, col: 4 });
    expect(moveActiveCell({ row: 1, col: 0 }, press('ArrowRight'), rtl)).toEqual({ row: 1, col: 0 });
  });

  it('goes to the first and last column of the same row with Home and End', () => {
    expect(moveActiveCell({ row: 7, col: 2 }, press('Home'), bounds)).toEqual({ row: 7, col: 0 });
    expect(moveActiveCell({ row: 7, col: 2 }, press('End'), bounds)).toEqual({ row: 7, col: 4 });
  });

  it('goes to the first and last cell of the grid with Ctrl or Meta plus Home and End', () => {
    expect(moveActiveCell({ row: 7, col: 2 }, press('Home', { ctrlKey: true }), bounds)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveActiveCell({ row: 7, col: 2 }, press('End', { ctrlKey: true }), bounds)).toEqual({
      row: 99,
      col: 4,
    });
    expect(moveActiveCell({ row: 7, col: 2 }, press('Home', { metaKey: true }), bounds)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveActiveCell({ row: 7, col: 2 }, press('End', { metaKey: true }), bounds)).toEqual({
      row: 99,
      col: 4,
    });
  });

  it('pages by pageRows rows and clamps at the ends', () => {
    expect(moveActiveCell({ row: 20, col: 1 }, press('PageDown'), bounds)).toEqual({ row: 30, col: 1 });
    expect(moveActiveCell({ row: 20, col: 1 }, press('PageUp'), bounds)).toEqual({ row: 10, col: 1 });
    expect(moveActiveCell({ row: 95, col: 1 }, press('PageDown'), bounds)).toEqual({ row: 99, col: 1 });
    expect(moveActiveCell({ row: 3, col: 1 }, press('PageUp'), bounds)).toEqual({ row: 0, col: 1 });
  });

  it('still pages by at least one row when pageRows is zero', () => {
    expect(moveActiveCell({ row: 3, col: 1 }, press('PageDown'), { ...bounds, pageRows: 0 })).toEqual({
      row: 4,
      col: 1,
    });
  });

  it('leaves unrelated keys and modified arrows to other handlers', () => {
    expect(moveActiveCell({ row: 3, col: 1 }, press('a'), bounds)).toBeNull();
    expect(moveActiveCell({ row: 3, col: 1 }, press('Enter'), bounds)).toBeNull();
    expect(moveActiveCell({ row: 3, col: 1 }, press('ArrowDown', { ctrlKey: true }), bounds)).toBeNull();
    expect(moveActiveCell({ row: 3, col: 1 }, press('PageDown', { metaKey: true }), bounds)).toBeNull();
  });

  it('handles nothing in an empty grid', () => {
    const empty = { ...bounds, rowCount: 0 };
    expect(moveActiveCell({ row: 0, col: 0 }, press('ArrowDown'), empty)).toBeNull();
    expect(moveActiveCell({ row: 0, col: 0 }, press('End', { ctrlKey: true }), empty)).toBeNull();
  });

  it('pulls an active cell left outside the grid (after rows were removed) back inside', () => {
    expect(moveActiveCell({ row: 500, col: 9 }, press('ArrowUp'), bounds)).toEqual({ row: 98, col: 4 });
  });

  it('reaches the last of 1,000,000 rows with Ctrl+End', () => {
    const big = { ...bounds, rowCount: 1_000_000 };
    expect(moveActiveCell({ row: 0, col: 0 }, press('End', { ctrlKey: true }), big)).toEqual({
      row: 999_999,
      col: 4,
    });
  });
});

describe('nextEditableCell', () => {
  const editable = [1, 3];

  it('tabs to the next editable column in the same row, skipping read-only ones', () => {
    expect(nextEditableCell({ row: 2, col: 1 }, editable, 5, 10, false)).toEqual({ row: 2, col: 3 });
    expect(nextEditableCell({ row: 2, col: 0 }, editable, 5, 10, false)).toEqual({ row: 2, col: 1 });
  });

  it('wraps forwards to the first editable column of the next row', () => {
    expect(nextEditableCell({ row: 2, col: 3 }, editable, 5, 10, false)).toEqual({ row: 3, col: 1 });
  });

  it('shift-tabs to the previous editable column and wraps to the previous row', () => {
    expect(nextEditableCell({ row: 2, col: 3 }, editable, 5, 10, true)).toEqual({ row: 2, col: 1 });
    expect(nextEditableCell({ row: 2, col: 1 }, editable, 5, 10, true)).toEqual({ row: 1, col: 3 });
  });

  it('returns null past the last and before the first editable cell', () => {
    expect(nextEditableCell({ row: 9, col: 3 }, editable, 5, 10, false)).toBeNull();
    expect(nextEditableCell({ row: 0, col: 1 }, editable, 5, 10, true)).toBeNull();
  });

  it('accepts unsorted, duplicate and out-of-range editable columns', () => {
    expect(nextEditableCell({ row: 2, col: 1 }, [7, 3, 1, 3, -1], 5, 10, false)).toEqual({ row: 2, col: 3 });
    expect(nextEditableCell({ row: 2, col: 3 }, [7, 3, 1, 3, -1], 5, 10, false)).toEqual({ row: 3, col: 1 });
  });

  it('returns null when nothing is editable or there are no rows', () => {
    expect(nextEditableCell({ row: 2, col: 1 }, [], 5, 10, false)).toBeNull();
    expect(nextEditableCell({ row: 0, col: 1 }, editable, 5, 0, false)).toBeNull();
  });

  it('moves between rows in a grid with a single editable column', () => {
    expect(nextEditableCell({ row: 4, col: 2 }, [2], 5, 10, false)).toEqual({ row: 5, col: 2 });
    expect(nextEditableCell({ row: 4, col: 2 }, [2], 5, 10, true)).toEqual({ row: 3, col: 2 });
  });
});

describe('moveWithHeader', () => {
  const at = (row: number, col: number) => ({ row, col });

  it('enters the header row with ArrowUp from the first data row only', () => {
    expect(moveWithHeader(at(0, 2), press('ArrowUp'), bounds)).toEqual(at(HEADER_ROW, 2));
    expect(moveWithHeader(at(1, 2), press('ArrowUp'), bounds)).toEqual(at(0, 2));
  });

  it('keeps PageUp and Ctrl+Home among the data rows', () => {
    expect(moveWithHeader(at(3, 2), press('PageUp'), bounds)).toEqual(at(0, 2));
    expect(moveWithHeader(at(30, 2), press('Home', { ctrlKey: true }), bounds)).toEqual(at(0, 0));
  });

  it('stays in the header with ArrowUp and PageUp', () => {
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowUp'), bounds)).toEqual(at(HEADER_ROW, 1));
    expect(moveWithHeader(at(HEADER_ROW, 1), press('PageUp'), bounds)).toEqual(at(HEADER_ROW, 1));
  });

  it('goes back to the data with ArrowDown and PageDown', () => {
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowDown'), bounds)).toEqual(at(0, 1));
    expect(moveWithHeader(at(HEADER_ROW, 1), press('PageDown'), bounds)).toEqual(at(9, 1));
  });

  it('moves across the header cells, mirrored in right-to-left', () => {
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowRight'), bounds)).toEqual(at(HEADER_ROW, 2));
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowLeft'), rtl)).toEqual(at(HEADER_ROW, 2));
    expect(moveWithHeader(at(HEADER_ROW, 1), press('End'), bounds)).toEqual(at(HEADER_ROW, 4));
  });

  it('reaches the first and last data cell from the header with Ctrl+Home and Ctrl+End', () => {
    expect(moveWithHeader(at(HEADER_ROW, 1), press('End', { ctrlKey: true }), bounds)).toEqual(at(99, 4));
    expect(moveWithHeader(at(HEADER_ROW, 3), press('Home', { metaKey: true }), bounds)).toEqual(at(0, 0));
  });

  it('keeps the active cell in the header of an empty grid', () => {
    const empty = { ...bounds, rowCount: 0 };
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowDown'), empty)).toEqual(at(HEADER_ROW, 1));
    expect(moveWithHeader(at(HEADER_ROW, 1), press('End', { ctrlKey: true }), empty)).toEqual(
      at(HEADER_ROW, 4),
    );
  });

  it('lets keys that are not grid navigation through', () => {
    expect(moveWithHeader(at(HEADER_ROW, 1), press('a'), bounds)).toBeNull();
    expect(moveWithHeader(at(HEADER_ROW, 1), press('ArrowDown', { ctrlKey: true }), bounds)).toBeNull();
  });
});
