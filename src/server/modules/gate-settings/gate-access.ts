import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../../db/schema/access';
import { gateSettings, gateUsers } from '../../db/schema/gate-settings';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { scanAllowedBy } from './gate-user-rules';

/** Today in the database's clock, as assignments' dates are compared (YYYY-MM-DD). */
const today = sql<string>`to_char(current_date, 'YYYY-MM-DD')`;

/**
 * May this user scan at this gate? True for a user with no gate assignment (their group's rules
 * decide, as before issue 24), and for one with an active assignment to this gate holding today.
 */
export async function mayScanAt(db: DbOrTx, userId: number, gateCode: string): Promise<boolean> {
  const rows = await db
    .select({
      GateCode: gateUsers.GateCode,
      Active: gateUsers.Active,
      ValidFrom: gateUsers.ValidFrom,
      ValidTo: gateUsers.ValidTo,
      day: today,
    })
    .from(gateUsers)
    .innerJoin(users, eq(users.USER_CODE, gateUsers.UserCode))
    .where(eq(users.USERID, userId));
  const day = rows[0]?.day ?? '';
  return scanAllowedBy(rows, gateCode, day) !== 'elsewhere';
}

/** The 403 a scan endpoint answers a user assigned to other gates only. */
export const notAssignedHere = (gateCode: string) =>
  new AppError(403, 'FORBIDDEN', said('gateNotAssigned', { gate: gateCode }));

/** Refuses (403) a user who may not scan at this gate; for the scan endpoints. */
export async function requireScanAt(db: DbOrTx, userId: number, gateCode: string): Promise<void> {
  if (!(await mayScanAt(db, userId, gateCode))) throw notAssignedHere(gateCode);
}

/** Hours of passes a gate caches for backup mode (the pass-cache endpoint's window). */
export async function passCacheHours(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ hours: gateSettings.CacheHours }).from(gateSettings).limit(1);
  return row?.hours ?? 24;
}
