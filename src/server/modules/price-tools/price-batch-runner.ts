import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { PriceChange } from '../../../shared/api/price-batches';
import type { Db, Tx } from '../../db/database';
import { priceBatches } from '../../db/schema/price-batches';
import { priceLists } from '../../db/schema/pricing';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { writeAudit } from '../../resources/audit-trail';
import { changeSource, checkCounts, countsSql } from './price-change-source';
import { newPriceSql, pricesAllowed } from './price-change-sql';

/**
 * Rows per chunk: each chunk is one transaction that locks its rows, so a price grid's inline
 * edit waits at most one chunk, and a stopped server leaves the batch where RowsDone says.
 */
export const priceChunkRows = 10_000;

const rowsOf = async <Row>(tx: Tx, query: SQL) =>
  (await tx.execute<Row & Record<string, unknown>>(query)).rows;

async function checkLists(tx: Tx, change: PriceChange) {
  if (change.Kind !== 'copy') return;
  const lists = await tx
    .select({ ListNum: priceLists.ListNum })
    .from(priceLists)
    .where(sql`${priceLists.ListNum} in (${change.SourceList}, ${change.TargetList})`);
  const found = new Set(lists.map((list) => list.ListNum));
  const missing = (['SourceList', 'TargetList'] as const).filter((field) => !found.has(change[field]));
  if (missing.length > 0)
    throw validationFailed(Object.fromEntries(missing.map((field) => [field, [said('notPriceList')]])));
}

/**
 * Starts a batch in one transaction: checks the change, numbers the rows it will write (Seq, in
 * list and item order, the order every chunk locks them in) and records the batch and its audit
 * row. The prices themselves change in the chunks that follow (runPriceBatch).
 */
export async function startPriceBatch(
  db: Db,
  change: PriceChange,
  ability: AppAbility,
  userId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await checkLists(tx, change);
    const source = changeSource(change, ability);
    const [counted] = await rowsOf<{ rows: number; negative: number; overflow: number }>(
      tx,
      countsSql(source),
    );
    checkCounts(counted, true);
    if (!counted) throw new Error('the change was not counted');
    const [batch] = await tx
      .insert(priceBatches)
      .values({
        Kind: change.Kind,
        Rule: change,
        Status: 'running',
        RowsTotal: counted.rows,
        CreatedBy: userId,
      })
      .returning({ BatchId: priceBatches.BatchId });
    if (!batch) throw new Error('the price batch row was not written');
    await tx.execute(sql`
      insert into price_batch_rows (batch_id, seq, price_list, item_code, source_price, source_currency)
      select ${batch.BatchId}, row_number() over (order by price_list, item_code), price_list, item_code,
        source_price, source_currency
      from (${source}) s`);
    await writeAudit(tx, {
      userId,
      resource: 'price-batches',
      recordKey: String(batch.BatchId),
      action: 'create',
      before: null,
      after: { Kind: change.Kind, Rule: change, RowsTotal: counted.rows },
    });
    return batch.BatchId;
  });
}

const inChunk = (batchId: number, from: number, to: number) =>
  sql`r.batch_id = ${batchId} and r.seq > ${from} and r.seq <= ${to}`;

/** Locks the chunk's prices in key order (Seq follows it), as every batch and undo does. */
async function lockChunk(tx: Tx, batchId: number, from: number, to: number) {
  await tx.execute(sql`
    select 1 from item_prices p join price_batch_rows r on p.price_list = r.price_list and p.item_code = r.item_code
    where ${inChunk(batchId, from, to)} order by r.seq for update of p`);
}

/**
 * One chunk of a batch: the prices as they are now (under their locks) are kept as OldPrice, the
 * new ones written set-based (a copy inserts the prices the target list lacks), and each price's
 * version after the write kept so that an undo can tell a price edited since.
 */
async function applyChunk(tx: Tx, batchId: number, change: PriceChange, from: number, to: number) {
  await lockChunk(tx, batchId, from, to);
  await tx.execute(sql`
    update price_batch_rows r set old_price = p.price, old_currency = p.currency, applied_at = clock_timestamp(),
      new_price = ${newPriceSql(change, sql`coalesce(r.source_price, p.price)`)}
    from price_batch_rows k left join item_prices p on p.price_list = k.price_list and p.item_code = k.item_code
    where k.batch_id = r.batch_id and k.seq = r.seq and ${inChunk(batchId, from, to)}`);
  await tx.execute(sql`
    insert into item_prices (item_code, price_list, price, currency)
    select r.item_code, r.price_list, r.new_price, coalesce(r.source_currency, r.old_currency)
    from price_batch_rows r where ${inChunk(batchId, from, to)} and r.new_price is not null
    on conflict (price_list, item_code) do update
      set price = excluded.price, currency = excluded.currency, version = item_prices.version + 1`);
  await tx.execute(sql`
    update price_batch_rows r set new_version = p.version from item_prices p
    where p.price_list = r.price_list and p.item_code = r.item_code and ${inChunk(batchId, from, to)}
      and r.new_price is not null`);
}

