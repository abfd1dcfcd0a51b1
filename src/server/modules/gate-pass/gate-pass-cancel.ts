import { sql } from 'drizzle-orm';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { writeAudit } from '../../resources/audit-trail';
import { type GatePassCaller, gatePassAuditResource } from './gate-pass-create';

type LockedPass = {
  DocEntry: number;
  DocNum: number;
  PassType: string;
  Status: string;
  GateCode: string | null;
  WhsCode: string | null;
  CardCode: string | null;
  SourceType: string | null;
  UserSign: number | null;
  version: number;
};

/**
 * Cancels an open pass that has let nothing through, on its row locked (the rights judged on the
 * row as locked, PITFALLS.md). A valid scan marks its pass under the same row lock before it is
 * stored (gate-scan.ts), so a scan and a cancel of one pass wait for each other: either the scan
 * finds the pass cancelled, or the cancel finds the scan and refuses (a pass that let goods
 * through is their record). A dispatch note's pass cancelled frees the note for a new one.
 */
export async function cancelGatePass(
  db: Db,
  caller: GatePassCaller,
  DocEntry: number,
  version: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<LockedPass>(sql`
      select doc_entry as "DocEntry", doc_num as "DocNum", pass_type as "PassType", status as "Status",
        gate_code as "GateCode", whs_code as "WhsCode", card_code as "CardCode", source_type as "SourceType",
        user_sign as "UserSign", version
      from gate_passes where doc_entry = ${DocEntry} for update`);
    const [pass] = rows;
    if (!pass || !mayRead(caller.ability, 'GatePass', pass))
      throw notFound(said('gatePassNotFound', { entry: DocEntry }));
    authorizeRecord(caller.ability, 'cancel', 'GatePass', pass);
    if (version !== undefined && pass.version !== version)
      throw new AppError(409, 'VERSION_CONFLICT', said('gatePassChanged', { number: pass.DocNum }));
    if (pass.Status !== 'O')
      throw new AppError(409, 'INVALID_STATE', said('gatePassNotOpen', { number: pass.DocNum }));
    const { rows: scanned } = await tx.execute(sql`
      select 1 from gate_scans where pass_entry = ${DocEntry} and result = 'valid' limit 1`);
    if (scanned.length)
      throw new AppError(409, 'INVALID_STATE', said('gatePassScanned', { number: pass.DocNum }));
    await tx.execute(sql`
      update gate_passes set status = 'X', cancelled_at = now(), version = version + 1 where doc_entry = ${DocEntry}`);
    await writeAudit(tx, {
      userId: caller.userId,
      resource: gatePassAuditResource,
      recordKey: `OGPS/${DocEntry}`,
      action: 'update',
      before: { Status: pass.Status },
      after: { Status: 'X' },
    });
  });
}
