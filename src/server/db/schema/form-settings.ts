import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FormSettings } from '../../../shared/api/form-settings';
import { users } from './access';
import { version } from './columns';

/** What the settings column holds: the payload without its key and version, which are columns. */
export type StoredFormSettings = Pick<FormSettings, 'columns' | 'sort' | 'pageSize'>;

/**
 * Each user's grid settings per object (specification section 7, form_settings): column order,
 * widths, hidden columns, sort and page size. A user's own preference, so no rule governs it.
 */
export const formSettings = pgTable(
  'form_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    objectId: varchar('object_id', { length: 64 }).notNull(),
    settings: jsonb('settings').$type<StoredFormSettings>().notNull(),
    version: version(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.objectId] })],
);