/** One chunk of an undo: each price written back as it was, and a price the copy created deleted. */
async function undoChunk(tx: Tx, batchId: number, from: number, to: number) {
  await lockChunk(tx, batchId, from, to);
  await tx.execute(sql`
    update item_prices p set price = r.old_price, currency = r.old_currency, version = p.version + 1
    from price_batch_rows r
    where p.price_list = r.price_list and p.item_code = r.item_code and ${inChunk(batchId, from, to)}
      and r.new_version is not null and r.old_price is not null`);
  await tx.execute(sql`
    delete from item_prices p using price_batch_rows r
    where p.price_list = r.price_list and p.item_code = r.item_code and ${inChunk(batchId, from, to)}
      and r.new_version is not null and r.old_price is null`);
}

/**
 * Runs a batch's chunks (or its undo's) one transaction each until it is done. Each chunk locks
 * the batch row and goes on only from where the row says, so two servers resuming the same batch
 * cannot run a chunk twice. A failure marks the batch failed with what was done kept.
 */
export async function runPriceBatch(db: Db, batchId: number, chunkRows = priceChunkRows): Promise<void> {
  try {
    for (;;) {
      const more = await db.transaction(async (tx) => {
        const [batch] = await tx
          .select()
          .from(priceBatches)
          .where(eq(priceBatches.BatchId, batchId))
          .for('update');
        if (!batch || (batch.Status !== 'running' && batch.Status !== 'undoing')) return false;
        const undoing = batch.Status === 'undoing';
        const from = undoing ? batch.RowsUndone : batch.RowsDone;
        const to = Math.min(from + chunkRows, batch.RowsTotal);
        if (undoing) await undoChunk(tx, batchId, from, to);
        else await applyChunk(tx, batchId, batch.Rule as PriceChange, from, to);
        const finished = to >= batch.RowsTotal;
        await tx
          .update(priceBatches)
          .set(
            undoing
              ? {
                  RowsUndone: to,
                  ...(finished ? { Status: 'undone', UndoneAt: sql`clock_timestamp()` } : {}),
                }
              : { RowsDone: to, ...(finished ? { Status: 'applied', FinishedAt: sql`now()` } : {}) },
          )
          .where(eq(priceBatches.BatchId, batchId));
        return !finished;
      });
      if (!more) return;
    }
  } catch (error) {
    await db
      .update(priceBatches)
      .set({
        Status: 'failed',
        Failure: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where(eq(priceBatches.BatchId, batchId));
    throw error;
  }
}

/**
 * Starts undoing a batch: only an applied (or failed) one. Prices edited since the batch wrote
 * them (another version than it left) make it a 409 naming how many, unless confirmed; confirmed,
 * the undo writes them back too and the batch keeps how many it overwrote.
 */
export async function startUndo(
  db: Db,
  batchId: number,
  confirm: boolean,
  ability: AppAbility,
  userId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(priceBatches)
      .where(eq(priceBatches.BatchId, batchId))
      .for('update');
    if (!batch) throw notFound(said('priceBatchNotFound', { id: batchId }));
    if (batch.Status !== 'applied' && batch.Status !== 'failed')
      throw new AppError(
        409,
        'INVALID_STATE',
        said('priceBatchNotUndoable', { id: batchId, status: batch.Status }),
      );
    const [counts] = await rowsOf<{ changed: number; forbidden: number }>(
      tx,
      sql`select (count(*) filter (where item_prices.version is distinct from r.new_version))::int as changed,
          (count(*) filter (where item_prices.price_list is not null and not (${pricesAllowed(ability, 'update')})))::int as forbidden
        from price_batch_rows r left join item_prices
          on item_prices.price_list = r.price_list and item_prices.item_code = r.item_code
        where r.batch_id = ${batchId} and r.new_version is not null`,
    );
    if (counts && counts.forbidden > 0)
      throw new AppError(
        403,
        'FORBIDDEN',
        said('priceBatchNotYours', { id: batchId, count: counts.forbidden }),
      );
    const changed = counts?.changed ?? 0;
    if (changed > 0 && !confirm)
      throw new AppError(
        409,
        'VERSION_CONFLICT',
        said('priceBatchEditedSince', { id: batchId, count: changed }),
        {
          Confirm: [said('priceBatchEditedCount', { count: changed })],
        },
      );
    await tx
      .update(priceBatches)
      .set({ Status: 'undoing', RowsUndone: 0, UndoneBy: userId, UndoOverwrote: changed })
      .where(eq(priceBatches.BatchId, batchId));
    await writeAudit(tx, {
      userId,
      resource: 'price-batches',
      recordKey: String(batchId),
      action: 'update',
      before: { Status: batch.Status },
      after: { Status: 'undone', UndoOverwrote: changed },
    });
  });
}

/** A batch left running or undoing by a stopped server goes on from where it stopped. */
export async function checkResumable(db: Db, batchId: number): Promise<void> {
  const [batch] = await db
    .select({ Status: priceBatches.Status })
    .from(priceBatches)
    .where(eq(priceBatches.BatchId, batchId));
  if (!batch) throw notFound(said('priceBatchNotFound', { id: batchId }));
  if (batch.Status !== 'running' && batch.Status !== 'undoing')
    throw new AppError(
      409,
      'INVALID_STATE',
      said('priceBatchNotRunning', { id: batchId, status: batch.Status }),
    );
}
