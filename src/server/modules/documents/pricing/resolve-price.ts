import { decimalString, isoDate } from '../../../../shared/api/wire-formats';
import { Decimal } from '../../../../shared/money/decimal';
import type { DbOrTx } from '../../../db/database';
import { validationFailed } from '../../../http/app-error';
import { loadPricingFacts } from './price-data';
import type { PricingFacts } from './price-facts';
import type { PriceRequest, PriceResult } from './price-request';
import { priceOf, unitsPerMeasure } from './price-rules';

export type { PriceRequest, PriceResult } from './price-request';

/** Field errors of one request, keyed by field name as the API's 400 answers them. */
function problemsOf(facts: PricingFacts, request: PriceRequest): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!facts.partners.has(request.CardCode))
    problems.CardCode = [`${request.CardCode} is not a business partner`];
  const item = facts.items.get(request.ItemCode);
  if (!item) problems.ItemCode = [`${request.ItemCode} is not an item`];
  else if (!unitsPerMeasure(facts, item, request.UomEntry))
    problems.UomEntry = [`${request.UomEntry} is not a unit of ${request.ItemCode}'s UoM group`];
  const quantity = decimalString.safeParse(request.Quantity);
  if (!quantity.success || !Decimal.of(quantity.data).isPositive())
    problems.Quantity = ['must be a decimal number more than zero'];
  if (!isoDate.safeParse(request.DocDate).success)
    problems.DocDate = ['must be a date written as YYYY-MM-DD'];
  return problems;
}

/**
 * Prices many lines at once (a document's): what the rules need is loaded for the whole batch in
 * a fixed number of queries. Results come in the order of the requests. An unknown partner, item
 * or unit, or a malformed quantity or date, is a 400 naming the field.
 */
export async function resolvePrices(db: DbOrTx, requests: readonly PriceRequest[]): Promise<PriceResult[]> {
  if (requests.length === 0) return [];
  const cardCodes = [...new Set(requests.map((request) => request.CardCode))];
  const itemCodes = [...new Set(requests.map((request) => request.ItemCode))];
  const withUnits = requests.some((request) => request.UomEntry !== null && request.UomEntry !== undefined);
  const facts = await loadPricingFacts(db, cardCodes, itemCodes, withUnits);
  const problems: Record<string, string[]> = {};
  for (const request of requests) Object.assign(problems, problemsOf(facts, request));
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
export async function resolvePrice(db: DbOrTx, request: PriceRequest): Promise<PriceResult> {
  const [result] = await resolvePrices(db, [request]);
  if (!result) throw new Error('pricing answered no result for one request');
  return result;
}
