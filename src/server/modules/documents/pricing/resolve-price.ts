import { Decimal } from '../../../../shared/money/decimal';
import { decimalString, isoDate } from '../../../../shared/wire/wire-formats';
import type { DbOrTx } from '../../../db/database';
import { validationFailed } from '../../../errors/app-error';
import { loadPricingFacts } from './price-data';
import type { PricingFacts } from './price-facts';
import type { PriceRequest, PriceResult } from './price-request';
import { priceOf, unitsPerMeasure } from './price-rules';

export type { PriceRequest, PriceResult } from './price-request';

/** How a field of the request at `index` is named in a 400: a document names the line's field. */
export type FieldName = (index: number, field: string) => string;

const asSent: FieldName = (_index, field) => field;

/** Field errors of one request, keyed by field name as the API's 400 answers them. */
function noteProblems(
  problems: Record<string, string[]>,
  facts: PricingFacts,
  request: PriceRequest,
  name: (field: string) => string,
): void {
  const note = (field: string, message: string) => {
    problems[name(field)] = [...(problems[name(field)] ?? []), message];
  };
  if (!facts.partners.has(request.CardCode))
    note('CardCode', `${request.CardCode} is not a business partner`);
  const item = facts.items.get(request.ItemCode);
  if (!item) note('ItemCode', `${request.ItemCode} is not an item`);
  else if (!unitsPerMeasure(facts, item, request.UomEntry))
    note('UomEntry', `${request.UomEntry} is not a unit of ${request.ItemCode}'s UoM group`);
  const quantity = decimalString.safeParse(request.Quantity);
  if (!quantity.success || !Decimal.of(quantity.data).isPositive())
    note('Quantity', 'must be a decimal number more than zero');
  if (!isoDate.safeParse(request.DocDate).success) note('DocDate', 'must be a date written as YYYY-MM-DD');
}

/**
 * Prices many lines at once (a document's): what the rules need is loaded for the whole batch in
 * a fixed number of queries. Results come in the order of the requests. An unknown partner, item
 * or unit, or a malformed quantity or date, is a 400 naming the field, as `fieldName` calls it
 * (a document's lines: DocumentLines.<n>.UomEntry).
 */
export async function resolvePrices(
  db: DbOrTx,
  requests: readonly PriceRequest[],
  fieldName: FieldName = asSent,
  fallbackListNum: number | null = null,
): Promise<PriceResult[]> {
  if (requests.length === 0) return [];
  return pricesFrom(await loadFactsFor(db, requests, fallbackListNum), requests, fieldName);
}

/**
 * What pricing `requests` needs, in one statement; with `detailCodes`, the same statement also
 * answers those items' details (a document's line check).
 */
export function loadFactsFor(
  db: DbOrTx,
  requests: readonly PriceRequest[],
  fallbackListNum: number | null,
  detailCodes: string[] = [],
) {
  const cardCodes = [...new Set(requests.map((request) => request.CardCode))];
  const itemCodes = [...new Set(requests.map((request) => request.ItemCode))];
  const withUnits = requests.some((request) => request.UomEntry !== null && request.UomEntry !== undefined);
  return loadPricingFacts(db, cardCodes, itemCodes, withUnits, fallbackListNum, detailCodes);
}

/** The prices of `requests` from facts loaded for them (loadFactsFor); a 400 as resolvePrices answers it. */
export function pricesFrom(
  facts: PricingFacts,
  requests: readonly PriceRequest[],
  fieldName: FieldName = asSent,
): PriceResult[] {
  if (requests.length === 0) return [];
  const problems: Record<string, string[]> = {};
  for (const [index, request] of requests.entries())
    noteProblems(problems, facts, request, (field) => fieldName(index, field));
  if (Object.keys(problems).length) throw validationFailed(problems);
  return requests.map((request) => {
    const partner = facts.partners.get(request.CardCode);
    const item = facts.items.get(request.ItemCode);
    const numPerMsr = item && unitsPerMeasure(facts, item, request.UomEntry);
    if (!partner || !item || !numPerMsr) throw new Error('a request passed the checks without its facts');
    return priceOf(facts, request, partner, item, numPerMsr);
  });
}

/** The price one line would get: DOMAIN.md's rules in order, and which of them gave it. */
export async function resolvePrice(
  db: DbOrTx,
  request: PriceRequest,
  fallbackListNum: number | null = null,
): Promise<PriceResult> {
  const [result] = await resolvePrices(db, [request], asSent, fallbackListNum);
  if (!result) throw new Error('pricing answered no result for one request');
  return result;
}
