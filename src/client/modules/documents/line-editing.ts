import type { DocumentLineInput, MarketingDocument, PriceQuote } from '../../../shared/api/marketing-docs';
import { documentTotals, type Totals, type TotalsInput } from '../../../shared/documents/document-totals';
import type { PriceSource } from '../../../shared/documents/price-sources';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import { Decimal } from '../../../shared/money/decimal';
import { normaliseDecimalText } from '../../forms/decimal-text';

/**
 * The lines of the document editor, as a pure model the grid edits: each cell's text is read
 * (decimals as people type them, codes checked against the reference lists), a line exists once it
 * has an item, and the payload and the totals are derived from the lines. No React here.
 */
export interface EditorLine {
  /** Stable within the editor: the grid's rows and price answers are matched by it. */
  key: string;
  /** Set on lines read from a stored document, so PATCH keeps them. */
  LineNum?: number;
  ItemCode: string;
  Dscription: string;
  Quantity: string;
  UomEntry: number | null;
  UomCode: string;
  /** Unit price before the line discount. */
  PriceBefDi: string;
  DiscPrcnt: string;
  VatGroup: string | null;
  VatPrcnt: string;
  WhsCode: string | null;
  /**
   * A transfer line's own source warehouse, as its base request or stored line holds it (the
   * server takes it before the header's Filler); absent on a new line, which leaves from Filler.
   */
  FromWhsCod?: string | null;
  PriceSource: PriceSource | null;
  /** The user typed the price or the discount: a new quote does not replace it. */
  manualPrice: boolean;
  manualDiscount: boolean;
  BaseType?: string;
  BaseEntry?: number;
  BaseLine?: number;
  /**
   * The batches, serials and bins the user picked for a new line (the stock picker), in
   * inventory units; dropped when the item, quantity, unit or warehouse changes.
   */
  allocation?: LineAllocation;
}

/** The columns the editor lets the user change in place, in tab order. */
export const editableLineColumns = [
  'ItemCode',
  'Quantity',
  'UomCode',
  'PriceBefDi',
  'DiscPrcnt',
  'VatGroup',
  'WhsCode',
] as const;
export type EditableLineColumn = (typeof editableLineColumns)[number];

export const isEditableLineColumn = (id: string): id is EditableLineColumn =>
  (editableLineColumns as readonly string[]).includes(id);

/** What the reference lists say about codes a user types: tax rates, units, warehouses. */
export interface LineLookups {
  taxRate(code: string): string | undefined;
  uomEntry(code: string): number | undefined;
  warehouseExists(code: string): boolean;
  /** The warehouse a line takes when its item is chosen (the server's rule, shown before saving). */
  defaultWarehouse?: string;
}

/** The lookups with the unit code of a unit entry, for showing a line's unit. */
export interface EditorLookups extends LineLookups {
  uomCodeOf(entry: number | null): string;
}

/** What the editor knows before the reference lists arrive: no code is known yet. */
export const noLookups: EditorLookups = {
  taxRate: () => undefined,
  uomEntry: () => undefined,
  warehouseExists: () => false,
  uomCodeOf: () => '',
};

/** The item a line gets when its code is accepted, with its defaults. */
export interface ChosenItem {
  ItemCode: string;
  ItemName: string;
  VatGroup: string | null;
  UomCode: string;
}

let lineCounter = 0;
export const newLineKey = () => {
  lineCounter += 1;
  return `line-${lineCounter}`;
};

export function emptyLine(key = newLineKey()): EditorLine {
  return {
    key,
    ItemCode: '',
    Dscription: '',
    Quantity: '1',
    UomEntry: null,
    UomCode: '',
    PriceBefDi: '0',
    DiscPrcnt: '0',
    VatGroup: null,
    VatPrcnt: '0',
    WhsCode: null,
    PriceSource: null,
    manualPrice: false,
    manualDiscount: false,
  };
}

