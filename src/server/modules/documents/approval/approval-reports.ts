import { aliasedTable, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type ApprovalDetail,
  type ApprovalReportRow,
  type DecisionReportTab,
  type StatusReportTab,
  statusOfTab,
} from '../../../../shared/api/approval';
import type { DbOrTx } from '../../../db/database';
import { users } from '../../../db/schema/access';
import {
  approvalDecisions,
  approvalRequests,
  approvalStages,
  approvalTemplates,
} from '../../../db/schema/approval';
import { documents } from '../../../db/schema/documents';

/** A moment as ISO 8601 in UTC, which every browser parses. */
const iso = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const owners = aliasedTable(users, 'owners');
const authorizers = aliasedTable(users, 'authorizers');
const decisionStage = aliasedTable(approvalStages, 'decision_stage');

/** The stage now deciding a request: the stage of any of its decisions at CurrStep. */
const decisionStageName = sql<string | null>`(
  select s.name from ${approvalDecisions} d join ${approvalStages} s on s.wst_code = d.wst_code
  where d.wdd_code = ${approvalRequests.WddCode} and d.step_code = ${approvalRequests.CurrStep} limit 1)`;

const requestColumns = {
  WddCode: approvalRequests.WddCode,
  ObjType: approvalRequests.ObjType,
  DocEntry: approvalRequests.DocEntry,
  DocNum: documents.DocNum,
  DocDate: documents.DocDate,
  CardCode: documents.CardCode,
  CardName: documents.CardName,
  DocCur: documents.DocCur,
  DocTotal: documents.DocTotal,
  OwnerCode: owners.USER_CODE,
  TemplateName: approvalTemplates.Name,
  Status: approvalRequests.Status,
  CreateDate: iso(approvalRequests.CreateDate),
};

const decisionColumns = {
  DecisionStatus: approvalDecisions.Status,
  AuthorizerCode: authorizers.USER_CODE,
  Remarks: approvalDecisions.Remarks,
  DecidedAt: sql<string | null>`${iso(approvalDecisions.UpdateDate)}`,
};

/** A report never lists more than this many lines; the newest come first. */
const reportLimit = 500;

function requestsQuery(db: DbOrTx) {
  return db
    .select({ ...requestColumns, StageName: decisionStageName, ...decisionColumns })
    .from(approvalDecisions)
    .innerJoin(approvalRequests, eq(approvalRequests.WddCode, approvalDecisions.WddCode))
    .innerJoin(
      documents,
      and(eq(documents.ObjType, approvalRequests.ObjType), eq(documents.DocEntry, approvalRequests.DocEntry)),
    )
    .innerJoin(owners, eq(owners.USERID, approvalRequests.OwnerID))
    .innerJoin(authorizers, eq(authorizers.USERID, approvalDecisions.UserID))
    .innerJoin(approvalTemplates, eq(approvalTemplates.WtmCode, approvalRequests.WtmCode))
    .$dynamic();
}

/**
 * The decision report of one authorizer: pending lists what waits for them now (the request
 * waits at their stage and they have not decided); approved and rejected list their decisions.
 */
export async function decisionReport(
  db: DbOrTx,
  userId: number,
  tab: DecisionReportTab,
): Promise<ApprovalReportRow[]> {
  const mine = eq(approvalDecisions.UserID, userId);
  const where =
    tab === 'pending'
      ? and(
          mine,
          eq(approvalDecisions.Status, 'W'),
          eq(approvalRequests.Status, 'W'),
          eq(approvalDecisions.StepCode, approvalRequests.CurrStep),
        )
      : and(mine, eq(approvalDecisions.Status, tab === 'approved' ? 'Y' : 'N'));
  return requestsQuery(db)
    .where(where)
    .orderBy(desc(approvalRequests.WddCode), asc(approvalDecisions.StepCode))
    .limit(reportLimit);
}

/**
 * The status report: requests by state, or (authorizer tab) every decision taken, by authorizer.
 * `ownerId` narrows it to one originator's requests (a reader who may not see all of them).
 */
export async function statusReport(
  db: DbOrTx,
  tab: StatusReportTab,
  ownerId: number | undefined,
): Promise<ApprovalReportRow[]> {
  const own: SQL | undefined = ownerId === undefined ? undefined : eq(approvalRequests.OwnerID, ownerId);
  if (tab === 'authorizer')
    return requestsQuery(db)
      .where(and(own, sql`${approvalDecisions.Status} <> 'W'`))
      .orderBy(asc(authorizers.USER_CODE), desc(approvalDecisions.UpdateDate))
      .limit(reportLimit);
  const rows = await db
    .select({
      ...requestColumns,
      StageName: decisionStageName,
      DecisionStatus: sql<null>`null`,
      AuthorizerCode: sql<null>`null`,
      Remarks: approvalRequests.Remarks,
      DecidedAt: iso(approvalRequests.UpdateDate),
    })
    .from(approvalRequests)
    .innerJoin(
      documents,
      and(eq(documents.ObjType, approvalRequests.ObjType), eq(documents.DocEntry, approvalRequests.DocEntry)),
    )
    .innerJoin(owners, eq(owners.USERID, approvalRequests.OwnerID))
    .innerJoin(approvalTemplates, eq(approvalTemplates.WtmCode, approvalRequests.WtmCode))
    .where(and(own, eq(approvalRequests.Status, statusOfTab[tab])))
    .orderBy(desc(approvalRequests.WddCode))
    .limit(reportLimit);
  return rows;
}

type ApprovalRecord = Omit<ApprovalDetail, 'can' | 'decisions'> & {
  OwnerID: number;
  decisions: (ApprovalDetail['decisions'][number] & { UserID: number })[];
};

/** A request with every decision, in stage order, for the document's banner. */
export async function approvalDetail(db: DbOrTx, WddCode: number): Promise<ApprovalRecord | undefined> {
  const [request] = await db
    .select({
      WddCode: approvalRequests.WddCode,
      ObjType: approvalRequests.ObjType,
      DocEntry: approvalRequests.DocEntry,
      Status: approvalRequests.Status,
      CurrStep: approvalRequests.CurrStep,
      TemplateName: approvalTemplates.Name,
      OwnerCode: owners.USER_CODE,
      OwnerID: approvalRequests.OwnerID,
    })
    .from(approvalRequests)
    .innerJoin(owners, eq(owners.USERID, approvalRequests.OwnerID))
    .innerJoin(approvalTemplates, eq(approvalTemplates.WtmCode, approvalRequests.WtmCode))
    .where(eq(approvalRequests.WddCode, WddCode));
  if (!request) return undefined;
  const decisions = await db
    .select({
      StepCode: approvalDecisions.StepCode,
      StageName: decisionStage.Name,
      MaxReqr: decisionStage.MaxReqr,
      MaxRejReqr: decisionStage.MaxRejReqr,
      UserID: approvalDecisions.UserID,
      UserCode: authorizers.USER_CODE,
      UserName: authorizers.U_NAME,
      Status: approvalDecisions.Status,
      Remarks: approvalDecisions.Remarks,
      UpdateDate: sql<string | null>`${iso(approvalDecisions.UpdateDate)}`,
    })
    .from(approvalDecisions)
    .innerJoin(decisionStage, eq(decisionStage.WstCode, approvalDecisions.WstCode))
    .innerJoin(authorizers, eq(authorizers.USERID, approvalDecisions.UserID))
    .where(eq(approvalDecisions.WddCode, WddCode))
    .orderBy(asc(approvalDecisions.StepCode), asc(authorizers.USER_CODE));
  return { ...request, decisions };
}
