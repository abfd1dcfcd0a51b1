import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  activityStatusAnswerSchema,
  callLogBodySchema,
  callParamsSchema,
  callViewAnswerSchema,
  dayQuerySchema,
  planCallsAnswerSchema,
  planCallsBodySchema,
  repDayAnswerSchema,
  routeOutletsListAnswerSchema,
  routeParamsSchema,
  routeStopsAnswerSchema,
  routeStopsBodySchema,
} from '../../../shared/api/route-calls';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/access';
import { calls, routes } from '../../db/schema/routes-and-calls';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { logCall } from './call-logging';
import { planCalls } from './call-planning';
import { activityOn, callConditionColumns, callViews } from './call-views';
import {
  readRoute,
  replaceRouteStops,
  routeConditionColumns,
  routeStopsOf,
  routesWithOutlets,
} from './route-stops';

/** Today's date where the server runs, as the rep's day and the activity status read it. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Routes and calls beyond their records (issue 25), under /route-calls: a route's stops in order
 * (read and reordered as a whole), routes with their outlets, planning calls from the routes'
 * assignments, a call with its outlet and survey, logging a call, the rep's day and the activity
 * status. Lists answer what the caller's rules on Route and Call let them read.
 */
export function routeCallRoutes(database: Database) {
  const db = database.db;
  const config = (action: Action, subject: 'Route' | 'Call', doc: RouteDoc) => ({
    config: { access: { action, subject }, doc: { tag: 'route-calls', ...doc } },
  });
  /** The route if the caller may read it; 404 for one they may not, as for one that is not there. */
  const routeFor = async (request: FastifyRequest, RouteCode: string) => {
    const route = await readRoute(db, RouteCode);
    if (!route || !mayRead(abilityOf(request), 'Route', route))
      throw notFound(said('routeNotFound', { code: RouteCode }));
    return route;
  };
  const readableCalls = (request: FastifyRequest) =>
    accessibleWhere(abilityOf(request), 'read', 'Call', callConditionColumns);
  const ownSlpCode = async (request: FastifyRequest) => {
    const [user] = await db
      .select({ SlpCode: users.SlpCode })
      .from(users)
      .where(eq(users.USERID, sessionOf(request).userId));
    return user?.SlpCode ?? null;
  };

  return async (app: FastifyInstance) => {
    app.get(
      '/route-calls/routes/:RouteCode/stops',
      config('read', 'Route', {
        summary: "A route's outlets in visiting order, with their addresses and positions",
        params: routeParamsSchema,
        response: routeStopsAnswerSchema,
      }),
      async (request) => {
        const { RouteCode } = parseRequest(routeParamsSchema, request.params);
        await routeFor(request, RouteCode);
        const data = await routeStopsOf(db, RouteCode);
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.put(
      '/route-calls/routes/:RouteCode/stops',
      config('update', 'Route', {
        summary: "Replaces a route's outlets with the list in its new order (first stop first)",
        params: routeParamsSchema,
        body: routeStopsBodySchema,
        response: routeStopsAnswerSchema,
      }),
      async (request) => {
        const { RouteCode } = parseRequest(routeParamsSchema, request.params);
        const body = parseRequest(routeStopsBodySchema, request.body);
        await routeFor(request, RouteCode);
        const data = await db.transaction(async (tx) => {
          const [route] = await tx.select().from(routes).where(eq(routes.RouteCode, RouteCode)).for('update');
          if (!route) throw notFound(said('routeNotFound', { code: RouteCode }));
          authorizeRecord(abilityOf(request), 'update', 'Route', route);
          await replaceRouteStops(tx, RouteCode, body);
          return routeStopsOf(tx, RouteCode);
        });
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.get(
      '/route-calls/routes-outlets',
      config('read', 'Route', {
        summary: 'The routes with their outlets in visiting order',
        response: routeOutletsListAnswerSchema,
      }),
      async (request) => {
        const where = accessibleWhere(abilityOf(request), 'read', 'Route', routeConditionColumns);
        const data = await routesWithOutlets(db, where);
        return { ResultCode: resultCodeOk, ResponseData: { data, total: data.length } };
      },
    );

    app.post(
      '/route-calls/plan',
      config('create', 'Call', {
        summary:
          "Plans the calls of a period from the routes' assignments: each outlet of a route on each date its pattern visits, never twice",
        body: planCallsBodySchema,
        response: planCallsAnswerSchema,
      }),
      async (request) => {
        const body = parseRequest(planCallsBodySchema, request.body);
        return { ResultCode: resultCodeOk, ResponseData: await planCalls(db, abilityOf(request), body) };
      },
    );

    app.get(
      '/route-calls/calls/:CallId',
      config('read', 'Call', {
        summary: 'A call with its outlet, actions, answers and the survey of the outlet’s channel',
        params: callParamsSchema,
        response: callViewAnswerSchema,
      }),
      async (request) => {
        const { CallId } = parseRequest(callParamsSchema, request.params);
        const [view] = await callViews(
          db,
          and(eq(calls.CallId, CallId), readableCalls(request)) ?? eq(calls.CallId, CallId),
        );
        if (!view) throw notFound(said('callNotFound', { id: CallId }));
        return { ResultCode: resultCodeOk, ResponseData: view };
      },
    );

    app.post(
      '/route-calls/calls/:CallId/log',
      config('update', 'Call', {
        summary: 'Logs a call: outcome, subject and actions, notes, survey answers, where and when',
        params: callParamsSchema,
        body: callLogBodySchema,
        response: callViewAnswerSchema,
      }),
      async (request) => {
        const { CallId } = parseRequest(callParamsSchema, request.params);
        const body = parseRequest(callLogBodySchema, request.body);
        return {
          ResultCode: resultCodeOk,
          ResponseData: await logCall(db, abilityOf(request), CallId, body),
        };
      },
    );

    app.get(
      '/route-calls/my-day',
      config('read', 'Call', {
        summary: "A sales employee's calls of a date (the signed-in user's today by default), in route order",
        query: dayQuerySchema,
        response: repDayAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(dayQuerySchema, request.query);
        const date = query.date ?? today();
        const SlpCode = query.SlpCode ?? (await ownSlpCode(request));
        const list =
          SlpCode === null
            ? []
            : await callViews(
                db,
                and(eq(calls.SlpCode, SlpCode), eq(calls.PlanDate, date), readableCalls(request)) ??
                  eq(calls.SlpCode, SlpCode),
              );
        return { ResultCode: resultCodeOk, ResponseData: { date, SlpCode, calls: list } };
      },
    );

    app.get(
      '/route-calls/activity-status',
      config('read', 'Call', {
        summary: 'Who visited what on a date (today by default): planned against done, per sales employee',
        query: dayQuerySchema,
        response: activityStatusAnswerSchema,
      }),
      async (request) => {
        const query = parseRequest(dayQuerySchema, request.query);
        const date = query.date ?? today();
        const data = await activityOn(db, date, readableCalls(request));
        return { ResultCode: resultCodeOk, ResponseData: { date, data } };
      },
    );
  };
}