/** A message key (documents.lineErrors.*) for text that cannot go in the cell, or null. */
export function lineCellProblem(
  column: EditableLineColumn,
  text: string,
  lookups: LineLookups,
): string | null {
  const trimmed = text.trim();
  switch (column) {
    case 'ItemCode':
      return trimmed === '' ? 'itemRequired' : null;
    case 'Quantity': {
      const value = normaliseDecimalText(trimmed);
      return value === undefined || !Decimal.of(value).isPositive() ? 'quantityPositive' : null;
    }
    case 'PriceBefDi': {
      const value = normaliseDecimalText(trimmed);
      return value === undefined || Decimal.of(value).isNegative() ? 'priceNotNegative' : null;
    }
    case 'DiscPrcnt': {
      const value = normaliseDecimalText(trimmed === '' ? '0' : trimmed);
      if (value === undefined) return 'discountRange';
      const number = Decimal.of(value);
      return number.isNegative() || number.compare('100') > 0 ? 'discountRange' : null;
    }
    case 'UomCode':
      return trimmed === '' || lookups.uomEntry(trimmed) !== undefined ? null : 'unknownUom';
    case 'VatGroup':
      return trimmed === '' || lookups.taxRate(trimmed) !== undefined ? null : 'unknownTaxGroup';
    case 'WhsCode':
      return trimmed === '' || lookups.warehouseExists(trimmed) ? null : 'unknownWarehouse';
  }
}

/** Whether a change to this column asks for a new price quote. */
export const needsRequote = (column: EditableLineColumn) =>
  column === 'ItemCode' || column === 'Quantity' || column === 'UomCode';

/**
 * The line after the user typed `text` into a cell (already checked by lineCellProblem). The
 * item code is taken as accepted only through acceptItem, which knows the item's defaults.
 */
export function withCellText(
  line: EditorLine,
  column: Exclude<EditableLineColumn, 'ItemCode'>,
  text: string,
  lookups: LineLookups,
): EditorLine {
  const trimmed = text.trim();
  const decimal = (fallback: string) => normaliseDecimalText(trimmed === '' ? fallback : trimmed) ?? fallback;
  // What was picked of batches, serials and bins no longer fits another quantity, unit or warehouse.
  const unpicked = { ...line, allocation: undefined };
  switch (column) {
    case 'Quantity':
      return { ...unpicked, Quantity: decimal(line.Quantity) };
    case 'PriceBefDi':
      return { ...line, PriceBefDi: decimal('0'), manualPrice: true, PriceSource: 'manual' };
    case 'DiscPrcnt':
      return { ...line, DiscPrcnt: decimal('0'), manualDiscount: true };
    case 'UomCode':
      return {
        ...unpicked,
        UomCode: trimmed.toUpperCase(),
        UomEntry: trimmed === '' ? null : (lookups.uomEntry(trimmed) ?? null),
      };
    case 'VatGroup': {
      const code = trimmed.toUpperCase();
      return code === ''
        ? { ...line, VatGroup: null, VatPrcnt: '0' }
        : { ...line, VatGroup: code, VatPrcnt: lookups.taxRate(code) ?? '0' };
    }
    case 'WhsCode':
      return { ...unpicked, WhsCode: trimmed === '' ? null : trimmed.toUpperCase() };
  }
}

/** A line with the chosen item: its name, default tax group and unit, and a price to be quoted. */
export function acceptItem(line: EditorLine, item: ChosenItem, lookups: LineLookups): EditorLine {
  const vatGroup = item.VatGroup ?? line.VatGroup;
  return {
    ...line,
    allocation: undefined,
    ItemCode: item.ItemCode,
    Dscription: item.ItemName,
    UomCode: item.UomCode,
    UomEntry: item.UomCode ? (lookups.uomEntry(item.UomCode) ?? null) : null,
    VatGroup: vatGroup,
    VatPrcnt: vatGroup ? (lookups.taxRate(vatGroup) ?? '0') : '0',
    WhsCode: line.WhsCode ?? lookups.defaultWarehouse ?? null,
    PriceBefDi: '0',
    DiscPrcnt: line.manualDiscount ? line.DiscPrcnt : '0',
    PriceSource: null,
    manualPrice: false,
    // A copied line's link to its base goes with its item.
    BaseType: undefined,
    BaseEntry: undefined,
    BaseLine: undefined,
  };
}

