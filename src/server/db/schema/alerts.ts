import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AlertFrequency, AlertKind, AlertPriority } from '../../../shared/alerts/alert-kinds';
import { users } from './access';
import { version, yesNo } from './columns';
import { warehouses } from './inventory';

/**
 * OALT: an alert watches one condition kind with its parameters and notifies its recipients, the
 * users named and the members of the groups named (codes, comma-separated, checked on write).
 */
export const alerts = pgTable(
  'alerts',
  {
    AlertCode: varchar('alert_code', { length: 20 }).primaryKey(),
    Name: text('name').notNull(),
    Active: yesNo('active').notNull().default('Y'),
    Priority: varchar('priority', { length: 1 }).notNull().$type<AlertPriority>().default('N'),
    AlertKind: varchar('alert_kind', { length: 40 }).notNull().$type<AlertKind>(),
    /** Stock below minimum: this warehouse's stock; without it the item's total. */
    WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
    /** Pending approval: these object types only (comma-separated); without them every type. */
    ObjTypes: varchar('obj_types', { length: 200 }),
    FrqncyType: varchar('frqncy_type', { length: 1 }).notNull().$type<AlertFrequency>().default('E'),
    /** Minutes between two periodic evaluations (FrqncyType M). */
    FrqncyIntr: integer('frqncy_intr'),
    UserCodes: text('user_codes'),
    GroupCodes: text('group_codes'),
    /** When the periodic evaluation last ran; claimed with a guarded update, so one server runs it. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [index('alerts_kind_idx').on(t.AlertKind, t.Active)],
);

/**
 * One notification per recipient and occurrence. While it is unread the same alert does not
 * notify the same user about the same subject again (the partial unique index): reading it
 * lets a later evaluation that still finds the condition raise it anew.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    alertCode: varchar('alert_code', { length: 20 })
      .notNull()
      .references(() => alerts.AlertCode, { onDelete: 'cascade', onUpdate: 'cascade' }),
    subjectType: varchar('subject_type', { length: 20 }).notNull(),
    /** The item code, `ObjType/DocEntry` of a document, or the partner's code. */
    subjectKey: varchar('subject_key', { length: 100 }).notNull(),
    /** The figures the text shows (stock and minimum, document number, balance and credit line). */
    params: jsonb('params').notNull().$type<Record<string, string | number | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_notifications_unread_once')
      .on(t.userId, t.alertCode, t.subjectType, t.subjectKey)
      .where(sql`${t.readAt} is null`),
    index('user_notifications_user_idx').on(t.userId, t.id),
  ],
);
