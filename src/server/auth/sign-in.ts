import { type LoginRequest, loginStatus } from '../../shared/api/auth';
import type { ErrorCode } from '../../shared/api/envelopes';
import type { PasswordPolicy } from '../../shared/api/security';
import type { UserRow } from '../access/user-ability-rules';
import type { Db } from '../db/database';
import { signAccessToken } from './access-tokens';
import { clearFailures, countFailure, findUserByName } from './account-lockout';
import { addressAllowed, rangesOfUser } from './address-ranges';
import type { AuthSettings } from './auth-settings';
import { lockRunOut, passwordExpired, readPasswordPolicy } from './password-policy';
import { verifyPassword } from './passwords';
import { createSession } from './session-store';
import { reserveAttempt, settleAttempt } from './sign-in-limits';

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
    message:
      'This account is locked after too many failed sign-ins. Try again later, or ask an administrator to unlock it.',
  },
  // Said whether or not the password was right, so an outsider learns nothing about it.
  'address-refused': {
    httpStatus: 403,
    statusCode: loginStatus.addressRefused,
    code: 'FORBIDDEN',
    message: 'This account may not sign in from this network address. Ask an administrator.',
  },
} satisfies Record<string, Omit<SignInRefusal, 'ok'>>;

export function rateLimited(retryAfterSeconds: number): SignInRefusal {
  return {
    ok: false,
    httpStatus: 429,
    statusCode: loginStatus.rateLimited,
    code: 'RATE_LIMITED',
    message:
      retryAfterSeconds < 60
        ? `Too many failed sign-ins. Try again in ${retryAfterSeconds} second(s).`
        : `Too many failed sign-ins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    retryAfterSeconds,
  };
}

/**
 * Why a checked attempt is refused, if it is. A wrong password answers the same for an unknown,
 * a locked and an open account; only the right password learns that the account is locked or
 * inactive. The address rule answers whatever the password, so it tells nothing about it.
 */
function refusalOf(
  user: UserRow | undefined,
  passwordRight: boolean,
  addressOk: boolean,
  policy: PasswordPolicy,
): keyof typeof refusals | undefined {
  if (user && !addressOk) return 'address-refused';
  if (!user || !passwordRight) return 'invalid';
  if (user.lockedAt && !lockRunOut(policy, user.lockedAt)) return 'locked';
  if (!user.active) return 'inactive';
  return undefined;
}

/**
 * Signs a user in: an attempt reserved under the limits first (atomically, so no burst outruns
 * them), then the same work whether or not the user exists (one lookup, one argon2 check, the
 * address ranges, one update by name), then the account's state. Success opens a session and
 * signs a token bound to it, in one transaction with the attempt's record.
 */
export async function signIn(db: Db, settings: AuthSettings, attempt: Attempt): Promise<SignInResult> {
  const username = attempt.username.toLowerCase();
  const reservation = await reserveAttempt(db, username, attempt.address, settings);
  if (!reservation.reserved) return rateLimited(reservation.retryAfterSeconds);
  const policy = await readPasswordPolicy(db, settings);
  const user: UserRow | undefined = await findUserByName(db, username);
  const passwordRight = await verifyPassword(user?.passwordHash, attempt.password);
  const addressOk = addressAllowed(attempt.address, await rangesOfUser(db, user?.USERID ?? 0));
  const refusal = refusalOf(user, passwordRight, addressOk, policy);
  if (refusal || !user) {
    const reason = refusal ?? 'invalid';
    await db.transaction(async (tx) => {
      await settleAttempt(tx, reservation, { succeeded: false, reason });
      if (reason === 'invalid') await countFailure(tx, username, policy);
    });
    return { ok: false, ...refusals[reason] };
  }

  const sessionId = await db.transaction(async (tx) => {
    await clearFailures(tx, user.USERID);
    await settleAttempt(tx, reservation, { succeeded: true });
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
    settings.now,
  );
  return {
    ok: true,
    user,
    sessionId,
    accessToken,
    passwordExpired: passwordExpired(policy, user.passwordChangedAt),
  };
}
