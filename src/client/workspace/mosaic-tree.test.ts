import { describe, expect, it } from 'vitest';
import { split } from './layout-tree';
import { readMosaicTree } from './mosaic-tree';

describe('reading a tree handed back by mosaic', () => {
  it('keeps a valid tree as it is', () => {
    const tree = split('row', ['a', split('column', ['b', 'c'], [40, 60])], [30, 70]);
    expect(readMosaicTree(structuredClone(tree))).toEqual(tree);
  });

  it('splits evenly where percentages are missing or unusable', () => {
    expect(readMosaicTree({ type: 'split', direction: 'row', children: ['a', 'b'] })).toEqual(
      split('row', ['a', 'b'], [50, 50]),
    );
    expect(
      readMosaicTree({
        type: 'split',
        direction: 'column',
        children: ['a', 'b'],
        splitPercentages: [0, 100],
      }),
    ).toEqual(split('column', ['a', 'b'], [50, 50]));
  });

  it('rescales percentages that do not add up to 100', () => {
    expect(
      readMosaicTree({ type: 'split', direction: 'row', children: ['a', 'b'], splitPercentages: [30, 90] }),
    ).toEqual(split('row', ['a', 'b'], [25, 75]));
  });

  it('collapses one-child splits and merges same-direction nesting', () => {
    const nested = {
      type: 'split',
      direction: 'row',
      splitPercentages: [50, 50],
      children: ['a', { type: 'split', direction: 'row', splitPercentages: [50, 50], children: ['b', 'c'] }],
    };
    expect(readMosaicTree(nested)).toEqual(split('row', ['a', 'b', 'c'], [50, 25, 25]));
    expect(readMosaicTree({ type: 'split', direction: 'row', children: ['a'] })).toBe('a');
  });

  it('refuses tabs, number keys, empty keys and anything else', () => {
    expect(readMosaicTree({ type: 'tabs', tabs: ['a', 'b'], activeTabIndex: 0 })).toBeNull();
    expect(readMosaicTree({ type: 'split', direction: 'row', children: ['a', 2] })).toBeNull();
    expect(readMosaicTree({ type: 'split', direction: 'diagonal', children: ['a', 'b'] })).toBeNull();
    expect(readMosaicTree({ type: 'split', direction: 'row', children: [] })).toBeNull();
    expect(readMosaicTree('')).toBeNull();
    expect(readMosaicTree(null)).toBeNull();
    expect(readMosaicTree(['a'])).toBeNull();
  });

  it('refuses a tree nested deeper than any real layout', () => {
    let deep: unknown = 'a';
    for (let level = 0; level < 100; level += 1) {
      deep = { type: 'split', direction: level % 2 ? 'row' : 'column', children: [deep, `p${level}`] };
    }
    expect(readMosaicTree(deep)).toBeNull();
  });
});
