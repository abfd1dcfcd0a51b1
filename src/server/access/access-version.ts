import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { accessState } from '../db/schema/access';
import { sessionsChanged } from '../events/session-changes';

/**
 * Bumps the access version in the writing transaction: every server's ability cache is keyed by
 * it, so a change to rules, memberships, superusers or data ownership rebuilds abilities at the
 * next request of every session. The caller calls sessionsChanged() once the transaction has
 * committed, so that this server's session cache drops what it holds at once.
 */
export async function bumpAccessVersion(tx: DbOrTx): Promise<void> {
  await tx
    .update(accessState)
    .set({ version: sql`${accessState.version} + 1` })
    .where(eq(accessState.id, 1));
  // Before the commit as well as after it (the callers' sessionsChanged()): harmless, and it covers
  // a caller that forgets the second.
  sessionsChanged();
}
