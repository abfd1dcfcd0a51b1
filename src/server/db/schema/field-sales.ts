import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { version, yesNo } from './columns';
import { territories } from './organisation';
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
  },
  (t) => [
    primaryKey({ columns: [t.SurveyId, t.LineNum] }),
    check('survey_questions_kind_check', sql`${t.AnswerKind} in ('T', 'N', 'Y', 'C')`),
  ],
);
