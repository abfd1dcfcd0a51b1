/**
 * A count of committed changes that may end sessions or change what they may do: sign-out,
 * sessions ended by an administrator or by a password change or reset, deactivated users, rules,
 * memberships and data ownership. The session cache (auth/session-cache.ts) reuses a session only
 * while this count is what it was when the session was looked up, so such a change is seen by the
 * next request on this server. It counts for the whole process: every app a process builds (tests
 * build several) hears every change, which can only make them look sessions up more often.
 */
let changes = 0;

/** Call after the change has committed (a call before it as well does no harm). */
export function sessionsChanged(): void {
  changes += 1;
}

export const sessionChangeCount = (): number => changes;
