import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { passwordResets, sessions, users } from '../db/schema/access';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';

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

/**
 * Sets a new password with a reset token, once. Every session of the user ends, since whoever
 * had the old password may still be signed in.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    await tx.update(users).set({ passwordHash, failedSignIns: 0 }).where(eq(users.USERID, reset.userId));
    await tx
      .update(sessions)
      .set({ endedAt: sql`now()`, endedReason: 'password-reset' })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.endedAt)));
    return true;
  });
}
