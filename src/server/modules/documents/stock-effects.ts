import type { StockEffect } from '../../../shared/documents/object-types';
import { findDocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { StockChange } from '../../posting/stock-posting';

/**
 * Stock documents whose follow-up does not move stock again: an invoice based on a delivery, a
 * credit memo based on a return, and their purchasing counterparts (DOMAIN.md object types).
 */
const stockAlreadyMovedBy: Record<string, string> = { '13': '15', '14': '16', '18': '20', '19': '21' };

/** A stored line with what decides its stock effect, and its document's state. */
export interface StockLine {
  ObjType: string;
  DocEntry: number;
  LineNum: number;
  ItemCode: string;
  WhsCode: string | null;
  /** A transfer line's source warehouse (its stock leaves there for WhsCode). */
  FromWhsCod: string | null;
  Quantity: string;
  OpenQty: string;
  NumPerMsr: string;
  /** Cost per inventory unit the line was posted at (a goods receipt's own unit cost). */
  StockPrice: string;
  LineStatus: 'O' | 'C';
  BaseType: string | null;
  DocStatus: 'O' | 'C';
  CANCELED: 'Y' | 'N';
  Draft: 'Y' | 'N';
  DocDate: string;
  CardCode: string | null;
}

/** What a line holds in stock figures, in inventory units: on hand (signed), committed, ordered. */
export interface LineFigures {
  ItemCode: string;
  WhsCode: string;
  onHand: Decimal;
  committed: Decimal;
  ordered: Decimal;
}

export function lineStockEffect(line: Pick<StockLine, 'ObjType' | 'BaseType'>): StockEffect {
  const type = findDocumentType(line.ObjType);
  if (!type) return 'none';
  if (line.BaseType !== null && stockAlreadyMovedBy[line.ObjType] === line.BaseType) return 'none';
  return type.stock;
}

/**
 * The figures a line contributes while its document stands as it is: a posted issue or receipt
 * moves OnHand by its whole quantity until cancelled; a transfer takes it out of FromWhsCod and
 * into WhsCode (two places); an order or purchase order commits or orders its open quantity
 * while the line and the document are open. A draft or cancelled document holds nothing.
 */
export function lineFigures(line: StockLine): LineFigures[] {
  if (line.WhsCode === null || line.Draft === 'Y' || line.CANCELED === 'Y') return [];
  const perUnit = Decimal.of(line.NumPerMsr);
  const open = line.DocStatus === 'O' && line.LineStatus === 'O';
  const at = (WhsCode: string) => ({
    ItemCode: line.ItemCode,
    WhsCode,
    onHand: Decimal.zero,
    committed: Decimal.zero,
    ordered: Decimal.zero,
  });
  const moved = Decimal.of(line.Quantity).times(perUnit);
  switch (lineStockEffect(line)) {
    case 'issue':
      return [{ ...at(line.WhsCode), onHand: moved.negated() }];
    case 'receive':
      return [{ ...at(line.WhsCode), onHand: moved }];
    case 'transfer':
      if (line.FromWhsCod === null) return [];
      return [
        { ...at(line.FromWhsCod), onHand: moved.negated() },
        { ...at(line.WhsCode), onHand: moved },
      ];
    case 'commit':
      return open ? [{ ...at(line.WhsCode), committed: Decimal.of(line.OpenQty).times(perUnit) }] : [];
    case 'order':
      return open ? [{ ...at(line.WhsCode), ordered: Decimal.of(line.OpenQty).times(perUnit) }] : [];
    default:
      return [];
  }
}

/**
 * The cost a line's movements enter the ledger at, when not the item's average: a goods receipt
 * (of the inventory area) brings stock in at the unit cost the user gave it.
 */
function ledgerPriceOf(line: StockLine): string | undefined {
  const type = findDocumentType(line.ObjType);
  return type?.area === 'inventory' && type.stock === 'receive' ? line.StockPrice : undefined;
}

const lineKey = (line: { ObjType: string; DocEntry: number; LineNum: number }) =>
  `${line.ObjType}/${line.DocEntry}/${line.LineNum}`;

const placeKey = (figures: LineFigures) => JSON.stringify([figures.ItemCode, figures.WhsCode]);

const byPlace = (line: StockLine | undefined) =>
  new Map((line ? lineFigures(line) : []).map((figures) => [placeKey(figures), figures]));

function changeOf(
  line: StockLine,
  place: LineFigures,
  figures: Omit<LineFigures, 'ItemCode' | 'WhsCode'>,
): StockChange {
  const Price = ledgerPriceOf(line);
  return {
    ItemCode: place.ItemCode,
    WhsCode: place.WhsCode,
    onHand: figures.onHand,
    committed: figures.committed,
    ordered: figures.ordered,
    TransType: line.ObjType,
    CreatedBy: line.DocEntry,
    DocLineNum: line.LineNum,
    DocDate: line.DocDate,
    CardCode: line.CardCode ?? '',
    ...(Price === undefined ? {} : { Price }),
  };
}

const isEmpty = (change: StockChange) =>
  change.onHand.isZero() && change.committed.isZero() && change.ordered.isZero();

/**
 * What must change in stock for the lines to go from `before` to `after` (a line missing on one
 * side holds nothing there): at each place (item, warehouse) a line holds figures on either side,
 * the difference. A line that moved to another item or warehouse so gives back its old figures
 * there and takes the new ones at its new place; a transfer line touches two places.
 */
export function stockChanges(before: StockLine[], after: StockLine[]): StockChange[] {
  const was = new Map(before.map((line) => [lineKey(line), line]));
  const is = new Map(after.map((line) => [lineKey(line), line]));
  const changes: StockChange[] = [];
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(key);
    const now = is.get(key);
    const line = now ?? old;
    if (!line) continue;
    const oldFigures = byPlace(old);
    const newFigures = byPlace(now);
    for (const place of new Set([...oldFigures.keys(), ...newFigures.keys()])) {
      const from = oldFigures.get(place);
      const to = newFigures.get(place);
      const where = to ?? from;
      if (!where) continue;
      const minus = (field: 'onHand' | 'committed' | 'ordered') =>
        (to?.[field] ?? Decimal.zero).minus(from?.[field] ?? Decimal.zero);
      changes.push(
        changeOf(line, where, {
          onHand: minus('onHand'),
          committed: minus('committed'),
          ordered: minus('ordered'),
        }),
      );
    }
  }
  return changes.filter((change) => !isEmpty(change));
}
