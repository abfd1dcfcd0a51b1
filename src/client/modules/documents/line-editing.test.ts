import { describe, expect, it } from 'vitest';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import {
  acceptItem,
  copiedLines,
  emptyLine,
  type LineLookups,
  lineCellProblem,
  linesPayload,
  liveTotals,
  putLine,
  removeLine,
  splitFieldErrors,
  withCellText,
  withQuote,
} from './line-editing';

const lookups: LineLookups = {
  taxRate: (code) => ({ S1: '20', S0: '0' })[code.toUpperCase()],
  uomEntry: (code) => ({ EA: 1, BOX: 2 })[code.toUpperCase()],
  warehouseExists: (code) => ['01', 'WH2'].includes(code.toUpperCase()),
};
const item = { ItemCode: 'A0001', ItemName: 'Printer paper', VatGroup: 'S1', UomCode: 'EA' };

describe('editing a line cell by cell', () => {
  it('creates a line when an item is accepted on the empty row after the last', () => {
    const first = acceptItem(emptyLine('a'), item, lookups);
    const lines = putLine([], 0, first);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      ItemCode: 'A0001',
      Dscription: 'Printer paper',
      Quantity: '1',
      VatGroup: 'S1',
      VatPrcnt: '20',
      UomEntry: 1,
    });
    expect(putLine(lines, 1, acceptItem(emptyLine('b'), item, lookups))).toHaveLength(2);
  });

  it('shows the default warehouse as soon as the item is chosen, keeping one typed before', () => {
    const withDefault = { ...lookups, defaultWarehouse: '01' };
    expect(acceptItem(emptyLine(), item, withDefault).WhsCode).toBe('01');
    expect(acceptItem({ ...emptyLine(), WhsCode: 'WH2' }, item, withDefault).WhsCode).toBe('WH2');
    expect(acceptItem(emptyLine(), item, lookups).WhsCode).toBeNull();
  });

  it('reads quantities and prices as people type them in each language', () => {
    const line = acceptItem(emptyLine(), item, lookups);
    expect(withCellText(line, 'Quantity', '2,5', lookups).Quantity).toBe('2.5');
    expect(withCellText(line, 'Quantity', '١٢', lookups).Quantity).toBe('12');
    const priced = withCellText(line, 'PriceBefDi', '1 234,50', lookups);
    expect(priced).toMatchObject({ PriceBefDi: '1234.50', manualPrice: true, PriceSource: 'manual' });
  });

  it('refuses a quantity of zero, a discount over 100 and codes the lists do not know', () => {
    expect(lineCellProblem('Quantity', '0', lookups)).toBe('quantityPositive');
    expect(lineCellProblem('Quantity', 'abc', lookups)).toBe('quantityPositive');
    expect(lineCellProblem('DiscPrcnt', '101', lookups)).toBe('discountRange');
    expect(lineCellProblem('DiscPrcnt', '12,5', lookups)).toBeNull();
    expect(lineCellProblem('UomCode', 'PALLET', lookups)).toBe('unknownUom');
    expect(lineCellProblem('VatGroup', 's1', lookups)).toBeNull();
    expect(lineCellProblem('WhsCode', 'NOPE', lookups)).toBe('unknownWarehouse');
    expect(lineCellProblem('ItemCode', '  ', lookups)).toBe('itemRequired');
  });

  it('takes the tax rate of a typed tax group', () => {
    const line = withCellText(acceptItem(emptyLine(), item, lookups), 'VatGroup', 's0', lookups);
    expect(line).toMatchObject({ VatGroup: 'S0', VatPrcnt: '0' });
  });

  it('prices a line from a quote, but never over a price or discount typed by hand', () => {
    const line = acceptItem(emptyLine(), item, lookups);
    const quote = {
      ItemCode: 'A0001',
      UnitPrice: '12.50',
      DiscountPercent: '5',
      Currency: 'USD',
      PriceSource: 'discount-group' as const,
      ListNum: 1,
    };
    expect(withQuote(line, quote)).toMatchObject({
      PriceBefDi: '12.50',
      DiscPrcnt: '5',
      PriceSource: 'discount-group',
    });
    const typed = withCellText(withCellText(line, 'PriceBefDi', '10', lookups), 'DiscPrcnt', '2', lookups);
    expect(withQuote(typed, quote)).toMatchObject({
      PriceBefDi: '10',
      DiscPrcnt: '2',
      PriceSource: 'manual',
    });
    // An answer for an item the line no longer has is dropped.
    expect(withQuote(line, { ...quote, ItemCode: 'B0002' })).toBe(line);
  });

  it('removes a line by its index', () => {
    const lines = [emptyLine('a'), emptyLine('b'), emptyLine('c')];
    expect(removeLine(lines, 1).map((line) => line.key)).toEqual(['a', 'c']);
  });

  it('sends an item and a quantity, and only what the user set by hand', () => {
    const quoted = withQuote(acceptItem(emptyLine(), item, lookups), {
      ItemCode: 'A0001',
      UnitPrice: '12.50',
      DiscountPercent: '0',
      Currency: 'USD',
      PriceSource: 'price-list',
      ListNum: 1,
    });
    const manual = withCellText(
      withCellText(quoted, 'PriceBefDi', '9.99', lookups),
      'WhsCode',
      'wh2',
      lookups,
    );
    expect(linesPayload([quoted, manual])).toEqual([
      { ItemCode: 'A0001', Quantity: '1', VatGroup: 'S1', UomEntry: 1 },
      {
        ItemCode: 'A0001',
        Quantity: '1',
        UnitPrice: '9.99',
        VatGroup: 'S1',
        WarehouseCode: 'WH2',
        UomEntry: 1,
      },
    ]);
  });

  it("puts a 400's messages on the header fields and on the lines' cells", () => {
    expect(
      splitFieldErrors({
        CardCode: ['is required'],
        'DocumentLines.2.Quantity': ['must be more than zero'],
        'DocumentLines.0.UnitPrice': ['must be a decimal number such as 12.50'],
      }),
    ).toEqual({
      header: { CardCode: 'is required' },
      lines: [
        { line: 2, column: 'Quantity', message: 'must be more than zero' },
        { line: 0, column: 'PriceBefDi', message: 'must be a decimal number such as 12.50' },
      ],
    });
  });
});

