import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { dispatchReturnPostSchema } from '../../../shared/api/dispatch';
import type { DocumentCreate, MarketingDocument } from '../../../shared/api/marketing-docs';
import type { Db, Tx } from '../../db/database';
import { dispatchReturnLines, dispatchReturns } from '../../db/schema/dispatch';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError, type FieldTexts, notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ConfigurationCache } from '../../posting/configuration-cache';
import { type AfterCommit, type Posting, runPostings } from '../../posting/posting-core';
import type { StockChange } from '../../posting/stock-posting';
import type { Caller } from '../../resources/record-store';

export type DispatchReturnPostInput = z.output<typeof dispatchReturnPostSchema>;

interface DocumentKey {
  ObjType: string;
  DocEntry: number;
}

/** What a posting needs from the server beside the request (as the documents module takes it). */
export interface ReturnEnvironment {
  cache: ConfigurationCache;
  accessVersion: number;
  afterCommit?: AfterCommit;
}

/**
 * What this module uses of the documents module, handed in by the app (modules do not import each
 * other): a return (16) as a posting of the core, the documents' row locks in the core's order,
 * and the stock figures their lines hold (an order's commitment), before and after a change.
 */
export interface DocumentsPort<Line> {
  returnCreation(
    db: Db,
    caller: Caller,
    input: DocumentCreate,
    environment: ReturnEnvironment,
  ): Promise<Posting<MarketingDocument>>;
  lockDocuments(tx: Tx, keys: DocumentKey[]): Promise<void>;
  stockLinesOf(tx: Tx, keys: DocumentKey[]): Promise<Line[]>;
  stockChanges(before: Line[], after: Line[]): StockChange[];
}

type ReturnedLine = {
  LineNum: number;
  Quantity: string;
  WhsCode: string | null;
  /** The sales order line the delivery line came from (open for a new delivery when redelivered). */
  OrderEntry: number | null;
  OrderLine: number | null;
  OrderCancelled: 'Y' | 'N' | null;
};

/** The return and its lines as read before the transaction: the version guards what was read. */
async function returnAsRead(db: Db, ReturnEntry: number) {
  const [head] = await db
    .select({
      Status: dispatchReturns.Status,
      version: dispatchReturns.version,
      DeliveryEntry: dispatchReturns.DeliveryEntry,
      CardCode: dispatchReturns.CardCode,
    })
    .from(dispatchReturns)
    .where(eq(dispatchReturns.ReturnEntry, ReturnEntry));
  if (!head) throw notFound(said('dispatchReturnNotFound', { entry: ReturnEntry }));
  if (head.Status !== 'O') throw closed(ReturnEntry);
  const { rows } = await db.execute<ReturnedLine>(sql`
    select l.line_num as "LineNum", l.quantity::text as "Quantity", dl.whs_code as "WhsCode",
      case when dl.base_type = '17' then dl.base_entry end as "OrderEntry",
      case when dl.base_type = '17' then dl.base_line end as "OrderLine",
      o.canceled as "OrderCancelled"
    from dispatch_return_lines l
    join document_lines dl on dl.obj_type = '15' and dl.doc_entry = ${head.DeliveryEntry} and dl.line_num = l.line_num
    left join documents o on dl.base_type = '17' and o.obj_type = '17' and o.doc_entry = dl.base_entry
    where l.return_entry = ${ReturnEntry} order by l.line_num`);
  return { ...head, lines: rows };
}

const closed = (ReturnEntry: number) =>
  new AppError(409, 'INVALID_STATE', said('dispatchReturnClosed', { entry: ReturnEntry }));

