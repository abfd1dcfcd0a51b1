import { subject } from '@casl/ability';
import { and, asc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { PlanCallsBody } from '../../../shared/api/route-calls';
import type { Db } from '../../db/database';
import { outlets } from '../../db/schema/field-sales';
import { calls, routeAssignments, routeStops, routes } from '../../db/schema/routes-and-calls';
import { dueDates } from './route-pattern';
import { patternOf } from './route-rows';

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Rows written per INSERT: bounded, whatever the period (PITFALLS.md, long parameter lists). */
const batchSize = 400;

type PlannedCall = typeof calls.$inferInsert;

/**
 * The calls the active routes' assignments give from FromDate to ToDate: each date the route's
 * pattern visits within the assignment's period, each active outlet of the route in its order.
 * Only assignments the caller may create calls for (a rep plans their own).
 */
async function wantedCalls(db: Db, ability: AppAbility, body: PlanCallsBody): Promise<PlannedCall[]> {
  const assigned = await db
    .select({ assignment: routeAssignments, route: routes })
    .from(routeAssignments)
    .innerJoin(routes, eq(routes.RouteCode, routeAssignments.RouteCode))
    .where(
      and(
        lte(routeAssignments.FromDate, body.ToDate),
        gte(routeAssignments.ToDate, body.FromDate),
        eq(routes.Active, 'Y'),
        body.RouteCode ? eq(routes.RouteCode, body.RouteCode) : undefined,
      ),
    )
    .orderBy(asc(routeAssignments.AssignId));
  const allowed = assigned.filter(({ assignment }) => {
    const call: Record<string, unknown> = { SlpCode: assignment.SlpCode, RouteCode: assignment.RouteCode };
    return ability.can('create', subject('Call', call));
  });
  if (!allowed.length) return [];
  const stops = await db
    .select({
      RouteCode: routeStops.RouteCode,
      Position: routeStops.Position,
      CardCode: routeStops.CardCode,
      LineNum: routeStops.LineNum,
    })
    .from(routeStops)
    .innerJoin(
      outlets,
      and(eq(outlets.CardCode, routeStops.CardCode), eq(outlets.LineNum, routeStops.LineNum)),
    )
    .where(
      and(
        inArray(routeStops.RouteCode, [...new Set(allowed.map(({ route }) => route.RouteCode))]),
        eq(outlets.Active, 'Y'),
      ),
    )
    .orderBy(asc(routeStops.RouteCode), asc(routeStops.Position));
  return allowed.flatMap(({ assignment, route }) => {
    const from = later(body.FromDate, assignment.FromDate);
    const to = earlier(body.ToDate, assignment.ToDate);
    const own = stops.filter((stop) => stop.RouteCode === route.RouteCode);
    return dueDates(patternOf(route), from, to).flatMap((PlanDate) =>
      own.map((stop) => ({ ...stop, SlpCode: assignment.SlpCode, PlanDate, CallId: 0 })),
    );
  });
}

/**
 * Plans the calls of a period in one transaction. A route's outlet is planned once a date: the
 * partial unique index (calls_planned_once_idx) skips what is already there, whoever planned it
 * and however many plannings run at once. Numbers come from the same per-table lock the generic
 * engine numbers a hand-made call under, so both never pick one number.
 */
export async function planCalls(db: Db, ability: AppAbility, body: PlanCallsBody) {
  const wanted = await wantedCalls(db, ability, body);
  if (!wanted.length) return { Planned: 0, AlreadyPlanned: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('calls'))`);
    const [row] = await tx.select({ top: max(calls.CallId) }).from(calls);
    let next = Number(row?.top ?? 0);
    let planned = 0;
    for (let start = 0; start < wanted.length; start += batchSize) {
      const batch = wanted.slice(start, start + batchSize).map((call) => {
        next += 1;
        return { ...call, CallId: next };
      });
      const inserted = await tx
        .insert(calls)
        .values(batch)
        .onConflictDoNothing()
        .returning({ CallId: calls.CallId });
      planned += inserted.length;
    }
    return { Planned: planned, AlreadyPlanned: wanted.length - planned };
  });
}
