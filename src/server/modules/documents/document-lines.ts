import { and, eq } from 'drizzle-orm';
import { roundedPrice } from '../../../shared/documents/document-totals';
import {
  type DocumentType,
  findDocumentType,
  isInventoryType,
  namesTwoWarehouses,
} from '../../../shared/documents/object-types';
import { lineTaxGroupOf } from '../../../shared/documents/partner-document-defaults';
import type { PriceSource } from '../../../shared/documents/price-sources';
import { Decimal } from '../../../shared/money/decimal';
import { isAnyText } from '../../db/array-params';
import type { Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { taxGroups } from '../../db/schema/finance';
import { items, warehouses } from '../../db/schema/inventory';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { BaseLink } from './base-documents';
import { type CompanySettings, rateOn } from './document-header';
import type { ReadableReferences } from './document-references';
import { headerOfLine } from './document-store';
import type { ItemDetails } from './pricing/price-data';
import { loadFactsFor, pricesFrom } from './pricing/resolve-price';

/** What a line's values default to: its base line, or the stored line it replaces on an edit. */
export interface LineTemplate {
  ItemCode: string;
  Dscription: string;
  PriceBefDi: string;
  DiscPrcnt: string;
  VatGroup: string | null;
  WhsCode: string | null;
  FromWhsCod: string | null;
  UomEntry: number | null;
  NumPerMsr: string;
  PriceSource: PriceSource;
}

/** One line asked for, already matched to what it copies or replaces. */
export interface LineRequest {
  /** Where the line came in the request, for field errors (DocumentLines.<path>.Quantity). */
  path: number;
  LineNum: number;
  ItemCode?: string;
  Quantity: string;
  UnitPrice?: string;
  DiscountPercent?: string;
  VatGroup?: string;
  WarehouseCode?: string;
  FromWarehouseCode?: string;
  UomEntry?: number;
  Dscription?: string;
  base?: BaseLink;
  template?: LineTemplate;
}

/** A line ready for the totals: everything but the amounts computed from it. */
export interface PricedLine {
  LineNum: number;
  ItemCode: string;
  Dscription: string;
  Quantity: string;
  PriceBefDi: string;
  DiscPrcnt: string;
  VatGroup: string | null;
  VatPrcnt: string;
  WhsCode: string;
  /** A transfer line's source warehouse; null on every other document. */
  FromWhsCod: string | null;
  UomEntry: number | null;
  NumPerMsr: string;
  PriceSource: PriceSource;
  /** The item's cost per inventory unit now (AvgPrice), and whether it is stocked at all. */
  StockPrice: string;
  BaseType: string | null;
  BaseEntry: number | null;
  BaseLine: number | null;
}

export interface LineContext {
  type: DocumentType;
  CardCode: string | null;
  DocDate: string;
  DocCur: string;
  DocRate: string;
  settings: CompanySettings;
  defaultWarehouse: string | undefined;
  /** A transfer's header warehouse its lines take stock from unless they name their own. */
  fromWarehouse?: string | null;
  /** The price list of a partner without one: the caller's defaults' (user-defaults). */
  fallbackPriceList?: number | null;
  /** The items and warehouses the request names, as the caller may read them. */
  references: ReadableReferences;
  /** Active warehouses and tax rates from the configuration cache; read here when not given. */
  configured?: {
    warehouses: ReadonlySet<string>;
    /** Those of them that keep bins (a transfer may move stock between two bins of one). */
    binWarehouses: ReadonlySet<string>;
    taxRates: ReadonlyMap<string, string>;
  };
}

type Problems = Record<string, string[]>;
const note = (problems: Problems, path: number, field: string, message: string) => {
  const name = `DocumentLines.${path}.${field}`;
  problems[name] = [...(problems[name] ?? []), message];
};

/**
 * The base lines a request copies, checked: type in the chain, base readable by the caller (one
 * they may not read does not exist for them), open, same partner, enough open.
 */
export async function loadBaseTemplates(
  tx: Tx,
  type: DocumentType,
  CardCode: string | null,
  requests: LineRequest[],
  references: ReadableReferences,
  exceedBase = false,
): Promise<void> {
  const problems: Problems = {};
  const taken = new Map<string, Decimal>();
  for (const request of requests) {
    const link = request.base;
    if (!link) continue;
    const [row] = await tx
      .select({
        line: documentLines,
        CardCode: documents.CardCode,
        DocStatus: documents.DocStatus,
        CANCELED: documents.CANCELED,
        Draft: documents.Draft,
      })
      .from(documentLines)
      .innerJoin(documents, headerOfLine)
      .where(
        and(
          eq(documentLines.ObjType, link.BaseType),
          eq(documentLines.DocEntry, link.BaseEntry),
          eq(documentLines.LineNum, link.BaseLine),
        ),
      );
    const name = `${link.BaseType}/${link.BaseEntry} line ${link.BaseLine}`;
    if (!findDocumentType(link.BaseType)?.copiesTo.includes(type.objectId)) {
      note(problems, request.path, 'BaseType', `a ${link.BaseType} cannot be copied to a ${type.objectId}`);
      continue;
    }
    if (!row || row.Draft === 'Y' || !references.allowsBase(link)) {
      note(problems, request.path, 'BaseEntry', `${name} does not exist`);
      continue;
    }
    if (row.CardCode !== CardCode) {
      note(problems, request.path, 'BaseEntry', `${name} belongs to another partner (${row.CardCode})`);
      continue;
    }
    if (row.CANCELED === 'Y' || row.DocStatus !== 'O' || row.line.LineStatus !== 'O')
      throw new AppError(409, 'INVALID_STATE', said('baseLineClosed', { line: request.path, base: name }));
    const key = JSON.stringify(link);
    const total = (taken.get(key) ?? Decimal.zero).plus(request.Quantity);
    taken.set(key, total);
    // Unless the document settings allow it (ExceedBase): the base line then closes below zero.
    if (!exceedBase && total.compare(row.line.OpenQty) > 0)
      throw new AppError(
        409,
        'INVALID_STATE',
        said('baseLineShort', {
          line: request.path,
          qty: total.toString(),
          base: name,
          open: Decimal.of(row.line.OpenQty).toString(),
        }),
      );
    if (request.ItemCode !== undefined && request.ItemCode !== row.line.ItemCode)
      note(problems, request.path, 'ItemCode', `must be ${row.line.ItemCode}, the item of ${name}`);
    if (request.UomEntry !== undefined && request.UomEntry !== row.line.UomEntry)
      note(problems, request.path, 'UomEntry', `must be the unit of ${name}`);
    // A line kept on an edit keeps its own values; a new copy takes the base line's.
    request.template ??= { ...row.line, PriceSource: 'base-document' };
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

async function itemFacts(tx: Tx, codes: string[]): Promise<Map<string, ItemDetails>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({
      ItemCode: items.ItemCode,
      ItemName: items.ItemName,
      SellItem: items.SellItem,
      PrchseItem: items.PrchseItem,
      validFor: items.validFor,
      frozenFor: items.frozenFor,
      VatGourpSa: items.VatGourpSa,
      VatGroupPu: items.VatGroupPu,
      AvgPrice: items.AvgPrice,
    })
    .from(items)
    .where(isAnyText(items.ItemCode, codes));
  return new Map(rows.map((row) => [row.ItemCode, row]));
}

/** The active warehouses among the codes, and those of them that keep bins. */
async function warehouseSets(
  tx: Tx,
  codes: string[],
): Promise<{ warehouses: Set<string>; binWarehouses: Set<string> }> {
  if (codes.length === 0) return { warehouses: new Set(), binWarehouses: new Set() };
  const rows = await tx
    .select({ WhsCode: warehouses.WhsCode, BinActivat: warehouses.BinActivat })
    .from(warehouses)
    .where(and(isAnyText(warehouses.WhsCode, codes), eq(warehouses.Inactive, 'N')));
  return {
    warehouses: new Set(rows.map((row) => row.WhsCode)),
    binWarehouses: new Set(rows.filter((row) => row.BinActivat === 'Y').map((row) => row.WhsCode)),
  };
}

async function taxRates(tx: Tx, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ Code: taxGroups.Code, Rate: taxGroups.Rate })
    .from(taxGroups)
    .where(and(isAnyText(taxGroups.Code, codes), eq(taxGroups.Inactive, 'N')));
  return new Map(rows.map((row) => [row.Code, row.Rate]));
}

