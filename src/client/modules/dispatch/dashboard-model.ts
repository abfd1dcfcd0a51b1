import { type DispatchDashboard, type DispatchStatus, dispatchStatuses } from '../../../shared/api/dispatch';
import { Decimal } from '../../../shared/money/decimal';

/** The statuses a chart stacks, in the note's life order. */
export const chartStatuses: readonly DispatchStatus[] = dispatchStatuses;

/** A day's notes by status, for a stacked bar; missing statuses count 0. */
export type DayBar = { Date: string; total: number } & Record<DispatchStatus, number>;

export function weekBars(week: DispatchDashboard['week']): DayBar[] {
  return week.map((day) => {
    const counts = Object.fromEntries(
      chartStatuses.map((status) => [status, day.counts[status] ?? 0]),
    ) as Record<DispatchStatus, number>;
    return {
      Date: day.Date,
      ...counts,
      total: chartStatuses.reduce((sum, status) => sum + counts[status], 0),
    };
  });
}

/** Today's notes by status, every status present, and their total. */
export function todayCounts(today: DispatchDashboard['today']): { status: DispatchStatus; count: number }[] {
  return chartStatuses.map((status) => ({ status, count: today[status] ?? 0 }));
}

/** The on-time rate as a whole percentage, or undefined when nothing was completed. */
export function onTimePercent(onTime: DispatchDashboard['onTime']): number | undefined {
  if (onTime.rate !== null) {
    const rate = Number(onTime.rate);
    // The API may send a fraction (0.85) or a percentage (85).
    return Math.round(rate <= 1 ? rate * 100 : rate);
  }
  const all = onTime.onTime + onTime.late;
  return all === 0 ? undefined : Math.round((onTime.onTime / all) * 100);
}

/** A load against a capacity as a percentage (0 capacity = unlimited: undefined). */
export function usePercent(load: string, capacity: string): number | undefined {
  const limit = Decimal.of(capacity);
  if (!limit.isPositive()) return undefined;
  return Math.round(Number(Decimal.of(load).times('100').dividedBy(limit, 2).toString()));
}

/** The Monday and Sunday of the week the dashboard shows, for the week's list. */
export function weekRange(week: DispatchDashboard['week']): { DateFrom: string; DateTo: string } | undefined {
  const first = week[0]?.Date;
  const last = week.at(-1)?.Date;
  return first && last ? { DateFrom: first, DateTo: last } : undefined;
}
