import { sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { DispatchStatus } from '../../../shared/api/dispatch';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import type { Tx } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';

/** A note as its writing transaction locked it, with every field the rules may name. */
export type LockedNote = {
  DocEntry: number;
  DocNum: number;
  Series: number;
  DocDate: string;
  Status: DispatchStatus;
  VehicleCode: string;
  DriverCode: number;
  UserSign: number | null;
  OverrideReason: string | null;
  Comments: string | null;
  version: number;
};

/**
 * Locks a note for a change and judges the caller on the row as locked (PITFALLS.md: status-
 * dependent rights are checked on the row read FOR UPDATE): 404 for a note they may not read, as
 * for one that is not there; 403 when they may read but not `action` it; 409 VERSION_CONFLICT when
 * `version` is not the note's.
 */
export async function lockNote(
  tx: Tx,
  ability: AppAbility,
  action: 'update' | 'cancel',
  DocEntry: number,
  version: number,
): Promise<LockedNote> {
  const { rows } = await tx.execute<LockedNote>(sql`
    select doc_entry as "DocEntry", doc_num as "DocNum", series as "Series",
      to_char(doc_date, 'YYYY-MM-DD') as "DocDate", status as "Status", vehicle_code as "VehicleCode",
      driver_code as "DriverCode", user_sign as "UserSign", override_reason as "OverrideReason",
      comments as "Comments", version
    from dispatch_notes where doc_entry = ${DocEntry} for update`);
  const [note] = rows;
  if (!note || !mayRead(ability, 'Dispatch', note))
    throw notFound(said('dispatchNoteNotFound', { entry: DocEntry }));
  authorizeRecord(ability, action, 'Dispatch', note);
  if (note.version !== version) throw new AppError(409, 'VERSION_CONFLICT', said('dispatchNoteStale'));
  return note;
}
