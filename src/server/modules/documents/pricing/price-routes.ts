import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../../shared/api/envelopes';
import {
  type PriceQuote,
  priceQuoteAnswerSchema,
  priceQuoteQuerySchema,
} from '../../../../shared/api/marketing-docs';
import { userDocumentDefaults } from '../../../auth/user-document-defaults';
import type { Database } from '../../../db/database';
import { items } from '../../../db/schema/inventory';
import { businessPartners } from '../../../db/schema/partners';
import { AppError, notFound } from '../../../errors/app-error';
import { named, said } from '../../../errors/local-text';
import { parseRequest } from '../../../http/parse-request';
import { abilityOf, sessionOf } from '../../../http/request-session';
import { resolveReferences } from '../document-references';
import { quoteDateToday } from './price-request';
import { resolvePrice } from './resolve-price';

/**
 * GET /marketing/price: the price a new line would get, for the editor to show before saving.
 * The caller must be able to read this partner and this item (their rules' conditions are checked
 * on the rows), since the answer tells what the partner pays for the item; one they may not read
 * answers 404 as a missing one does.
 */
export function priceRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get(
      '/marketing/price',
      {
        config: {
          doc: {
            summary: 'The price a new line would get',
            query: priceQuoteQuerySchema,
            response: priceQuoteAnswerSchema,
          },
          access: { action: 'read', subject: 'BusinessPartner' },
        },
      },
      async (request): Promise<{ ResultCode: typeof resultCodeOk; ResponseData: PriceQuote }> => {
        const query = parseRequest(priceQuoteQuerySchema, request.query);
        const ability = abilityOf(request);
        if (ability.cannot('read', 'Item')) throw new AppError(403, 'FORBIDDEN', said('mayNotReadItems'));
        const db = database.db;
        const references = await resolveReferences(db, ability, {
          keys: { BusinessPartner: [query.CardCode], Item: [query.ItemCode] },
        });
        const [partner] = await db
          .select()
          .from(businessPartners)
          .where(eq(businessPartners.CardCode, query.CardCode));
        if (!partner || !references.allows('BusinessPartner', query.CardCode))
          throw notFound(said('partnerNotFound', { code: query.CardCode }));
        const [item] = await db.select().from(items).where(eq(items.ItemCode, query.ItemCode));
        if (!item || !references.allows('Item', query.ItemCode))
          throw notFound(
            said('recordNotFound', { subject: named('resources.items.one'), key: query.ItemCode }),
          );
        // The quote is what a saved line would get: a partner without a price list takes the
        // caller's default one, as createDocument does.
        const defaults = await userDocumentDefaults(db, sessionOf(request).userId);
        const price = await resolvePrice(
          db,
          {
            CardCode: partner.CardCode,
            ItemCode: item.ItemCode,
            Quantity: query.Quantity,
            DocDate: query.DocDate ?? quoteDateToday(),
            UomEntry: query.UomEntry ?? null,
          },
          defaults?.PriceList ?? null,
        );
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            ItemCode: item.ItemCode,
            UnitPrice: price.UnitPrice,
            DiscountPercent: price.DiscountPercent,
            Currency: price.Currency,
            PriceSource: price.PriceSource,
            ListNum: price.ListNum,
          },
        };
      },
    );
  };
}