/** A price in another currency, brought to the document's: through the local currency at DocDate. */
async function inDocumentCurrency(tx: Tx, context: LineContext, price: string, currency: string) {
  if (currency === context.DocCur || currency === '') return price;
  const local = currency === context.settings.MainCurncy ? '1' : await rateOn(tx, currency, context.DocDate);
  if (!local) return undefined;
  return Decimal.of(price).times(local).dividedBy(context.DocRate, context.settings.PriceDec).toString();
}

/**
 * Completes each line: the item (valid, sold or bought by this area), the warehouse, the price
 * (from the template, typed by the user, or from the pricing rules), the unit and the tax rate.
 * Whichever gave it, the price is rounded to the company's price decimals: the line never keeps
 * more decimals than it is shown with. Every problem is gathered into one 400 naming each field.
 */
export async function priceLines(
  tx: Tx,
  context: LineContext,
  requests: LineRequest[],
): Promise<PricedLine[]> {
  const problems: Problems = {};
  const sales = context.type.area === 'sales';
  const inventory = isInventoryType(context.type);
  const codeOf = (request: LineRequest) => request.ItemCode ?? request.template?.ItemCode ?? '';
  // An inventory transaction has no partner to price for: its lines are at the item's cost.
  const toPrice =
    inventory || context.CardCode === null ? [] : requests.filter((request) => !request.template);
  const priceRequests = toPrice.map((request) => ({
    CardCode: context.CardCode ?? '',
    ItemCode: codeOf(request),
    Quantity: request.Quantity,
    DocDate: context.DocDate,
    UomEntry: request.UomEntry,
  }));
  const codes = [...new Set(requests.map(codeOf))];
  // One statement answers the items' details with their pricing facts when there is a line to
  // price; the items are checked first all the same.
  const pricing =
    priceRequests.length > 0
      ? await loadFactsFor(tx, priceRequests, context.fallbackPriceList ?? null, codes)
      : undefined;
  const facts = pricing?.details ?? (await itemFacts(tx, codes));
  for (const request of requests) {
    const item = facts.get(codeOf(request));
    if (!item || !context.references.allows('Item', codeOf(request)))
      note(problems, request.path, 'ItemCode', `${codeOf(request)} does not exist`);
    else if (item.validFor !== 'Y' || item.frozenFor === 'Y')
      note(problems, request.path, 'ItemCode', `${item.ItemCode} is inactive or frozen`);
    else if (!inventory && (sales ? item.SellItem : item.PrchseItem) !== 'Y')
      note(problems, request.path, 'ItemCode', `${item.ItemCode} is not ${sales ? 'sold' : 'purchased'}`);
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  const quotes = pricing
    ? pricesFrom(
        pricing,
        priceRequests,
        (index, field) => `DocumentLines.${toPrice[index]?.path ?? index}.${field}`,
      )
    : [];
  const quoteOf = new Map(toPrice.map((request, index) => [request, quotes[index]]));
  const whsOf = (request: LineRequest) =>
    request.WarehouseCode ?? request.template?.WhsCode ?? context.defaultWarehouse ?? '';
  // The partner's tax facts are not passed: partners hold no VatStatus or VatGroup yet.
  const vatOf = (request: LineRequest) =>
    request.VatGroup ??
    request.template?.VatGroup ??
    lineTaxGroupOf(context.type.area, facts.get(codeOf(request)));
  const twoWarehouses = namesTwoWarehouses(context.type);
  const fromOf = (request: LineRequest) =>
    twoWarehouses
      ? (request.FromWarehouseCode ?? request.template?.FromWhsCod ?? context.fromWarehouse ?? '')
      : null;
  const { warehouses: knownWarehouses, binWarehouses } =
    context.configured ??
    (await warehouseSets(tx, [
      ...new Set(requests.flatMap((request) => [whsOf(request), fromOf(request) ?? ''])),
    ]));
  const rates =
    context.configured?.taxRates ??
    (await taxRates(tx, [...new Set(requests.map(vatOf).filter((code) => code !== null))]));
  const lines: PricedLine[] = [];
  for (const request of requests) {
    const item = facts.get(codeOf(request));
    const whs = whsOf(request);
    const vat = vatOf(request);
    if (!knownWarehouses.has(whs) || !context.references.allows('Warehouse', whs))
      note(problems, request.path, 'WarehouseCode', `${whs || 'no warehouse'} is not an active warehouse`);
    const from = fromOf(request);
    if (from === null && request.FromWarehouseCode !== undefined)
      note(problems, request.path, 'FromWarehouseCode', 'is only for inventory transfers');
    if (from !== null && (!knownWarehouses.has(from) || !context.references.allows('Warehouse', from)))
      note(
        problems,
        request.path,
        'FromWarehouseCode',
        `${from || 'no warehouse'} is not an active warehouse`,
      );
    else if (from !== null && from === whs && !binWarehouses.has(whs))
      note(problems, request.path, 'WarehouseCode', 'must differ from the warehouse the stock leaves');
    if (vat !== null && !rates.has(vat))
      note(problems, request.path, 'VatGroup', `${vat} is not an active tax group`);
    const quote = quoteOf.get(request);
    const template = request.template;
    let price = template?.PriceBefDi ?? (inventory ? (item?.AvgPrice ?? '0') : '0');
    let source: PriceSource = template?.PriceSource ?? 'manual';
    if (quote) {
      const converted = await inDocumentCurrency(tx, context, quote.UnitPrice, quote.Currency);
      if (converted === undefined && request.UnitPrice === undefined)
        note(
          problems,
          request.path,
          'ItemCode',
          `its price is in ${quote.Currency}, which has no rate on ${context.DocDate}`,
        );
      price = converted ?? '0';
      source = quote.PriceSource;
    }
    if (request.UnitPrice !== undefined) {
      price = request.UnitPrice;
      source = 'manual';
    }
    lines.push({
      LineNum: request.LineNum,
      ItemCode: item?.ItemCode ?? codeOf(request),
      Dscription: request.Dscription ?? template?.Dscription ?? item?.ItemName ?? '',
      Quantity: request.Quantity,
      PriceBefDi: roundedPrice(price, context.settings.PriceDec).toString(),
      DiscPrcnt: request.DiscountPercent ?? template?.DiscPrcnt ?? quote?.DiscountPercent ?? '0',
      VatGroup: vat,
      VatPrcnt: (vat !== null && rates.get(vat)) || '0',
      WhsCode: whs,
      FromWhsCod: from,
      UomEntry: request.UomEntry ?? template?.UomEntry ?? null,
      NumPerMsr: template?.NumPerMsr ?? quote?.NumPerMsr ?? '1',
      PriceSource: source,
      StockPrice: item?.AvgPrice ?? '0',
      BaseType: request.base?.BaseType ?? null,
      BaseEntry: request.base?.BaseEntry ?? null,
      BaseLine: request.base?.BaseLine ?? null,
    });
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  return lines;
}
