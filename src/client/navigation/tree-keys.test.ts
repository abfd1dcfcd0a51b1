import { describe, expect, it } from 'vitest';
import type { NavItem } from './nav-items';
import { visibleRows } from './nav-tree';
import { treeKeyMove } from './tree-keys';

const item = (id: string, children?: NavItem[]): NavItem => ({
  id,
  titleKey: id,
  icon: 'tabler-point',
  href: `/${id}`,
  target: { name: id, params: {} },
  ...(children ? { children } : {}),
});

const items = [item('a'), item('b', [item('b1'), item('b2')]), item('c', [item('c1')])];
const closed = visibleRows(items, new Set());
const open = visibleRows(items, new Set(['b']));

describe('treeKeyMove', () => {
  it('moves down and up through the visible rows and stops at the ends', () => {
    expect(treeKeyMove('ArrowDown', open, 'b', 'ltr')).toEqual({ kind: 'focus', id: 'b1' });
    expect(treeKeyMove('ArrowUp', open, 'c', 'ltr')).toEqual({ kind: 'focus', id: 'b2' });
    expect(treeKeyMove('ArrowUp', open, 'a', 'ltr')).toEqual({ kind: 'none' });
    expect(treeKeyMove('ArrowDown', closed, 'c', 'ltr')).toEqual({ kind: 'none' });
  });

  it('opens a closed group with Right, then enters it', () => {
    expect(treeKeyMove('ArrowRight', closed, 'b', 'ltr')).toEqual({ kind: 'expand', ids: ['b'] });
    expect(treeKeyMove('ArrowRight', open, 'b', 'ltr')).toEqual({ kind: 'focus', id: 'b1' });
    expect(treeKeyMove('ArrowRight', open, 'a', 'ltr')).toEqual({ kind: 'none' });
  });

  it('closes an open group with Left, and goes from a child to its parent', () => {
    expect(treeKeyMove('ArrowLeft', open, 'b', 'ltr')).toEqual({ kind: 'collapse', id: 'b' });
    expect(treeKeyMove('ArrowLeft', open, 'b2', 'ltr')).toEqual({ kind: 'focus', id: 'b' });
    expect(treeKeyMove('ArrowLeft', open, 'a', 'ltr')).toEqual({ kind: 'none' });
  });

  it('swaps Left and Right in right-to-left text', () => {
    expect(treeKeyMove('ArrowLeft', closed, 'b', 'rtl')).toEqual({ kind: 'expand', ids: ['b'] });
    expect(treeKeyMove('ArrowRight', open, 'b', 'rtl')).toEqual({ kind: 'collapse', id: 'b' });
  });

  it('goes to the first and last visible rows with Home and End', () => {
    expect(treeKeyMove('Home', open, 'b2', 'ltr')).toEqual({ kind: 'focus', id: 'a' });
    expect(treeKeyMove('End', open, 'a', 'ltr')).toEqual({ kind: 'focus', id: 'c' });
  });

  it('activates the row with Enter or Space and expands every sibling group with star', () => {
    expect(treeKeyMove('Enter', open, 'b1', 'ltr')).toMatchObject({
      kind: 'activate',
      row: { item: { id: 'b1' } },
    });
    expect(treeKeyMove(' ', open, 'b', 'ltr')).toMatchObject({
      kind: 'activate',
      row: { item: { id: 'b' } },
    });
    expect(treeKeyMove('*', closed, 'a', 'ltr')).toEqual({ kind: 'expand', ids: ['b', 'c'] });
  });
});