/** The lines to redeliver, by delivery line; 400 for a line not on the return, named twice, or from no open order. */
function redeliveredLines(lines: ReturnedLine[], sent: DispatchReturnPostInput['Lines']) {
  const byLine = new Map(lines.map((line) => [line.LineNum, line]));
  const fields: FieldTexts = {};
  const seen = new Set<number>();
  const redeliver = new Set<number>();
  sent.forEach((line, index) => {
    const returned = byLine.get(line.LineNum);
    if (!returned) fields[`Lines.${index}.LineNum`] = [said('notReturnLine')];
    else if (seen.has(line.LineNum)) fields[`Lines.${index}.LineNum`] = [said('lineNamedTwice')];
    else if (line.Redeliver === 'Y' && (returned.OrderEntry === null || returned.OrderCancelled !== 'N'))
      fields[`Lines.${index}.Redeliver`] = [said('noOrderToRedeliver')];
    else if (line.Redeliver === 'Y') redeliver.add(line.LineNum);
    seen.add(line.LineNum);
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return lines.filter((line) => redeliver.has(line.LineNum));
}

/**
 * The redelivered lines' quantities back on their sales order lines (capped at each line's
 * quantity), those lines and their orders open again: what a delivery of them took, given back.
 */
async function reopenOrderLines(tx: Tx, lines: ReturnedLine[]) {
  for (const line of lines) {
    if (line.OrderEntry === null || line.OrderLine === null) continue;
    await tx
      .update(documentLines)
      .set({
        OpenQty: sql`least(${documentLines.Quantity}, ${documentLines.OpenQty} + ${line.Quantity}::numeric)`,
        LineStatus: 'O',
      })
      .where(
        and(
          eq(documentLines.ObjType, '17'),
          eq(documentLines.DocEntry, line.OrderEntry),
          eq(documentLines.LineNum, line.OrderLine),
        ),
      );
  }
  const orders = [...new Set(lines.flatMap((line) => (line.OrderEntry === null ? [] : [line.OrderEntry])))];
  if (orders.length > 0)
    await tx
      .update(documents)
      .set({ DocStatus: 'O', version: sql`${documents.version} + 1`, UpdateDate: sql`now()` })
      .where(
        and(eq(documents.ObjType, '17'), inArray(documents.DocEntry, orders), eq(documents.CANCELED, 'N')),
      );
}

/**
 * Posts a dispatch return (one transaction through the posting core): a return (16) copied from
 * the delivery's lines, so stock comes back into the warehouse (the batches and serials the
 * delivery issued, as any copy of it moves them back), the delivery's open quantity falls and the
 * journal is the core's; lines marked Redeliver put their quantity back on the sales order line
 * with its commitment. The return is closed by a guarded update first: of two posts at once, the
 * second waits on that row and then finds it closed (409).
 */
export async function postDispatchReturn<Line>(
  db: Db,
  port: DocumentsPort<Line>,
  caller: Caller,
  environment: ReturnEnvironment,
  ReturnEntry: number,
  input: DispatchReturnPostInput,
): Promise<MarketingDocument> {
  const read = await returnAsRead(db, ReturnEntry);
  const redelivered = redeliveredLines(read.lines, input.Lines);
  const warehouseOf = new Map(
    input.Lines.flatMap((line) => (line.WhsCode ? [[line.LineNum, line.WhsCode]] : [])),
  );
  // Built before the transaction opens: it reads the posting configuration, which may query.
  const inner = await port.returnCreation(
    db,
    caller,
    {
      CardCode: read.CardCode,
      ...(input.DocDate ? { DocDate: input.DocDate } : {}),
      DocumentLines: read.lines.map((line) => ({
        BaseType: '15',
        BaseEntry: read.DeliveryEntry,
        BaseLine: line.LineNum,
        Quantity: line.Quantity,
        ...(warehouseOf.has(line.LineNum) ? { WarehouseCode: warehouseOf.get(line.LineNum) } : {}),
      })),
    },
    environment,
  );
  const orderKeys = [
    ...new Set(redelivered.flatMap((line) => (line.OrderEntry === null ? [] : [line.OrderEntry]))),
  ].map((DocEntry) => ({ ObjType: '17', DocEntry }));
  const posting: Posting<MarketingDocument> = async (tx) => {
    const plan = await inner(tx);
    const [made] = (
      await tx.execute<{ DocEntry: number; Draft: string }>(sql`
        select doc_entry as "DocEntry", draft as "Draft" from documents
        where obj_type = '16' and doc_entry = currval('document_entry_16'::regclass)`)
    ).rows;
    if (!made || made.Draft === 'Y') throw new AppError(409, 'INVALID_STATE', said('dispatchReturnHeld'));
    const before = await port.stockLinesOf(tx, orderKeys);
    await reopenOrderLines(tx, redelivered);
    const after = await port.stockLinesOf(tx, orderKeys);
    await tx
      .update(dispatchReturns)
      .set({ SalesReturnEntry: made.DocEntry })
      .where(eq(dispatchReturns.ReturnEntry, ReturnEntry));
    if (redelivered.length > 0)
      await tx
        .update(dispatchReturnLines)
        .set({ Redelivered: 'Y' })
        .where(
          and(
            eq(dispatchReturnLines.ReturnEntry, ReturnEntry),
            inArray(
              dispatchReturnLines.LineNum,
              redelivered.map((line) => line.LineNum),
            ),
          ),
        );
    return { ...plan, stock: [...plan.stock, ...port.stockChanges(before, after)] };
  };
  const [document] = await runPostings(
    db,
    async (tx) => {
      // The guarded close is the return's lock: a second post waits here, then finds it closed.
      const [closing] = await tx
        .update(dispatchReturns)
        .set({
          Status: 'C',
          PostedAt: sql`now()`,
          UserSign: caller.userId,
          version: sql`${dispatchReturns.version} + 1`,
        })
        .where(
          and(
            eq(dispatchReturns.ReturnEntry, ReturnEntry),
            eq(dispatchReturns.Status, 'O'),
            eq(dispatchReturns.version, read.version),
          ),
        )
        .returning({ ReturnEntry: dispatchReturns.ReturnEntry });
      if (!closing) await refuseChanged(tx, ReturnEntry);
      // The delivery and the orders it reopens, in the core's lock order, before anything else.
      await port.lockDocuments(tx, [{ ObjType: '15', DocEntry: read.DeliveryEntry }, ...orderKeys]);
      return [posting];
    },
    environment.afterCommit,
  );
  if (!document) throw new Error(`dispatch return ${ReturnEntry} was posted without a document`);
  return document;
}

/** Why the guarded close found nothing: posted meanwhile (409), or rewritten by a new proof of delivery (409). */
async function refuseChanged(tx: Tx, ReturnEntry: number): Promise<never> {
  const [now] = await tx
    .select({ Status: dispatchReturns.Status })
    .from(dispatchReturns)
    .where(eq(dispatchReturns.ReturnEntry, ReturnEntry));
  if (!now) throw notFound(said('dispatchReturnNotFound', { entry: ReturnEntry }));
  if (now.Status === 'C') throw closed(ReturnEntry);
  throw new AppError(409, 'VERSION_CONFLICT', said('dispatchReturnStale', { entry: ReturnEntry }));
}
