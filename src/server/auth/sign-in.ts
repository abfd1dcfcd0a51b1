import { eq, or, sql } from 'drizzle-orm';
import { type LoginRequest, loginStatus } from '../../shared/api/auth';
import type { ErrorCode } from '../../shared/api/envelopes';
import type { Db } from '../db/database';
import { signInAttempts, users } from '../db/schema/access';
import { signAccessToken } from './access-tokens';
import type { AuthSettings } from './auth-settings';
import { verifyPassword } from './passwords';
import type { UserRow } from './session-payload';
import { createSession } from './session-store';
import { checkSignInLimits } from './sign-in-limits';

export interface SignInRefusal {
  ok: false;
  httpStatus: number;
  statusCode: number;
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number;
}

export type SignInResult =
  | { ok: true; user: UserRow; sessionId: string; accessToken: string }
  | SignInRefusal;

interface Attempt extends LoginRequest {
  address: string;
  userAgent: string | undefined;
}

const refusals = {
  invalid: {
    httpStatus: 401,
    statusCode: loginStatus.invalidCredentials,
    code: 'UNAUTHENTICATED',
    message: 'The user name or the password is not right.',
  },
  inactive: {
    httpStatus: 403,
    statusCode: loginStatus.inactive,
    code: 'FORBIDDEN',
    message: 'This account is not active yet: an administrator must activate it.',
  },
  locked: {
    httpStatus: 403,
    statusCode: loginStatus.locked,
    code: 'FORBIDDEN',
    message: 'This account is locked after too many failed sign-ins: an administrator must unlock it.',
  },
} satisfies Record<string, Omit<SignInRefusal, 'ok'>>;

async function findByCodeOrEmail(db: Db, username: string): Promise<UserRow | undefined> {
  const name = username.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.USER_CODE})`, name), eq(sql`lower(${users.E_Mail})`, name)))
    .limit(1);
  return rows[0];
}

async function refuse(
  db: Db,
  attempt: Attempt,
  reason: keyof typeof refusals,
  user: UserRow | undefined,
  settings: AuthSettings,
): Promise<SignInRefusal> {
  await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({
      username: attempt.username.toLowerCase(),
      address: attempt.address,
      succeeded: false,
      reason,
    });
    if (user && reason === 'invalid') {
      await tx
        .update(users)
        .set({
          failedSignIns: sql`${users.failedSignIns} + 1`,
          lockedAt: sql`case when ${users.failedSignIns} + 1 >= ${settings.lockoutThreshold} then now() else ${users.lockedAt} end`,
        })
        .where(eq(users.USERID, user.USERID));
    }
  });
  return { ok: false, ...refusals[reason] };
}

/**
 * Signs a user in: rate limits first, then the password (always checked, so timing does not
 * reveal which accounts exist), then the account's state. Success opens a session and signs a
 * token bound to it, in one transaction with the attempt's record.
 */
export async function signIn(db: Db, settings: AuthSettings, attempt: Attempt): Promise<SignInResult> {
  const username = attempt.username.toLowerCase();
  const limit = await checkSignInLimits(db, username, attempt.address, settings);
  if (limit.limited) {
    await db
      .insert(signInAttempts)
      .values({ username, address: attempt.address, succeeded: false, reason: 'rate-limited' });
    return {
      ok: false,
      httpStatus: 429,
      statusCode: loginStatus.rateLimited,
      code: 'RATE_LIMITED',
      message: `Too many failed sign-ins. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minute(s).`,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const user = await findByCodeOrEmail(db, username);
  const passwordRight = await verifyPassword(user?.passwordHash, attempt.password);
  if (!user || !passwordRight)
    return refuse(db, attempt, user?.lockedAt ? 'locked' : 'invalid', user, settings);
  if (user.lockedAt) return refuse(db, attempt, 'locked', user, settings);
  if (!user.active) return refuse(db, attempt, 'inactive', user, settings);

  const sessionId = await db.transaction(async (tx) => {
    await tx.update(users).set({ failedSignIns: 0 }).where(eq(users.USERID, user.USERID));
    await tx.insert(signInAttempts).values({ username, address: attempt.address, succeeded: true });
    return createSession(tx, {
      userId: user.USERID,
      address: attempt.address,
      userAgent: attempt.userAgent,
      ttlSeconds: settings.tokenTtlSeconds,
    });
  });
  const accessToken = await signAccessToken(
    { userId: user.USERID, sessionId },
    settings.secret,
    settings.tokenTtlSeconds,
  );
  return { ok: true, user, sessionId, accessToken };
}
