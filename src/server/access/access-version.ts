import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { accessState } from '../db/schema/access';

/**
 * Bumps the access version in the writing transaction: every server's ability cache is keyed by
 * it, so a change to rules, memberships, superusers or data ownership rebuilds abilities at the
 * next request of every session.
 */
export async function bumpAccessVersion(tx: DbOrTx): Promise<void> {
  await tx
    .update(accessState)
    .set({ version: sql`${accessState.version} + 1` })
    .where(eq(accessState.id, 1));
}