/** The line priced by a quote, keeping what the user typed by hand. */
export function withQuote(line: EditorLine, quote: PriceQuote): EditorLine {
  if (line.ItemCode !== quote.ItemCode || line.manualPrice) return line;
  return {
    ...line,
    PriceBefDi: quote.UnitPrice,
    DiscPrcnt: line.manualDiscount ? line.DiscPrcnt : quote.DiscountPercent,
    PriceSource: quote.PriceSource,
  };
}

/** Puts a line at `index`: past the last line it is a new line (the grid's empty row filled). */
export function putLine(lines: readonly EditorLine[], index: number, line: EditorLine): EditorLine[] {
  if (index >= lines.length) return [...lines, line];
  return lines.map((current, at) => (at === index ? line : current));
}

export const removeLine = (lines: readonly EditorLine[], index: number): EditorLine[] =>
  lines.filter((_, at) => at !== index);

/** DocumentLines for POST or PATCH: an item and a quantity, what the user set, the base link. */
export function linesPayload(lines: readonly EditorLine[]): (DocumentLineInput & { LineNum?: number })[] {
  return lines.map((line) => {
    // A stored line keeps its link to its base; only a new line sends one.
    const based =
      line.LineNum === undefined &&
      line.BaseType !== undefined &&
      line.BaseEntry !== undefined &&
      line.BaseLine !== undefined;
    // The server prices every line again; only what the user set by hand is sent.
    return {
      ...(line.LineNum === undefined ? {} : { LineNum: line.LineNum }),
      ItemCode: line.ItemCode,
      Quantity: line.Quantity,
      ...(line.manualPrice ? { UnitPrice: line.PriceBefDi } : {}),
      ...(line.manualDiscount ? { DiscountPercent: line.DiscPrcnt } : {}),
      ...(line.VatGroup ? { VatGroup: line.VatGroup } : {}),
      ...(line.WhsCode ? { WarehouseCode: line.WhsCode } : {}),
      ...(line.UomEntry === null ? {} : { UomEntry: line.UomEntry }),
      ...(based ? { BaseType: line.BaseType, BaseEntry: line.BaseEntry, BaseLine: line.BaseLine } : {}),
      // Only a new line names its batches, serials and bins: a posted line keeps what it moved.
      ...(line.LineNum === undefined && line.allocation ? line.allocation : {}),
    } as DocumentLineInput & { LineNum?: number };
  });
}

/** The wire field of a line error ("DocumentLines.2.UnitPrice") as the editor's column. */
const columnOfWireField: Record<string, EditableLineColumn> = {
  ItemCode: 'ItemCode',
  Quantity: 'Quantity',
  UnitPrice: 'PriceBefDi',
  DiscountPercent: 'DiscPrcnt',
  VatGroup: 'VatGroup',
  WarehouseCode: 'WhsCode',
  // What the stock picker sent: shown on the quantity (or the warehouse for bins) it must fit.
  BatchNumbers: 'Quantity',
  SerialNumbers: 'Quantity',
  DocumentLinesBinAllocations: 'WhsCode',
  UomEntry: 'UomCode',
  BaseType: 'ItemCode',
  BaseEntry: 'ItemCode',
  BaseLine: 'Quantity',
};

export interface LineFieldError {
  line: number;
  column: EditableLineColumn;
  message: string;
}

