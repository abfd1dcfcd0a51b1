import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches, salesEmployees } from './organisation';
import { userDefaults } from './user-defaults';

/**
 * One row whose version grows with every change to groups, rules or memberships. Abilities are
 * cached per user and version, so a change reaches every API server at its next request.
 */
export const accessState = pgTable('access_state', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
});

/** User groups hold the permission rules; a user has the rules of every group it belongs to. */
export const userGroups = pgTable('user_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  /** Grows with every edit through the generic engine, which answers 409 to a stale one. */
  version: integer('version').notNull().default(1),
});

/**
 * SAP Business One's data ownership, per user group and document object type: whether the
 * group's rules on that document type reach the member's own documents only (SlpCode equal to
 * the user's), the documents of the user's branch (BPLId) or all of them. Applied as extra
 * conditions on the group's rules when abilities are built (docs/decisions.md).
 */
export const dataOwnerships = pgTable(
  'data_ownerships',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    objectType: varchar('object_type', { length: 10 }).notNull(),
    level: varchar('level', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.objectType] })],
);

/**
 * A CASL rule: action + subject, optional conditions (MongoDB-style query) and fields, possibly
 * inverted. `position` fixes the order, since a later rule overrides an earlier one.
 */
export const groupRules = pgTable(
  'group_rules',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** One action or several ('read', 'create', ...), and one subject or several. */
    action: text('action').array().notNull(),
    subject: text('subject').array().notNull(),
    conditions: jsonb('conditions'),
    fields: text('fields').array(),
    inverted: boolean('inverted').notNull().default(false),
    reason: text('reason'),
  },
  (t) => [unique('group_rules_position').on(t.groupId, t.position)],
);

/** OUSR. SUPERUSER is 1 for administrators, 0 otherwise (specification section 3). */
export const users = pgTable(
  'users',
  {
    USERID: integer('user_id').primaryKey().generatedByDefaultAsIdentity(),
    USER_CODE: varchar('user_code', { length: 25 }).notNull(),
    U_NAME: text('u_name').notNull(),
    E_Mail: text('e_mail'),
    passwordHash: text('password_hash').notNull(),
    SUPERUSER: smallint('superuser').notNull().default(0),
    /** Registration creates an inactive user; an administrator activates it. */
    active: boolean('active').notNull().default(true),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** When the password was last set: the password policy's maximum age counts from here. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    SlpCode: integer('slp_code').references(() => salesEmployees.SlpCode),
    BPLId: integer('bpl_id').references(() => branches.BPLId),
    /** Warehouses a warehouse user works in; the rules' conditions refer to them. */
    warehouses: text('warehouses').array().notNull().default([]),
    /** The defaults a new document of the user takes (user_defaults), if any. */
    DfltsCode: varchar('dflts_code', { length: 8 }).references(() => userDefaults.Code),
    language: varchar('language', { length: 5 }),
    /** Grows with every edit through the generic engine, which answers 409 to a stale one. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_code').on(t.USER_CODE), unique('users_email').on(t.E_Mail)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);

/**
 * A signed-in client. The access token names its session; ending the row (logout, an
 * administrator, idle time) refuses the token at its next request, on every API server.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: varchar('ended_reason', { length: 20 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt, kept for rate limiting (shared by all API servers) and the IP logs. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    username: varchar('username', { length: 100 }).notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    reason: varchar('reason', { length: 30 }),
  },
  (t) => [
    index('sign_in_attempts_user_idx').on(t.username, t.at),
    index('sign_in_attempts_address_idx').on(t.address, t.at),
  ],
);

/** A password reset: only the token's SHA-256 is kept, so the table cannot be used to reset. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.USERID, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Mail the server means to send; without SMTP it stays here for administrators to read. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
