import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('reads forward with one row more than the page when the page is near the start or the total unknown', () => {
    expect(pageWindow(0, 50, 1_000_000)).toEqual({ reverse: false, skip: 0, take: 51, empty: false });
    expect(pageWindow(600_000, 50, null)).toEqual({ reverse: false, skip: 600_000, take: 51, empty: false });
    expect(pageWindow(9_950, 50, 10_000)).toMatchObject({ reverse: false, skip: 9_950 });
  });

  it('reads a far-half page backwards from the end, the last page partial and past the end nothing', () => {
    expect(pageWindow(99_950, 50, 100_010)).toEqual({ reverse: true, skip: 10, take: 50, empty: false });
    expect(pageWindow(100_000, 50, 100_010)).toEqual({ reverse: true, skip: 0, take: 10, empty: false });
    expect(pageWindow(100_050, 50, 100_010)).toMatchObject({ reverse: true, empty: true });
  });
});
