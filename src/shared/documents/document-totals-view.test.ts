import { describe, expect, it } from 'vitest';
import { storedTotalsFC, totalsRows } from './document-totals-view';

const totals = { SubTotalFC: '1234.5', DiscSumFC: '0.00', VatSumFC: '246.905', DocTotalFC: '1481.405' };

describe('the totals a document shows', () => {
  it('rounds to SumDec and writes amounts as English does', () => {
    const rows = totalsRows(totals, 'USD', { language: 'en', sumDec: 2 });
    expect(rows.map((row) => ({ ...row, text: row.text.replace(/\s/g, ' ') }))).toEqual([
      { key: 'subtotal', text: 'USD 1,234.50' },
      { key: 'tax', text: 'USD 246.91' },
      { key: 'total', text: 'USD 1,481.41' },
    ]);
  });

  it('writes amounts as French and Arabic do, with Western digits in Arabic', () => {
    const [french] = totalsRows(totals, 'EUR', { language: 'fr', sumDec: 2 });
    expect(french?.text.replace(/\s/g, ' ')).toBe('1 234,50 EUR');
    const arabic = totalsRows(totals, '', { language: 'ar', sumDec: 3 });
    expect(arabic.map((row) => row.text)).toEqual(['1,234.500', '246.905', '1,481.405']);
  });

  it('shows the header discount only when there is one', () => {
    const rows = totalsRows({ ...totals, DiscSumFC: '10' }, '', { language: 'en', sumDec: 2 });
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'discount', 'tax', 'total']);
  });

  it("reads a stored document's subtotal back from its total, VAT and discount, exactly", () => {
    expect(
      storedTotalsFC({
        DocTotal: '0',
        VatSum: '0',
        DiscSum: '0',
        DocTotalFC: '108.10',
        VatSumFC: '18.10',
        DiscSumFC: '0.50',
      }),
    ).toEqual({ SubTotalFC: '90.5', DiscSumFC: '0.50', VatSumFC: '18.10', DocTotalFC: '108.10' });
  });

  it('uses the local amounts of a document kept in the local currency', () => {
    expect(
      storedTotalsFC({
        DocTotal: '120.00',
        VatSum: '20.00',
        DiscSum: '0.00',
        DocTotalFC: '0.00',
        VatSumFC: '0.00',
        DiscSumFC: '0.00',
      }).DocTotalFC,
    ).toBe('120.00');
  });
});
