import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { channels } from './field-sales';
import { itemGroups } from './inventory';
import { salesEmployees, territories } from './organisation';

/**
 * A sales target (issue 25): what one sales employee should invoice in a period, optionally
 * narrowed to a territory, an item group and a channel, in quantity (Q) or value (V, MainCurncy,
 * net of tax). Two targets of one key (employee, territory, item group, channel, kind) never
 * overlap in time: an exclusion constraint at the end of the migration (btree_gist) says so, so
 * the database decides even when two people save at once.
 */
export const salesTargets = pgTable(
  'sales_targets',
  {
    TargetId: integer('target_id').primaryKey(),
    SlpCode: integer('slp_code')
      .notNull()
      .references(() => salesEmployees.SlpCode),
    Territory: integer('territory').references(() => territories.territryID),
    ItmsGrpCod: integer('itms_grp_cod').references(() => itemGroups.ItmsGrpCod),
    ChannelCode: varchar('channel_code', { length: 20 }).references(() => channels.ChannelCode),
    FromDate: date('from_date').notNull(),
    ToDate: date('to_date').notNull(),
    TargetKind: varchar('target_kind', { length: 1 }).$type<'Q' | 'V'>().notNull().default('V'),
    Target: amount('target').notNull(),
    Remarks: text('remarks'),
    version: version(),
  },
  (t) => [
    index('sales_targets_slp_idx').on(t.SlpCode, t.FromDate),
    check('sales_targets_period_check', sql`${t.ToDate} > ${t.FromDate}`),
    check('sales_targets_kind_check', sql`${t.TargetKind} in ('Q', 'V')`),
    check('sales_targets_positive_check', sql`${t.Target} > 0`),
  ],
);

/**
 * A recurring template (issue 25): a document of one sales or purchasing type, kept as the create
 * payload the editor would send (Payload), with a schedule: D every Interval days, W every
 * Interval weeks on WeekDays (ISO digits, 1 Monday .. 7 Sunday), M every Interval months on
 * MonthDay (the month's last day when it has fewer), from StartDate until EndDate (open when null).
 */
export const recurringTemplates = pgTable(
  'recurring_templates',
  {
    TemplateId: integer('template_id').primaryKey(),
    TemplateName: text('template_name').notNull(),
    ObjType: varchar('obj_type', { length: 20 }).notNull(),
    CardCode: varchar('card_code', { length: 15 }),
    Payload: jsonb('payload').notNull(),
    /** The document the payload was copied from, when it was. */
    BaseType: varchar('base_type', { length: 20 }),
    BaseEntry: integer('base_entry'),
    Frequency: varchar('frequency', { length: 1 }).$type<'D' | 'W' | 'M'>().notNull().default('M'),
    Interval: integer('interval').notNull().default(1),
    WeekDays: varchar('week_days', { length: 7 }),
    MonthDay: integer('month_day'),
    StartDate: date('start_date').notNull(),
    EndDate: date('end_date'),
    Active: yesNo('active').notNull().default('Y'),
    version: version(),
  },
  (t) => [
    check('recurring_templates_frequency_check', sql`${t.Frequency} in ('D', 'W', 'M')`),
    check('recurring_templates_interval_check', sql`${t.Interval} between 1 and 366`),
    check(
      'recurring_templates_week_days_check',
      sql`${t.WeekDays} is null or ${t.WeekDays} ~ '^[1-7]{1,7}$'`,
    ),
    check(
      'recurring_templates_month_day_check',
      sql`${t.MonthDay} is null or ${t.MonthDay} between 1 and 31`,
    ),
    check('recurring_templates_period_check', sql`${t.EndDate} is null or ${t.EndDate} >= ${t.StartDate}`),
  ],
);

/**
 * What became of one due date of a template: E executed (the document it made) or S skipped. The
 * key is the promise that a due date is executed once, whichever server executes it.
 */
export const recurringRuns = pgTable(
  'recurring_runs',
  {
    TemplateId: integer('template_id')
      .notNull()
      .references(() => recurringTemplates.TemplateId, { onDelete: 'cascade' }),
    DueDate: date('due_date').notNull(),
    Outcome: varchar('outcome', { length: 1 }).$type<'E' | 'S'>().notNull(),
    ObjType: varchar('obj_type', { length: 20 }),
    DocEntry: integer('doc_entry'),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.TemplateId, t.DueDate] }),
    check('recurring_runs_outcome_check', sql`${t.Outcome} in ('E', 'S')`),
  ],
);