describe('copying from a base document', () => {
  const baseLine = {
    LineNum: 0,
    ItemCode: 'A0001',
    Dscription: 'Printer paper',
    Quantity: '10.000000',
    OpenQty: '4.000000',
    PriceBefDi: '12.50',
    DiscPrcnt: '0',
    Price: '12.50',
    TotalFrgn: '125.00',
    LineTotal: '125.00',
    VatGroup: 'S1',
    VatPrcnt: '20',
    VatSumFrgn: '25.00',
    VatSum: '25.00',
    WhsCode: '01',
    UomEntry: 1,
    NumPerMsr: '1',
    LineStatus: 'O' as const,
    PriceSource: 'price-list' as const,
    BaseType: null,
    BaseEntry: null,
    BaseLine: null,
    TargetType: null,
    TrgetEntry: null,
  };
  const base = {
    ObjType: '17',
    DocEntry: 7,
    DocumentLines: [baseLine, { ...baseLine, LineNum: 1, OpenQty: '0', LineStatus: 'C' as const }],
  } as unknown as MarketingDocument;

  it("takes each open line's open quantity and links it to its base line", () => {
    const lines = copiedLines(base);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Quantity: '4', BaseType: '17', BaseEntry: 7, BaseLine: 0 });
    expect(linesPayload(lines)[0]).toMatchObject({
      BaseType: '17',
      BaseEntry: 7,
      BaseLine: 0,
      Quantity: '4',
    });
  });

  it('takes the chosen lines with the chosen quantities', () => {
    expect(copiedLines(base, new Map([[0, '1.5']]))[0]?.Quantity).toBe('1.5');
    expect(copiedLines(base, new Map())).toEqual([]);
  });
});

describe('live totals', () => {
  it('add up as the user types, with the header discount and VAT per line', () => {
    const line = (quantity: string, price: string) =>
      withCellText(
        withCellText(acceptItem(emptyLine(), item, lookups), 'Quantity', quantity, lookups),
        'PriceBefDi',
        price,
        lookups,
      );
    const totals = liveTotals([line('3', '10'), line('1', '0.05')], { DiscPrcnt: '10', DocRate: '1' }, 2, 2);
    expect(totals.SubTotalFC).toBe('30.05');
    expect(totals.DiscSumFC).toBe('3.01');
    expect(totals.VatSumFC).toBe('5.41');
    expect(totals.DocTotalFC).toBe('32.45');
  });

  it('count a price typed with more decimals than the price decimals as the server keeps it', () => {
    const line = withCellText(
      withCellText(acceptItem(emptyLine(), item, lookups), 'Quantity', '5', lookups),
      'PriceBefDi',
      '234.3249',
      lookups,
    );
    const header = { DiscPrcnt: '0', DocRate: '1' };
    // 5 x 234.325 = 1,171.625 -> 1,171.63 with three price decimals; 5 x 234.32 with two.
    expect(liveTotals([line], header, 2, 3).lines[0]).toMatchObject({
      Price: '234.325',
      TotalFrgn: '1171.63',
    });
    expect(liveTotals([line], header, 2, 2).lines[0]).toMatchObject({
      Price: '234.32',
      TotalFrgn: '1171.60',
    });
  });
});
