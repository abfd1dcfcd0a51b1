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
import { users } from './access';
import { version, yesNo } from './columns';
import { employees, territories } from './organisation';
import { businessPartners, partnerAddresses } from './partners';

/**
 * The market a distributor sells into (issue 25), kept beside the partners it classifies. SAP
 * Business One has no tables for these; the names follow its style (a code, a name, Active).
 *
 * A channel is how an outlet buys (modern trade, traditional trade, horeca); a tier ranks outlets
 * within any channel (A, B, C), so a tier is not owned by one channel.
 */
export const channels = pgTable('channels', {
  ChannelCode: varchar('channel_code', { length: 20 }).primaryKey(),
  ChannelName: text('channel_name').notNull(),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

export const tiers = pgTable('tiers', {
  TierCode: varchar('tier_code', { length: 20 }).primaryKey(),
  TierName: text('tier_name').notNull(),
  /** Lower ranks first (A before B) in lists and on the map's legend. */
  Rank: integer('rank').notNull().default(0),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/**
 * A distributor serves outlets in a territory on the company's behalf; it may be a business
 * partner of the company (the customer it invoices), or not yet one.
 */
export const distributors = pgTable(
  'distributors',
  {
    DistCode: varchar('dist_code', { length: 20 }).primaryKey(),
    DistName: text('dist_name').notNull(),
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    Territory: integer('territory').references(() => territories.territryID),
    Phone: text('phone'),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [index('distributors_card_idx').on(t.CardCode)],
);

/**
 * What an outlet is, beyond its address: a ship-to address of a customer (partner_addresses,
 * AdresType S) with a position, channel, tier, distributor and how often it is visited. One row per
 * outlet address, keyed as the address is, so an address and its outlet facts live and die
 * together and a customer with three shops is three outlets.
 */
export const outlets = pgTable(
  'outlets',
  {
    CardCode: varchar('card_code', { length: 15 }).notNull(),
    LineNum: integer('line_num').notNull(),
    /** WGS 84 degrees; both or neither (an outlet not yet located has no position). */
    Latitude: numeric('latitude', { precision: 9, scale: 6 }),
    Longitude: numeric('longitude', { precision: 9, scale: 6 }),
    ChannelCode: varchar('channel_code', { length: 20 }).references(() => channels.ChannelCode),
    TierCode: varchar('tier_code', { length: 20 }).references(() => tiers.TierCode),
    DistCode: varchar('dist_code', { length: 20 }).references(() => distributors.DistCode),
    /** D daily, W weekly, F fortnightly, M monthly: what the route planner aims for. */
    VisitFreq: varchar('visit_freq', { length: 1 }).$type<'D' | 'W' | 'F' | 'M'>().notNull().default('W'),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.CardCode, t.LineNum] }),
    foreignKey({
      name: 'outlets_address_fk',
      columns: [t.CardCode, t.LineNum],
      foreignColumns: [partnerAddresses.CardCode, partnerAddresses.LineNum],
    }).onDelete('cascade'),
    index('outlets_channel_idx').on(t.ChannelCode),
    index('outlets_dist_idx').on(t.DistCode),
    check(
      'outlets_position_check',
      sql`(${t.Latitude} is null) = (${t.Longitude} is null)
        and (${t.Latitude} is null or ${t.Latitude} between -90 and 90)
        and (${t.Longitude} is null or ${t.Longitude} between -180 and 180)`,
    ),
    check('outlets_visit_freq_check', sql`${t.VisitFreq} in ('D', 'W', 'F', 'M')`),
  ],
);

/** A questionnaire a rep fills in during a call, for the outlets of one channel (or all, when none). */
export const surveys = pgTable('surveys', {
  SurveyId: integer('survey_id').primaryKey().generatedByDefaultAsIdentity(),
  SurveyName: text('survey_name').notNull(),
  ChannelCode: varchar('channel_code', { length: 20 }).references(() => channels.ChannelCode),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/** T text, N number, Y yes/no, C one of Choices. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    SurveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.SurveyId, { onDelete: 'cascade' }),
    LineNum: integer('line_num').notNull(),
    Question: text('question').notNull(),
    AnswerKind: varchar('answer_kind', { length: 1 }).$type<'T' | 'N' | 'Y' | 'C'>().notNull().default('T'),
    /** The choices of a C question, one per line. */
    Choices: text('choices'),
    Required: yesNo('required').notNull().default('N'),
    /** Added by 0044: a question is edited on its own, in place under its survey. */
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.SurveyId, t.LineNum] }),
    check('survey_questions_kind_check', sql`${t.AnswerKind} in ('T', 'N', 'Y', 'C')`),
  ],
);

/**
 * GPS setup (issue 25): the company's one row. The client reports a position every IntervalSeconds
 * while the rep works (WorkStart to WorkEnd, the rep's local clock), drops fixes less precise than
 * MinAccuracyM, and asks the rep's consent first where ConsentRequired.
 */
export const gpsSettings = pgTable(
  'gps_settings',
  {
    Code: integer('code').primaryKey().default(1),
    TrackingOn: yesNo('tracking_on').notNull().default('Y'),
    IntervalSeconds: integer('interval_seconds').notNull().default(300),
    MinAccuracyM: integer('min_accuracy_m').notNull().default(100),
    WorkStart: varchar('work_start', { length: 5 }).notNull().default('08:00'),
    WorkEnd: varchar('work_end', { length: 5 }).notNull().default('18:00'),
    ConsentRequired: yesNo('consent_required').notNull().default('Y'),
    version: version(),
  },
  (t) => [
    check('gps_settings_one_row', sql`${t.Code} = 1`),
    check('gps_settings_interval_check', sql`${t.IntervalSeconds} between 10 and 3600`),
    check('gps_settings_accuracy_check', sql`${t.MinAccuracyM} between 1 and 10000`),
    check('gps_settings_hours_check', sql`${t.WorkStart} < ${t.WorkEnd}`),
  ],
);

/** A user's answer to "may the company record where you are while you work": the latest one stands. */
export const gpsConsents = pgTable('gps_consents', {
  UserId: integer('user_id')
    .primaryKey()
    .references(() => users.USERID, { onDelete: 'cascade' }),
  Consent: yesNo('consent').notNull(),
  AnsweredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A position a rep's client reported. ClientId is made by the client once per fix, so a batch sent
 * again after a lost answer stores nothing twice (unique per user). PosDate and PosTime are the
 * fix's UTC day and time, kept for the lists and the timesheet.
 */
export const gpsLocations = pgTable(
  'gps_locations',
  {
    LocId: integer('loc_id').primaryKey().generatedByDefaultAsIdentity(),
    ClientId: varchar('client_id', { length: 64 }).notNull(),
    UserId: integer('user_id')
      .notNull()
      .references(() => users.USERID),
    /** The user's employee (through their sales employee) when the position was stored. */
    empID: integer('emp_id').references(() => employees.empID),
    Latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    Longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    AccuracyM: numeric('accuracy_m', { precision: 9, scale: 1 }),
    RecordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    PosDate: date('pos_date').notNull(),
    PosTime: varchar('pos_time', { length: 8 }).notNull(),
    ReceivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('gps_locations_client_idx').on(t.UserId, t.ClientId),
    index('gps_locations_day_idx').on(t.PosDate, t.UserId),
    check(
      'gps_locations_position_check',
      sql`${t.Latitude} between -90 and 90 and ${t.Longitude} between -180 and 180`,
    ),
  ],
);
