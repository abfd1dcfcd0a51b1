import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { numberingSeries } from '../../db/schema/documents';
import { AppError, validationFailed } from '../../errors/app-error';
import type { AuditRecord } from '../../resources/audit-trail';
import type { ReadableReferences } from './document-references';
import type { DocumentKey } from './document-store';

export type SeriesRow = typeof numberingSeries.$inferSelect;

function refuseUnusable(series: SeriesRow): void {
  if (series.Locked === 'Y') throw validationFailed({ Series: ['is locked'] });
  if (series.LastNum !== null && series.NextNumber > series.LastNum)
    throw new AppError(
      409,
      'INVALID_STATE',
      `Numbering series ${series.SeriesName} has used its last number (${series.LastNum}).`,
    );
}

/**
 * The series a new document will be numbered in, read without locking it: the given series must
 * belong to the type; without one, the type's default series, preferring one of the user's branch.
 * The number itself is taken by numberDocument, as the last write before commit.
 */
export async function chooseSeries(
  tx: Tx,
  objectType: string,
  requested: number | undefined,
  branch: number | null,
  references: ReadableReferences,
): Promise<number> {
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
    .limit(1);
  // A series the caller may not read is refused as one that is not there.
  if (!series || (requested !== undefined && !references.allows('DocumentNumbering', requested))) {
    if (requested !== undefined)
      throw validationFailed({ Series: ['is not a numbering series of this document type'] });
    throw new AppError(409, 'INVALID_STATE', `Document type ${objectType} has no default numbering series.`);
  }
  refuseUnusable(series);
  return series.Series;
}

/**
 * A document inserted before it has its number carries this one (never a real DocNum, and unique
 * per type), so nothing else waits on the series while lines, stock and base documents are written.
 */
export const provisionalDocNum = (DocEntry: number): number => -DocEntry;

/**
 * Takes the next number of the series and gives it to the document, in one statement that should
 * be the last write of the document's transaction: the series row stays locked from here until the
 * transaction ends, so a rolled-back document gives its number back and two documents never share
 * one (PITFALLS.md: no gaps, no duplicates), while the lock is held only for this statement, the
 * audit row and the commit.
 */
export async function numberDocument(tx: Tx, key: DocumentKey, Series: number): Promise<number> {
  const { rows } = await tx.execute<{ doc_num: number }>(sql`
    with taken as (
      update numbering_series set next_number = next_number + 1, version = version + 1
      where series = ${Series} and locked = 'N' and (last_num is null or next_number <= last_num)
      returning next_number - 1 as doc_num
    )
    update documents d set doc_num = taken.doc_num from taken
    where d.obj_type = ${key.ObjType} and d.doc_entry = ${key.DocEntry}
    returning d.doc_num`);
  const taken = rows[0];
  if (taken) return Number(taken.doc_num);
  // Locked or used up since it was chosen: say which, as chooseSeries would have.
  const [series] = await tx.select().from(numberingSeries).where(eq(numberingSeries.Series, Series));
  if (series) refuseUnusable(series);
  throw new Error(`document ${key.ObjType}/${key.DocEntry} could not be numbered in series ${Series}`);
}

/**
 * numberDocument and the document's audit row in one statement, the last of its posting: the
 * series row is locked from here to the commit only. The audit row's `after` gets the number taken.
 */
export async function numberDocumentWithAudit(
  tx: Tx,
  key: DocumentKey,
  Series: number,
  audit: AuditRecord,
): Promise<number> {
  const { rows } = await tx.execute<{ doc_num: number }>(sql`
    with taken as (
      update numbering_series set next_number = next_number + 1, version = version + 1
      where series = ${Series} and locked = 'N' and (last_num is null or next_number <= last_num)
      returning next_number - 1 as doc_num
    ), numbered as (
      update documents d set doc_num = taken.doc_num from taken
      where d.obj_type = ${key.ObjType} and d.doc_entry = ${key.DocEntry}
      returning d.doc_num
    ), audited as (
      insert into audit_log (user_id, resource, record_key, action, before, after)
      select ${audit.userId}, ${audit.resource}, ${audit.recordKey}, ${audit.action}, ${audit.before === null ? null : JSON.stringify(audit.before)}::jsonb,
        jsonb_set(${JSON.stringify(audit.after)}::jsonb, '{DocNum}', to_jsonb(numbered.doc_num))
      from numbered
    )
    select doc_num from numbered`);
  const taken = rows[0];
  if (taken) return Number(taken.doc_num);
  const [series] = await tx.select().from(numberingSeries).where(eq(numberingSeries.Series, Series));
  if (series) refuseUnusable(series);
  throw new Error(`document ${key.ObjType}/${key.DocEntry} could not be numbered in series ${Series}`);
}

/**
 * The series a new document will be numbered in, from the configuration cache: the same rule and
 * refusals as chooseSeries. A series used up since the cache was loaded is refused by
 * numberDocument, which reads it as it is.
 */
export function chooseCachedSeries(
  all: readonly SeriesRow[],
  objectType: string,
  requested: number | undefined,
  branch: number | null,
  references: ReadableReferences,
): number {
  const rank = (series: SeriesRow) => (series.BPLId === (branch ?? -1) ? 0 : series.BPLId === null ? 1 : 2);
  const [series] = all
    .filter((candidate) =>
      requested === undefined
        ? candidate.ObjectCode === objectType && candidate.IsDefault === 'Y'
        : candidate.ObjectCode === objectType && candidate.Series === requested,
    )
    .sort((a, b) => rank(a) - rank(b) || a.Series - b.Series);
  if (!series || (requested !== undefined && !references.allows('DocumentNumbering', requested))) {
    if (requested !== undefined)
      throw validationFailed({ Series: ['is not a numbering series of this document type'] });
    throw new AppError(409, 'INVALID_STATE', `Document type ${objectType} has no default numbering series.`);
  }
  // NextNumber is as loaded: only the lock is judged here; numberDocument judges the last number.
  if (series.Locked === 'Y') throw validationFailed({ Series: ['is locked'] });
  return series.Series;
}

/**
 * The next DocEntry of a type, from the type's own sequence (document_entry_<ObjType>). A sequence
 * holds no lock, so creations of one type do not queue on it; the price is that a document whose
 * transaction fails after taking its DocEntry (refused for stock, a deadlock, a crash) leaves a gap
 * in DocEntry. DocEntry is an internal key, so gaps are harmless; DocNum, the legal number, has none.
 */
export async function takeDocEntry(tx: Tx, objectType: string): Promise<number> {
  const { rows } = await tx.execute<{ entry: string }>(
    sql`select nextval(${`document_entry_${objectType}`}::regclass) as entry`,
  );
  const entry = rows[0]?.entry;
  if (entry === undefined) throw new Error(`no DocEntry could be taken for ${objectType}`);
  return Number(entry);
}
