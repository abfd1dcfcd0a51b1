import { describe, expect, it } from 'vitest';
import { createScrollScale, DEFAULT_MAX_SCROLL_HEIGHT } from './scroll-scale';

const VIEWPORT = 600;
// Chromium's element-height cap; the scroll range must stay below it (Firefox's cap is lower still).
const CHROMIUM_CAP = 33_554_428;

describe('createScrollScale', () => {
  it('is linear and exact when the rows fit', () => {
    const s = createScrollScale({ rowCount: 50, rowHeight: 32, viewportHeight: VIEWPORT });
    expect(s.scale).toBe(1);
    expect(s.scrollHeight).toBe(1600);
    expect(s.maxScrollOffset).toBe(1000);
    expect(s.offsetOfRow(10)).toBe(320);
    expect(s.rowAtOffset(320)).toBe(10);
    expect(s.rowAtOffset(351)).toBe(10);
    expect(s.rowAtOffset(352)).toBe(11);
    expect(s.rowTop(10, 320)).toBe(320);
  });

  it('keeps a short list that is smaller than the viewport unscrollable', () => {
    const s = createScrollScale({ rowCount: 5, rowHeight: 36, viewportHeight: VIEWPORT });
    expect(s.scrollHeight).toBe(180);
    expect(s.maxScrollOffset).toBe(0);
    expect(s.visibleRows(0)).toEqual({ first: 0, last: 4 });
  });

  it('has no rows and zero height for an empty list', () => {
    const s = createScrollScale({ rowCount: 0, rowHeight: 32, viewportHeight: VIEWPORT });
    expect(s.scrollHeight).toBe(0);
    expect(s.visibleRows(0)).toEqual({ first: 0, last: -1 });
  });

  it('stays linear for 1,000,000 rows at 32 px under a raised limit', () => {
    const s = createScrollScale({
      rowCount: 1_000_000,
      rowHeight: 32,
      viewportHeight: VIEWPORT,
      maxScrollHeight: CHROMIUM_CAP,
    });
    expect(s.scale).toBe(1);
    expect(s.scrollHeight).toBe(32_000_000);
  });

  it('rejects a non-positive row height', () => {
    expect(() => createScrollScale({ rowCount: 10, rowHeight: 0 })).toThrow(RangeError);
  });

  for (const rowCount of [1_000_000, 100_000_000]) {
    for (const rowHeight of [32, 36]) {
      describe(`${rowCount.toLocaleString('en')} rows at ${rowHeight} px`, () => {
        const s = createScrollScale({ rowCount, rowHeight, viewportHeight: VIEWPORT });
        const lastRow = rowCount - 1;

        it('compresses the scroll height to the default limit, below the browser cap', () => {
          expect(s.scrollHeight).toBe(DEFAULT_MAX_SCROLL_HEIGHT);
          expect(s.scrollHeight).toBeLessThan(CHROMIUM_CAP);
          expect(s.scale).toBeGreaterThan(1);
          expect(s.maxScrollOffset).toBe(DEFAULT_MAX_SCROLL_HEIGHT - VIEWPORT);
        });

        it('shows row 0 at offset 0', () => {
          expect(s.offsetOfRow(0)).toBe(0);
          expect(s.rowAtOffset(0)).toBe(0);
          expect(s.visibleRows(0).first).toBe(0);
          expect(s.rowTop(0, 0)).toBe(0);
        });

        it('shows the last row at the maximum scroll offset', () => {
          const visible = s.visibleRows(s.maxScrollOffset);
          expect(visible.last).toBe(lastRow);
          expect(visible.first).toBe(rowCount - Math.ceil(VIEWPORT / rowHeight));
          // The last row's bottom edge sits exactly at the bottom of the scroll content.
          expect(s.rowTop(lastRow, s.maxScrollOffset) + rowHeight).toBeCloseTo(s.scrollHeight, 3);
        });

        it('clamps offsets beyond the scroll range to the last rows', () => {
          expect(s.visibleRows(s.maxScrollOffset + 1e9).last).toBe(lastRow);
          expect(s.rowAtOffset(-50)).toBe(0);
        });

        it('inverts offsetOfRow with rowAtOffset for rows across the range', () => {
          const samples = [
            1,
            2,
            17,
            12_345,
            Math.floor(rowCount / 3),
            Math.floor(rowCount / 2),
            rowCount - 40,
          ];
          for (const row of samples) {
            expect(Math.abs(s.rowAtOffset(s.offsetOfRow(row)) - row)).toBeLessThanOrEqual(1);
            expect(s.rowAtOffset(s.offsetOfRow(row))).toBe(row);
          }
        });

        it('maps offsets monotonically to rows', () => {
          let previous = -1;
          for (let offset = 0; offset <= s.maxScrollOffset; offset += s.maxScrollOffset / 97) {
            const row = s.rowAtOffset(offset);
            expect(row).toBeGreaterThanOrEqual(previous);
            previous = row;
          }
        });

        it('places visible rows contiguously inside the viewport', () => {
          const offset = s.offsetOfRow(Math.floor(rowCount / 2));
          const { first, last } = s.visibleRows(offset);
          expect(last - first + 1).toBeGreaterThanOrEqual(Math.floor(VIEWPORT / rowHeight));
          expect(s.rowTop(first, offset)).toBeCloseTo(offset, 3);
          expect(s.rowTop(first + 1, offset) - s.rowTop(first, offset)).toBeCloseTo(rowHeight, 3);
          expect(s.rowTop(last, offset)).toBeLessThan(offset + VIEWPORT);
        });
      });
    }
  }

  describe('offsetToReveal', () => {
    const fits = createScrollScale({ rowCount: 50, rowHeight: 32, viewportHeight: VIEWPORT });

    it('keeps the offset when the row is already fully visible', () => {
      expect(fits.offsetToReveal(5, 0)).toBe(0);
      expect(fits.offsetToReveal(20, 320)).toBe(320);
    });

    it('scrolls up just enough to show a row above the viewport at the top', () => {
      expect(fits.offsetToReveal(4, 320)).toBe(128);
    });

    it('scrolls down just enough to show a row below the viewport at the bottom', () => {
      // Row 20 ends at 672, so the viewport of 600 must start at 72.
      expect(fits.offsetToReveal(20, 0)).toBe(72);
    });

    for (const rowHeight of [32, 36]) {
      it(`reveals the whole last row of 1,000,000 at ${rowHeight} px with the maximum offset`, () => {
        const s = createScrollScale({ rowCount: 1_000_000, rowHeight, viewportHeight: VIEWPORT });
        const offset = s.offsetToReveal(999_999, 0);
        expect(offset).toBe(s.maxScrollOffset);
        expect(s.visibleRows(offset).last).toBe(999_999);
        expect(s.rowTop(999_999, offset) + rowHeight).toBeLessThanOrEqual(offset + VIEWPORT + 1e-6);
      });

      it(`keeps the row fully visible when the browser rounds the offset by a pixel at ${rowHeight} px`, () => {
        const s = createScrollScale({ rowCount: 1_000_000, rowHeight, viewportHeight: VIEWPORT });
        for (const row of [400_001, 777_777]) {
          for (const from of [0, s.maxScrollOffset]) {
            const target = s.offsetToReveal(row, from);
            for (const actual of [target - 1, target, target + 1]) {
              expect(s.rowTop(row, actual)).toBeGreaterThanOrEqual(actual - 1e-6);
              expect(s.rowTop(row, actual) + rowHeight).toBeLessThanOrEqual(actual + VIEWPORT + 1e-6);
              expect(s.offsetToReveal(row, actual)).toBe(actual);
            }
          }
        }
      });

      it(`reveals a middle row fully despite whole-pixel rounding at ${rowHeight} px`, () => {
        const s = createScrollScale({ rowCount: 1_000_000, rowHeight, viewportHeight: VIEWPORT });
        for (const row of [123_457, 834_214]) {
          const down = s.offsetToReveal(row, 0);
          expect(Number.isInteger(down)).toBe(true);
          expect(s.rowTop(row, down) + rowHeight).toBeLessThanOrEqual(down + VIEWPORT + 1e-6);
          expect(s.rowTop(row, down)).toBeGreaterThanOrEqual(down);
          const up = s.offsetToReveal(row, s.maxScrollOffset);
          expect(s.rowTop(row, up)).toBeGreaterThanOrEqual(up - 1e-6);
        }
      });
    }
  });
});
