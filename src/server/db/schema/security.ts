import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { userGroups, users } from './access';
import { version } from './columns';

/**
 * The company's one password policy. Without a row the defaults apply (password-policy.ts), so a
 * database from before this table signs in exactly as it did.
 */
export const passwordPolicy = pgTable('password_policy', {
  id: smallint('id').primaryKey().default(1),
  minLength: integer('min_length').notNull(),
  requireUppercase: boolean('require_uppercase').notNull(),
  requireLowercase: boolean('require_lowercase').notNull(),
  requireDigit: boolean('require_digit').notNull(),
  requireSymbol: boolean('require_symbol').notNull(),
  /** Days a password stays valid; 0 never expires. */
  maxAgeDays: integer('max_age_days').notNull(),
  /** How many previous passwords may not be used again; 0 allows any. */
  historyCount: integer('history_count').notNull(),
  lockoutThreshold: integer('lockout_threshold').notNull(),
  /** Minutes a lock lasts; 0 keeps it until an administrator unlocks the account. */
  lockoutMinutes: integer('lockout_minutes').notNull(),
  version: version(),
});

/** Hashes of a user's previous passwords, for the policy's reuse check. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.changedAt)],
);

/**
 * An address range a user, or every member of a user group, may sign in from. A user with no
 * range of its own or through its groups may sign in from anywhere.
 */
export const ipRanges = pgTable(
  'ip_ranges',
  {
    // Numbered max + 1 by the resource engine and the import alike, as every setup list is.
    RangeId: integer('range_id').primaryKey(),
    UserCode: varchar('user_code', { length: 25 }).references(() => users.USER_CODE, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    GroupCode: varchar('group_code', { length: 30 }).references(() => userGroups.code, {
      onDelete: 'cascade',
      onUpdate: 'cascade',
    }),
    /** CIDR notation, normalised (10.1.0.0/16, 2001:db8::/32); a single address is a /32 or /128. */
    IpRange: varchar('ip_range', { length: 50 }).notNull(),
    Remarks: text('remarks'),
    version: version(),
  },
  (t) => [
    index('ip_ranges_user_idx').on(t.UserCode),
    index('ip_ranges_group_idx').on(t.GroupCode),
    check('ip_ranges_one_owner', sql`(${t.UserCode} is null) <> (${t.GroupCode} is null)`),
  ],
);
