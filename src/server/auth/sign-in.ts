import { eq, or, sql } from 'drizzle-orm';
import { type LoginRequest, loginStatus } from '../../shared/api/auth';
import type { ErrorCode } from '../../shared/api/envelopes';
import type { PasswordPolicy } from '../../shared/api/security';
import type { Db } from '../db/database';
import { signInAttempts, users } from '../db/schema/access';
import { signAccessToken } from './access-tokens';
import { addressAllowed, rangesOfUser } from './address-ranges';
import type { AuthSettings } from './auth-settings';
import { lockRunOut, passwordExpired, readPasswordPolicy } from './password-policy';
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
  | { ok: true; user: UserRow; sessionId: string; accessToken: string; passwordExpired: boolean }
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
  // Said whether or not the password was right, so an outsider learns nothing about it.
  'address-refused': {
    httpStatus: 403,
    statusCode: loginStatus.addressRefused,
    code: 'FORBIDDEN',
    message: 'This account may not sign in from this network address. Ask an administrator.',
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
  policy: PasswordPolicy,
): Promise<SignInRefusal> {
  await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({
      username: attempt.username.toLowerCase(),
      address: attempt.address,
      succeeded: false,
      reason,
    });
    if (user && reason === 'invalid') {
      // A timed lock that ran out starts the count again.
      const failed = user.lockedAt ? sql`0` : users.failedSignIns;
      await tx
        .update(users)
        .set({
          failedSignIns: sql`${failed} + 1`,
          lockedAt: sql`case when ${failed} + 1 >= ${policy.lockoutThreshold} then now() else null end`,
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
  const policy = await readPasswordPolicy(db, settings);
  const found = await findByCodeOrEmail(db, username);
  const user = found?.lockedAt && lockRunOut(policy, found.lockedAt) ? { ...found, lockedAt: null } : found;
  const passwordRight = await verifyPassword(user?.passwordHash, attempt.password);
  if (user && !addressAllowed(attempt.address, await rangesOfUser(db, user.USERID)))
    return refuse(db, attempt, 'address-refused', undefined, policy);
  if (!user || !passwordRight)
    return refuse(db, attempt, user?.lockedAt ? 'locked' : 'invalid', found, policy);
  if (user.lockedAt) return refuse(db, attempt, 'locked', user, policy);
  if (!user.active) return refuse(db, attempt, 'inactive', user, policy);

  const sessionId = await db.transaction(async (tx) => {
    await tx.update(users).set({ failedSignIns: 0, lockedAt: null }).where(eq(users.USERID, user.USERID));
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
  return {
    ok: true,
    user,
    sessionId,
    accessToken,
    passwordExpired: passwordExpired(policy, user.passwordChangedAt),
  };
}
