import { sql } from 'drizzle-orm';
import { type DispatchAction, type DispatchStatus, dispatchActions } from '../../../shared/api/dispatch';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { writeAudit } from '../../resources/audit-trail';
import { type DispatchCaller, dispatchAuditResource } from './dispatch-create';
import { lockNote } from './dispatch-locked-note';

/** The moment each move stamps on the note; unloading takes the loading back. */
const stampOf: Record<DispatchAction, string> = {
  load: 'loaded_at = now()',
  unload: 'loaded_at = null',
  depart: 'departed_at = now()',
  complete: 'completed_at = now()',
  cancel: 'cancelled_at = now()',
};

/** The right each move needs on the note: cancelling is its own action, the others change it. */
export const dispatchActionRight = (action: DispatchAction) => (action === 'cancel' ? 'cancel' : 'update');

/**
 * Moves a note's status as `dispatchActions` allows, in one transaction on the note locked:
 * completing needs every stop's outcome recorded; cancelling sets the stops inactive, so their
 * deliveries are open items again and the vehicle and driver free on that date.
 */
export async function moveDispatchNote(
  db: Db,
  caller: DispatchCaller,
  DocEntry: number,
  action: DispatchAction,
  version: number,
): Promise<void> {
  const move = dispatchActions[action];
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, caller.ability, dispatchActionRight(action), DocEntry, version);
    if (!(move.from as readonly DispatchStatus[]).includes(note.Status))
      throw new AppError(409, 'INVALID_STATE', said('dispatchStatusForbids', { number: note.DocNum }));
    if (action === 'complete') {
      const { rows } = await tx.execute<{ pending: number }>(sql`
        select count(*)::int as pending from dispatch_stops where doc_entry = ${DocEntry} and outcome = 'pending'`);
      const pending = Number(rows[0]?.pending ?? 0);
      if (pending > 0) throw new AppError(409, 'INVALID_STATE', said('stopsNotRecorded', { count: pending }));
    }
    if (action === 'cancel')
      await tx.execute(sql`update dispatch_stops set active = 'N' where doc_entry = ${DocEntry}`);
    await tx.execute(sql`
      update dispatch_notes set status = ${move.to}, ${sql.raw(stampOf[action])}, version = version + 1
      where doc_entry = ${DocEntry}`);
    await writeAudit(tx, {
      userId: caller.userId,
      resource: dispatchAuditResource,
      recordKey: `ODSP/${DocEntry}`,
      action: 'update',
      before: { Status: note.Status },
      after: { Status: move.to },
    });
  });
}
