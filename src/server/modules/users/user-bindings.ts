import { customType, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { userGroupResource, userResource } from '../../../shared/resources/users';
import { bumpAccessVersion } from '../../access/access-version';
import { acceptNewPassword, readPasswordPolicy } from '../../auth/password-policy';
import { authDefaults } from '../../config';
import { userGroups } from '../../db/schema/access';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { sessionsChanged } from '../../events/session-changes';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

type Flag = 'Y' | 'N';

/** SUPERUSER is 0 or 1 in OUSR; Y or N on the wire like every flag. */
const flagAsSmallint = customType<{ data: Flag; driverData: number }>({
  dataType: () => 'smallint',
  toDriver: (value) => (value === 'Y' ? 1 : 0),
  fromDriver: (value) => (Number(value) === 1 ? 'Y' : 'N'),
});

const flagAsBoolean = customType<{ data: Flag; driverData: boolean }>({
  dataType: () => 'boolean',
  toDriver: (value) => value === 'Y',
  fromDriver: (value) => (value === true || String(value) === 't' ? 'Y' : 'N'),
});

/** Whether a lock is set, read from when it was set; only the Unlock action clears it. */
const lockFlag = customType<{ data: Flag; driverData: unknown }>({
  dataType: () => 'timestamp with time zone',
  toDriver: () => {
    throw new Error('Locked is cleared by the unlock action, never written');
  },
  fromDriver: (value) => (value === null || value === undefined ? 'N' : 'Y'),
});

/** The password hash never leaves the server: it reads as empty text. */
const writeOnlyHash = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => value,
  fromDriver: () => '',
});

const quoted = (code: string) => `"${code.replace(/["\\]/g, (character) => `\\${character}`)}"`;

/** The warehouses a user works in, a text array, travel as one comma-separated text. */
const warehouseList = customType<{ data: string; driverData: unknown }>({
  dataType: () => 'text[]',
  toDriver: (value) =>
    `{${value
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean)
      .map(quoted)
      .join(',')}}`,
  fromDriver: (value) => {
    if (Array.isArray(value)) return value.join(', ');
    return String(value ?? '')
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((code) => code.replace(/^"|"$/g, ''))
      .filter(Boolean)
      .join(', ');
  },
});

/**
 * OUSR as the generic engine reads and writes it: the same table as `users` in the schema, its
 * columns mapped to the wire's shapes. It lives outside the schema folder, so migrations see only
 * the schema's one definition of the table.
 */
export const userRecords = pgTable('users', {
  USERID: integer('user_id').primaryKey(),
  USER_CODE: varchar('user_code', { length: 25 }).notNull(),
  U_NAME: text('u_name').notNull(),
  E_Mail: text('e_mail'),
  Password: writeOnlyHash('password_hash').notNull(),
  SUPERUSER: flagAsSmallint('superuser').notNull(),
  Active: flagAsBoolean('active').notNull(),
  Locked: lockFlag('locked_at'),
  SlpCode: integer('slp_code'),
  BPLId: integer('bpl_id'),
  Warehouses: warehouseList('warehouses').notNull(),
  language: varchar('language', { length: 5 }),
  DfltsCode: varchar('dflts_code', { length: 8 }),
  version: integer('version').notNull(),
});

export const selfDemotionMessages = {
  superuser: said('selfSuperuser'),
  active: said('selfDeactivate'),
} as const;

/**
 * A new user's password is checked by the password policy and stored hashed; an administrator
 * may not demote or deactivate themselves (no company is left without one by mistake); a change
 * of superuser or active state bumps the access version.
 */
async function checkUserWrite(values: Record<string, unknown>, context: WriteContext) {
  if (context.action === 'create') {
    const policy = await readPasswordPolicy(context.tx, authDefaults);
    const password = typeof values.Password === 'string' ? values.Password : '';
    values.Password = await acceptNewPassword(context.tx, policy, password, undefined, 'Password');
    values.Warehouses ??= '';
    return;
  }
  const current = context.current ?? {};
  const self = current.USERID === context.userId;
  if (self && values.SUPERUSER === 'N' && current.SUPERUSER === 'Y')
    throw new AppError(409, 'INVALID_STATE', selfDemotionMessages.superuser, {
      SUPERUSER: [selfDemotionMessages.superuser],
    });
  if (self && values.Active === 'N')
    throw new AppError(409, 'INVALID_STATE', selfDemotionMessages.active, {
      Active: [selfDemotionMessages.active],
    });
  if (
    (values.SUPERUSER !== undefined && values.SUPERUSER !== current.SUPERUSER) ||
    (values.Active !== undefined && values.Active !== current.Active)
  )
    await bumpAccessVersion(context.tx);
}

export const userBindings: ResourceBinding[] = [
  {
    definition: userResource,
    table: userRecords,
    beforeWrite: checkUserWrite,
    // Deactivation and superuser changes end or change open sessions: this server drops its copies.
    afterCommit: async () => sessionsChanged(),
  },
  { definition: userGroupResource, table: userGroups },
];
