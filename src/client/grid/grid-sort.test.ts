import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, setSort, sortDirectionOf } from './grid-sort';
import type { GridSort } from './grid-types';

const byName: GridSort = [{ field: 'name', direction: 'asc' }];
const twoKeys: GridSort = [
  { field: 'name', direction: 'asc' },
  { field: 'price', direction: 'desc' },
];

describe('nextSort', () => {
  it('cycles a column through ascending, descending and unsorted', () => {
    const first = nextSort([], 'name', false);
    expect(first).toEqual([{ field: 'name', direction: 'asc' }]);
    const second = nextSort(first, 'name', false);
    expect(second).toEqual([{ field: 'name', direction: 'desc' }]);
    expect(nextSort(second, 'name', false)).toEqual([]);
  });

  it('replaces the other keys without Shift', () => {
    expect(nextSort(twoKeys, 'code', false)).toEqual([{ field: 'code', direction: 'asc' }]);
    expect(nextSort(twoKeys, 'price', false)).toEqual([]);
  });

  it('adds a secondary key with Shift and keeps the primary', () => {
    expect(nextSort(byName, 'price', true)).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'price', direction: 'asc' },
    ]);
  });

  it('cycles a key in place with Shift, then drops it', () => {
    expect(nextSort(twoKeys, 'name', true)).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'price', direction: 'desc' },
    ]);
    expect(nextSort(twoKeys, 'price', true)).toEqual([{ field: 'name', direction: 'asc' }]);
  });
});

describe('setSort', () => {
  it('makes the column the only key, or removes just that column', () => {
    expect(setSort(twoKeys, 'code', 'desc')).toEqual([{ field: 'code', direction: 'desc' }]);
    expect(setSort(twoKeys, 'name', null)).toEqual([{ field: 'price', direction: 'desc' }]);
  });
});

describe('sort attributes', () => {
  it('reads the direction of any key but puts aria-sort on the primary only', () => {
    expect(sortDirectionOf(twoKeys, 'price')).toBe('desc');
    expect(sortDirectionOf(twoKeys, 'code')).toBeNull();
    expect(ariaSortOf(twoKeys, 'name')).toBe('ascending');
    expect(ariaSortOf(twoKeys, 'price')).toBeUndefined();
    expect(ariaSortOf([{ field: 'price', direction: 'desc' }], 'price')).toBe('descending');
  });
});
