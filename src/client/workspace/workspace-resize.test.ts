import { describe, expect, it } from 'vitest';
import { type LayoutNode, split } from './layout-tree';
import type { Workspace } from './workspace';
import { resizeFocused } from './workspace-resize';

function workspace(tree: LayoutNode, focused: string): Workspace {
  const panes = Object.fromEntries(['a', 'b', 'c', 'd'].map((id) => [id, { href: `/${id}` }]));
  return { tree, panes, focused, maximized: null, closed: [] };
}

const shares = (ws: Workspace, path: readonly number[] = []) => {
  let node: LayoutNode | undefined = ws.tree;
  for (const index of path) node = typeof node === 'string' ? undefined : node?.children[index];
  return typeof node === 'string' || node === undefined ? [] : node.splitPercentages;
};

describe('resizing the focused pane from the keyboard', () => {
  it('grows and shrinks by five points along the axis of its row', () => {
    const ws = workspace(split('row', ['a', 'b'], [50, 50]), 'a');
    expect(shares(resizeFocused(ws, 'grow', 'horizontal'))).toEqual([55, 45]);
    expect(shares(resizeFocused(ws, 'shrink', 'horizontal'))).toEqual([45, 55]);
  });

  it('moves the nearest enclosing split of the asked axis', () => {
    // a | (b over c): b's vertical size is its column's, its horizontal size the row's.
    const tree = split('row', ['a', split('column', ['b', 'c'], [50, 50])], [50, 50]);
    const ws = workspace(tree, 'b');
    const taller = resizeFocused(ws, 'grow', 'vertical');
    expect(shares(taller, [1])).toEqual([55, 45]);
    expect(shares(taller)).toEqual([50, 50]);
    const wider = resizeFocused(ws, 'grow', 'horizontal');
    expect(shares(wider)).toEqual([45, 55]);
    expect(shares(wider, [1])).toEqual([50, 50]);
  });

  it('gives room to the following sibling when shrinking, the preceding one for the last', () => {
    const tree = split('row', ['a', 'b', 'c'], [30, 40, 30]);
    expect(shares(resizeFocused(workspace(tree, 'b'), 'shrink', 'horizontal'))).toEqual([30, 35, 35]);
    expect(shares(resizeFocused(workspace(tree, 'c'), 'shrink', 'horizontal'))).toEqual([30, 45, 25]);
  });

  it('takes room from the nearest siblings first, keeping each at ten percent or more', () => {
    const tree = split('row', ['a', 'b', 'c'], [30, 58, 12]);
    // c after b has only 2 points to spare; the other 3 come from a.
    expect(shares(resizeFocused(workspace(tree, 'b'), 'grow', 'horizontal'))).toEqual([27, 63, 10]);
  });

  it('never shrinks a pane below ten percent', () => {
    const ws = workspace(split('column', ['a', 'b'], [12, 88]), 'a');
    const once = resizeFocused(ws, 'shrink', 'vertical');
    expect(shares(once)).toEqual([10, 90]);
    expect(resizeFocused(once, 'shrink', 'vertical')).toBe(once);
  });

  it('stops growing when every sibling is at ten percent', () => {
    const ws = workspace(split('row', ['a', 'b', 'c'], [10, 80, 10]), 'b');
    expect(resizeFocused(ws, 'grow', 'horizontal')).toBe(ws);
  });

  it('does nothing without a split of that axis above the pane', () => {
    const ws = workspace(split('row', ['a', 'b'], [50, 50]), 'a');
    expect(resizeFocused(ws, 'grow', 'vertical')).toBe(ws);
    const lone = workspace('a', 'a');
    expect(resizeFocused(lone, 'shrink', 'horizontal')).toBe(lone);
  });
});
