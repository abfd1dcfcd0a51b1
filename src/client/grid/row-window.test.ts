import { describe, expect, it } from 'vitest';
import { placeRow, renderedRows, withPinnedIndex } from './row-window';

describe('renderedRows', () => {
  it('adds the overscan on both sides, inside the row range', () => {
    expect(renderedRows({ first: 10, last: 12 }, 100, 2, [])).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(renderedRows({ first: 0, last: 1 }, 3, 2, [])).toEqual([0, 1, 2]);
  });

  it('keeps a far pinned row rendered, once, in order', () => {
    expect(renderedRows({ first: 10, last: 11 }, 1_000_000, 0, [999_999, 11, 2])).toEqual([
      2, 10, 11, 999_999,
    ]);
  });

  it('renders nothing for an empty grid and drops pinned rows outside it', () => {
    expect(renderedRows({ first: 0, last: -1 }, 0, 3, [0])).toEqual([]);
  });

  it('is bounded by the viewport, not by the row count', () => {
    expect(renderedRows({ first: 500_000, last: 500_012 }, 1_000_000, 3, [0]).length).toBe(20);
  });
});

describe('withPinnedIndex', () => {
  it('adds the pinned column when the virtualiser left it out', () => {
    expect(withPinnedIndex([3, 4, 5], 0, 10)).toEqual([0, 3, 4, 5]);
    expect(withPinnedIndex([3, 4, 5], 4, 10)).toEqual([3, 4, 5]);
    expect(withPinnedIndex([3, 4], 12, 10)).toEqual([3, 4]);
  });
});

describe('placeRow', () => {
  it('anchors at the whole scroll offset and keeps a small, exact transform', () => {
    expect(placeRow(14_999_700.75, 14_999_668.4, 320, 128)).toEqual({ anchor: 14_999_668, offset: 32.75 });
  });

  it('parks a far pinned row just outside the viewport instead of millions of pixels away', () => {
    expect(placeRow(12_000_000, 3_000_000, 320, 128)).toEqual({ anchor: 3_000_000, offset: 448 });
    expect(placeRow(64, 3_000_000, 320, 128)).toEqual({ anchor: 3_000_000, offset: -128 });
  });
});
