import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../../shared/api/envelopes';
import {
  type ItemChoice,
  itemChoicesAnswerSchema,
  itemChoicesQuerySchema,
  type PriceQuote,
} from '../../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { userDocumentDefaults } from '../../../auth/user-document-defaults';
import type { Database, DbOrTx } from '../../../db/database';
import { AppError, notFound, validationFailed } from '../../../errors/app-error';
import { said } from '../../../errors/local-text';
import { parseRequest } from '../../../http/parse-request';
import { abilityOf, sessionOf } from '../../../http/request-session';
import { resolveReferences } from '../document-references';
import { choiceExistence } from './choice-existence';
import { type DocumentUnit, documentUnits } from './document-units';
import { quoteDateToday } from './price-request';
import { resolvePrices } from './resolve-price';
import { stockInWarehouse } from './warehouse-stock';

/**
 * GET /marketing/item-choices: for the items a line's item cell offers (up to 20), their stock in
 * the line's warehouse and the price the partner would pay for one unit a new line takes (the
 * item's sales or purchasing unit, by ObjType), in one answer rather than one
 * GET /marketing/price per item (docs/decisions.md, "What a clerk chooses an item by"). Items the
 * caller may not read are left out; the partner is checked as GET /marketing/price checks it (a
 * partner they may not read is 404); a warehouse that is not one they may read is a 400 naming
 * WhsCode. Stock and prices are read in one read-only transaction, so they are of one moment.
 */
export function itemChoicesRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketing/item-choices',
      {
        config: {
          doc: {
            summary: 'Items to choose among for a line: prices, stock, units',
            query: itemChoicesQuerySchema,
            response: itemChoicesAnswerSchema,
          },
          access: { action: 'read', subject: 'Item' },
        },
      },
      async (request): Promise<{ ResultCode: typeof resultCodeOk; ResponseData: ItemChoice[] }> => {
        const query = parseRequest(itemChoicesQuerySchema, request.query);
        const ability = abilityOf(request);
        if (query.CardCode !== undefined && ability.cannot('read', 'BusinessPartner'))
          throw new AppError(403, 'FORBIDDEN', said('mayNotReadPartners'));
        const itemCodes = [...new Set(query.ItemCode)];
        const userId = sessionOf(request).userId;
        const choices = await database.db.transaction(
          async (tx: DbOrTx) => {
            const references = await resolveReferences(tx, ability, {
              keys: { BusinessPartner: [query.CardCode], Item: itemCodes, Warehouse: [query.WhsCode] },
            });
            const existing = await choiceExistence(tx, {
              itemCodes,
              CardCode: query.CardCode,
              WhsCode: query.WhsCode,
            });
            if (
              query.CardCode !== undefined &&
              (!existing.partner || !references.allows('BusinessPartner', query.CardCode))
            )
              throw notFound(said('partnerNotFound', { code: query.CardCode }));
            if (
              query.WhsCode !== undefined &&
              (!existing.warehouse || !references.allows('Warehouse', query.WhsCode))
            )
              throw validationFailed({ WhsCode: [said('notAWarehouse', { code: query.WhsCode })] });
            const readable = itemCodes.filter(
              (code) => existing.items.has(code) && references.allows('Item', code),
            );
            const stock =
              query.WhsCode === undefined
                ? new Map()
                : await stockInWarehouse(tx, ability, readable, query.WhsCode);
            const area = query.ObjType === undefined ? undefined : findDocumentType(query.ObjType)?.area;
            const units = area === undefined ? new Map() : await documentUnits(tx, readable, area);
            const prices =
              query.CardCode === undefined
                ? new Map<string, PriceQuote>()
                : await pricesFor(tx, userId, {
                    CardCode: query.CardCode,
                    itemCodes: readable,
                    units,
                    DocDate: query.DocDate ?? quoteDateToday(),
                  });
            return readable.map((ItemCode) => ({
              ItemCode,
              Stock: stock.get(ItemCode) ?? null,
              Price: prices.get(ItemCode) ?? null,
              UomCode: units.get(ItemCode)?.UomCode ?? null,
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
 * The partner's quote for one unit of each item, in the unit a new line of it takes (its base unit
 * where there is none), as GET /marketing/price answers it: a partner without a price list takes
 * the caller's default one, as createDocument does.
 */
async function pricesFor(
  tx: DbOrTx,
  userId: number,
  question: {
    CardCode: string;
    itemCodes: readonly string[];
    units: ReadonlyMap<string, DocumentUnit>;
    DocDate: string;
  },
) {
  const { CardCode, itemCodes, units, DocDate } = question;
  const defaults = await userDocumentDefaults(tx, userId);
  const results = await resolvePrices(
    tx,
    itemCodes.map((ItemCode) => ({
      CardCode,
      ItemCode,
      Quantity: '1',
      DocDate,
      UomEntry: units.get(ItemCode)?.UomEntry ?? null,
    })),
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
