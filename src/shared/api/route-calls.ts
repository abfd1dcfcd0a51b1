import { z } from 'zod';
import { boundedDecimal, boundedText, int4, int4KeyText, isoDate } from '../wire/wire-formats';
import { listEnvelopeSchema, resultCodeOk } from './envelopes';

/**
 * Routes and calls beyond their records (issue 25), under /route-calls: a route's stops in order,
 * planning calls from the routes' assignments, logging a call, the rep's day and the activity
 * status. The records themselves (routes, assignments, subjects, actions, calls) are resources.
 */

const codeText = (max: number) => boundedText(max, { trim: true }).min(1, 'is required');
const answer = <Data extends z.ZodType>(data: Data) =>
  z.object({ ResultCode: z.literal(resultCodeOk), ResponseData: data });

/** P planned, D done (logged), X cancelled. */
export const callStatuses = ['P', 'D', 'X'] as const;
/** V visited, O visited and ordered, C outlet closed, N not visited. */
export const callOutcomes = ['V', 'O', 'C', 'N'] as const;
export type CallOutcome = (typeof callOutcomes)[number];

/** At most this many days are planned in one request (a quarter). */
export const maxPlanDays = 92;

// ---------------------------------------------------------------- stops

export const routeParamsSchema = z.object({ RouteCode: codeText(20) });

/** An outlet: a partner's ship-to address (CardCode and its LineNum) with outlet facts. */
const outletKey = { CardCode: codeText(15), LineNum: int4.min(0) };

export const routeStopSchema = z.object({
  Position: z.number().int(),
  CardCode: z.string(),
  LineNum: z.number().int(),
  CardName: z.string().nullable(),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  Latitude: z.string().nullable(),
  Longitude: z.string().nullable(),
  ChannelCode: z.string().nullable(),
});
export type RouteStop = z.infer<typeof routeStopSchema>;
export const routeStopsAnswerSchema = listEnvelopeSchema(routeStopSchema);

/** The route's outlets in their new order: the whole list, first stop first. */
export const routeStopsBodySchema = z.object({ Stops: z.array(z.object(outletKey)).max(500) });
export type RouteStopsBody = z.input<typeof routeStopsBodySchema>;

/** A route with its outlets (/routes-outlets). */
export const routeOutletsSchema = z.object({
  RouteCode: z.string(),
  RouteName: z.string(),
  Active: z.enum(['Y', 'N']),
  Stops: z.array(routeStopSchema),
});
export type RouteOutlets = z.infer<typeof routeOutletsSchema>;
export const routeOutletsListAnswerSchema = listEnvelopeSchema(routeOutletsSchema);

// ---------------------------------------------------------------- planning

export const planCallsBodySchema = z
  .object({
    FromDate: isoDate,
    ToDate: isoDate,
    /** Only this route's assignments; every route when left out. */
    RouteCode: codeText(20).optional(),
  })
  .refine((body) => body.FromDate <= body.ToDate, { path: ['ToDate'], message: 'must not be before From' })
  .refine((body) => (Date.parse(body.ToDate) - Date.parse(body.FromDate)) / 86_400_000 < maxPlanDays, {
    path: ['ToDate'],
    message: `must be within ${maxPlanDays} days of From`,
  });
export type PlanCallsBody = z.input<typeof planCallsBodySchema>;

/** How many calls the request planned, and how many were already planned (never twice). */
export const planCallsAnswerSchema = answer(
  z.object({ Planned: z.number().int(), AlreadyPlanned: z.number().int() }),
);

// ---------------------------------------------------------------- logging

export const callParamsSchema = z.object({ CallId: int4KeyText });

