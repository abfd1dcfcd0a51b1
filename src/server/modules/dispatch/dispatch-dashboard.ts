import { type SQL, sql } from 'drizzle-orm';
import { type DispatchDashboard, type DispatchStatus, dispatchStatuses } from '../../../shared/api/dispatch';
import { Decimal } from '../../../shared/money/decimal';
import type { Db } from '../../db/database';
import { openItemsByAge } from './dispatch-open-items';

/** The days the on-time rate looks back over, Date included. */
const onTimeDays = 30;

const noCounts = (): Record<DispatchStatus, number> =>
  Object.fromEntries(dispatchStatuses.map((status) => [status, 0])) as Record<DispatchStatus, number>;

/** The Monday of a date's week (ISO weeks start on Monday). */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

const plusDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * The dispatcher's day and week at a glance, over the notes the caller may read (`notes`, their
 * rules on Dispatch as SQL) and the open items of the deliveries they may read (`deliveries`, or
 * undefined when they may read none). The on-time rate is the share of the last 30 days'
 * completed stops handed over on or before the delivery's due date, as a fraction (0.7500).
 */
export async function dispatchDashboard(
  db: Db,
  date: string,
  notes: SQL,
  deliveries: SQL | undefined,
): Promise<DispatchDashboard> {
  const monday = mondayOf(date);
  const sunday = plusDays(monday, 6);
  const [byDay, onTime, vehicles, returns, ages] = await Promise.all([
    db.execute<{ day: string; status: DispatchStatus; count: number }>(sql`
      select to_char(doc_date, 'YYYY-MM-DD') as day, status, count(*)::int as count from dispatch_notes
      where ${notes} and (doc_date between ${monday}::date and ${sunday}::date or doc_date = ${date}::date)
      group by doc_date, status`),
    db.execute<{ on_time: number; late: number }>(sql`
      select count(*) filter (where (s.delivered_at at time zone 'UTC')::date <= d.doc_due_date)::int as on_time,
        count(*) filter (where (s.delivered_at at time zone 'UTC')::date > d.doc_due_date)::int as late
      from dispatch_notes join dispatch_stops s on s.doc_entry = dispatch_notes.doc_entry
      join documents d on d.obj_type = s.delivery_type and d.doc_entry = s.delivery_entry
      where ${notes} and dispatch_notes.status = 'C' and s.delivered_at is not null
        and s.outcome in ('delivered', 'partial')
        and dispatch_notes.doc_date between ${date}::date - ${onTimeDays - 1}::int and ${date}::date`),
    db.execute<DispatchDashboard['vehicleUse'][number]>(sql`
      select v.vehicle_code as "VehicleCode", v.descr as "VehicleName", v.capacity_kg::numeric::text as "CapacityKg",
        coalesce(sum(dispatch_notes.weight), 0)::text as "Weight", v.capacity_m3::text as "CapacityM3",
        coalesce(sum(dispatch_notes.volume), 0)::text as "Volume", count(dispatch_notes.doc_entry)::int as "Notes"
      from vehicles v left join dispatch_notes on dispatch_notes.vehicle_code = v.vehicle_code
        and dispatch_notes.doc_date = ${date}::date and dispatch_notes.status <> 'X' and ${notes}
      where v.active = 'Y'
      group by v.vehicle_code order by v.vehicle_code`),
    db.execute<{ open: number }>(sql`
      select count(*)::int as open from dispatch_returns r join dispatch_notes on dispatch_notes.doc_entry = r.dispatch_entry
      where r.status = 'O' and ${notes}`),
    deliveries === undefined ? undefined : openItemsByAge(db, deliveries, date),
  ]);
  const today = noCounts();
  const week = Array.from({ length: 7 }, (_, index) => ({
    Date: plusDays(monday, index),
    counts: noCounts(),
  }));
  for (const row of byDay.rows) {
    if (row.day === date) today[row.status] = Number(row.count);
    const day = week.find((entry) => entry.Date === row.day);
    if (day) day.counts[row.status] = Number(row.count);
  }
  const onTimeCount = Number(onTime.rows[0]?.on_time ?? 0);
  const late = Number(onTime.rows[0]?.late ?? 0);
  return {
    Date: date,
    today,
    week,
    onTime: {
      onTime: onTimeCount,
      late,
      rate:
        onTimeCount + late === 0
          ? null
          : Decimal.of(String(onTimeCount))
              .dividedBy(String(onTimeCount + late), 4)
              .toFixed(4),
    },
    openItemsByAge: ages ?? (['0-1', '2-3', '4-7', '8+'] as const).map((bucket) => ({ bucket, count: 0 })),
    vehicleUse: vehicles.rows.map((row) => ({ ...row, Notes: Number(row.Notes) })),
    openReturns: Number(returns.rows[0]?.open ?? 0),
  };
}
