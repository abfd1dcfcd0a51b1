import type { StockEffect } from '../../../shared/documents/object-types';
import { findDocumentType } from '../../../shared/documents/object-types';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
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
  Quantity: string;
  OpenQty: string;
  NumPerMsr: string;
  LineStatus: 'O' | 'C';
  BaseType: string | null;
  DocStatus: 'O' | 'C';
  CANCELED: 'Y' | 'N';
  Draft: 'Y' | 'N';
  DocDate: string;
  CardCode: string;
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
 * memo) come in at the average (DOMAIN.md object types).
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
}

export function lineStockEffect(line: StockLine): StockEffect {
  const type = findDocumentType(line.ObjType);
  if (!type) return 'none';
  if (line.BaseType !== null && stockAlreadyMovedBy[line.ObjType] === line.BaseType) return 'none';
  return type.stock;
}

/**
 * The figures a line contributes while its document stands as it is: a posted issue or receipt
 * moves OnHand by its whole quantity until cancelled; an order or purchase order commits or
 * orders its open quantity while the line and the document are open. A draft or cancelled
 * document holds nothing.
 */
export function lineFigures(line: StockLine): LineFigures | undefined {
  if (line.WhsCode === null || line.Draft === 'Y' || line.CANCELED === 'Y') return undefined;
  const perUnit = Decimal.of(line.NumPerMsr);
  const open = line.DocStatus === 'O' && line.LineStatus === 'O';
  const figures = {
    ItemCode: line.ItemCode,
    WhsCode: line.WhsCode,
    onHand: Decimal.zero,
    committed: Decimal.zero,
    ordered: Decimal.zero,
  };
  switch (lineStockEffect(line)) {
    case 'issue':
      return { ...figures, onHand: Decimal.of(line.Quantity).times(perUnit).negated() };
    case 'receive':
      return { ...figures, onHand: Decimal.of(line.Quantity).times(perUnit) };
    case 'commit':
      return open ? { ...figures, committed: Decimal.of(line.OpenQty).times(perUnit) } : undefined;
    case 'order':
      return open ? { ...figures, ordered: Decimal.of(line.OpenQty).times(perUnit) } : undefined;
    default:
      return undefined;
  }
}

const lineKey = (line: { ObjType: string; DocEntry: number; LineNum: number }) =>
  `${line.ObjType}/${line.DocEntry}/${line.LineNum}`;

function changeOf(line: StockLine, figures: LineFigures, sign: 1 | -1): StockChange {
  const signed = (value: Decimal) => (sign === 1 ? value : value.negated());
  const cost = sign === 1 ? costOf(line, figures.onHand) : undefined;
  return {
    ...(sign === -1 ? { reverses: true } : {}),
    ...(sign === 1 && line.allocation ? { allocation: line.allocation } : {}),
    ...(sign === 1 && line.BaseType && line.BaseEntry != null && line.BaseLine != null
      ? { basedOn: { TransType: line.BaseType, CreatedBy: line.BaseEntry, DocLineNum: line.BaseLine } }
      : {}),
    ...(cost ? { cost } : {}),
    ItemCode: figures.ItemCode,
    WhsCode: figures.WhsCode,
    onHand: signed(figures.onHand),
    committed: signed(figures.committed),
    ordered: signed(figures.ordered),
    TransType: line.ObjType,
    CreatedBy: line.DocEntry,
    DocLineNum: line.LineNum,
    DocDate: line.DocDate,
    CardCode: line.CardCode,
  };
}

const isEmpty = (change: StockChange) =>
  change.onHand.isZero() && change.committed.isZero() && change.ordered.isZero();

/**
 * What must change in stock for the lines to go from `before` to `after` (a line missing on one
 * side holds nothing there). A line that moved to another item or warehouse gives back its old
 * figures there and takes the new ones at its new place.
 */
export function stockChanges(before: StockLine[], after: StockLine[]): StockChange[] {
  const was = new Map(before.map((line) => [lineKey(line), line]));
  const is = new Map(after.map((line) => [lineKey(line), line]));
  const changes: StockChange[] = [];
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(key);
    const now = is.get(key);
    const oldFigures = old && lineFigures(old);
    const newFigures = now && lineFigures(now);
    const samePlace =
      oldFigures &&
      newFigures &&
      oldFigures.ItemCode === newFigures.ItemCode &&
      oldFigures.WhsCode === newFigures.WhsCode;
    if (samePlace && now) {
      const onHand = newFigures.onHand.minus(oldFigures.onHand);
      // A line that moves less than it did gives back part of what it moved.
      const less = !onHand.isZero() && onHand.isNegative() !== newFigures.onHand.isNegative();
      changes.push({
        ...changeOf(now, newFigures, less ? -1 : 1),
        onHand,
        committed: newFigures.committed.minus(oldFigures.committed),
        ordered: newFigures.ordered.minus(oldFigures.ordered),
      });
      continue;
    }
    if (old && oldFigures) changes.push(changeOf(now ?? old, oldFigures, -1));
    if (now && newFigures) changes.push(changeOf(now, newFigures, 1));
  }
  return changes.filter((change) => !isEmpty(change));
}
