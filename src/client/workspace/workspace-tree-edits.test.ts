import { describe, expect, it } from 'vitest';
import { mirrorTree, split } from './layout-tree';
import { toggleMaximize, type Workspace } from './workspace';
import { replaceTree, setSplitPercentages } from './workspace-tree-edits';

const pane = (href: string) => ({ href });

function sample(): Workspace {
  return {
    tree: split('row', ['a', split('column', ['b', 'c'], [50, 50])], [50, 50]),
    panes: { a: pane('/a'), b: pane('/b'), c: pane('/c') },
    focused: 'c',
    maximized: null,
    closed: [],
  };
}

describe('taking a tree back from mosaic', () => {
  it('stores a tree rearranged by a drag', () => {
    const dragged = split('column', ['c', split('row', ['a', 'b'], [35, 65])], [40, 60]);
    const ws = replaceTree(sample(), structuredClone(dragged));
    expect(ws.tree).toEqual(dragged);
    expect(ws.panes).toEqual(sample().panes);
    expect(ws.focused).toBe('c');
  });

  it('gives reading order back from a tree dragged in right-to-left once mirrored', () => {
    const drawn = mirrorTree(sample().tree);
    const ws = replaceTree(sample(), mirrorTree(drawn));
    expect(ws.tree).toEqual(sample().tree);
  });

  it('drops panes the tree no longer holds and moves focus and maximize off them', () => {
    const ws = replaceTree(toggleMaximize(sample()), split('row', ['a', 'b'], [50, 50]));
    expect(ws.panes).toEqual({ a: pane('/a'), b: pane('/b') });
    expect(ws.focused).toBe('a');
    expect(ws.maximized).toBeNull();
  });

  it('refuses a tree with unknown or repeated panes, tabs or nothing', () => {
    const ws = sample();
    expect(replaceTree(ws, split('row', ['a', 'zz'], [50, 50]))).toBe(ws);
    expect(replaceTree(ws, split('row', ['a', 'a'], [50, 50]))).toBe(ws);
    expect(replaceTree(ws, { type: 'tabs', tabs: ['a', 'b', 'c'], activeTabIndex: 0 })).toBe(ws);
    expect(replaceTree(ws, null)).toBe(ws);
  });
});

describe('setting the shares of one split', () => {
  it('sets the shares of the split at a path', () => {
    const ws = setSplitPercentages(sample(), [1], [30, 70]);
    expect(ws.tree).toEqual(split('row', ['a', split('column', ['b', 'c'], [30, 70])], [50, 50]));
  });

  it('rescales shares that are within half a point of 100', () => {
    const ws = setSplitPercentages(sample(), [], [33.2, 66.6]);
    if (typeof ws.tree === 'string') throw new Error('expected a split');
    expect(ws.tree.splitPercentages.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 10);
  });

  it('refuses shares that do not fit the split', () => {
    const ws = sample();
    expect(setSplitPercentages(ws, [], [50, 40])).toBe(ws);
    expect(setSplitPercentages(ws, [], [100, 0])).toBe(ws);
    expect(setSplitPercentages(ws, [], [30, 30, 40])).toBe(ws);
    expect(setSplitPercentages(ws, [], [Number.NaN, 100])).toBe(ws);
    expect(setSplitPercentages(ws, [0], [50, 50])).toBe(ws);
    expect(setSplitPercentages(ws, [7], [50, 50])).toBe(ws);
  });
});
