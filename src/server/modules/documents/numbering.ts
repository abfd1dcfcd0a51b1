import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { documentCounters, numberingSeries } from '../../db/schema/documents';
import { AppError, validationFailed } from '../../http/app-error';

export interface DocumentNumber {
  Series: number;
  DocNum: number;
}

/**
 * Takes the next number of a series in the document's own transaction: the series row stays
 * locked until the transaction ends, so a rolled-back document gives its number back and two
 * documents never share one (PITFALLS.md: no gaps, no duplicates). The given series must belong to
 * the type; without one, the type's default series, preferring one of the user's branch.
 */
export async function takeDocumentNumber(
  tx: Tx,
  objectType: string,
  requested: number | undefined,
  branch: number | null,
): Promise<DocumentNumber> {
  const where =
    requested === undefined
      ? and(eq(numberingSeries.ObjectCode, objectType), eq(numberingSeries.IsDefault, 'Y'))
      : and(eq(numberingSeries.ObjectCode, objectType), eq(numberingSeries.Series, requested));
  const [series] = await tx
    .select()
    .from(numberingSeries)
    .where(where)
    .orderBy(
      sql`case when ${numberingSeries.BPLId} = ${branch ?? -1} then 0 when ${numberingSeries.BPLId} is null then 1 else 2 end`,
      asc(numberingSeries.Series),
    )
    .limit(1)
    .for('update');
  if (!series) {
    if (requested !== undefined)
      throw validationFailed({ Series: ['is not a numbering series of this document type'] });
    throw new AppError(409, 'INVALID_STATE', `Document type ${objectType} has no default numbering series.`);
  }
  if (series.Locked === 'Y') throw validationFailed({ Series: ['is locked'] });
  if (series.LastNum !== null && series.NextNumber > series.LastNum)
    throw new AppError(
      409,
      'INVALID_STATE',
      `Numbering series ${series.SeriesName} has used its last number (${series.LastNum}).`,
    );
  await tx
    .update(numberingSeries)
    .set({ NextNumber: sql`${numberingSeries.NextNumber} + 1` })
    .where(eq(numberingSeries.Series, series.Series));
  return { Series: series.Series, DocNum: series.NextNumber };
}

/** The next DocEntry of a type, from its counter row (locked by the update until commit). */
export async function takeDocEntry(tx: Tx, objectType: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ ObjType: objectType, NextEntry: 2 })
    .onConflictDoUpdate({
      target: documentCounters.ObjType,
      set: { NextEntry: sql`${documentCounters.NextEntry} + 1` },
    })
    .returning({ entry: sql<number>`${documentCounters.NextEntry} - 1` });
  if (!row) throw new Error(`no DocEntry could be taken for ${objectType}`);
  return Number(row.entry);
}
