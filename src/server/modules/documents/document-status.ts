import { and, eq, sql } from 'drizzle-orm';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import { Decimal } from '../../../shared/money/decimal';
import type { Db, Tx } from '../../db/database';
import { documentLines, documents } from '../../db/schema/documents';
import { AppError } from '../../errors/app-error';
import { named, said } from '../../errors/local-text';
import { documentChangeOf } from '../../events/committed-change';
import { type AfterCommit, type PostingPlan, runPosting } from '../../posting/posting-core';
import type { Caller } from '../../resources/record-store';
import { applyConsumptions, baseKeyOf, distinctKeys, liveTargetsOf } from './base-documents';
import {
  reconciledOfMemo,
  reconciliationsHolding,
  reverseMemoReconciliations,
} from './credit-memo-reconciliation';
import { auditChange, documentForChange, refuseUnlessOpen } from './document-change';
import { linkOf } from './document-create';
import { today } from './document-header';
import { documentJournal } from './document-journal';
import { type DocumentKey, lockDocuments, stockLinesOf, stockLinesOfDocument } from './document-store';
import { stockChanges } from './stock-effects';

/** Closes the document and its lines; answers its new version. */
async function setStatus(tx: Tx, key: DocumentKey, values: { DocStatus: 'C'; CANCELED?: 'Y' }) {
  await tx
    .update(documentLines)
    .set({ LineStatus: 'C' })
    .where(and(eq(documentLines.ObjType, key.ObjType), eq(documentLines.DocEntry, key.DocEntry)));
  const [updated] = await tx
    .update(documents)
    .set({ ...values, version: sql`${documents.version} + 1`, UpdateDate: sql`now()` })
    .where(and(eq(documents.ObjType, key.ObjType), eq(documents.DocEntry, key.DocEntry)))
    .returning({ version: documents.version });
  if (!updated) throw new Error(`document ${key.ObjType}/${key.DocEntry} vanished while changing`);
  return updated.version;
}

/** The document as a read answers it once closed (and cancelled): built, not read back. */
const closedAs = (current: MarketingDocument, version: number, CANCELED: 'Y' | 'N'): MarketingDocument => ({
  ...current,
  DocStatus: 'C',
  CANCELED,
  version,
  DocumentLines: current.DocumentLines.map((line) => ({ ...line, LineStatus: 'C' })),
});

/** A status change through the posting core: its stock effects, then the audit row last. */
function statusPlan(
  caller: Caller,
  current: MarketingDocument,
  changed: MarketingDocument,
  stock: PostingPlan<MarketingDocument>['stock'],
  journal: PostingPlan<MarketingDocument>['journal'] = [],
): PostingPlan<MarketingDocument> {
  return {
    userId: caller.userId,
    stock,
    journal,
    finish: async (tx) => {
      await auditChange(tx, caller, current, changed);
      return { value: changed };
    },
    committed: documentChangeOf,
  };
}

/**
 * Closes an open document: its lines close and what it still commits or orders is released.
 * Quantities already posted (a delivery's issue) stay where they are. Posted through the core
 * (runPosting); the answer is the document as read for the change, closed.
 */
export async function closeDocument(
  db: Db,
  caller: Caller,
  type: DocumentType,
  DocEntry: number,
  version: number,
  afterCommit?: AfterCommit,
): Promise<MarketingDocument> {
  const key = { ObjType: type.objectId, DocEntry };
  return runPosting(
    db,
    async (tx) => {
      const current = await documentForChange(tx, caller, type, key, version, 'close');
      refuseUnlessOpen(type, current, 'closed');
      const closed = closedAs(current, await setStatus(tx, key, { DocStatus: 'C' }), current.CANCELED);
      const stock = stockChanges(stockLinesOfDocument(current), stockLinesOfDocument(closed));
      return statusPlan(caller, current, closed, stock);
    },
    afterCommit,
  );
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
  afterCommit?: AfterCommit,
): Promise<MarketingDocument> {
  const key = { ObjType: type.objectId, DocEntry };
  return runPosting(
    db,
    async (tx) => {
      const current = await documentForChange(tx, caller, type, key, version, 'cancel');
      if (current.CANCELED === 'Y')
        throw new AppError(
          409,
          'INVALID_STATE',
          said('documentAlreadyCancelled', { document: named(type.nameKey), number: current.DocNum }),
        );
      // An invoice a credit memo was applied against is freed by cancelling the memo first.
      const holding = await reconciliationsHolding(tx, key);
      if (holding.length)
        throw new AppError(
          409,
          'INVALID_STATE',
          said('creditMemoReconciled', {
            document: (t) => `${t(type.nameKey)} ${current.DocNum}`,
            memos: holding.map((memo) => memo.DocNum).join(', '),
          }),
        );
      // SAP refuses too: the payments applied to it would settle nothing. The row is locked, and a
      // payment locks it before applying, so the figure read is the one that holds. What a memo's
      // own reconciliation applied of it is not a payment: cancelling the memo reverses it.
      const reconciled = await reconciledOfMemo(tx, key);
      if (
        Decimal.of(String(current.PaidToDate ?? '0'))
          .minus(reconciled)
          .isPositive()
      )
        throw new AppError(
          409,
          'INVALID_STATE',
          said('paymentsApplied', {
            document: (t) => `${t(type.nameKey)} ${current.DocNum}`,
            paid: Decimal.of(String(current.PaidToDate ?? '0'))
              .minus(reconciled)
              .toString(),
          }),
        );
      const targets = await liveTargetsOf(tx, key);
      if (targets.length)
        throw new AppError(
          409,
          'INVALID_STATE',
          said('documentHasCopies', {
            document: named(type.nameKey),
            number: current.DocNum,
            copies: targets.map((target) => `${target.ObjType}/${target.DocEntry}`).join(', '),
          }),
        );
      const links = current.DocumentLines.flatMap((line) => {
        const link = linkOf(line);
        return link ? [{ ...link, quantity: Decimal.of(line.Quantity).negated() }] : [];
      });
      const bases = distinctKeys(links.map(baseKeyOf));
      await lockDocuments(tx, bases);
      const basesBefore = await stockLinesOf(tx, bases);
      const cancelled = closedAs(current, await setStatus(tx, key, { DocStatus: 'C', CANCELED: 'Y' }), 'Y');
      if (reconciled.isPositive()) await reverseMemoReconciliations(tx, key, today());
      // Given back (a cancellation): nothing to refuse.
      await applyConsumptions(tx, key, links, { mayExceed: true });
      const basesAfter = await stockLinesOf(tx, bases);
      const stock = stockChanges(
        [...stockLinesOfDocument(current), ...basesBefore],
        [...stockLinesOfDocument(cancelled), ...basesAfter],
      );
      // The reverse of what the document posted: its money lines, and its stock at the recorded cost.
      return statusPlan(caller, current, cancelled, stock, documentJournal(key, current, null));
    },
    afterCommit,
  );
}
