import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../../shared/api/envelopes';
import {
  countAnswerSchema,
  countPostSchema,
  countSheetAnswerSchema,
  countSheetQuerySchema,
} from '../../../../shared/api/inventory-counts';
import { authorizeRecord } from '../../../access/record-checks';
import type { Database } from '../../../db/database';
import type { ChangeListener } from '../../../events/committed-change';
import { parseRequest } from '../../../http/parse-request';
import { abilityOf, sessionOf } from '../../../http/request-session';
import type { ConfigurationCache } from '../../../posting/configuration-cache';
import { postCount } from './count-posting';
import { countSheet } from './count-sheet';

const counting = { action: 'create', subject: 'InventoryTransaction' } as const;

/**
 * Inventory counting (issue 21): the sheet of a warehouse's system quantities and the posting of
 * what was counted. Both answer to `create InventoryTransaction` in the counted warehouse (a
 * warehouse keeper counts their own warehouses only); the posting's documents are checked again
 * by the document engine, as any goods receipt or issue.
 */
export function countRoutes(
  database: Database,
  onCommitted: ChangeListener,
  configuration: ConfigurationCache,
) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/inventory/counts/sheet',
      {
        config: {
          access: counting,
          doc: {
            summary: "A counting sheet: a warehouse's items with their system quantities",
            query: countSheetQuerySchema,
            response: countSheetAnswerSchema,
          },
        },
      },
      async (request) => {
        const query = parseRequest(countSheetQuerySchema, request.query);
        authorizeRecord(abilityOf(request), 'create', 'InventoryTransaction', { WhsCode: query.WhsCode });
        return { ResultCode: resultCodeOk, ResponseData: await countSheet(db, query) };
      },
    );

    app.post(
      '/inventory/counts',
      {
        config: {
          access: counting,
          doc: {
            summary: 'Posts counted quantities: a goods receipt and a goods issue of the differences',
            body: countPostSchema,
            response: countAnswerSchema,
          },
        },
      },
      async (request) => {
        const count = parseRequest(countPostSchema, request.body);
        const session = sessionOf(request);
        const ResponseData = await postCount(
          db,
          { ability: abilityOf(request), userId: session.userId },
          count,
          {
            cache: configuration,
            accessVersion: session.accessVersion,
            afterCommit: (change) =>
              void onCommitted({ ...change, configurationVersion: session.accessVersion }),
          },
        );
        return { ResultCode: resultCodeOk, ResponseData };
      },
    );
  };
}
