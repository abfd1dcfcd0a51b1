import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { version, yesNo } from './columns';
import { outlets, surveys } from './field-sales';
import { salesEmployees } from './organisation';

/**
 * Routes and calls (issue 25, no SAP Business One table; named in its style). A route is an
 * ordered list of outlets visited on the days of its pattern: the weekdays it holds, every
 * `EveryWeeks` weeks counted from the week of `StartDate`.
 */
export const routes = pgTable(
  'routes',
  {
    RouteCode: varchar('route_code', { length: 20 }).primaryKey(),
    RouteName: text('route_name').notNull(),
    OnMon: yesNo('on_mon').notNull().default('N'),
    OnTue: yesNo('on_tue').notNull().default('N'),
    OnWed: yesNo('on_wed').notNull().default('N'),
    OnThu: yesNo('on_thu').notNull().default('N'),
    OnFri: yesNo('on_fri').notNull().default('N'),
    OnSat: yesNo('on_sat').notNull().default('N'),
    OnSun: yesNo('on_sun').notNull().default('N'),
    EveryWeeks: integer('every_weeks').notNull().default(1),
    StartDate: date('start_date').notNull(),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [check('routes_every_weeks_check', sql`${t.EveryWeeks} between 1 and 12`)],
);

/** A route's outlets in visiting order (`Position` from 1): replaced as a whole when reordered. */
export const routeStops = pgTable(
  'route_stops',
  {
    RouteCode: varchar('route_code', { length: 20 })
      .notNull()
      .references(() => routes.RouteCode, { onDelete: 'cascade' }),
    Position: integer('position').notNull(),
    CardCode: varchar('card_code', { length: 15 }).notNull(),
    LineNum: integer('line_num').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.RouteCode, t.Position] }),
    uniqueIndex('route_stops_outlet_idx').on(t.RouteCode, t.CardCode, t.LineNum),
    foreignKey({
      name: 'route_stops_outlet_fk',
      columns: [t.CardCode, t.LineNum],
      foreignColumns: [outlets.CardCode, outlets.LineNum],
    }).onDelete('cascade'),
  ],
);

/**
 * A route given to a sales employee from one date to another. Two assignments of one rep whose
 * periods overlap and whose routes fall on a same day clash; the check runs under a lock on the
 * rep's row (route-assignment-binding.ts), so two racing requests cannot both pass it.
 */
export const routeAssignments = pgTable(
  'route_assignments',
  {
    AssignId: integer('assign_id').primaryKey(),
    RouteCode: varchar('route_code', { length: 20 })
      .notNull()
      .references(() => routes.RouteCode),
    SlpCode: integer('slp_code')
      .notNull()
      .references(() => salesEmployees.SlpCode),
    FromDate: date('from_date').notNull(),
    ToDate: date('to_date').notNull(),
    version: version(),
  },
  (t) => [
    index('route_assignments_slp_idx').on(t.SlpCode),
    index('route_assignments_route_idx').on(t.RouteCode),
    check('route_assignments_period_check', sql`${t.FromDate} <= ${t.ToDate}`),
  ],
);

/** What a call is about (order taking, merchandising, collection), each with its actions. */
export const callSubjects = pgTable('call_subjects', {
  SubjectCode: varchar('subject_code', { length: 20 }).primaryKey(),
  SubjectName: text('subject_name').notNull(),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

export const callActions = pgTable(
  'call_actions',
  {
    SubjectCode: varchar('subject_code', { length: 20 })
      .notNull()
      .references(() => callSubjects.SubjectCode, { onDelete: 'cascade' }),
    ActionCode: varchar('action_code', { length: 20 }).notNull(),
    ActionName: text('action_name').notNull(),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.SubjectCode, t.ActionCode] })],
);

/**
 * A visit to an outlet by a sales employee on a date: planned from a route (RouteCode set) or by
 * hand, then logged with its outcome. A route's outlet is planned once a date: the partial unique
 * index decides it when two plannings race.
 */
export const calls = pgTable(
  'calls',
  {
    CallId: integer('call_id').primaryKey(),
    SlpCode: integer('slp_code')
      .notNull()
      .references(() => salesEmployees.SlpCode),
    CardCode: varchar('card_code', { length: 15 }).notNull(),
    LineNum: integer('line_num').notNull(),
    RouteCode: varchar('route_code', { length: 20 }).references(() => routes.RouteCode),
    /** The outlet's place in its route that day; null for a call planned by hand. */
    Position: integer('position'),
    PlanDate: date('plan_date').notNull(),
    /** P planned, D done (logged), X cancelled. */
    CallStatus: varchar('call_status', { length: 1 }).$type<'P' | 'D' | 'X'>().notNull().default('P'),
    /** V visited, O visited and ordered, C outlet closed, N not visited. */
    Outcome: varchar('outcome', { length: 1 }).$type<'V' | 'O' | 'C' | 'N'>(),
    SubjectCode: varchar('subject_code', { length: 20 }).references(() => callSubjects.SubjectCode),
    Notes: text('notes'),
    Latitude: numeric('latitude', { precision: 9, scale: 6 }),
    Longitude: numeric('longitude', { precision: 9, scale: 6 }),
    LoggedAt: timestamp('logged_at', { withTimezone: true }),
    SurveyId: integer('survey_id').references(() => surveys.SurveyId),
    version: version(),
  },
  (t) => [
    foreignKey({
      name: 'calls_outlet_fk',
      columns: [t.CardCode, t.LineNum],
      foreignColumns: [outlets.CardCode, outlets.LineNum],
    }),
    uniqueIndex('calls_planned_once_idx')
      .on(t.RouteCode, t.CardCode, t.LineNum, t.PlanDate)
      .where(sql`${t.RouteCode} is not null`),
    index('calls_slp_date_idx').on(t.SlpCode, t.PlanDate),
    index('calls_date_idx').on(t.PlanDate),
    check('calls_status_check', sql`${t.CallStatus} in ('P', 'D', 'X')`),
    check('calls_outcome_check', sql`${t.Outcome} is null or ${t.Outcome} in ('V', 'O', 'C', 'N')`),
    check(
      'calls_position_check',
      sql`(${t.Latitude} is null) = (${t.Longitude} is null)
        and (${t.Latitude} is null or ${t.Latitude} between -90 and 90)
        and (${t.Longitude} is null or ${t.Longitude} between -180 and 180)`,
    ),
  ],
);

/** The actions taken during a call, among its subject's. */
export const callActionLines = pgTable(
  'call_action_lines',
  {
    CallId: integer('call_id')
      .notNull()
      .references(() => calls.CallId, { onDelete: 'cascade' }),
    SubjectCode: varchar('subject_code', { length: 20 }).notNull(),
    ActionCode: varchar('action_code', { length: 20 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.CallId, t.ActionCode] }),
    foreignKey({
      name: 'call_action_lines_action_fk',
      columns: [t.SubjectCode, t.ActionCode],
      foreignColumns: [callActions.SubjectCode, callActions.ActionCode],
    }),
  ],
);

/** A call's answers to its survey, one per question (survey_questions' LineNum). */
export const callAnswers = pgTable(
  'call_answers',
  {
    CallId: integer('call_id')
      .notNull()
      .references(() => calls.CallId, { onDelete: 'cascade' }),
    LineNum: integer('line_num').notNull(),
    Answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.CallId, t.LineNum] })],
);
