import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { signInAttempts } from '../db/schema/access';
import type { AuthSettings } from './auth-settings';

/** An attempt the limits let through, to be settled once the password is checked. */
export interface Reservation {
  reserved: true;
  attemptId: number;
}

export interface LimitRefusal {
  reserved: false;
  retryAfterSeconds: number;
}

export type Limits = Pick<
  AuthSettings,
  'accountAttemptLimit' | 'addressAttemptLimit' | 'attemptWindowSeconds' | 'attemptsBeforeDelay'
>;

function failuresOf(column: 'username' | 'address', value: string, windowSeconds: number) {
  const key = column === 'username' ? signInAttempts.username : signInAttempts.address;
  return sql`select count(*)::int as failures, min(${signInAttempts.at}) as oldest, max(${signInAttempts.at}) as latest
    from ${signInAttempts}
    where ${key} = ${value} and not ${signInAttempts.succeeded}
      and coalesce(${signInAttempts.reason}, '') not in ('rate-limited', 'forgiven')
      and ${signInAttempts.at} > now() - make_interval(secs => ${windowSeconds})`;
}

/**
 * Reserves one attempt for an account and an address before any password is checked, or refuses
 * it with the seconds to wait. The count and the reservation are one step: a transaction-scoped
 * advisory lock per account and per address (always in that order, so two requests never wait
 * on each other crosswise) makes a burst take turns, on every API server sharing the database,
 * so N concurrent requests check at most the limit's number of passwords. A reservation counts
 * as a failure until it is settled, so a server dying mid-check fails closed.
 *
 * Beyond the hard limits, each failure past `attemptsBeforeDelay` doubles the wait before the
 * account's next attempt (1 s, 2 s, 4 s...): guessing slows down without a lock that anyone
 * could set off.
 */
export async function reserveAttempt(
  db: Db,
  username: string,
  address: string,
  limits: Limits,
): Promise<Reservation | LimitRefusal> {
  const window = limits.attemptWindowSeconds;
  return db.transaction(async (tx) => {
    // One round trip: PostgreSQL evaluates a select list left to right, so the order holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in account ${username}`}, 0)),
      pg_advisory_xact_lock(hashtextextended(${`sign-in address ${address}`}, 0))`);
    const result = await tx.execute<{ id: number; reason: string; wait: number }>(sql`
      with account as (${failuresOf('username', username, window)}),
      origin as (${failuresOf('address', address, window)}),
      verdict as (
        select ceil(greatest(0,
          case when account.failures >= ${limits.accountAttemptLimit}
            then extract(epoch from account.oldest + make_interval(secs => ${window}) - now()) else 0 end,
          case when origin.failures >= ${limits.addressAttemptLimit}
            then extract(epoch from origin.oldest + make_interval(secs => ${window}) - now()) else 0 end,
          case when account.failures >= ${limits.attemptsBeforeDelay}
            then extract(epoch from account.latest - now()
              + make_interval(secs => least(power(2, account.failures - ${limits.attemptsBeforeDelay}), ${window})))
            else 0 end))::int as wait
        from account, origin
      ),
      inserted as (
        insert into ${signInAttempts} (username, address, succeeded, reason)
        select ${username}, ${address}, false, case when wait > 0 then 'rate-limited' else 'pending' end
        from verdict
        returning id, reason
      )
      select inserted.id, inserted.reason, verdict.wait from inserted, verdict`);
    const row = result.rows[0];
    if (!row) throw new Error('the sign-in attempt was not recorded');
    return row.reason === 'pending'
      ? { reserved: true, attemptId: row.id }
      : { reserved: false, retryAfterSeconds: Math.max(1, row.wait) };
  });
}

/** Records how a reserved attempt ended: a success stops counting against the limits. */
export async function settleAttempt(
  db: DbOrTx,
  reservation: Reservation,
  outcome: { succeeded: true } | { succeeded: false; reason: string },
): Promise<void> {
  await db
    .update(signInAttempts)
    .set(outcome.succeeded ? { succeeded: true, reason: null } : { reason: outcome.reason })
    .where(eq(signInAttempts.id, reservation.attemptId));
}

/**
 * Forgets an account's failures in the window, as unlocking it does: the history stays (marked
 * forgiven), the limits no longer count it.
 */
export async function forgiveFailures(db: DbOrTx, usernames: readonly string[]): Promise<void> {
  if (usernames.length === 0) return;
  await db
    .update(signInAttempts)
    .set({ reason: 'forgiven' })
    .where(
      and(
        inArray(signInAttempts.username, [...usernames]),
        eq(signInAttempts.succeeded, false),
        ne(signInAttempts.reason, 'rate-limited'),
      ),
    );
}
