import { sql } from 'drizzle-orm';
import type { GpsBatchAnswer, GpsClientSetup, GpsPositionBatch } from '../../../shared/api/gps';
import { numericArray, textArray } from '../../db/array-params';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';

type SetupRow = {
  TrackingOn: 'Y' | 'N';
  IntervalSeconds: number;
  MinAccuracyM: number;
  WorkStart: string;
  WorkEnd: string;
  ConsentRequired: 'Y' | 'N';
  Consent: 'Y' | 'N' | null;
};

/** The GPS setup with the user's own consent; `forShare` locks the setup row against a change mid-batch. */
async function setupOf(db: DbOrTx, userId: number, forShare = false): Promise<SetupRow> {
  const { rows } = await db.execute<SetupRow>(sql`
    select s.tracking_on as "TrackingOn", s.interval_seconds as "IntervalSeconds",
      s.min_accuracy_m as "MinAccuracyM", s.work_start as "WorkStart", s.work_end as "WorkEnd",
      s.consent_required as "ConsentRequired",
      (select c.consent from gps_consents c where c.user_id = ${userId}) as "Consent"
    from gps_settings s where s.code = 1 ${forShare ? sql`for share of s` : sql``}`);
  const setup = rows[0];
  if (!setup) throw new AppError(409, 'INVALID_STATE', said('companyNotSetUp'));
  return setup;
}

export const gpsClientSetup = (db: Db, userId: number): Promise<GpsClientSetup> => setupOf(db, userId);

/** Records the user's answer; the latest answer stands. */
export async function saveGpsConsent(db: Db, userId: number, consent: 'Y' | 'N'): Promise<GpsClientSetup> {
  await db.execute(sql`
    insert into gps_consents (user_id, consent, answered_at) values (${userId}, ${consent}, now())
    on conflict (user_id) do update set consent = excluded.consent, answered_at = excluded.answered_at`);
  return setupOf(db, userId);
}

/**
 * Stores a batch of the user's positions in one transaction: refused while recording is off or
 * before the user consented where the setup asks it; fixes less accurate than the setup's minimum
 * are left out; a position whose ClientId the user already sent is stored once (the unique index
 * decides, so two copies of a batch racing store each position once).
 */
export async function storeGpsPositions(
  db: Db,
  userId: number,
  batch: GpsPositionBatch,
): Promise<GpsBatchAnswer> {
  return db.transaction(async (tx) => {
    const setup = await setupOf(tx, userId, true);
    if (setup.TrackingOn !== 'Y') throw new AppError(409, 'INVALID_STATE', said('gpsTrackingOff'));
    if (setup.ConsentRequired === 'Y' && setup.Consent !== 'Y')
      throw new AppError(403, 'FORBIDDEN', said('gpsConsentMissing'));
    const accurate = batch.Positions.filter(
      (position) => position.AccuracyM === undefined || position.AccuracyM <= setup.MinAccuracyM,
    );
    const tooInaccurate = batch.Positions.length - accurate.length;
    if (!accurate.length) return { Stored: 0, AlreadyStored: 0, TooInaccurate: tooInaccurate };
    const { rows } = await tx.execute<{ loc_id: number }>(sql`
      insert into gps_locations (client_id, user_id, emp_id, latitude, longitude, accuracy_m, recorded_at, pos_date, pos_time)
      select p.client_id, ${userId},
        (select se.emp_id from users u join sales_employees se on se.slp_code = u.slp_code where u.user_id = ${userId}),
        round(p.latitude, 6), round(p.longitude, 6), round(p.accuracy_m, 1), p.recorded_at,
        (p.recorded_at at time zone 'UTC')::date, to_char(p.recorded_at at time zone 'UTC', 'HH24:MI:SS')
      from unnest(
        ${textArray(accurate.map((position) => position.ClientId))},
        ${numericArray(accurate.map((position) => String(position.Latitude)))},
        ${numericArray(accurate.map((position) => String(position.Longitude)))},
        ${sql`${sql.param(accurate.map((position) => (position.AccuracyM === undefined ? null : String(position.AccuracyM))))}::numeric[]`},
        ${sql`${sql.param(accurate.map((position) => position.RecordedAt))}::timestamptz[]`}
      ) as p(client_id, latitude, longitude, accuracy_m, recorded_at)
      on conflict (user_id, client_id) do nothing
      returning loc_id`);
    return {
      Stored: rows.length,
      AlreadyStored: accurate.length - rows.length,
      TooInaccurate: tooInaccurate,
    };
  });
}
