import { sessionChangeCount } from '../events/session-changes';
import type { ActiveSession } from '../http/request-session';

const capacity = 10_000;

interface Entry {
  session: ActiveSession;
  until: number;
  changes: number;
}

/**
 * Validated sessions kept for a few seconds, so that a request does not spend a database round
 * trip (and a pool checkout) on its session when the same session was checked a moment ago. An
 * entry holds the session as the lookup found it, its access version included (abilities are
 * cached per user and that version), and is used only while no session change (sign-out,
 * deactivation, rules: events/session-changes.ts) has committed on this server since the lookup
 * began. Changes made through another server are seen when the entry runs out: `lifetimeMs` is
 * the bound on that delay, and on an idle session outliving its idle timeout.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async find(
    sessionId: string,
    userId: number,
    lookup: () => Promise<ActiveSession | undefined>,
  ): Promise<{ session: ActiveSession | undefined; cached: boolean }> {
    if (this.lifetimeMs <= 0) return { session: await lookup(), cached: false };
    const changes = sessionChangeCount();
    const entry = this.entries.get(sessionId);
    if (entry && entry.changes === changes && entry.session.userId === userId && this.now() < entry.until)
      return { session: entry.session, cached: true };
    if (entry) this.entries.delete(sessionId);
    const session = await lookup();
    // A change that committed while the lookup ran may not be in what it read: keep nothing then.
    if (session && sessionChangeCount() === changes) this.keep(session, changes);
    return { session, cached: false };
  }

  private keep(session: ActiveSession, changes: number): void {
    if (this.entries.size >= capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // The request that looked it up records the use (touchSession); the cached copy need not.
    this.entries.set(session.sessionId, {
      session: { ...session, stale: false },
      until: this.now() + this.lifetimeMs,
      changes,
    });
  }
}
