import { and, asc, eq, sql } from 'drizzle-orm';
import type { DecisionBody } from '../../../../shared/api/approval';
import type { MarketingDocument } from '../../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../../shared/documents/object-types';
import type { ServerMessageKey } from '../../../../shared/i18n/sections/server-messages';
import type { Db, Tx } from '../../../db/database';
import { approvalDecisions, approvalRequests, approvalStages } from '../../../db/schema/approval';
import { AppError, notFound } from '../../../errors/app-error';
import { said } from '../../../errors/local-text';
import { documentChangeOf } from '../../../events/committed-change';
import { type AfterCommit, type PostingPlan, runPosting } from '../../../posting/posting-core';
import type { Caller } from '../../../resources/record-store';
import { authorizeDocument } from '../document-access';
import { documentAuditResource } from '../document-create';
import { documentJournal } from '../document-journal';
import { draftPosting, setApprovalState } from '../document-posting';
import { readDocument } from '../document-store';
import { numberingClosing } from '../numbering';

type Request = typeof approvalRequests.$inferSelect;

const stateNames = {
  W: 'approvalState_pending',
  Y: 'approvalState_approved',
  N: 'approvalState_rejected',
  C: 'approvalState_cancelled',
  P: 'approvalState_posted',
} as const satisfies Record<Request['Status'], ServerMessageKey>;

type Done = 'decided' | 'posted' | 'cancelled';

const wrongState = (request: Request, done: Done): AppError =>
  new AppError(409, 'INVALID_STATE', (t) =>
    t('serverMessages.approvalWrongState', {
      code: request.WddCode,
      state: said(stateNames[request.Status])(t),
      doing: said(`approvalDone_${done}`)(t),
    }),
  );

/** The request locked for this transaction (404 when there is none). */
async function lockedRequest(tx: Tx, WddCode: number): Promise<Request> {
  const [request] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.WddCode, WddCode))
    .for('update');
  if (!request) throw notFound(said('approvalNotFound', { code: WddCode }));
  return request;
}

const touchRequest = (tx: Tx, WddCode: number, change: Partial<Pick<Request, 'Status' | 'CurrStep'>>) =>
  tx
    .update(approvalRequests)
    .set({ ...change, UpdateDate: sql`now()`, version: sql`${approvalRequests.version} + 1` })
    .where(eq(approvalRequests.WddCode, WddCode));

/** Approvals and rejections so far at a step, and what the step's stage requires. */
async function stepTally(tx: Tx, request: Request) {
  const rows = await tx
    .select({
      Status: approvalDecisions.Status,
      MaxReqr: approvalStages.MaxReqr,
      MaxRejReqr: approvalStages.MaxRejReqr,
    })
    .from(approvalDecisions)
    .innerJoin(approvalStages, eq(approvalStages.WstCode, approvalDecisions.WstCode))
    .where(
      and(eq(approvalDecisions.WddCode, request.WddCode), eq(approvalDecisions.StepCode, request.CurrStep)),
    );
  const first = rows[0];
  return {
    approvals: rows.filter((row) => row.Status === 'Y').length,
    rejections: rows.filter((row) => row.Status === 'N').length,
    // A stage whose authorizers were since reduced below its requirements still decides.
    MaxReqr: Math.min(first?.MaxReqr ?? 1, rows.length),
    MaxRejReqr: Math.min(first?.MaxRejReqr ?? 1, rows.length),
  };
}

async function lastStepOf(tx: Tx, WddCode: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`max(${approvalDecisions.StepCode})::int` })
    .from(approvalDecisions)
    .where(eq(approvalDecisions.WddCode, WddCode));
  return row?.last ?? 0;
}

/**
 * An authorizer of the request's current stage approves or rejects, once (403 for anyone else,
 * 409 when already decided or the request no longer waits). The stage passes at its required
 * approvals (the next stage decides, or the document is approved after the last) and rejects
 * the document at its required rejections. One transaction.
 */
