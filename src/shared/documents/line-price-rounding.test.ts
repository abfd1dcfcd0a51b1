import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber } from '../locale/formatters';
import { Decimal } from '../money/decimal';
import { documentTotals, roundedPrice } from './document-totals';

/**
 * The rule of issue 18: a line's shown price x its shown quantity, rounded to the amount decimals,
 * is its shown total, whatever the price, the quantity, the discount and the company's decimals.
 * Amounts are shown with SumDec and stored with DBSumDec; here both are the same (the default and
 * the demo company's; docs/decisions.md says why a larger DBSumDec can differ).
 */

/** A decimal string of up to `places` places, as numeric(19,6) holds them. */
const decimalOf = (max: bigint, places: number) =>
  fc.tuple(fc.bigInt({ min: 0n, max }), fc.integer({ min: 0, max: places })).map(([unscaled, scale]) => {
    const digits = unscaled.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

const price = decimalOf(99_999_999n, 6);
const quantity = decimalOf(9_999_999n, 6).filter((text) => Decimal.of(text).isPositive());
const discount = decimalOf(10_000n, 2).filter((text) => Decimal.of(text).compare('100') <= 0);
const places = fc.integer({ min: 0, max: 6 });

/** What a reader of the English screen reads back from a shown number. */
const readBack = (shown: string) => Decimal.of(shown.replaceAll(',', ''));

const lineOf = (PriceBefDi: string, Quantity: string, DiscPrcnt: string, priceDec: number, sumDec: number) =>
  documentTotals({
    lines: [{ Quantity, PriceBefDi, DiscPrcnt, VatPrcnt: '0', VatGroup: null }],
    DiscPrcnt: '0',
    DocRate: '1',
    dbSumDec: sumDec,
    priceDec,
  }).lines[0];

describe('prices kept to the price decimals', () => {
  it('rounds a price half away from zero to the price decimals', () => {
    expect(roundedPrice('234.325', 2).toString()).toBe('234.33');
    expect(roundedPrice('234.3249', 3).toString()).toBe('234.325');
    expect(roundedPrice('-0.005', 2).toString()).toBe('-0.01');
    expect(roundedPrice('7', 0).toString()).toBe('7');
  });

  it('totals 5 x 234.325 as 1,171.63 and shows the price as 234.325 with three price decimals', () => {
    const line = lineOf('234.325', '5', '0', 3, 2);
    expect(line).toMatchObject({ PriceBefDi: '234.325', Price: '234.325', TotalFrgn: '1171.63' });
    expect(formatMoney(line?.Price ?? '', { decimals: 3, language: 'en' })).toBe('234.325');
  });

  it('prices 5 x 234.325 at 234.33 with two price decimals, so the total is 1,171.65', () => {
    expect(lineOf('234.325', '5', '0', 2, 2)).toMatchObject({
      PriceBefDi: '234.33',
      Price: '234.33',
      TotalFrgn: '1171.65',
    });
  });

  it('never keeps a price with more decimals than it is shown with', () => {
    fc.assert(
      fc.property(price, quantity, discount, places, places, (before, qty, disc, priceDec, sumDec) => {
        const line = lineOf(before, qty, disc, priceDec, sumDec);
        for (const value of [line?.PriceBefDi ?? '', line?.Price ?? '']) {
          const shown = formatMoney(value, { decimals: priceDec, language: 'en' });
          expect(readBack(shown).equals(value)).toBe(true);
        }
      }),
    );
  });

  it("makes the shown price x the shown quantity, rounded to the amount decimals, the line's shown total", () => {
    fc.assert(
      fc.property(price, quantity, discount, places, places, (before, qty, disc, priceDec, sumDec) => {
        const line = lineOf(before, qty, disc, priceDec, sumDec);
        const shownPrice = readBack(formatMoney(line?.Price ?? '', { decimals: priceDec, language: 'en' }));
        const shownQuantity = readBack(formatNumber(qty, 'en'));
        const shownTotal = formatMoney(line?.TotalFrgn ?? '', { decimals: sumDec, language: 'en' });
        expect(
          formatMoney(shownPrice.times(shownQuantity).toFixed(sumDec), { decimals: sumDec, language: 'en' }),
        ).toBe(shownTotal);
      }),
    );
  });

  it('gives the same price after discount whether the price before it came rounded or not', () => {
    fc.assert(
      fc.property(price, discount, places, (before, disc, priceDec) => {
        const rounded = roundedPrice(before, priceDec).toString();
        expect(lineOf(before, '1', disc, priceDec, 2)?.Price).toBe(
          lineOf(rounded, '1', disc, priceDec, 2)?.Price,
        );
      }),
    );
  });
});
