import { and, eq, sql } from 'drizzle-orm';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { Db, Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { postStockChanges } from '../../posting/stock-posting';
import type { Caller } from '../../resources/record-store';
import { applyConsumptions, baseKeyOf, distinctKeys, liveTargetsOf } from './base-documents';
import { auditChange, documentForChange, refuseUnlessOpen } from './document-change';
import { linkOf } from './document-create';
import { type DocumentKey, lockDocuments, readDocument, stockLinesOf } from './document-store';
import { stockChanges } from './stock-effects';

async function setStatus(tx: Tx, key: DocumentKey, values: { DocStatus: 'C'; CANCELED?: 'Y' }) {
  await tx
    .update(documentLines)
    .set({ LineStatus: 'C' })
    .where(and(eq(documentLines.ObjType, key.ObjType), eq(documentLines.DocEntry, key.DocEntry)));
  await tx
    .update(documents)
    .set({ ...values, version: sql`${documents.version} + 1`, UpdateDate: sql`now()` })
    .where(and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry)));
}

async function reread(tx: Tx, key: DocumentKey): Promise<MarketingDocument> {
  const stored = await readDocument(tx, key);
  if (!stored) throw new Error(`document ${key.ObjType}/${key.DocEntry} vanished while changing`);
  return stored;
}

/**
 * Closes an open document: its lines close and what it still commits or orders is released.
 * Quantities already posted (a delivery's issue) stay where they are.
 */
export async function closeDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  DocEntry: number,
  version: number,
): Promise<MarketingDocument> {
  const key = { ObjType: type.objectId, DocEntry };
  return db.transaction(async (tx) => {
    const current = await documentForChange(tx, caller, type, key, version, 'close');
    refuseUnlessOpen(type, current, 'closed');
    const before = await stockLinesOf(tx, [key]);
    await setStatus(tx, key, { DocStatus: 'C' });
    await postStockChanges(tx, stockChanges(before, await stockLinesOf(tx, [key])), caller.userId);
    const stored = await reread(tx, key);
    await auditChange(tx, caller, current, stored);
    return stored;
  });
}

/**
 * Cancels a document: its stock effects are reversed by opposite ledger rows (none is deleted),
 * what it copied goes back to its base lines and reopens them, and it becomes CANCELED = Y,
 * closed. A document that others were copied from cannot be cancelled before them.
 */
export async function cancelDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  DocEntry: number,
  version: number,
): Promise<MarketingDocument> {
  const key = { ObjType: type.objectId, DocEntry };
  return db.transaction(async (tx) => {
    const current = await documentForChange(tx, caller, type, key, version, 'cancel');
    if (current.CANCELED === 'Y')
      throw new AppError(409, 'INVALID_STATE', `${type.name} ${current.DocNum} is already cancelled.`);
    const targets = await liveTargetsOf(tx, key);
    if (targets.length)
      throw new AppError(
        409,
        'INVALID_STATE',
        `${type.name} ${current.DocNum} has documents copied from it (${targets
          .map((target) => `${target.ObjType}/${target.DocEntry}`)
          .join(', ')}): cancel those first.`,
      );
    const links = current.DocumentLines.flatMap((line) => {
      const link = linkOf(line);
      return link ? [{ ...link, quantity: Decimal.of(line.Quantity).negated() }] : [];
    });
    const bases = distinctKeys(links.map(baseKeyOf));
    await lockDocuments(tx, bases);
    const before = await stockLinesOf(tx, [key, ...bases]);
    await setStatus(tx, key, { DocStatus: 'C', CANCELED: 'Y' });
    await applyConsumptions(tx, key, links);
    await postStockChanges(tx, stockChanges(before, await stockLinesOf(tx, [key, ...bases])), caller.userId);
    const stored = await reread(tx, key);
    await auditChange(tx, caller, current, stored);
    return stored;
  });
}
