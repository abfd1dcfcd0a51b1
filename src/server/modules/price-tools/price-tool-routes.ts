import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  byItemAnswerSchema,
  byItemQuerySchema,
  gapsAnswerSchema,
  gapsQuerySchema,
  pageQuerySchema,
  priceBatchAnswerSchema,
  priceBatchListAnswerSchema,
  priceBatchParamsSchema,
  priceChangeSchema,
  priceHistoryAnswerSchema,
  priceHistoryQuerySchema,
  pricePreviewAnswerSchema,
  priceToolsPath,
  priceUndoSchema,
  statsAnswerSchema,
  statsQuerySchema,
} from '../../../shared/api/price-batches';
import type { Database, Db } from '../../db/database';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import { checkResumable, runPriceBatch, startPriceBatch, startUndo } from './price-batch-runner';
import {
  listBatches,
  previewChange,
  priceGaps,
  priceHistory,
  priceStats,
  pricesOfItem,
  readBatch,
} from './price-tool-queries';

const tag = 'pricing';
const updatePrices = { action: 'update', subject: 'ItemPrice' } as const;
const readPrices = { action: 'read', subject: 'ItemPrice' } as const;
const readBatches = { action: 'read', subject: 'PriceBatch' } as const;

/**
 * The chunks of the batches this server started run after the answer; closing the server waits
 * for them, so a test or a clean shutdown never cuts a chunk (one that is cut rolls back anyway,
 * and the batch goes on from its RowsDone when resumed).
 */
function batchWorker(db: Db, log: FastifyInstance['log']) {
  const running = new Set<Promise<void>>();
  return {
    run(batchId: number) {
      const work = runPriceBatch(db, batchId)
        .catch((error: unknown) => log.error({ err: error, batchId }, 'price batch failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async drain() {
      await Promise.all([...running]);
    },
  };
}

/**
 * Base price tools (issue 26): preview and apply a change as a batch, follow and undo it, and
 * the views over the prices (by item, gaps, statistics, a price's history).
 */
export function priceToolRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    const worker = batchWorker(db, app.log);
    app.addHook('onClose', () => worker.drain());

    app.post(
      `${priceToolsPath}/batches/preview`,
      {
        config: {
          access: updatePrices,
          doc: {
            tag,
            summary: 'What a price change would do',
            body: priceChangeSchema,
            response: pricePreviewAnswerSchema,
          },
        },
      },
      async (request) => {
        const change = parseRequest(priceChangeSchema, request.body);
        return {
          ResultCode: resultCodeOk,
          ResponseData: await previewChange(db, change, abilityOf(request)),
        };
      },
    );

    app.post(
      `${priceToolsPath}/batches`,
      {
        config: {
          access: updatePrices,
          doc: {
            tag,
            summary: 'Apply a price change as a batch (runs in chunks; poll the batch)',
            body: priceChangeSchema,
            response: priceBatchAnswerSchema,
            created: true,
          },
        },
      },
      async (request, reply) => {
        const change = parseRequest(priceChangeSchema, request.body);
        const batchId = await startPriceBatch(db, change, abilityOf(request), sessionOf(request).userId);
        worker.run(batchId);
        reply.status(201);
        return { ResultCode: resultCodeOk, ResponseData: await readBatch(db, batchId) };
      },
    );

    app.get(
      `${priceToolsPath}/batches`,
      {
        config: {
          access: readBatches,
          doc: {
            tag,
            summary: 'Price change batches, newest first',
            query: pageQuerySchema,
            response: priceBatchListAnswerSchema,
          },
        },
      },
      async (request) => {
        const page = parseRequest(pageQuerySchema, request.query);
        return { ResultCode: resultCodeOk, ResponseData: await listBatches(db, page) };
      },
    );

    app.get(
      `${priceToolsPath}/batches/:BatchId`,
      {
        config: {
          access: readBatches,
          doc: {
            tag,
            summary: 'A price change batch and its progress',
            params: priceBatchParamsSchema,
            response: priceBatchAnswerSchema,
          },
        },
      },
      async (request) => {
        const { BatchId } = parseRequest(priceBatchParamsSchema, request.params);
        return { ResultCode: resultCodeOk, ResponseData: await readBatch(db, BatchId) };
      },
    );

    app.post(
      `${priceToolsPath}/batches/:BatchId/undo`,
      {
        config: {
          access: updatePrices,
          doc: {
            tag,
            summary: 'Undo a price change batch as a whole (409 over prices edited since, unless confirmed)',
            params: priceBatchParamsSchema,
            body: priceUndoSchema,
            response: priceBatchAnswerSchema,
          },
        },
      },
      async (request) => {
        const { BatchId } = parseRequest(priceBatchParamsSchema, request.params);
        const { Confirm } = parseRequest(priceUndoSchema, request.body ?? {});
        await startUndo(db, BatchId, Confirm, abilityOf(request), sessionOf(request).userId);
        worker.run(BatchId);
        return { ResultCode: resultCodeOk, ResponseData: await readBatch(db, BatchId) };
      },
    );

    app.post(
      `${priceToolsPath}/batches/:BatchId/resume`,
      {
        config: {
          access: updatePrices,
          doc: {
            tag,
            summary: 'Go on with a batch a stopped server left running',
            params: priceBatchParamsSchema,
            response: priceBatchAnswerSchema,
          },
        },
      },
      async (request) => {
        const { BatchId } = parseRequest(priceBatchParamsSchema, request.params);
        await checkResumable(db, BatchId);
        worker.run(BatchId);
        return { ResultCode: resultCodeOk, ResponseData: await readBatch(db, BatchId) };
      },
    );

    app.get(
      `${priceToolsPath}/by-item`,
      {
        config: {
          access: readPrices,
          doc: {
            tag,
            summary: "An item's price in every list",
            query: byItemQuerySchema,
            response: byItemAnswerSchema,
          },
        },
      },
      async (request) => {
        const { ItemCode } = parseRequest(byItemQuerySchema, request.query);
        return {
          ResultCode: resultCodeOk,
          ResponseData: await pricesOfItem(db, ItemCode, abilityOf(request)),
        };
      },
    );

    app.get(
      `${priceToolsPath}/gaps`,
      {
        config: {
          access: readPrices,
          doc: {
            tag,
            summary: 'Active items without a price in a list',
            query: gapsQuerySchema,
            response: gapsAnswerSchema,
          },
        },
      },
      async (request) => {
        const query = parseRequest(gapsQuerySchema, request.query);
        return { ResultCode: resultCodeOk, ResponseData: await priceGaps(db, query) };
      },
    );

    app.get(
      `${priceToolsPath}/stats`,
      {
        config: {
          access: readPrices,
          doc: {
            tag,
            summary: 'Prices per list and changes per day',
            query: statsQuerySchema,
            response: statsAnswerSchema,
          },
        },
      },
      async (request) => {
        const { days } = parseRequest(statsQuerySchema, request.query);
        return { ResultCode: resultCodeOk, ResponseData: await priceStats(db, days, abilityOf(request)) };
      },
    );

    app.get(
      `${priceToolsPath}/history`,
      {
        config: {
          access: readPrices,
          doc: {
            tag,
            summary: "A price's changes, by batches and by hand",
            query: priceHistoryQuerySchema,
            response: priceHistoryAnswerSchema,
          },
        },
      },
      async (request) => {
        const { PriceList, ItemCode } = parseRequest(priceHistoryQuerySchema, request.query);
        return {
          ResultCode: resultCodeOk,
          ResponseData: await priceHistory(db, PriceList, ItemCode, abilityOf(request)),
        };
      },
    );
  };
}
