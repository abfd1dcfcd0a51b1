import { and, eq, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { CallLogBody, CallView } from '../../../shared/api/route-calls';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import type { Db, DbOrTx } from '../../db/database';
import { outlets } from '../../db/schema/field-sales';
import {
  callActionLines,
  callActions,
  callAnswers,
  callSubjects,
  calls,
} from '../../db/schema/routes-and-calls';
import { AppError, type FieldTexts, notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { callViews, surveyOfChannel } from './call-views';
import { surveyAnswerProblems } from './survey-answers';

type LogInput = CallLogBody & { Actions: string[]; Answers: { LineNum: number; Answer: string }[] };

/** The subject and its actions must exist and be active; each action one of the subject's. */
async function subjectProblems(tx: DbOrTx, body: LogInput) {
  const fields: FieldTexts = {};
  if (!body.SubjectCode) return fields;
  const [subject] = await tx
    .select()
    .from(callSubjects)
    .where(and(eq(callSubjects.SubjectCode, body.SubjectCode), eq(callSubjects.Active, 'Y')));
  if (!subject) return { SubjectCode: [said('notActiveCallSubject', { code: body.SubjectCode })] };
  const actions = await tx
    .select({ ActionCode: callActions.ActionCode })
    .from(callActions)
    .where(and(eq(callActions.SubjectCode, body.SubjectCode), eq(callActions.Active, 'Y')));
  const known = new Set(actions.map((action) => action.ActionCode));
  body.Actions.forEach((code, index) => {
    if (!known.has(code))
      fields[`Actions.${index}`] = [said('notActionOfSubject', { code, subject: body.SubjectCode ?? '' })];
  });
  if (new Set(body.Actions).size !== body.Actions.length) fields.Actions = [said('actionTwice')];
  return fields;
}

/**
 * Logs a call in one transaction: its outcome, subject and actions, notes, the survey's answers
 * (checked against the questions of the outlet's channel's survey), where the rep was and when
 * the server heard it. A call may be logged again to correct it; a cancelled one may not.
 */
export async function logCall(
  db: Db,
  ability: AppAbility,
  CallId: number,
  body: LogInput,
): Promise<CallView> {
  await db.transaction(async (tx) => {
    const [call] = await tx.select().from(calls).where(eq(calls.CallId, CallId)).for('update');
    if (!call || !mayRead(ability, 'Call', call)) throw notFound(said('callNotFound', { id: CallId }));
    authorizeRecord(ability, 'update', 'Call', call);
    if (call.CallStatus === 'X')
      throw new AppError(409, 'INVALID_STATE', said('callCancelled', { id: CallId }));
    const [outlet] = await tx
      .select({ ChannelCode: outlets.ChannelCode })
      .from(outlets)
      .where(and(eq(outlets.CardCode, call.CardCode), eq(outlets.LineNum, call.LineNum)));
    const survey = await surveyOfChannel(tx, outlet?.ChannelCode ?? null);
    const fields = await subjectProblems(tx, body);
    for (const problem of surveyAnswerProblems(survey, body.Answers))
      fields[problem.field] = [...(fields[problem.field] ?? []), said(problem.message, problem.values)];
    if (Object.keys(fields).length) throw validationFailed(fields);
    await tx
      .update(calls)
      .set({
        CallStatus: 'D',
        Outcome: body.Outcome,
        SubjectCode: body.SubjectCode ?? null,
        Notes: body.Notes ?? null,
        Latitude: body.Latitude ?? null,
        Longitude: body.Longitude ?? null,
        LoggedAt: sql`now()`,
        SurveyId: survey && body.Answers.length ? survey.SurveyId : null,
        version: sql`${calls.version} + 1`,
      })
      .where(eq(calls.CallId, CallId));
    await tx.delete(callActionLines).where(eq(callActionLines.CallId, CallId));
    await tx.delete(callAnswers).where(eq(callAnswers.CallId, CallId));
    if (body.SubjectCode && body.Actions.length)
      await tx
        .insert(callActionLines)
        .values(
          body.Actions.map((ActionCode) => ({ CallId, SubjectCode: body.SubjectCode ?? '', ActionCode })),
        );
    const answered = body.Answers.filter((answer) => answer.Answer.trim());
    if (answered.length)
      await tx
        .insert(callAnswers)
        .values(
          answered.map((answer) => ({ CallId, LineNum: answer.LineNum, Answer: answer.Answer.trim() })),
        );
  });
  const [view] = await callViews(db, eq(calls.CallId, CallId));
  if (!view) throw notFound(said('callNotFound', { id: CallId }));
  return view;
}
