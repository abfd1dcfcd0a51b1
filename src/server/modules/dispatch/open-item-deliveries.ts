import { type SQL, sql } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { OpenItemDeliveryResult, openItemDeliveriesSchema } from '../../../shared/api/dispatch';
import type { DocumentCreate, MarketingDocument } from '../../../shared/api/marketing-docs';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { databaseInputError } from '../../http/database-input-errors';
import { type Posting, runPosting } from '../../posting/posting-core';
import type { Caller } from '../../resources/record-store';
import { readyOrderSql } from './dispatch-open-items';
import type { ReturnEnvironment } from './return-posting';

export type OpenItemDeliveriesInput = z.output<typeof openItemDeliveriesSchema>;

/** What this module posts deliveries through of the documents module, handed in by the app. */
export interface DeliveryPort {
  deliveryCreation(
    db: Db,
    caller: Caller,
    input: DocumentCreate,
    environment: ReturnEnvironment,
  ): Promise<Posting<MarketingDocument>>;
  lockDocuments(tx: Tx, keys: { ObjType: string; DocEntry: number }[]): Promise<void>;
}

type OpenLine = { LineNum: number; OpenQty: string };

/** An order's lines still open, in line order: what its delivery copies. */
async function openLinesOf(db: Db | Tx, DocEntry: number): Promise<OpenLine[]> {
  const { rows } = await db.execute<OpenLine>(sql`
    select line_num as "LineNum", open_qty::text as "OpenQty" from document_lines
    where obj_type = '17' and doc_entry = ${DocEntry} and line_status = 'O' and open_qty > 0
    order by line_num`);
  return rows;
}

/** The order as an open item the caller may read (`readable`: their rules on orders), or nothing. */
async function readyOrder(db: Db, DocEntry: number, readable: SQL) {
  const { rows } = await db.execute<{ DocNum: number; CardCode: string; DocDueDate: string }>(sql`
    select doc_num as "DocNum", card_code as "CardCode", to_char(doc_due_date, 'YYYY-MM-DD') as "DocDueDate"
    from documents where documents.doc_entry = ${DocEntry} and ${readyOrderSql} and ${readable}`);
  return rows[0];
}

const notAnOpenItem = (entry: number) => new AppError(404, 'NOT_FOUND', said('orderNotOpenItem', { entry }));

/**
 * One marked order's delivery (15): a copy of all its open lines through the documents module's
 * creation (batches picked by the core, serials refused there), its requested date kept. The open
 * quantities it was built from are read again under the order's lock in the same transaction: an
 * order delivered meanwhile (by another dispatcher, or a user) is refused with 409, never
 * delivered twice, whatever the document settings allow a copy to exceed.
 */
async function deliverOrder(
  db: Db,
  port: DeliveryPort,
  caller: Caller,
  environment: ReturnEnvironment,
  order: { DocEntry: number; readable: SQL; DocDate?: string },
): Promise<MarketingDocument> {
  const found = await readyOrder(db, order.DocEntry, order.readable);
  if (!found) throw notAnOpenItem(order.DocEntry);
  const lines = await openLinesOf(db, order.DocEntry);
  const today = new Date().toISOString().slice(0, 10);
  const postedOn = order.DocDate ?? today;
  const inner = await port.deliveryCreation(
    db,
    caller,
    {
      CardCode: found.CardCode,
      ...(order.DocDate ? { DocDate: order.DocDate } : {}),
      // The customer's requested date stays the delivery's, unless it is already behind the posting.
      ...(found.DocDueDate >= postedOn ? { DocDueDate: found.DocDueDate } : {}),
      DocumentLines: lines.map((line) => ({
        BaseType: '17',
        BaseEntry: order.DocEntry,
        BaseLine: line.LineNum,
        Quantity: line.OpenQty,
      })),
    },
    environment,
  );
  const guarded: Posting<MarketingDocument> = async (tx) => {
    await port.lockDocuments(tx, [{ ObjType: '17', DocEntry: order.DocEntry }]);
    const now = await openLinesOf(tx, order.DocEntry);
    if (JSON.stringify(now) !== JSON.stringify(lines))
      throw new AppError(409, 'VERSION_CONFLICT', said('orderChangedMeanwhile', { number: found.DocNum }));
    return inner(tx);
  };
  return runPosting(db, guarded, environment.afterCommit);
}

/**
 * Marked orders turned into deliveries from the open items, each in its own transaction (one
 * business operation each), so that one refused (a serial-managed item, a credit limit) leaves the
 * others delivered; the answer says what became of every order, worded in `t`'s language.
 */
export async function deliverOrders(
  db: Db,
  port: DeliveryPort,
  caller: Caller,
  environment: ReturnEnvironment,
  input: OpenItemDeliveriesInput & { readable: SQL; t: TFunction },
): Promise<OpenItemDeliveryResult[]> {
  const results: OpenItemDeliveryResult[] = [];
  for (const OrderEntry of input.Orders) {
    try {
      const delivery = await deliverOrder(db, port, caller, environment, {
        DocEntry: OrderEntry,
        readable: input.readable,
        ...(input.DocDate ? { DocDate: input.DocDate } : {}),
      });
      results.push({ OrderEntry, DeliveryEntry: delivery.DocEntry, DocNum: delivery.DocNum });
    } catch (error) {
      if (error instanceof AppError) results.push({ OrderEntry, error: error.toBody(input.t) });
      else {
        const refused = databaseInputError(error, input.t);
        if (!refused) throw error;
        results.push({ OrderEntry, error: refused });
      }
    }
  }
  return results;
}
