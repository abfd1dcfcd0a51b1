import { inArray, sql } from 'drizzle-orm';
import { parseConditions } from '../../../../shared/approval/approval-conditions';
import { formatCodeList, parseCodeList } from '../../../../shared/approval/code-list';
import {
  approvalDocumentTypes,
  approvalStageResource,
  approvalTemplateResource,
} from '../../../../shared/resources/approval';
import type { Tx } from '../../../db/database';
import { users } from '../../../db/schema/access';
import {
  approvalDecisions,
  approvalRequests,
  approvalStages,
  approvalTemplates,
} from '../../../db/schema/approval';
import { type FieldTexts, validationFailed } from '../../../errors/app-error';
import { said } from '../../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../../resources/resource-binding';

type Problems = FieldTexts;

/** The user codes of a list as stored (the users' own spelling), and the ones that do not exist. */
async function checkedUsers(tx: Tx, text: unknown): Promise<{ codes: string[]; unknown: string[] }> {
  const wanted = parseCodeList(typeof text === 'string' ? text : '');
  if (wanted.length === 0) return { codes: [], unknown: [] };
  // User codes are matched without regard to case (as sign-in does) and stored as the user's own.
  const rows = await tx
    .select({ code: users.USER_CODE })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.USER_CODE})`,
        wanted.map((code) => code.toLowerCase()),
      ),
    );
  const stored = new Map(rows.map((row) => [row.code.toLowerCase(), row.code]));
  return {
    codes: [...new Set(wanted.flatMap((code) => stored.get(code.toLowerCase()) ?? []))],
    unknown: wanted.filter((code) => !stored.has(code.toLowerCase())),
  };
}

const whole = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/** A stage as it will be after the write: known authorizers, 1 <= required <= authorizers. */
async function checkStage(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const problems: Problems = {};
  const authorizers = await checkedUsers(context.tx, merged.Authorizers);
  if (authorizers.unknown.length)
    problems.Authorizers = [said('noSuchUser', { codes: authorizers.unknown.join(', ') })];
  else if (authorizers.codes.length === 0) problems.Authorizers = [said('nameOneUser')];
  const count = authorizers.codes.length;
  for (const field of ['MaxReqr', 'MaxRejReqr'] as const) {
    const required = whole(merged[field] ?? 1);
    if (count > 0 && (required < 1 || required > count))
      problems[field] = [said('authorizersBetween', { count })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  if ('Authorizers' in values) values.Authorizers = formatCodeList(authorizers.codes);
}

/** A template as it will be after the write: known originators, document types and stages, readable conditions. */
async function checkTemplate(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const problems: Problems = {};
  const originators = await checkedUsers(context.tx, merged.Originators);
  if (originators.unknown.length)
    problems.Originators = [said('noSuchUser', { codes: originators.unknown.join(', ') })];
  else if (originators.codes.length === 0) problems.Originators = [said('nameOneUser')];
  const docTypes = parseCodeList(typeof merged.DocTypes === 'string' ? merged.DocTypes : '');
  const strange = docTypes.filter((type) => !approvalDocumentTypes.includes(type));
  if (strange.length) problems.DocTypes = [said('notDocumentTypes', { codes: strange.join(', ') })];
  else if (docTypes.length === 0) problems.DocTypes = [said('nameOneDocumentType')];
  const stages = parseCodeList(typeof merged.Stages === 'string' ? merged.Stages : '');
  const numbers = stages.map(Number).filter((code) => Number.isSafeInteger(code) && code > 0);
  const existing =
    numbers.length === 0
      ? []
      : await context.tx
          .select({ code: approvalStages.WstCode })
          .from(approvalStages)
          .where(inArray(approvalStages.WstCode, numbers));
  const known = new Set(existing.map((row) => String(row.code)));
  const missing = stages.filter((code) => !known.has(code));
  if (missing.length) problems.Stages = [said('noSuchStage', { codes: missing.join(', ') })];
  else if (stages.length === 0) problems.Stages = [said('nameOneStage')];
  const conditions = parseConditions(typeof merged.Conditions === 'string' ? merged.Conditions : '');
  if (!conditions.ok) problems.Conditions = conditions.problems;
  if (Object.keys(problems).length) throw validationFailed(problems);
  if ('Originators' in values) values.Originators = formatCodeList(originators.codes);
  if ('DocTypes' in values) values.DocTypes = formatCodeList(docTypes);
  if ('Stages' in values) values.Stages = formatCodeList(stages);
}

export const approvalBindings: ResourceBinding[] = [
  {
    definition: approvalStageResource,
    table: approvalStages,
    configuration: true,
    beforeWrite: checkStage,
    protectedBy: [
      { table: approvalDecisions, column: approvalDecisions.WstCode, label: 'approval decisions' },
    ],
  },
  {
    definition: approvalTemplateResource,
    table: approvalTemplates,
    configuration: true,
    beforeWrite: checkTemplate,
    protectedBy: [{ table: approvalRequests, column: approvalRequests.WtmCode, label: 'approval requests' }],
  },
];
