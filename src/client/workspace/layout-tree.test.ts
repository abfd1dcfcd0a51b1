import type { MosaicNode } from 'react-mosaic-component';
import { describe, expect, it } from 'vitest';
import {
  commonAncestorPath,
  insertBeside,
  type LayoutNode,
  leafIds,
  mapLeaves,
  mirrorTree,
  nodeAt,
  normalizeTree,
  pathOf,
  removeLeaf,
  replaceAt,
  split,
  swapLeaves,
} from './layout-tree';

/** a | (b over (c | d)) */
const sample: LayoutNode = split(
  'row',
  ['a', split('column', ['b', split('row', ['c', 'd'], [40, 60])], [30, 70])],
  [25, 75],
);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('the layout tree', () => {
  it('is a tree react-mosaic-component accepts as its value', () => {
    const asMosaic: MosaicNode<string> = sample;
    expect(asMosaic).toBe(sample);
  });

  it('lists panes in reading order, depth first', () => {
    expect(leafIds(sample)).toEqual(['a', 'b', 'c', 'd']);
    expect(leafIds('solo')).toEqual(['solo']);
  });

  it('finds nodes by path and paths by pane', () => {
    expect(pathOf(sample, 'd')).toEqual([1, 1, 1]);
    expect(nodeAt(sample, [1, 0])).toBe('b');
    expect(nodeAt(sample, [0, 0])).toBeUndefined();
    expect(pathOf(sample, 'zz')).toBeUndefined();
  });

  it('mirrors every row, and only rows, for drawing right-to-left', () => {
    expect(mirrorTree(sample)).toEqual(
      split('row', [split('column', ['b', split('row', ['d', 'c'], [60, 40])], [30, 70]), 'a'], [75, 25]),
    );
  });

  it('gives the original tree back when mirrored twice, without touching it', () => {
    const frozen = deepFreeze(structuredClone(sample));
    expect(mirrorTree(mirrorTree(frozen))).toEqual(sample);
  });

  it('gives a removed pane’s share to its siblings in proportion', () => {
    const tree = split('row', ['a', 'b', 'c'], [20, 30, 50]);
    const rest = removeLeaf(tree, 'b');
    if (rest === null || typeof rest === 'string') throw new Error('expected a split');
    expect(rest.children).toEqual(['a', 'c']);
    expect(rest.splitPercentages[0]).toBeCloseTo(200 / 7);
    expect(rest.splitPercentages[1]).toBeCloseTo(500 / 7);
  });

  it('collapses a split left with one child and merges it into a parent of its direction', () => {
    expect(removeLeaf(sample, 'b')).toEqual(split('row', ['a', 'c', 'd'], [25, 30, 45]));
    expect(removeLeaf(split('column', ['a', 'b'], [50, 50]), 'a')).toBe('b');
    expect(removeLeaf('a', 'a')).toBeNull();
  });

  it('normalises nested splits of the same direction into one', () => {
    const nested = split('column', ['a', split('column', ['b', 'c'], [50, 50])], [60, 40]);
    expect(normalizeTree(nested)).toEqual(split('column', ['a', 'b', 'c'], [60, 20, 20]));
  });

  it('joins a split of the same direction as a sibling, evenly', () => {
    const tree = split('row', ['a', 'b'], [70, 30]);
    expect(insertBeside(tree, [0], 'n', 'row', 'after', 'even')).toEqual(
      split('row', ['a', 'n', 'b'], [100 / 3, 100 / 3, 100 / 3]),
    );
  });

  it('joins a split of the same direction with a given share, scaling the others', () => {
    const tree = split('row', ['a', 'b'], [60, 40]);
    expect(insertBeside(tree, [1], 'n', 'row', 'before', 20)).toEqual(
      split('row', ['a', 'n', 'b'], [48, 20, 32]),
    );
  });

  it('splits the node in two when its parent runs the other way', () => {
    const tree = split('row', ['a', 'b'], [50, 50]);
    expect(insertBeside(tree, [1], 'n', 'column', 'after', 'even')).toEqual(
      split('row', ['a', split('column', ['b', 'n'], [50, 50])], [50, 50]),
    );
    expect(insertBeside('a', [], 'n', 'row', 'before', 30)).toEqual(split('row', ['n', 'a'], [30, 70]));
  });

  it('swaps two panes wherever they are', () => {
    expect(leafIds(swapLeaves(sample, 'a', 'd'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('leaves the tree as it is for a path that leads nowhere', () => {
    expect(replaceAt(sample, [5, 1], 'x')).toBe(sample);
    expect(replaceAt(sample, [], 'x')).toBe('x');
  });

  it('finds the lowest node holding a set of panes', () => {
    expect(commonAncestorPath(sample, ['c', 'd'])).toEqual([1, 1]);
    expect(commonAncestorPath(sample, ['b', 'd'])).toEqual([1]);
    expect(commonAncestorPath(sample, ['c'])).toEqual([1, 1, 0]);
    expect(commonAncestorPath(sample, ['c', 'gone'])).toBeUndefined();
  });

  it('renames every pane while keeping the shape', () => {
    expect(mapLeaves(sample, (id) => id.toUpperCase())).toEqual(
      split('row', ['A', split('column', ['B', split('row', ['C', 'D'], [40, 60])], [30, 70])], [25, 75]),
    );
  });
});
