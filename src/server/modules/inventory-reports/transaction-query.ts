import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TransactionAnswer } from '../../../shared/api/inventory-reports';
import type { Db } from '../../db/database';
import { inventoryLedger as ledger } from '../../db/schema/inventory';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { movementsFrom } from './movement-select';

/**
 * GET /inventory/reports/transactions/{id}: {id} is a ledger row's TransNum (the "transaction
 * number" of SAP's OINM), and the answer is every row of the document that row belongs to, as
 * far as the caller may read them (docs/decisions.md). A row the caller may not read is a 404,
 * as a row that does not exist. The seeded opening balances share one entry over every item, so
 * the rows are bounded: the first `maxTransactionRows` in posting order.
 */
export const maxTransactionRows = 1_000;

export async function transactionRows(db: Db, transNum: number, access: SQL): Promise<TransactionAnswer> {
  const [row] = await db
    .select({ TransType: ledger.TransType, CreatedBy: ledger.CreatedBy })
    .from(ledger)
    .where(and(access, eq(ledger.TransNum, transNum)));
  if (!row) throw notFound(said('transactionNotFound', { id: transNum }));
  const data = await movementsFrom(db)
    .where(and(access, eq(ledger.TransType, row.TransType), eq(ledger.CreatedBy, row.CreatedBy)))
    .orderBy(asc(ledger.TransNum))
    .limit(maxTransactionRows);
  return { ...row, data };
}
