import { desc, eq, sql } from 'drizzle-orm';
import {
  type PasswordPolicy,
  passwordComplexityProblems,
  passwordRuleMessages,
} from '../../shared/api/security';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/access';
import { passwordHistory, passwordPolicy } from '../db/schema/security';
import { validationFailed } from '../errors/app-error';
import type { AuthSettings } from './auth-settings';
import { hashPassword, verifyPassword } from './passwords';

/**
 * The policy before an administrator saves one: the floor the password schema always had, no
 * character classes, no expiry and no history, so the demo users' password stays good, and the
 * lockout threshold the server was configured with (AUTH_LOCKOUT_THRESHOLD). The lock runs out
 * after 15 minutes: a lock that waits for an administrator lets anyone who knows a user name
 * shut its owner out (an administrator may still choose 0).
 */
export const defaultLockoutMinutes = 15;

export function defaultPasswordPolicy(settings: Pick<AuthSettings, 'lockoutThreshold'>): PasswordPolicy {
  return {
    minLength: 10,
    requireUppercase: false,
    requireLowercase: false,
    requireDigit: false,
    requireSymbol: false,
    maxAgeDays: 0,
    historyCount: 0,
    lockoutThreshold: settings.lockoutThreshold,
    lockoutMinutes: defaultLockoutMinutes,
    version: 1,
  };
}

export async function readPasswordPolicy(
  db: DbOrTx,
  settings: Pick<AuthSettings, 'lockoutThreshold'>,
): Promise<PasswordPolicy> {
  const [row] = await db.select().from(passwordPolicy).where(eq(passwordPolicy.id, 1));
  if (!row) return defaultPasswordPolicy(settings);
  const { id: _, ...policy } = row;
  return policy;
}

/** Whether a password set at `changedAt` is past the policy's maximum age. */
export function passwordExpired(policy: PasswordPolicy, changedAt: Date, now = new Date()): boolean {
  return policy.maxAgeDays > 0 && now.getTime() - changedAt.getTime() > policy.maxAgeDays * 86_400_000;
}

/** Whether a lock has run out: only a timed lock does, a lock of 0 minutes waits for an administrator. */
export function lockRunOut(policy: PasswordPolicy, lockedAt: Date, now = new Date()): boolean {
  return policy.lockoutMinutes > 0 && now.getTime() - lockedAt.getTime() >= policy.lockoutMinutes * 60_000;
}

async function reusedRecently(db: DbOrTx, userId: number, password: string, count: number) {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.USERID, userId));
  const previous = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.changedAt), desc(passwordHistory.id))
    .limit(Math.max(count - 1, 0));
  const hashes = [user?.hash, ...previous.map((row) => row.hash)].filter((hash) => hash !== undefined);
  for (const hash of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

/**
 * Checks a new password against the policy (complexity, and for an existing user the last
 * `historyCount` passwords, the current one among them) and hashes it; a refusal is a 400 on
 * the named field.
 */
export async function acceptNewPassword(
  db: DbOrTx,
  policy: PasswordPolicy,
  password: string,
  userId: number | undefined,
  field = 'password',
): Promise<string> {
  const problems = passwordComplexityProblems(policy, password);
  if (problems.length === 0 && userId !== undefined && policy.historyCount > 0)
    if (await reusedRecently(db, userId, password, policy.historyCount))
      problems.push(passwordRuleMessages.reused);
  if (problems.length) throw validationFailed({ [field]: problems });
  return hashPassword(password);
}

/**
 * Stores a user's new password hash, keeping the old one in the history (only as many as the
 * policy looks back at), and restarts the password's age.
 */
export async function storeNewPassword(
  tx: DbOrTx,
  policy: PasswordPolicy,
  userId: number,
  passwordHash: string,
): Promise<void> {
  const [user] = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.USERID, userId));
  if (user && policy.historyCount > 1) {
    await tx.insert(passwordHistory).values({ userId, passwordHash: user.hash });
    await tx.execute(sql`
      delete from password_history where user_id = ${userId} and id not in (
        select id from password_history where user_id = ${userId}
        order by changed_at desc, id desc limit ${policy.historyCount - 1})`);
  }
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, failedSignIns: 0, lockedAt: null })
    .where(eq(users.USERID, userId));
}
