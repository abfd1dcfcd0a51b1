import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../../shared/api/envelopes';
import {
  type ItemChoice,
  itemChoicesQuerySchema,
  type PriceQuote,
} from '../../../../shared/api/marketing-docs';
import { userDocumentDefaults } from '../../../auth/user-document-defaults';
import type { Database, DbOrTx } from '../../../db/database';
import { AppError, notFound, validationFailed } from '../../../errors/app-error';
import { parseRequest } from '../../../http/parse-request';
import { abilityOf, sessionOf } from '../../../http/request-session';
import { resolveReferences } from '../document-references';
import { quoteDateToday } from './price-request';
import { resolvePrices } from './resolve-price';
import { stockInWarehouse } from './warehouse-stock';

/**
 * GET /marketing/item-choices: for the items a line's item cell offers (up to 20), their stock in
 * the line's warehouse and the unit price the partner would pay, in one answer rather than one
 * GET /marketing/price per item (docs/decisions.md, "What a clerk chooses an item by"). Items the
 * caller may not read are left out; the partner is checked as GET /marketing/price checks it (a
 * partner they may not read is 404); a warehouse that is not one they may read is a 400 naming
 * WhsCode. Stock and prices are read in one read-only transaction, so they are of one moment.
 */
export function itemChoicesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketing/item-choices',
      { config: { access: { action: 'read', subject: 'Item' } } },
      async (request): Promise<{ ResultCode: typeof resultCodeOk; ResponseData: ItemChoice[] }> => {
        const query = parseRequest(itemChoicesQuerySchema, request.query);
        const ability = abilityOf(request);
        if (query.CardCode !== undefined && ability.cannot('read', 'BusinessPartner'))
          throw new AppError(403, 'FORBIDDEN', 'You may not read BusinessPartner records.');
        const itemCodes = [...new Set(query.ItemCode)];
        const userId = sessionOf(request).userId;
        const choices = await database.db.transaction(
          async (tx: DbOrTx) => {
            const references = await resolveReferences(tx, ability, {
              keys: { BusinessPartner: [query.CardCode], Item: itemCodes, Warehouse: [query.WhsCode] },
            });
            if (query.CardCode !== undefined && !references.allows('BusinessPartner', query.CardCode))
              throw notFound(`BusinessPartner ${query.CardCode}`);
            if (query.WhsCode !== undefined && !references.allows('Warehouse', query.WhsCode))
              throw validationFailed({ WhsCode: [`${query.WhsCode} is not a warehouse`] });
            const readable = itemCodes.filter((code) => references.allows('Item', code));
            const stock =
              query.WhsCode === undefined
                ? new Map()
                : await stockInWarehouse(tx, ability, readable, query.WhsCode);
            const prices =
              query.CardCode === undefined
                ? new Map<string, PriceQuote>()
                : await pricesFor(tx, userId, query.CardCode, readable, query.DocDate ?? quoteDateToday());
            return readable.map((ItemCode) => ({
              ItemCode,
              Stock: stock.get(ItemCode) ?? null,
              Price: prices.get(ItemCode) ?? null,
            }));
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        return { ResultCode: resultCodeOk, ResponseData: choices };
      },
    );
  };
}

/**
 * The partner's quote for one base unit of each item, as GET /marketing/price answers it: a partner
 * without a price list takes the caller's default one, as createDocument does.
 */
async function pricesFor(
  tx: DbOrTx,
  userId: number,
  CardCode: string,
  itemCodes: readonly string[],
  DocDate: string,
) {
  const defaults = await userDocumentDefaults(tx, userId);
  const results = await resolvePrices(
    tx,
    itemCodes.map((ItemCode) => ({ CardCode, ItemCode, Quantity: '1', DocDate, UomEntry: null })),
    undefined,
    defaults?.PriceList ?? null,
  );
  const quotes = new Map<string, PriceQuote>();
  for (const [index, price] of results.entries()) {
    const ItemCode = itemCodes[index];
    if (ItemCode === undefined) continue;
    const { UnitPrice, DiscountPercent, Currency, PriceSource, ListNum } = price;
    quotes.set(ItemCode, { ItemCode, UnitPrice, DiscountPercent, Currency, PriceSource, ListNum });
  }
  return quotes;
}
