import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { accessState, sessions, users } from '../db/schema/access';
import { sessionsChanged } from '../events/session-changes';
import type { ActiveSession } from '../http/request-session';

/**
 * How old the recorded last use may get before a request writes it again: a quarter of the idle
 * timeout, at most a minute. Writing at most once a minute cut a session used every 40 s under a
 * 1-minute timeout at 80 s; a quarter keeps the end within a quarter of the timeout of exact.
 */
export function touchAfterSeconds(idleTimeoutSeconds: number): number {
  return Math.min(60, idleTimeoutSeconds / 4);
}

export async function createSession(
  db: DbOrTx,
  input: { userId: number; address: string; userAgent: string | undefined; ttlSeconds: number },
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    address: input.address,
    userAgent: input.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return id;
}

/**
 * The session behind a token, if it is still open: not ended, not expired, used recently, and
 * its user active. A lock from failed sign-ins does not end open sessions: anyone can set one
 * off, and it must not throw the account's owner out. One indexed query per request.
 */
export async function findActiveSession(
  db: Db,
  sessionId: string,
  userId: number,
  idleTimeoutSeconds: number,
): Promise<ActiveSession | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      accessVersion: sql<number>`coalesce((select ${accessState.version} from ${accessState} where ${accessState.id} = 1), 0)`,
      // Compared on the database's clock, as the idle check is.
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${touchAfterSeconds(idleTimeoutSeconds)})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.USERID, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleTimeoutSeconds})`),
        eq(users.active, true),
      ),
    );
  return rows[0];
}

/** Records use only when the last record is stale, so reading a list does not write a row each time. */
export async function touchSession(db: Db, session: ActiveSession): Promise<void> {
  if (!session.stale) return;
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, session.sessionId));
}

export async function endSession(
  db: Db,
  sessionId: string,
  reason: 'logout' | 'ended-by-admin',
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  sessionsChanged();
}

/** Why a session that is no longer open was ended, if it was ended rather than left to expire. */
export async function endedReasonOf(db: Db, sessionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ reason: sessions.endedReason })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.reason ?? undefined;
}
