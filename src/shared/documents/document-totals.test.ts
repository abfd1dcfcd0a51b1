import { describe, expect, it } from 'vitest';
import { Decimal, sumOf } from '../money/decimal';
import { documentTotals, splitInProportion, type TotalsLineInput } from './document-totals';

const line = (
  Quantity: string,
  PriceBefDi: string,
  VatPrcnt: string,
  VatGroup: string | null = VatPrcnt === '15' ? 'O1' : VatPrcnt === '5' ? 'O2' : 'O0',
  DiscPrcnt = '0',
): TotalsLineInput => ({ Quantity, PriceBefDi, DiscPrcnt, VatPrcnt, VatGroup });

const usd = { DiscPrcnt: '0', DocRate: '1', dbSumDec: 2, priceDec: 6 };

describe('documentTotals', () => {
  it('prices lines after their discount, totals them and takes VAT per line', () => {
    // 2 x 10.00 = 20.00, VAT 15 % 3.00; 5.50 less 10 % = 4.95, VAT 5 % 0.2475 -> 0.25
    const totals = documentTotals({
      ...usd,
      lines: [line('2', '10', '15'), line('1', '5.5', '5', 'O2', '10')],
    });
    expect(totals.lines).toEqual([
      {
        PriceBefDi: '10.000000',
        Price: '10.000000',
        TotalFrgn: '20.00',
        LineTotal: '20.00',
        VatSumFrgn: '3.00',
        VatSum: '3.00',
      },
      {
        PriceBefDi: '5.500000',
        Price: '4.950000',
        TotalFrgn: '4.95',
        LineTotal: '4.95',
        VatSumFrgn: '0.25',
        VatSum: '0.25',
      },
    ]);
    expect(totals).toMatchObject({
      SubTotalFC: '24.95',
      DiscSumFC: '0.00',
      DiscSum: '0.00',
      VatSumFC: '3.25',
      VatSum: '3.25',
      DocTotalFC: '28.20',
      DocTotal: '28.20',
    });
  });

  it('rounds half-cent line totals and half-cent VAT away from zero, per line', () => {
    // 0.125 -> 0.13; 3 x 0.335 = 1.005 -> 1.01 with VAT 0.101 -> 0.10; 0.05 with VAT 0.005 -> 0.01
    const totals = documentTotals({
      ...usd,
      lines: [line('1', '0.125', '0'), line('3', '0.335', '10', 'X10'), line('1', '0.05', '10', 'X10')],
    });
    expect(totals.lines.map((l) => [l.TotalFrgn, l.VatSumFrgn])).toEqual([
      ['0.13', '0.00'],
      ['1.01', '0.10'],
      ['0.05', '0.01'],
    ]);
    expect(totals.SubTotalFC).toBe('1.19');
    expect(totals.VatSumFC).toBe('0.11');
    expect(totals.DocTotalFC).toBe('1.30');
  });

  it('rounds a credit line of minus half a cent to minus one cent', () => {
    const totals = documentTotals({ ...usd, lines: [line('1', '-0.005', '0')] });
    expect(totals.lines[0]?.TotalFrgn).toBe('-0.01');
    expect(totals.DocTotal).toBe('-0.01');
  });

  it('keeps the unit price after discount to priceDec places before multiplying', () => {
    // 10 less 33.3333 % = 6.66667: 3 x 6.67 = 20.01 at two places, 3 x 6.666670 = 20.00001 at six
    const input = { ...usd, lines: [line('3', '10', '0', 'O0', '33.3333')] };
    expect(documentTotals({ ...input, priceDec: 2 }).lines[0]).toMatchObject({
      Price: '6.67',
      TotalFrgn: '20.01',
    });
    expect(documentTotals(input).lines[0]).toMatchObject({ Price: '6.666670', TotalFrgn: '20.00' });
  });

  it('shares an uneven header discount among the lines and takes each line VAT on what is left', () => {
    // 30.00 less 3.3333 % = 0.99999 -> 1.00, shared 0.33 / 0.34 / 0.33 (running totals 0.33, 0.67, 1.00)
    // VAT 15 % of 9.67 = 1.4505 -> 1.45; 5 % of 9.66 = 0.483 -> 0.48; 0 % of 9.67 = 0
    const totals = documentTotals({
      ...usd,
      DiscPrcnt: '3.3333',
      lines: [line('1', '10', '15'), line('1', '10', '5'), line('1', '10', '0')],
    });
    expect(totals.lines.map((l) => l.VatSumFrgn)).toEqual(['1.45', '0.48', '0.00']);
    expect(totals).toMatchObject({
      SubTotalFC: '30.00',
      DiscSumFC: '1.00',
      VatSumFC: '1.93',
      DocTotalFC: '30.93',
      DocTotal: '30.93',
    });
    expect(totals.taxByGroup).toEqual([
      { VatGroup: 'O1', VatPrcnt: '15', BaseFC: '9.67', VatSumFC: '1.45' },
      { VatGroup: 'O2', VatPrcnt: '5', BaseFC: '9.66', VatSumFC: '0.48' },
      { VatGroup: 'O0', VatPrcnt: '0', BaseFC: '9.67', VatSumFC: '0.00' },
    ]);
  });

  it('gives a zero-rate tax group and a line without a tax group their base and no VAT', () => {
    const totals = documentTotals({
      ...usd,
      lines: [line('2', '7.5', '0', 'O0'), line('1', '3', '0', null)],
    });
    expect(totals.VatSumFC).toBe('0.00');
    expect(totals.DocTotalFC).toBe('18.00');
    expect(totals.taxByGroup).toEqual([
      { VatGroup: 'O0', VatPrcnt: '0', BaseFC: '15.00', VatSumFC: '0.00' },
      { VatGroup: null, VatPrcnt: '0', BaseFC: '3.00', VatSumFC: '0.00' },
    ]);
  });

  it('converts a dirham document at 3.6725 line by line, so the local total adds up exactly', () => {
    // FC: 3 x 19.99 = 59.97 and 0.99; 2 % of 60.96 = 1.2192 -> 1.22, shared 1.20 / 0.02;
    // VAT 5 % of 58.77 = 2.9385 -> 2.94 and of 0.97 = 0.0485 -> 0.05
    // local: 59.97 x 3.6725 = 220.239825 -> 220.24; 0.99 -> 3.635775 -> 3.64; 1.22 -> 4.48045 -> 4.48;
    // 2.94 -> 10.79715 -> 10.80; 0.05 -> 0.183625 -> 0.18
    const totals = documentTotals({
      DiscPrcnt: '2',
      DocRate: '3.6725',
      dbSumDec: 2,
      priceDec: 2,
      lines: [line('3', '19.99', '5'), line('1', '0.99', '5')],
    });
    expect(totals.lines).toEqual([
      {
        PriceBefDi: '19.99',
        Price: '19.99',
        TotalFrgn: '59.97',
        LineTotal: '220.24',
        VatSumFrgn: '2.94',
        VatSum: '10.80',
      },
      {
        PriceBefDi: '0.99',
        Price: '0.99',
        TotalFrgn: '0.99',
        LineTotal: '3.64',
        VatSumFrgn: '0.05',
        VatSum: '0.18',
      },
    ]);
    expect(totals).toMatchObject({
      SubTotalFC: '60.96',
      DiscSumFC: '1.22',
      DiscSum: '4.48',
      VatSumFC: '2.99',
      VatSum: '10.98',
      DocTotalFC: '62.73',
      DocTotal: '230.38',
    });
  });

  it('keeps the local total the sum of its parts even where converting the FC total would differ', () => {
    // Each 0.01 line converts to 0.04 (0.036725 -> 0.04); 100 lines are 4.00 locally, while
    // 1.00 x 3.6725 would be 3.67: the lines win, so the document adds up.
    const totals = documentTotals({
      DiscPrcnt: '0',
      DocRate: '3.6725',
      dbSumDec: 2,
      priceDec: 2,
      lines: Array.from({ length: 100 }, () => line('1', '0.01', '0')),
    });
    expect(totals.DocTotalFC).toBe('1.00');
    expect(totals.DocTotal).toBe('4.00');
  });

  it('totals 200 lines with rounding per line and a header discount shared without losing a cent', () => {
    // 200 x 0.333 -> 0.33 each = 66.00; 10 % = 6.60 shared as 0.03 or 0.04 (sixty of 0.04);
    // VAT 15 % of 0.30 = 0.045 -> 0.05 (140 lines) and of 0.29 = 0.0435 -> 0.04 (60 lines) = 9.40
    const totals = documentTotals({
      ...usd,
      DiscPrcnt: '10',
      lines: Array.from({ length: 200 }, () => line('1', '0.333', '15')),
    });
    expect(totals.lines).toHaveLength(200);
    expect(totals).toMatchObject({
      SubTotalFC: '66.00',
      DiscSumFC: '6.60',
      VatSumFC: '9.40',
      DocTotalFC: '68.80',
    });
    expect(totals.taxByGroup).toEqual([
      { VatGroup: 'O1', VatPrcnt: '15', BaseFC: '59.40', VatSumFC: '9.40' },
    ]);
    expect(sumOf(totals.lines.map((l) => l.VatSumFrgn)).toFixed(2)).toBe(totals.VatSumFC);
  });

  it('answers every amount with exactly dbSumDec places', () => {
    const totals = documentTotals({ ...usd, dbSumDec: 3, lines: [line('1', '1.2345', '15')] });
    expect(totals.lines[0]).toMatchObject({ TotalFrgn: '1.235', VatSumFrgn: '0.185' });
    expect(totals.DocTotal).toBe('1.420');
    expect(documentTotals({ ...usd, dbSumDec: 0, lines: [line('1', '2.5', '0')] }).DocTotal).toBe('3');
  });

  it('totals an empty document as zero', () => {
    expect(documentTotals({ ...usd, DiscPrcnt: '5', lines: [] })).toMatchObject({
      SubTotalFC: '0.00',
      DiscSumFC: '0.00',
      DocTotal: '0.00',
      taxByGroup: [],
    });
  });

  it('refuses an amount that is not a decimal string', () => {
    expect(() => documentTotals({ ...usd, lines: [line('1e2', '1', '0')] })).toThrow(RangeError);
  });
});

describe('splitInProportion', () => {
  const d = (values: string[]) => values.map((value) => Decimal.of(value));

  it('adds up to the total exactly and stays within a cent of each exact share', () => {
    const shares = splitInProportion(Decimal.of('1'), d(['1', '1', '1']), 2);
    expect(shares.map(String)).toEqual(['0.33', '0.34', '0.33']);
    const uneven = splitInProportion(Decimal.of('10'), d(['7', '0.01', '2.99', '5']), 2);
    expect(sumOf(uneven).toString()).toBe('10');
    expect(uneven.map(String)).toEqual(['4.67', '0', '2', '3.33']);
  });

  it('shares nothing when the weights add up to zero', () => {
    expect(splitInProportion(Decimal.of('1'), d(['1', '-1']), 2).map(String)).toEqual(['0', '0']);
  });
});