/** Splits a 400's field messages into the header's (by field name) and the lines' (by line and column). */
export function splitFieldErrors(fields: Record<string, readonly string[]>) {
  const header: Record<string, string> = {};
  const lines: LineFieldError[] = [];
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (message === undefined) continue;
    const match = /^DocumentLines\.(\d+)\.(\w+)/.exec(path);
    if (match) {
      lines.push({
        line: Number(match[1]),
        column: columnOfWireField[match[2] ?? ''] ?? 'ItemCode',
        message,
      });
    } else header[path.split('.')[0] ?? path] = message;
  }
  return { header, lines };
}

/** Lines of a base document still open, as lines of a new document copied from it (their open quantity). */
export function copiedLines(base: MarketingDocument, only?: ReadonlyMap<number, string>): EditorLine[] {
  return base.DocumentLines.filter(
    (line) =>
      line.LineStatus === 'O' && Decimal.of(line.OpenQty).isPositive() && (!only || only.has(line.LineNum)),
  ).map((line) => ({
    ...emptyLine(),
    ItemCode: line.ItemCode,
    Dscription: line.Dscription,
    Quantity: only?.get(line.LineNum) ?? Decimal.of(line.OpenQty).toString(),
    UomEntry: line.UomEntry,
    PriceBefDi: line.PriceBefDi,
    DiscPrcnt: line.DiscPrcnt,
    VatGroup: line.VatGroup,
    VatPrcnt: line.VatPrcnt,
    WhsCode: line.WhsCode,
    FromWhsCod: line.FromWhsCod ?? null,
    PriceSource: 'base-document',
    BaseType: base.ObjType,
    BaseEntry: base.DocEntry,
    BaseLine: line.LineNum,
  }));
}

/** A stored document's lines as editor lines: for editing it (keeping LineNum) or duplicating it. */
export function storedLines(document: MarketingDocument, keepIdentity: boolean): EditorLine[] {
  return document.DocumentLines.map((line) => ({
    ...emptyLine(),
    ...(keepIdentity ? { LineNum: line.LineNum } : {}),
    ItemCode: line.ItemCode,
    Dscription: line.Dscription,
    Quantity: Decimal.of(line.Quantity).toString(),
    UomEntry: line.UomEntry,
    PriceBefDi: line.PriceBefDi,
    DiscPrcnt: line.DiscPrcnt,
    VatGroup: line.VatGroup,
    VatPrcnt: line.VatPrcnt,
    WhsCode: line.WhsCode,
    // A duplicate's lines leave from its header's Filler, as new lines do.
    ...(keepIdentity ? { FromWhsCod: line.FromWhsCod ?? null } : {}),
    PriceSource: keepIdentity ? line.PriceSource : 'manual',
    manualPrice: !keepIdentity || line.PriceSource === 'manual',
    manualDiscount: !keepIdentity,
    ...(keepIdentity && line.BaseType !== null && line.BaseEntry !== null && line.BaseLine !== null
      ? { BaseType: line.BaseType, BaseEntry: line.BaseEntry, BaseLine: line.BaseLine }
      : {}),
  }));
}

/**
 * The totals as the user types, by the same function the server posts with (document-totals.ts):
 * a price typed with more decimals than the company's PriceDec counts as the server will keep it.
 */
export function liveTotals(
  lines: readonly EditorLine[],
  header: { DiscPrcnt: string; DocRate: string },
  dbSumDec: number,
  priceDec: number,
): Totals {
  const input: TotalsInput = {
    lines: lines.map((line) => ({
      Quantity: line.Quantity,
      PriceBefDi: line.PriceBefDi,
      DiscPrcnt: line.DiscPrcnt,
      VatPrcnt: line.VatPrcnt,
      VatGroup: line.VatGroup,
    })),
    DiscPrcnt: normaliseDecimalText(header.DiscPrcnt) ?? '0',
    DocRate: normaliseDecimalText(header.DocRate) ?? '1',
    dbSumDec,
    priceDec,
  };
  return documentTotals(input);
}
