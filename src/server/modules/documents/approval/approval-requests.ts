import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MarketingDocument } from '../../../../shared/api/marketing-docs';
import { conditionsHold, parseConditions } from '../../../../shared/approval/approval-conditions';
import { parseCodeList } from '../../../../shared/approval/code-list';
import type { DocumentFigures } from '../../../../shared/approval/conditions/document-figures';
import type { DbOrTx, Tx } from '../../../db/database';
import { users } from '../../../db/schema/access';
import {
  approvalDecisions,
  approvalRequests,
  approvalStages,
  approvalTemplates,
} from '../../../db/schema/approval';
import { documents } from '../../../db/schema/documents';
import { creditExposure } from '../../../finance/credit-exposure';

export type Template = typeof approvalTemplates.$inferSelect;

async function userCodeOf(tx: Tx, userId: number): Promise<string | undefined> {
  const [row] = await tx.select({ code: users.USER_CODE }).from(users).where(eq(users.USERID, userId));
  return row?.code;
}

async function figuresOf(tx: Tx, document: MarketingDocument, CardCode: string): Promise<DocumentFigures> {
  // The credit figure the credit check and the alert read (finance/credit-exposure.ts), without
  // this document's own earlier figures.
  const { rows } = await tx.execute<{ CreditLine: string; Balance: string }>(sql`
    select p.credit_line::text as "CreditLine", x.exposure::text as "Balance"
    from business_partners p
    join (${creditExposure([CardCode], { ObjType: document.ObjType, DocEntry: document.DocEntry })}) x
      on x.card_code = p.card_code
    where p.card_code = ${CardCode}`);
  const [partner] = rows;
  return {
    DocTotal: document.DocTotal,
    DiscPrcnt: document.DiscPrcnt,
    lines: document.DocumentLines.map((line) => ({
      Quantity: line.Quantity,
      DiscPrcnt: line.DiscPrcnt,
      LineTotal: line.LineTotal,
      GrssProfit: line.GrssProfit ?? '0',
    })),
    CreditLine: partner?.CreditLine ?? '0',
    Balance: partner?.Balance ?? '0',
  };
}

/** The active approval templates in number order: what every posting is judged against. */
export async function activeTemplates(db: DbOrTx): Promise<Template[]> {
  return db
    .select()
    .from(approvalTemplates)
    .where(eq(approvalTemplates.Active, 'Y'))
    .orderBy(asc(approvalTemplates.WtmCode));
}

/**
 * The first of the active templates (by number, from the posting configuration's cache) whose
 * originators include the user, whose document types include the document's, and whose
 * conditions all hold for it.
 */
export async function matchingTemplate(
  tx: Tx,
  templates: readonly Template[],
  userId: number,
  document: MarketingDocument,
  CardCode: string,
): Promise<Template | undefined> {
  if (templates.length === 0) return undefined;
  const userCode = await userCodeOf(tx, userId);
  const candidates = templates.filter(
    (template) =>
      userCode !== undefined &&
      parseCodeList(template.Originators).includes(userCode) &&
      parseCodeList(template.DocTypes).includes(document.ObjType),
  );
  if (candidates.length === 0) return undefined;
  const figures = await figuresOf(tx, document, CardCode);
  return candidates.find((template) => {
    const reading = parseConditions(template.Conditions);
    // Conditions are checked when a template is saved; one that no longer reads holds nothing back.
    return reading.ok && conditionsHold(reading.conditions, figures);
  });
}

/** The stages a request goes through, with their authorizers' user ids, in order. */
async function stagesWithAuthorizers(tx: Tx, stageCodes: string[]) {
  const codes = stageCodes.map(Number).filter((code) => Number.isSafeInteger(code));
  if (codes.length === 0) return [];
  const stages = await tx.select().from(approvalStages).where(inArray(approvalStages.WstCode, codes));
  const authorizerCodes = [...new Set(stages.flatMap((stage) => parseCodeList(stage.Authorizers)))];
  const ids =
    authorizerCodes.length === 0
      ? []
      : await tx
          .select({ id: users.USERID, code: users.USER_CODE })
          .from(users)
          .where(inArray(users.USER_CODE, authorizerCodes));
  const idOf = new Map(ids.map((row) => [row.code, row.id]));
  return codes.flatMap((code) => {
    const stage = stages.find((candidate) => candidate.WstCode === code);
    if (!stage) return [];
    const authorizers = parseCodeList(stage.Authorizers).flatMap((user) => {
      const id = idOf.get(user);
      return id === undefined ? [] : [id];
    });
    return authorizers.length ? [{ stage, authorizers }] : [];
  });
}

/**
 * Keeps a stored draft for approval under the template that matched it (matchingTemplate): the request (OWDD) with a pending
 * decision (WDD1) for every authorizer of every stage, and the document pending (WddStatus W).
 * Answers the draft as it now stands, or undefined when nothing holds it back.
 */
export async function holdForApproval(
  tx: Tx,
  userId: number,
  draft: MarketingDocument,
  template: Template,
): Promise<MarketingDocument | undefined> {
  const stages = await stagesWithAuthorizers(tx, parseCodeList(template.Stages));
  if (stages.length === 0) return undefined;
  const [request] = await tx
    .insert(approvalRequests)
    .values({
      ObjType: draft.ObjType,
      DocEntry: draft.DocEntry,
      WtmCode: template.WtmCode,
      OwnerID: userId,
      Stages: stages.map(({ stage }) => stage.WstCode).join(', '),
    })
    .returning({ WddCode: approvalRequests.WddCode });
  if (!request) throw new Error('the approval request was not stored');
  await tx.insert(approvalDecisions).values(
    stages.flatMap(({ stage, authorizers }, step) =>
      authorizers.map((UserID) => ({
        WddCode: request.WddCode,
        StepCode: step,
        WstCode: stage.WstCode,
        UserID,
      })),
    ),
  );
  await tx
    .update(documents)
    .set({ WddStatus: 'W' })
    .where(and(eq(documents.ObjType, draft.ObjType), eq(documents.DocEntry, draft.DocEntry)));
  return { ...draft, WddStatus: 'W' };
}
