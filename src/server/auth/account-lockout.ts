import { eq, or, sql } from 'drizzle-orm';
import type { PasswordPolicy } from '../../shared/api/security';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema/access';
import { forgiveFailures } from './sign-in-limits';

/** Users whose code or e-mail is this name, lower-cased: one statement whether or not one exists. */
export function namedUser(name: string) {
  return or(eq(sql`lower(${users.USER_CODE})`, name), eq(sql`lower(${users.E_Mail})`, name));
}

/** The user whose code or e-mail is this (lower-cased) name, if there is one. */
export async function findUserByName(db: DbOrTx, name: string) {
  const [user] = await db.select().from(users).where(namedUser(name)).limit(1);
  return user;
}

/** Whether a lock set now would still hold: a timed lock runs out, one of 0 minutes never does. */
function lockHolds(policy: PasswordPolicy) {
  return policy.lockoutMinutes > 0
    ? sql`(${users.lockedAt} is not null and ${users.lockedAt} > now() - make_interval(mins => ${policy.lockoutMinutes}))`
    : sql`(${users.lockedAt} is not null)`;
}

/**
 * Counts a wrong password against the named account (if there is one: the same statement runs
 * either way, so timing tells nothing) and locks it at the policy's threshold. A lock that still
 * holds keeps its start, so wrong guesses cannot make it last forever; one that ran out starts
 * the count again.
 */
export async function countFailure(db: DbOrTx, name: string, policy: PasswordPolicy): Promise<void> {
  const holds = lockHolds(policy);
  const failed = sql`case when ${users.lockedAt} is null then ${users.failedSignIns} else 0 end + 1`;
  await db
    .update(users)
    .set({
      failedSignIns: sql`case when ${holds} then ${users.failedSignIns} + 1 else ${failed} end`,
      lockedAt: sql`case when ${holds} then ${users.lockedAt}
        when ${failed} >= ${policy.lockoutThreshold} then now() else null end`,
    })
    .where(namedUser(name));
}

/** Clears a lock and the failures behind it, as a good sign-in or an administrator's unlock does. */
export async function clearFailures(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, lockedAt: null }).where(eq(users.USERID, userId));
}

/**
 * An administrator's unlock (the users screen, or `npm run admin -- unlock <user>` on the server):
 * the lock goes, and so do the account's failures in the limits' window, or it would still answer
 * 429. Returns whether the user exists.
 */
export async function unlockUser(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db
    .update(users)
    .set({ failedSignIns: 0, lockedAt: null })
    .where(eq(users.USERID, userId))
    .returning({ code: users.USER_CODE, email: users.E_Mail });
  if (!user) return false;
  const names = [user.code, user.email].filter((name) => name !== null).map((name) => name.toLowerCase());
  await forgiveFailures(db, names);
  return true;
}
