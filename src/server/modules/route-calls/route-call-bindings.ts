import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  callActionResource,
  callResource,
  callSubjectResource,
  routeAssignmentResource,
  routeResource,
} from '../../../shared/resources/routes-and-calls';
import type { Tx } from '../../db/database';
import { outlets } from '../../db/schema/field-sales';
import { salesEmployees } from '../../db/schema/organisation';
import {
  callActionLines,
  callActions,
  callSubjects,
  calls,
  routeAssignments,
  routeStops,
  routes,
} from '../../db/schema/routes-and-calls';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { firstClash } from './route-pattern';
import { patternOf } from './route-rows';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function routePattern(tx: Tx, RouteCode: string) {
  const [route] = await tx.select().from(routes).where(eq(routes.RouteCode, RouteCode));
  return route && patternOf(route);
}

/**
 * A rep may not hold two routes that fall on one date within both periods. The rep's row is
 * locked first, so two assignments of one rep written at once are checked one after the other
 * (PGlite runs one statement at a time anyway): the second sees the first and is refused.
 */
async function checkAssignment(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const from = text(merged.FromDate);
  const to = text(merged.ToDate);
  if (from && to && to < from) throw validationFailed({ ToDate: [said('gateAssignmentBackwards')] });
  const SlpCode = Number(merged.SlpCode);
  const RouteCode = text(merged.RouteCode);
  const { tx } = context;
  await tx.execute(
    sql`select 1 from ${salesEmployees} where ${salesEmployees.SlpCode} = ${SlpCode} for update`,
  );
  const pattern = await routePattern(tx, RouteCode);
  if (!pattern) return;
  const others = await tx
    .select({ assignment: routeAssignments, route: routes })
    .from(routeAssignments)
    .innerJoin(routes, eq(routes.RouteCode, routeAssignments.RouteCode))
    .where(
      and(
        eq(routeAssignments.SlpCode, SlpCode),
        lte(routeAssignments.FromDate, to),
        gte(routeAssignments.ToDate, from),
        context.current ? ne(routeAssignments.AssignId, Number(context.current.AssignId)) : undefined,
      ),
    );
  for (const other of others) {
    const date = firstClash(
      { pattern, from, to },
      { pattern: patternOf(other.route), from: other.assignment.FromDate, to: other.assignment.ToDate },
    );
    if (date)
      throw new AppError(
        409,
        'ALREADY_EXISTS',
        said('routeAssignmentClash', { route: other.route.RouteCode, date }),
        { FromDate: [said('routeAssignmentClashField', { route: other.route.RouteCode, date })] },
      );
  }
}

/** A call is at an outlet: a partner's ship-to address that has outlet facts. */
async function checkCallOutlet(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const [outlet] = await context.tx
    .select({ CardCode: outlets.CardCode })
    .from(outlets)
    .where(and(eq(outlets.CardCode, text(merged.CardCode)), eq(outlets.LineNum, Number(merged.LineNum))));
  if (!outlet) throw validationFailed({ LineNum: [said('notAnOutlet')] });
}

/** The routes, their assignments, call subjects with their actions, and calls on the generic engine. */
export const routeCallBindings: ResourceBinding[] = [
  {
    definition: routeResource,
    table: routes,
    owns: [{ table: routeStops, column: routeStops.RouteCode }],
    protectedBy: [
      { table: routeAssignments, column: routeAssignments.RouteCode, label: 'route assignments' },
      { table: calls, column: calls.RouteCode, label: 'calls' },
    ],
  },
  { definition: routeAssignmentResource, table: routeAssignments, beforeWrite: checkAssignment },
  {
    definition: callSubjectResource,
    table: callSubjects,
    owns: [{ table: callActions, column: callActions.SubjectCode }],
    protectedBy: [{ table: calls, column: calls.SubjectCode, label: 'calls' }],
  },
  {
    definition: callActionResource,
    table: callActions,
    protectedBy: [{ table: callActionLines, column: callActionLines.ActionCode, label: 'calls' }],
  },
  { definition: callResource, table: calls, beforeWrite: checkCallOutlet },
];
