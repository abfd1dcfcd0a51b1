import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionsHold, formatConditions, parseConditions } from './approval-conditions';
import { parseCodeList } from './code-list';
import { creditDeviation } from './conditions/credit-deviation';
import { discountPercent } from './conditions/discount-percent';
import type { DocumentFigures } from './conditions/document-figures';
import { documentTotal } from './conditions/document-total';
import { grossProfitPercent } from './conditions/gross-profit-percent';
import { totalQuantity } from './conditions/quantity';

const figures = (extra: Partial<DocumentFigures> = {}): DocumentFigures => ({
  DocTotal: '1200',
  DiscPrcnt: '2',
  lines: [
    { Quantity: '3', DiscPrcnt: '0', LineTotal: '600', GrssProfit: '150' },
    { Quantity: '7', DiscPrcnt: '8', LineTotal: '400', GrssProfit: '50' },
  ],
  CreditLine: '5000',
  Balance: '4500',
  ...extra,
});

describe('condition measures', () => {
  it('measures the document total with tax', () => {
    expect(documentTotal.measure(figures()).toString()).toBe('1200');
  });

  it('takes the largest discount of the header and the lines', () => {
    expect(discountPercent.measure(figures()).toString()).toBe('8');
    expect(discountPercent.measure(figures({ DiscPrcnt: '12' })).toString()).toBe('12');
  });

  it('gives gross profit as a percent of the lines total, 0 without a total', () => {
    expect(grossProfitPercent.measure(figures()).compare('20')).toBe(0);
    expect(grossProfitPercent.measure(figures({ lines: [] })).isZero()).toBe(true);
  });

  it('adds the quantities of every line', () => {
    expect(totalQuantity.measure(figures()).compare('10')).toBe(0);
  });

  it('measures how far the balance with the document passes the credit line, 0 without a line', () => {
    expect(creditDeviation.measure(figures()).compare('700')).toBe(0);
    expect(creditDeviation.measure(figures({ Balance: '100' })).isZero()).toBe(true);
    expect(creditDeviation.measure(figures({ CreditLine: '0' })).isZero()).toBe(true);
  });
});

describe('conditions text', () => {
  it('reads one condition a line or per semicolon, and writes them back', () => {
    const reading = parseConditions('total > 1000\ndiscount between 5 10; quantity < 3');
    expect(reading).toEqual({
      ok: true,
      conditions: [
        { kind: 'total', operator: '>', value: '1000' },
        { kind: 'discount', operator: 'between', value: '5', upTo: '10' },
        { kind: 'quantity', operator: '<', value: '3' },
      ],
    });
    if (reading.ok)
      expect(formatConditions(reading.conditions)).toBe('total > 1000\ndiscount between 5 10\nquantity < 3');
  });

  it('names each line it cannot read', () => {
    const reading = parseConditions('price > 3\ntotal >= 3\ntotal > x\ndiscount between 9 1');
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.problems).toHaveLength(4);
      expect(reading.problems[0]).toContain('condition 1');
      expect(reading.problems[3]).toContain('lower bound');
    }
  });

  it('holds a template without conditions for any document', () => {
    expect(conditionsHold([], figures())).toBe(true);
  });

  it('compares strictly for > and <, inclusively for between', () => {
    expect(conditionHolds({ kind: 'total', operator: '>', value: '1200' }, figures())).toBe(false);
    expect(conditionHolds({ kind: 'total', operator: '<', value: '1200.01' }, figures())).toBe(true);
    expect(
      conditionHolds({ kind: 'total', operator: 'between', value: '1200', upTo: '1300' }, figures()),
    ).toBe(true);
    expect(
      conditionsHold(
        [
          { kind: 'total', operator: '>', value: '1000' },
          { kind: 'quantity', operator: '>', value: '50' },
        ],
        figures(),
      ),
    ).toBe(false);
  });
});

describe('code lists', () => {
  it('reads codes separated by commas or spaces, once each, in order', () => {
    expect(parseCodeList(' manager, sales  manager;admin ')).toEqual(['manager', 'sales', 'admin']);
    expect(parseCodeList(null)).toEqual([]);
  });
});
