import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/**
 * One row per create, update or delete through the resource engine: who, when, which record, and
 * the record's fields before and after (null before a create, null after a delete). Written in the
 * same transaction as the change, so a change is never without its audit row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.USERID, { onDelete: 'set null' }),
    resource: varchar('resource', { length: 64 }).notNull(),
    recordKey: text('record_key').notNull(),
    action: varchar('action', { length: 10 }).notNull().$type<'create' | 'update' | 'delete'>(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.recordKey, t.id)],
);
