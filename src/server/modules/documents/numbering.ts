import { eq, sql } from 'drizzle-orm';
import { type ClosingStatement, callText } from '../../db/closing-transaction';
import type { Db, Tx } from '../../db/database';
import { sqlStateOf } from '../../db/database-errors';
import { numberingSeries } from '../../db/schema/documents';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { AuditRecord } from '../../resources/audit-trail';
import type { ReadableReferences } from './document-references';
import type { DocumentKey } from './document-store';

export type SeriesRow = typeof numberingSeries.$inferSelect;

function refuseUnusable(series: SeriesRow): void {
  if (series.Locked === 'Y') throw validationFailed({ Series: [said('seriesLocked')] });
  if (series.LastNum !== null && series.NextNumber > series.LastNum)
    throw new AppError(
      409,
      'INVALID_STATE',
      said('seriesUsedUp', { series: series.SeriesName, last: series.LastNum }),
    );
}

/**
 * A document inserted before it has its number carries this one (never a real DocNum, and unique
 * per type), so nothing else waits on the series while lines, stock and base documents are written.
 */
export const provisionalDocNum = (DocEntry: number): number => -DocEntry;

/**
 * The last statement of a document's posting, sent with its COMMIT (transactionClosedBy): takes the
 * series' next number, gives it to the document and writes its audit row, whose `after` gets the
 * number (number_document, migration 0022). The series row is locked from there to the commit
 * only, so a rolled-back document gives its number back and two documents never share one
 * (PITFALLS.md: no gaps, no duplicates). A series locked or used up since it was chosen is
 * refused as chooseCachedSeries would have, once the transaction is rolled back.
 */
export function numberingClosing(
  db: Db,
  key: DocumentKey,
  Series: number,
  audit: AuditRecord,
): ClosingStatement<number> {
  const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));
  return {
    text: callText('number_document', [
      [Series, 'int'],
      [key.ObjType, 'text'],
      [key.DocEntry, 'int'],
      [audit.userId, 'int'],
      [audit.resource, 'text'],
      [audit.action, 'text'],
      [json(audit.before), 'jsonb'],
      [json(audit.after), 'jsonb'],
    ]),
    read(rows) {
      const taken = rows[0]?.result;
      if (taken == null) throw new Error(`document ${key.ObjType}/${key.DocEntry} was not numbered`);
      return Number(taken);
    },
    async failed(error) {
      if (sqlStateOf(error) !== seriesGivesNoNumber) return;
      const [series] = await db.select().from(numberingSeries).where(eq(numberingSeries.Series, Series));
      if (series) refuseUnusable(series);
    },
  };
}

/** number_document's SQLSTATE for a series that gives no number (locked or used up). */
const seriesGivesNoNumber = 'EN001';

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
    if (requested !== undefined) throw validationFailed({ Series: [said('notSeriesOfType')] });
    throw new AppError(409, 'INVALID_STATE', said('noDefaultSeries', { type: objectType }));
  }
  // NextNumber is as loaded: only the lock is judged here; numberDocument judges the last number.
  if (series.Locked === 'Y') throw validationFailed({ Series: [said('seriesLocked')] });
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
