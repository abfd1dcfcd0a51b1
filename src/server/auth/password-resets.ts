import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PasswordPolicy } from '../../shared/api/security';
import type { Db } from '../db/database';
import { passwordResets, sessions, users } from '../db/schema/access';
import { sessionsChanged } from '../events/session-changes';
import type { Mailer } from './mailer';
import { acceptNewPassword, storeNewPassword } from './password-policy';

const resetLifetimeMinutes = 60;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a reset for the user with this code or e-mail, if there is one with an e-mail address:
 * a single-use token, valid for an hour, sent by mail. Says nothing about whether it existed.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  username: string,
  resetPageUrl: string,
): Promise<void> {
  const name = username.toLowerCase();
  const [user] = await db
    .select({ id: users.USERID, email: users.E_Mail, name: users.U_NAME })
    .from(users)
    .where(sql`lower(${users.USER_CODE}) = ${name} or lower(${users.E_Mail}) = ${name}`)
    .limit(1);
  if (!user?.email) return;
  const token = randomBytes(32).toString('base64url');
  const email = user.email;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: sql`now() + make_interval(mins => ${resetLifetimeMinutes})`,
    });
    await mailer.queue(tx, {
      to: email,
      subject: 'Reset your Meridian ERP password',
      body:
        `Hello ${user.name},\n\nSomeone asked to reset the password of your Meridian ERP account. ` +
        `If it was you, open this link within ${resetLifetimeMinutes} minutes:\n\n${resetPageUrl}?token=${token}\n\n` +
        'If it was not you, ignore this message: your password stays as it is.',
    });
  });
}

const openReset = (token: string) =>
  and(
    eq(passwordResets.tokenHash, digest(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
  );

/**
 * Sets a new password with a reset token, once, if the password policy takes it (a refusal is a
 * 400 and leaves the token usable). Every session of the user ends, since whoever had the old
 * password may still be signed in.
 */
export async function resetPassword(
  db: Db,
  policy: PasswordPolicy,
  token: string,
  password: string,
): Promise<boolean> {
  const [pending] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(openReset(token));
  if (!pending) return false;
  const passwordHash = await acceptNewPassword(db, policy, password, pending.userId);
  const reset = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(openReset(token))
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await storeNewPassword(tx, policy, reset.userId, passwordHash);
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endedReason: 'password-reset' })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.endedAt)));
    return true;
  });
  if (reset) sessionsChanged();
  return reset;
}
