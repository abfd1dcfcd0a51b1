import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInAttempts } from '../db/schema/access';
import type { AuthSettings } from './auth-settings';

export interface LimitVerdict {
  limited: boolean;
  retryAfterSeconds: number;
}

type Limits = Pick<AuthSettings, 'accountAttemptLimit' | 'addressAttemptLimit' | 'attemptWindowSeconds'>;

async function failuresSince(db: Db, column: 'username' | 'address', value: string, windowSeconds: number) {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${signInAttempts.at}))::float8`,
    })
    .from(signInAttempts)
    .where(
      and(
        eq(column === 'username' ? signInAttempts.username : signInAttempts.address, value),
        eq(signInAttempts.succeeded, false),
        // Refusals for the limit itself do not count, or a limited account could never recover.
        sql`${signInAttempts.reason} is distinct from 'rate-limited'`,
        gt(signInAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return rows[0] ?? { count: 0, oldest: null };
}

/**
 * Failed sign-ins per account and per address within a sliding window, counted in the database
 * so that every API server sees the same numbers.
 */
export async function checkSignInLimits(
  db: Db,
  username: string,
  address: string,
  limits: Limits,
): Promise<LimitVerdict> {
  const [byAccount, byAddress] = [
    await failuresSince(db, 'username', username, limits.attemptWindowSeconds),
    await failuresSince(db, 'address', address, limits.attemptWindowSeconds),
  ];
  const over = [
    byAccount.count >= limits.accountAttemptLimit ? byAccount.oldest : undefined,
    byAddress.count >= limits.addressAttemptLimit ? byAddress.oldest : undefined,
  ].filter((oldest): oldest is number => typeof oldest === 'number');
  if (over.length === 0) return { limited: false, retryAfterSeconds: 0 };
  const waits = over.map((oldest) => limits.attemptWindowSeconds - Math.floor(Date.now() / 1000 - oldest));
  return { limited: true, retryAfterSeconds: Math.max(1, ...waits) };
}
