import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { userGroups } from '../db/schema/access';
import { notFound } from '../errors/app-error';
import { said } from '../errors/local-text';

/**
 * Locks a user group's row for the rest of the transaction, or answers 404: a group's rules and
 * data ownership are replaced whole, so two saves of one group queue rather than interleave.
 */
export async function lockGroup(tx: Tx, id: number): Promise<void> {
  const [group] = await tx
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.id, id))
    .for('update');
  if (!group) throw notFound(said('userGroupNotFound'));
}
