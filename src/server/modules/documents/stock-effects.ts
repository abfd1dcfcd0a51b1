import type { StockEffect } from '../../../shared/documents/object-types';
import { findDocumentType } from '../../../shared/documents/object-types';
import { type LineAllocation, transferSides } from '../../../shared/documents/stock-allocations';
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
  LineStatus: 'O' | 'C';
  BaseType: string | null;
  DocStatus: 'O' | 'C';
  CANCELED: 'Y' | 'N';
  Draft: 'Y' | 'N';
  DocDate: string;
  CardCode: string | null;
  /** The batches, serials and bins a line being posted names (its request; not stored on the line). */
  allocation?: LineAllocation;
  /** The line's total in local currency, for the cost of a receipt that comes in at its price. */
  LineTotal?: string;
  /** The copied-from line, whose batches and serials a new line moves back unless it names its own. */
  BaseEntry?: number | null;
  BaseLine?: number | null;
}

/**
 * Receipts that bring stock in at their own price (a supplier's goods, an inventory goods receipt,
 * an opening balance) and so move the moving average; the others (a customer's return, a credit
 * memo) come in at the average, and a transfer's receiving side at the cost its issuing side left
 * at (stock-posting.ts) (DOMAIN.md object types).
 */
const receivedAtLineCost = new Set(['20', '18', '59', '310000001']);

/** A receipt line's cost per inventory unit, in local currency: its total over its units. */
function costOf(line: StockLine, onHand: Decimal): Decimal | undefined {
  if (!receivedAtLineCost.has(line.ObjType) || line.LineTotal === undefined || !onHand.isPositive())
    return undefined;
  return Decimal.of(line.LineTotal).dividedBy(onHand, 6);
}

/** What a line holds in stock figures, in inventory units: on hand (signed), committed, ordered. */
export interface LineFigures {
  ItemCode: string;
  WhsCode: string;
  onHand: Decimal;
  committed: Decimal;
  ordered: Decimal;
  /** A transfer's side: the warehouse its stock leaves or enters (the same one for a bin-to-bin move). */
  side?: 'from' | 'to';
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
        { ...at(line.FromWhsCod), onHand: moved.negated(), side: 'from' },
        { ...at(line.WhsCode), onHand: moved, side: 'to' },
      ];
    case 'commit':
      return open ? [{ ...at(line.WhsCode), committed: Decimal.of(line.OpenQty).times(perUnit) }] : [];
    case 'order':
      return open ? [{ ...at(line.WhsCode), ordered: Decimal.of(line.OpenQty).times(perUnit) }] : [];
    default:
      return [];
  }
}

const lineKey = (line: { ObjType: string; DocEntry: number; LineNum: number }) =>
  `${line.ObjType}/${line.DocEntry}/${line.LineNum}`;

const placeKey = (figures: LineFigures) =>
  JSON.stringify([figures.ItemCode, figures.WhsCode, figures.side ?? '']);

const byPlace = (line: StockLine | undefined) =>
  new Map((line ? lineFigures(line) : []).map((figures) => [placeKey(figures), figures]));

/**
 * One place's change of a line. `direction` says whether the line moves more there than it did
 * (1: a new line, or more of it) or gives back part or all of what it moved (-1: a cancellation,
 * a line removed or reduced), which then moves back at its recorded cost and gives back its
 * batches, serials and bins (stock-posting.ts).
 */
function changeOf(
  line: StockLine,
  place: LineFigures,
  figures: Omit<LineFigures, 'ItemCode' | 'WhsCode' | 'side'>,
  direction: 1 | -1,
): StockChange {
  const forward = direction === 1;
  const cost = forward ? costOf(line, figures.onHand) : undefined;
  const transfer = lineStockEffect(line) === 'transfer' && line.FromWhsCod !== null;
  const receivingSide = forward && transfer && figures.onHand.isPositive();
  // A transfer's batches and serials are those it takes out of FromWhsCod: its receiving side
  // receives what that side took (transferFrom), into the bins marked batToWarehouse (or the
  // warehouse's default bin); the issuing side takes the other bins.
  const sides = transfer && line.allocation ? transferSides(line.allocation) : undefined;
  const allocation = sides ? (receivingSide ? sides.receiving : sides.issuing) : line.allocation;
  return {
    ...(forward ? {} : { reverses: true }),
    ...(transfer && line.FromWhsCod === line.WhsCode ? { withinWarehouse: true } : {}),
    ...(forward && allocation ? { allocation } : {}),
    ...(forward && line.BaseType && line.BaseEntry != null && line.BaseLine != null
      ? { basedOn: { TransType: line.BaseType, CreatedBy: line.BaseEntry, DocLineNum: line.BaseLine } }
      : {}),
    ...(cost ? { cost } : {}),
    ...(receivingSide && line.FromWhsCod !== null ? { transferFrom: line.FromWhsCod } : {}),
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
  };
}

const isEmpty = (change: StockChange) =>
  change.onHand.isZero() && change.committed.isZero() && change.ordered.isZero();

/**
 * What must change in stock for the lines to go from `before` to `after` (a line missing on one
 * side holds nothing there): at each place (item, warehouse) a line holds figures on either side,
 * the difference. A line that moved to another item or warehouse so gives back its old figures
 * there and takes the new ones at its new place; a transfer line touches two places, and its
 * receiving side names the warehouse its issuing side leaves (transferFrom).
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
      const onHand = minus('onHand');
      // Moving less than it did there (or nothing any more) gives back part of what it moved.
      const givesBack = !to || (!onHand.isZero() && onHand.isNegative() !== to.onHand.isNegative());
      changes.push(
        changeOf(
          now ?? line,
          where,
          { onHand, committed: minus('committed'), ordered: minus('ordered') },
          givesBack ? -1 : 1,
        ),
      );
    }
  }
  return changes.filter((change) => !isEmpty(change));
}
