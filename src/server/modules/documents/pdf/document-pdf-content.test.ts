import { describe, expect, it } from 'vitest';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { translatorFor } from '../../../../shared/i18n/translator';
import { documentPdfContent } from './document-pdf-content';

const order = findDocumentType('17');
if (!order) throw new Error('the sales order type is missing');

const header = {
  DocNum: 1234,
  DocDate: '2026-11-25',
  DocDueDate: '2026-12-25',
  CardCode: 'C001',
  CardName: 'Fontaine Marché SNC',
  NumAtCard: null,
  DocCur: 'EUR',
  DocTotal: '1188.00',
  VatSum: '198.00',
  DiscSum: '0.00',
  DocTotalFC: '1100.00',
  VatSumFC: '183.33',
  DiscSumFC: '0.00',
};
const line = {
  ItemCode: 'I001',
  Dscription: 'Lentils',
  Quantity: '2.000000',
  UomCode: 'EA',
  PriceBefDi: '458.335',
  DiscPrcnt: '0.00',
  VatGroup: 'O1',
  TotalFrgn: '916.67',
  LineTotal: '990.00',
};
const company = { CompnyName: 'Meridian', CompnyAddr: null, MainCurncy: 'USD' };

const contentOf = (
  document: Record<string, unknown>,
  lines: Record<string, unknown>[],
  language: 'en' | 'fr' = 'en',
) =>
  documentPdfContent({
    type: order,
    document,
    lines,
    company,
    t: translatorFor(language),
    format: { language, sumDec: 2, priceDec: 3 },
  });

describe('what a document PDF says', () => {
  it('titles it with the type and number and leaves empty fields out', () => {
    const content = contentOf(header, [line]);
    expect(content.title).toBe('Sales Order 1234');
    expect(content.fields.map((field) => field.label)).not.toContain('Customer reference');
    expect(content.fields).toContainEqual({ label: 'Posting date', value: '11/25/26' });
  });

  it('formats lines with the client formatters in the language', () => {
    const content = contentOf(header, [line], 'fr');
    expect(content.rows[0]).toEqual(['I001', 'Lentils', '2', 'EA', '458,335', '0 %', 'O1', '916,67']);
  });

  it('prints unit prices with the price decimals, so that 2 x the printed price is the printed total', () => {
    const [row] = contentOf(header, [line]).rows;
    // With the amount decimals the price would read 458.34, and 2 x 458.34 is not 916.67.
    expect([row?.[4], row?.[7]]).toEqual(['458.335', '916.67']);
  });

  it('prints no column for a field the reader may not see, and gives its width to the description', () => {
    const { PriceBefDi: _hidden, ...withoutPrice } = line;
    const content = contentOf(header, [withoutPrice]);
    expect(content.columns.map((column) => column.label)).not.toContain('Unit price');
    const width = (columns: typeof content.columns) => columns.reduce((sum, column) => sum + column.width, 0);
    expect(width(content.columns)).toBe(width(contentOf(header, [line]).columns));
  });

  it('adds the total in the local currency to a document in another currency', () => {
    const totals = contentOf(header, [line]).totals;
    expect(totals.map((total) => total.label)).toEqual([
      'Total before discount',
      'Tax',
      'Document total',
      'Total in USD',
    ]);
    expect(totals.at(-1)?.value).toBe('USD\u00a01,188.00');
  });

  it('prints the local line totals of a document kept in the local currency', () => {
    const local = { ...header, DocCur: 'USD', DocTotalFC: '0.00', VatSumFC: '0.00' };
    const content = contentOf(local, [{ ...line, TotalFrgn: '0.00' }]);
    expect(content.rows[0]?.at(-1)).toBe('990.00');
    expect(content.totals.map((total) => total.label)).not.toContain('Total in USD');
  });

  it('prints no totals when the reader may not see them', () => {
    const { DocTotal: _hidden, ...withoutTotal } = header;
    expect(contentOf(withoutTotal, [line]).totals).toEqual([]);
  });
});
