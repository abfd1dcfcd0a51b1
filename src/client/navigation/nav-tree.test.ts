import { describe, expect, it } from 'vitest';
import type { NavItem } from './nav-items';
import { siblingGroupIds, visibleRows } from './nav-tree';

const item = (id: string, children?: NavItem[]): NavItem => ({
  id,
  titleKey: id,
  icon: 'tabler-point',
  href: `/${id}`,
  target: { name: id, params: {} },
  ...(children ? { children } : {}),
});

const items = [item('a'), item('b', [item('b1'), item('b2', [item('b2x')])]), item('c', [item('c1')])];

describe('visibleRows', () => {
  it('shows only top-level rows while every group is closed', () => {
    expect(visibleRows(items, new Set()).map((row) => row.item.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows the children of open groups with their level, position and parent', () => {
    const rows = visibleRows(items, new Set(['b', 'b2']));
    expect(rows.map((row) => [row.item.id, row.level, row.posInSet, row.setSize, row.parentId])).toEqual([
      ['a', 1, 1, 3, undefined],
      ['b', 1, 2, 3, undefined],
      ['b1', 2, 1, 2, 'b'],
      ['b2', 2, 2, 2, 'b'],
      ['b2x', 3, 1, 1, 'b2'],
      ['c', 1, 3, 3, undefined],
    ]);
    expect(rows[1]).toMatchObject({ isGroup: true, expanded: true });
    expect(rows[5]).toMatchObject({ isGroup: true, expanded: false });
  });

  it('lists the sibling groups of a row for the star key', () => {
    expect(siblingGroupIds(visibleRows(items, new Set()), 'a')).toEqual(['b', 'c']);
  });
});
