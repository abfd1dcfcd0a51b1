import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listEnvelopeSchema, resultCodeOk } from '../../../shared/api/envelopes';
import {
  maxTrackedMovements,
  type TrackedMovement,
  trackedMovementSchema,
} from '../../../shared/documents/stock-allocations';
import { accessibleWhere, type ConditionColumns } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { documents } from '../../db/schema/documents';
import { stockAllocations } from '../../db/schema/stock-tracking';
import { batchStock, serialStock } from '../../db/views/stock-tracking-views';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';

const paramsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const movementsAnswerSchema = listEnvelopeSchema(trackedMovementSchema);
type MovementsAnswer = z.infer<typeof movementsAnswerSchema>;

/** What the batch and serial rules may name (the warehouse role's `WhsCode in user.warehouses`). */
const conditionColumns = (table: typeof batchStock | typeof serialStock): ConditionColumns => ({
  WhsCode: table.WhsCode,
  ItemCode: table.ItemCode,
});
const movementColumns: ConditionColumns = {
  WhsCode: stockAllocations.WhsCode,
  ItemCode: stockAllocations.ItemCode,
};

interface Tracked {
  /** The list's subject and its rows, by whose rules a caller reads both the record and its movements. */
  subject: 'Batch' | 'SerialNumber';
  path: string;
  summary: string;
  /** The allocation rows of the record the caller may read. */
  moves: (
    db: Database['db'],
    id: number,
    readable: { record: SQL; movement: SQL },
  ) => Promise<{ found: boolean; where: SQL | undefined }>;
}

const tracked: Tracked[] = [
  {
    subject: 'Batch',
    path: '/inventory/batch-numbers/:id/movements',
    summary: "A batch's movements in its warehouse, newest first",
    async moves(db, id, readable) {
      const [row] = await db
        .select({ BatchAbs: batchStock.BatchAbs, WhsCode: batchStock.WhsCode })
        .from(batchStock)
        .where(and(eq(batchStock.AbsEntry, id), readable.record));
      return {
        found: row !== undefined,
        where: and(
          eq(stockAllocations.BatchAbs, row?.BatchAbs ?? -1),
          eq(stockAllocations.WhsCode, row?.WhsCode ?? ''),
          readable.movement,
        ),
      };
    },
  },
  {
    subject: 'SerialNumber',
    path: '/inventory/serial-numbers/:id/movements',
    summary: "A serial number's movements, in the warehouses the caller may read, newest first",
    async moves(db, id, readable) {
      const [row] = await db
        .select({ AbsEntry: serialStock.AbsEntry })
        .from(serialStock)
        .where(and(eq(serialStock.AbsEntry, id), readable.record));
      return {
        found: row !== undefined,
        where: and(eq(stockAllocations.SerialAbs, row?.AbsEntry ?? -1), readable.movement),
      };
    },
  },
];

/**
 * The history of a batch or serial, from the allocation rows postings wrote: which document line
 * moved it, where and how much. A record the caller may not read is not found; its movements are
 * those in warehouses the caller may read.
 */
export function trackingRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    for (const one of tracked) {
      const table = one.subject === 'Batch' ? batchStock : serialStock;
      app.get(
        one.path,
        {
          config: {
            access: { action: 'read', subject: one.subject },
            doc: { summary: one.summary, params: paramsSchema, response: movementsAnswerSchema },
          },
        },
        async (request): Promise<MovementsAnswer> => {
          const { id } = parseRequest(paramsSchema, request.params);
          const ability = abilityOf(request);
          const found = await one.moves(db, id, {
            record: accessibleWhere(ability, 'read', one.subject, conditionColumns(table)),
            movement: accessibleWhere(ability, 'read', one.subject, movementColumns),
          });
          if (!found.found) throw notFound(said('recordNotFound', { subject: one.subject, key: id }));
          const rows = await db
            .select({
              TransType: stockAllocations.TransType,
              DocEntry: stockAllocations.CreatedBy,
              DocNum: documents.DocNum,
              DocLineNum: stockAllocations.DocLineNum,
              DocDate: sql<string>`${stockAllocations.DocDate}::text`,
              WhsCode: stockAllocations.WhsCode,
              Quantity: stockAllocations.Quantity,
              total: sql<number>`count(*) over ()::int`,
            })
            .from(stockAllocations)
            .leftJoin(
              documents,
              and(
                eq(documents.ObjType, stockAllocations.TransType),
                eq(documents.DocEntry, stockAllocations.CreatedBy),
              ),
            )
            .where(found.where)
            .orderBy(desc(stockAllocations.AllocEntry))
            .limit(maxTrackedMovements);
          const data: TrackedMovement[] = rows.map(({ total: _total, ...row }) => row);
          return { ResultCode: resultCodeOk, ResponseData: { data, total: rows[0]?.total ?? 0 } };
        },
      );
    }
  };
}
