import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ActivityRow, CallSurvey, CallView } from '../../../shared/api/route-calls';
import type { DbOrTx } from '../../db/database';
import { outlets, surveyQuestions, surveys } from '../../db/schema/field-sales';
import { salesEmployees } from '../../db/schema/organisation';
import { businessPartners, partnerAddresses } from '../../db/schema/partners';
import { callActionLines, callAnswers, calls } from '../../db/schema/routes-and-calls';

/** The fields a rule on Call may filter by. */
export const callConditionColumns = {
  CallId: calls.CallId,
  SlpCode: calls.SlpCode,
  CardCode: calls.CardCode,
  RouteCode: calls.RouteCode,
  CallStatus: calls.CallStatus,
  PlanDate: calls.PlanDate,
};

/** The active survey of an outlet's channel, with its questions; the first made when several are. */
export async function surveyOfChannel(db: DbOrTx, ChannelCode: string | null): Promise<CallSurvey | null> {
  if (!ChannelCode) return null;
  const [survey] = await db
    .select({ SurveyId: surveys.SurveyId, SurveyName: surveys.SurveyName })
    .from(surveys)
    .where(and(eq(surveys.ChannelCode, ChannelCode), eq(surveys.Active, 'Y')))
    .orderBy(asc(surveys.SurveyId))
    .limit(1);
  if (!survey) return null;
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.SurveyId, survey.SurveyId))
    .orderBy(asc(surveyQuestions.LineNum));
  return {
    ...survey,
    Questions: questions.map((question) => ({
      LineNum: question.LineNum,
      Question: question.Question,
      AnswerKind: question.AnswerKind,
      Choices: (question.Choices ?? '')
        .split('\n')
        .map((choice) => choice.trim())
        .filter(Boolean),
      Required: question.Required,
    })),
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Calls matching `where` with their outlet, actions, answers and the survey of the outlet's channel. */
export async function callViews(db: DbOrTx, where: SQL): Promise<CallView[]> {
  const rows = await db
    .select({
      call: calls,
      CardName: businessPartners.CardName,
      Address: partnerAddresses.Address,
      City: partnerAddresses.City,
      ChannelCode: outlets.ChannelCode,
    })
    .from(calls)
    .innerJoin(outlets, and(eq(outlets.CardCode, calls.CardCode), eq(outlets.LineNum, calls.LineNum)))
    .innerJoin(
      partnerAddresses,
      and(eq(partnerAddresses.CardCode, calls.CardCode), eq(partnerAddresses.LineNum, calls.LineNum)),
    )
    .innerJoin(businessPartners, eq(businessPartners.CardCode, calls.CardCode))
    .where(where)
    .orderBy(
      asc(calls.PlanDate),
      asc(calls.SlpCode),
      sql`${calls.Position} asc nulls last`,
      asc(calls.CallId),
    )
    .limit(500);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.call.CallId);
  const actions = await db.select().from(callActionLines).where(inArray(callActionLines.CallId, ids));
  const answers = await db.select().from(callAnswers).where(inArray(callAnswers.CallId, ids));
  const surveyByChannel = new Map<string, CallSurvey | null>();
  for (const channel of new Set(rows.map((row) => row.ChannelCode)))
    if (channel) surveyByChannel.set(channel, await surveyOfChannel(db, channel));
  return rows.map(({ call, CardName, Address, City, ChannelCode }) => ({
    CallId: call.CallId,
    SlpCode: call.SlpCode,
    PlanDate: call.PlanDate,
    RouteCode: call.RouteCode,
    Position: call.Position,
    CardCode: call.CardCode,
    LineNum: call.LineNum,
    CardName,
    Address,
    City,
    CallStatus: call.CallStatus,
    Outcome: call.Outcome,
    SubjectCode: call.SubjectCode,
    Actions: actions.filter((line) => line.CallId === call.CallId).map((line) => line.ActionCode),
    Notes: call.Notes,
    LoggedAt: iso(call.LoggedAt),
    Survey: (ChannelCode && surveyByChannel.get(ChannelCode)) || null,
    Answers: answers
      .filter((line) => line.CallId === call.CallId)
      .map(({ LineNum, Answer }) => ({ LineNum, Answer }))
      .sort((a, b) => a.LineNum - b.LineNum),
  }));
}

/** Who visited what on a date, planned against done, per sales employee (of the readable calls). */
export async function activityOn(db: DbOrTx, date: string, readable: SQL): Promise<ActivityRow[]> {
  const rows = await db
    .select({
      CallId: calls.CallId,
      SlpCode: calls.SlpCode,
      SlpName: salesEmployees.SlpName,
      CallStatus: calls.CallStatus,
      Outcome: calls.Outcome,
      LoggedAt: calls.LoggedAt,
      CardName: businessPartners.CardName,
    })
    .from(calls)
    .innerJoin(salesEmployees, eq(salesEmployees.SlpCode, calls.SlpCode))
    .innerJoin(businessPartners, eq(businessPartners.CardCode, calls.CardCode))
    .where(and(eq(calls.PlanDate, date), readable))
    .orderBy(asc(salesEmployees.SlpName), asc(calls.LoggedAt), asc(calls.CallId));
  const bySlp = new Map<number, ActivityRow>();
  for (const row of rows) {
    const entry = bySlp.get(row.SlpCode) ?? {
      SlpCode: row.SlpCode,
      SlpName: row.SlpName,
      Planned: 0,
      Done: 0,
      Ordered: 0,
      NotVisited: 0,
      Visited: [],
    };
    bySlp.set(row.SlpCode, entry);
    if (row.CallStatus === 'X') continue;
    entry.Planned += 1;
    if (row.CallStatus !== 'D') continue;
    entry.Done += 1;
    if (row.Outcome === 'O') entry.Ordered += 1;
    if (row.Outcome === 'N' || row.Outcome === 'C') entry.NotVisited += 1;
    if ((row.Outcome === 'V' || row.Outcome === 'O') && row.LoggedAt)
      entry.Visited.push({
        CallId: row.CallId,
        CardName: row.CardName,
        Outcome: row.Outcome,
        LoggedAt: iso(row.LoggedAt) ?? '',
      });
  }
  return [...bySlp.values()];
}
