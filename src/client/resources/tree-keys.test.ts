import { describe, expect, it } from 'vitest';
import { recordTree, visibleItems } from '../../shared/resources/record-tree';
import { treeKeyMove, typeAheadMatch } from './tree-keys';

interface Row {
  code: string;
  name: string;
  parent: string | null;
}

const rows: Row[] = [
  { code: '1', name: 'Assets', parent: null },
  { code: '11', name: 'Current Assets', parent: '1' },
  { code: '1100', name: 'Cash on Hand', parent: '11' },
  { code: '1200', name: 'Accounts Receivable', parent: '1' },
  { code: '2', name: 'Liabilities', parent: null },
];
const roots = recordTree(
  rows,
  (row) => row.code,
  (row) => row.parent,
);
const shown = (expanded: string[]) => visibleItems(roots, new Set(expanded));

describe('treeKeyMove', () => {
  it('moves down and up through the visible items, and to the first and last', () => {
    const items = shown(['1']);
    expect(treeKeyMove(items, '1', { key: 'ArrowDown' })).toEqual({ kind: 'focus', key: '11' });
    expect(treeKeyMove(items, '11', { key: 'ArrowUp' })).toEqual({ kind: 'focus', key: '1' });
    expect(treeKeyMove(items, '1', { key: 'ArrowUp' })).toBeNull();
    expect(treeKeyMove(items, '11', { key: 'End' })).toEqual({ kind: 'focus', key: '2' });
    expect(treeKeyMove(items, '2', { key: 'Home' })).toEqual({ kind: 'focus', key: '1' });
  });

  it('expands a closed parent with Right, then moves into it; Left collapses, then goes to the parent', () => {
    expect(treeKeyMove(shown([]), '1', { key: 'ArrowRight' })).toEqual({ kind: 'expand', key: '1' });
    expect(treeKeyMove(shown(['1']), '1', { key: 'ArrowRight' })).toEqual({ kind: 'focus', key: '11' });
    expect(treeKeyMove(shown(['1']), '1200', { key: 'ArrowRight' })).toBeNull();
    expect(treeKeyMove(shown(['1']), '1', { key: 'ArrowLeft' })).toEqual({ kind: 'collapse', key: '1' });
    expect(treeKeyMove(shown(['1']), '1200', { key: 'ArrowLeft' })).toEqual({ kind: 'focus', key: '1' });
  });

  it('swaps Right and Left in right-to-left', () => {
    expect(treeKeyMove(shown([]), '1', { key: 'ArrowLeft' }, 'rtl')).toEqual({ kind: 'expand', key: '1' });
    expect(treeKeyMove(shown(['1']), '1', { key: 'ArrowRight' }, 'rtl')).toEqual({
      kind: 'collapse',
      key: '1',
    });
  });

  it('opens the focused item with Enter, beside it with Ctrl+Enter and below it with Shift+Enter', () => {
    const items = shown(['1']);
    expect(treeKeyMove(items, '11', { key: 'Enter' })).toEqual({ kind: 'open', key: '11', how: 'focused' });
    expect(treeKeyMove(items, '11', { key: 'Enter', ctrlKey: true })).toMatchObject({ how: 'split-right' });
    expect(treeKeyMove(items, '11', { key: 'Enter', shiftKey: true })).toMatchObject({ how: 'split-below' });
  });
});

describe('typeAheadMatch', () => {
  const labelOf = (row: Row) => row.name;

  it('finds the next visible item whose name or code starts with the typed text, wrapping', () => {
    const items = shown(['1', '11']);
    expect(typeAheadMatch(items, '1', 'c', labelOf)).toBe('11');
    expect(typeAheadMatch(items, '11', 'c', labelOf)).toBe('1100');
    expect(typeAheadMatch(items, '1100', 'c', labelOf)).toBe('11');
    expect(typeAheadMatch(items, '11', 'cu', labelOf)).toBe('11');
    expect(typeAheadMatch(items, '1', '2', labelOf)).toBe('2');
    expect(typeAheadMatch(items, '1', 'zz', labelOf)).toBeUndefined();
  });
});