export const callLogBodySchema = z
  .object({
    Outcome: z.enum(callOutcomes),
    SubjectCode: codeText(20).optional(),
    Actions: z.array(codeText(20)).max(50).default([]),
    Notes: boundedText(2000, { multiline: true }).optional(),
    /** Where the rep was when logging (WGS 84 degrees); both or neither. */
    Latitude: boundedDecimal({ precision: 9, scale: 6 }).optional(),
    Longitude: boundedDecimal({ precision: 9, scale: 6 }).optional(),
    /** Answers to the survey of the outlet's channel, by question line. */
    Answers: z
      .array(z.object({ LineNum: int4.min(0), Answer: boundedText(1000) }))
      .max(200)
      .default([]),
  })
  .refine((body) => (body.Latitude === undefined) === (body.Longitude === undefined), {
    path: ['Longitude'],
    message: 'is given with Latitude, or neither',
  })
  .refine((body) => body.Latitude === undefined || Math.abs(Number(body.Latitude)) <= 90, {
    path: ['Latitude'],
    message: 'must be between -90 and 90',
  })
  .refine((body) => body.Longitude === undefined || Math.abs(Number(body.Longitude)) <= 180, {
    path: ['Longitude'],
    message: 'must be between -180 and 180',
  })
  .refine((body) => body.Actions.length === 0 || body.SubjectCode !== undefined, {
    path: ['SubjectCode'],
    message: 'is required with actions',
  });
export type CallLogBody = z.input<typeof callLogBodySchema>;

export const surveyQuestionSchema = z.object({
  LineNum: z.number().int(),
  Question: z.string(),
  AnswerKind: z.enum(['T', 'N', 'Y', 'C']),
  Choices: z.array(z.string()),
  Required: z.enum(['Y', 'N']),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const callSurveySchema = z.object({
  SurveyId: z.number().int(),
  SurveyName: z.string(),
  Questions: z.array(surveyQuestionSchema),
});
export type CallSurvey = z.infer<typeof callSurveySchema>;

/** A call with its outlet, as the rep's day and the call's own page show it. */
export const callViewSchema = z.object({
  CallId: z.number().int(),
  SlpCode: z.number().int(),
  PlanDate: z.string(),
  RouteCode: z.string().nullable(),
  Position: z.number().int().nullable(),
  CardCode: z.string(),
  LineNum: z.number().int(),
  CardName: z.string().nullable(),
  Address: z.string().nullable(),
  City: z.string().nullable(),
  CallStatus: z.enum(callStatuses),
  Outcome: z.enum(callOutcomes).nullable(),
  SubjectCode: z.string().nullable(),
  Actions: z.array(z.string()),
  Notes: z.string().nullable(),
  LoggedAt: z.string().nullable(),
  /** The survey of the outlet's channel, to answer while logging. */
  Survey: callSurveySchema.nullable(),
  Answers: z.array(z.object({ LineNum: z.number().int(), Answer: z.string() })),
});
export type CallView = z.infer<typeof callViewSchema>;
export const callViewAnswerSchema = answer(callViewSchema);

// ---------------------------------------------------------------- the day

export const dayQuerySchema = z.object({
  date: isoDate.optional(),
  /** Whose day: the signed-in user's sales employee when left out. */
  SlpCode: int4KeyText.optional(),
});
export type DayQuery = z.input<typeof dayQuerySchema>;

export const repDaySchema = z.object({
  date: z.string(),
  SlpCode: z.number().int().nullable(),
  calls: z.array(callViewSchema),
});
export type RepDay = z.infer<typeof repDaySchema>;
export const repDayAnswerSchema = answer(repDaySchema);

export const activityRowSchema = z.object({
  SlpCode: z.number().int(),
  SlpName: z.string(),
  Planned: z.number().int(),
  Done: z.number().int(),
  Ordered: z.number().int(),
  NotVisited: z.number().int(),
  /** The outlets visited that day, in the order they were logged. */
  Visited: z.array(
    z.object({
      CallId: z.number().int(),
      CardName: z.string().nullable(),
      Outcome: z.enum(callOutcomes),
      LoggedAt: z.string(),
    }),
  ),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;
export const activityStatusAnswerSchema = answer(
  z.object({ date: z.string(), data: z.array(activityRowSchema) }),
);
