import { documentTotals } from '../../../shared/documents/document-totals';
import type { DocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { documentLines } from '../../db/schema/documents';
import type { PricedLine } from './document-lines';

export type LineRow = typeof documentLines.$inferInsert;

export interface DocumentAmounts {
  DiscSum: string;
  DiscSumFC: string;
  VatSum: string;
  VatSumFC: string;
  DocTotal: string;
  DocTotalFC: string;
}

/**
 * The stored lines and header amounts of a document: totals from the shared arithmetic (the same
 * the editor runs), the cost at posting and, on sales documents, the gross profit of each line.
 * `openQtyOf` gives a line's open quantity (the whole quantity for a new line).
 */
export function assembleLines(
  key: { ObjType: string; DocEntry: number },
  type: DocumentType,
  lines: PricedLine[],
  header: { DiscPrcnt: string; DocRate: string; dbSumDec: number; priceDec: number },
  openQtyOf: (line: PricedLine) => string,
): { rows: LineRow[]; amounts: DocumentAmounts } {
  const totals = documentTotals({
    lines: lines.map((line) => ({
      Quantity: line.Quantity,
      PriceBefDi: line.PriceBefDi,
      DiscPrcnt: line.DiscPrcnt,
      VatPrcnt: line.VatPrcnt,
      VatGroup: line.VatGroup,
    })),
    DiscPrcnt: header.DiscPrcnt,
    DocRate: header.DocRate,
    dbSumDec: header.dbSumDec,
    priceDec: header.priceDec,
  });
  const receivesAtItsPrice = type.area === 'inventory' && type.stock === 'receive';
  const rows = lines.map((line, index): LineRow => {
    const amounts = totals.lines[index];
    if (!amounts) throw new Error('documentTotals answered fewer lines than it was given');
    const openQty = openQtyOf(line);
    // A goods receipt brings stock in at its own price: its cost per inventory unit, in MainCurncy.
    const StockPrice = receivesAtItsPrice
      ? Decimal.of(amounts.LineTotal)
          .dividedBy(Decimal.of(line.Quantity).times(line.NumPerMsr), header.priceDec)
          .toString()
      : line.StockPrice;
    const cost = Decimal.of(StockPrice).times(line.Quantity).times(line.NumPerMsr);
    return {
      ObjType: key.ObjType,
      DocEntry: key.DocEntry,
      LineNum: line.LineNum,
      ItemCode: line.ItemCode,
      Dscription: line.Dscription,
      Quantity: line.Quantity,
      OpenQty: openQty,
      PriceBefDi: amounts.PriceBefDi,
      DiscPrcnt: line.DiscPrcnt,
      Price: amounts.Price,
      TotalFrgn: amounts.TotalFrgn,
      LineTotal: amounts.LineTotal,
      VatGroup: line.VatGroup,
      VatPrcnt: line.VatPrcnt,
      VatSumFrgn: amounts.VatSumFrgn,
      VatSum: amounts.VatSum,
      PriceSource: line.PriceSource,
      StockPrice,
      GrssProfit:
        type.area === 'sales' ? Decimal.of(amounts.LineTotal).minus(cost).toFixed(header.dbSumDec) : '0',
      WhsCode: line.WhsCode,
      FromWhsCod: line.FromWhsCod,
      UomEntry: line.UomEntry,
      NumPerMsr: line.NumPerMsr,
      LineStatus: Decimal.of(openQty).isPositive() ? 'O' : 'C',
      BaseType: line.BaseType,
      BaseEntry: line.BaseEntry,
      BaseLine: line.BaseLine,
    };
  });
  return {
    rows,
    amounts: {
      DiscSum: totals.DiscSum,
      DiscSumFC: totals.DiscSumFC,
      VatSum: totals.VatSum,
      VatSumFC: totals.VatSumFC,
      DocTotal: totals.DocTotal,
      DocTotalFC: totals.DocTotalFC,
    },
  };
}