export async function decide(
  db: Db,
  caller: Caller,
  WddCode: number,
  verdict: 'Y' | 'N',
  body: DecisionBody,
): Promise<Request> {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, WddCode);
    const rows = await tx
      .select({ StepCode: approvalDecisions.StepCode, Status: approvalDecisions.Status })
      .from(approvalDecisions)
      .where(and(eq(approvalDecisions.WddCode, WddCode), eq(approvalDecisions.UserID, caller.userId)));
    if (rows.length === 0) throw new AppError(403, 'FORBIDDEN', said('notAuthorizer'));
    const mine = rows.find((row) => row.StepCode === request.CurrStep);
    const waiting = request.Status === 'W' && mine?.Status === 'W';
    if (!waiting) {
      if (rows.some((row) => row.Status !== 'W'))
        throw new AppError(409, 'INVALID_STATE', said('alreadyDecided'));
      if (request.Status !== 'W') throw wrongState(request, 'decided');
      throw new AppError(403, 'FORBIDDEN', said('notCurrentStage'));
    }
    await tx
      .update(approvalDecisions)
      .set({ Status: verdict, Remarks: body.Remarks || null, UpdateDate: sql`now()` })
      .where(
        and(
          eq(approvalDecisions.WddCode, WddCode),
          eq(approvalDecisions.StepCode, request.CurrStep),
          eq(approvalDecisions.UserID, caller.userId),
        ),
      );
    const tally = await stepTally(tx, request);
    const key = { ObjType: request.ObjType, DocEntry: request.DocEntry };
    let next: Partial<Pick<Request, 'Status' | 'CurrStep'>> = {};
    if (tally.rejections >= tally.MaxRejReqr) {
      next = { Status: 'N' };
      await setApprovalState(tx, key, { WddStatus: 'N' });
    } else if (tally.approvals >= tally.MaxReqr) {
      if (request.CurrStep >= (await lastStepOf(tx, WddCode))) {
        next = { Status: 'Y' };
        await setApprovalState(tx, key, { WddStatus: 'Y' });
      } else next = { CurrStep: request.CurrStep + 1 };
    }
    await touchRequest(tx, WddCode, next);
    return { ...request, ...next };
  });
}

/** The originator's own request, or 403. */
function refuseUnlessOwner(caller: Caller, request: Request, doing: 'post' | 'cancel') {
  if (request.OwnerID !== caller.userId)
    throw new AppError(403, 'FORBIDDEN', (t) =>
      t('serverMessages.onlyOriginator', { doing: said(`approvalDo_${doing}`)(t) }),
    );
}

/**
 * The originator posts an approved draft through the posting core (runPosting): it takes its base
 * quantities, its stock effects and, in the last statement with the audit row, its number, in one
 * transaction, exactly as a document posted at once would. The answer is the draft as read,
 * posted and numbered; the alerts hear of it after commit.
 */
export async function postApproved(
  db: Db,
  caller: Caller,
  WddCode: number,
  afterCommit?: AfterCommit,
): Promise<MarketingDocument> {
  return runPosting(
    db,
    async (tx): Promise<PostingPlan<MarketingDocument>> => {
      const request = await lockedRequest(tx, WddCode);
      refuseUnlessOwner(caller, request, 'post');
      if (request.Status !== 'Y') throw wrongState(request, 'posted');
      const key = { ObjType: request.ObjType, DocEntry: request.DocEntry };
      const type = findDocumentType(request.ObjType);
      const before = await readDocument(tx, key, true);
      if (!type || !before)
        throw notFound(said('documentNotFound', { type: key.ObjType, entry: key.DocEntry }));
      authorizeDocument(caller.ability, 'create', type.subject, { ...before, Draft: 'N' });
      const { stock, Series } = await draftPosting(tx, before, caller.ability);
      await touchRequest(tx, WddCode, { Status: 'P' });
      const posted: MarketingDocument = { ...before, Draft: 'N' };
      return {
        userId: caller.userId,
        stock,
        journal: documentJournal(key, null, posted),
        finish: async () => {
          const numbering = numberingClosing(db, key, Series, {
            userId: caller.userId,
            resource: documentAuditResource,
            recordKey: `${key.ObjType}/${key.DocEntry}`,
            action: 'update',
            before,
            after: posted,
          });
          return { closing: { ...numbering, read: (rows) => ({ ...posted, DocNum: numbering.read(rows) }) } };
        },
        committed: documentChangeOf,
      };
    },
    afterCommit,
  );
}

/** The originator withdraws a draft still pending or approved: the draft is cancelled, nothing posted. */
export async function cancelRequest(db: Db, caller: Caller, WddCode: number): Promise<Request> {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, WddCode);
    refuseUnlessOwner(caller, request, 'cancel');
    if (request.Status !== 'W' && request.Status !== 'Y') throw wrongState(request, 'cancelled');
    const key = { ObjType: request.ObjType, DocEntry: request.DocEntry };
    const document = await readDocument(tx, key, true);
    if (!document) throw notFound(said('documentNotFound', { type: key.ObjType, entry: key.DocEntry }));
    await setApprovalState(tx, key, {
      WddStatus: request.Status === 'Y' ? 'Y' : 'W',
      cancel: true,
    });
    await touchRequest(tx, WddCode, { Status: 'C' });
    return { ...request, Status: 'C' };
  });
}

/** The request of a document, if it has one. */
export async function requestOfDocument(
  db: Db | Tx,
  key: { ObjType: string; DocEntry: number },
): Promise<Request | undefined> {
  const [request] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.ObjType, key.ObjType), eq(approvalRequests.DocEntry, key.DocEntry)))
    .orderBy(asc(approvalRequests.WddCode));
  return request;
}
