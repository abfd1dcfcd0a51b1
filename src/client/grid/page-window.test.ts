import { describe, expect, it } from 'vitest';
import { pageCount, pageOfRow, pagesToFetch, rowsOfPage } from './page-window';

describe('pageOfRow', () => {
  it('maps rows to 0-based pages', () => {
    expect(pageOfRow(0, 100)).toBe(0);
    expect(pageOfRow(99, 100)).toBe(0);
    expect(pageOfRow(100, 100)).toBe(1);
    expect(pageOfRow(999_999, 200)).toBe(4999);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => pageOfRow(1, 0)).toThrow(RangeError);
    expect(() => pageOfRow(1, 2.5)).toThrow(RangeError);
  });
});

describe('rowsOfPage', () => {
  it('gives the full row range of an inner page, end exclusive', () => {
    expect(rowsOfPage(2, 100, 1000)).toEqual({ start: 200, end: 300 });
  });

  it('cuts the last partial page at the row count', () => {
    expect(rowsOfPage(9, 100, 950)).toEqual({ start: 900, end: 950 });
    expect(pageCount(950, 100)).toBe(10);
  });

  it('returns null for pages that do not exist', () => {
    expect(rowsOfPage(10, 100, 950)).toBeNull();
    expect(rowsOfPage(-1, 100, 950)).toBeNull();
    expect(rowsOfPage(0, 100, 0)).toBeNull();
  });
});

describe('pagesToFetch', () => {
  const base = { pageSize: 100, rowCount: 1000 };

  it('fetches the visible pages plus one page ahead when scrolling down', () => {
    expect(pagesToFetch({ ...base, firstVisibleRow: 250, lastVisibleRow: 320, direction: 'down' })).toEqual([
      2, 3, 4,
    ]);
  });

  it('fetches one page behind when scrolling up', () => {
    expect(pagesToFetch({ ...base, firstVisibleRow: 250, lastVisibleRow: 320, direction: 'up' })).toEqual([
      1, 2, 3,
    ]);
  });

  it('prefetches on both sides when not scrolling and a screenful from both edges', () => {
    expect(pagesToFetch({ ...base, firstVisibleRow: 210, lastVisibleRow: 280, direction: 'none' })).toEqual([
      1, 2, 3,
    ]);
  });

  it('at rest, leaves a neighbour page more than a screenful away for the first scroll', () => {
    // A list just opened at its top: rows 0-30 shown, rows 100-199 not needed yet.
    expect(pagesToFetch({ ...base, firstVisibleRow: 0, lastVisibleRow: 30, direction: 'none' })).toEqual([0]);
    expect(pagesToFetch({ ...base, firstVisibleRow: 250, lastVisibleRow: 280, direction: 'none' })).toEqual([
      2, 3,
    ]);
    expect(pagesToFetch({ ...base, firstVisibleRow: 0, lastVisibleRow: 30, direction: 'down' })).toEqual([
      0, 1,
    ]);
  });

  it('honours a larger or zero prefetch count', () => {
    expect(
      pagesToFetch({
        ...base,
        firstVisibleRow: 250,
        lastVisibleRow: 280,
        direction: 'down',
        prefetchPages: 3,
      }),
    ).toEqual([2, 3, 4, 5]);
    expect(
      pagesToFetch({
        ...base,
        firstVisibleRow: 250,
        lastVisibleRow: 280,
        direction: 'none',
        prefetchPages: 0,
      }),
    ).toEqual([2]);
  });

  it('does not ask for pages before the first page', () => {
    expect(pagesToFetch({ ...base, firstVisibleRow: 0, lastVisibleRow: 30, direction: 'up' })).toEqual([0]);
    expect(pagesToFetch({ ...base, firstVisibleRow: 0, lastVisibleRow: 60, direction: 'none' })).toEqual([
      0, 1,
    ]);
  });

  it('does not ask for pages past the last partial page', () => {
    const partial = { pageSize: 100, rowCount: 950 };
    expect(
      pagesToFetch({ ...partial, firstVisibleRow: 920, lastVisibleRow: 949, direction: 'down' }),
    ).toEqual([9]);
    expect(
      pagesToFetch({ ...partial, firstVisibleRow: 920, lastVisibleRow: 949, direction: 'none' }),
    ).toEqual([8, 9]);
  });

  it('clamps visible rows that run past the end of the list', () => {
    expect(pagesToFetch({ ...base, firstVisibleRow: 990, lastVisibleRow: 5000, direction: 'down' })).toEqual([
      9,
    ]);
  });

  it('returns no pages for an empty list', () => {
    expect(
      pagesToFetch({ pageSize: 100, rowCount: 0, firstVisibleRow: 0, lastVisibleRow: 20, direction: 'none' }),
    ).toEqual([]);
  });

  it('covers every page between the first and last visible row', () => {
    expect(
      pagesToFetch({
        pageSize: 10,
        rowCount: 1000,
        firstVisibleRow: 15,
        lastVisibleRow: 47,
        direction: 'down',
      }),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});
