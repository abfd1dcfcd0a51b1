import { queryOptions } from '@tanstack/react-query';
import { resourceListAnswerSchema } from '../../../shared/api/resources';
import {
  activityStatusAnswerSchema,
  type CallLogBody,
  callViewAnswerSchema,
  type PlanCallsBody,
  planCallsAnswerSchema,
  type RouteStopsBody,
  repDayAnswerSchema,
  routeOutletsListAnswerSchema,
  routeStopsAnswerSchema,
} from '../../../shared/api/route-calls';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';

/** The query keys of routes and calls, under one root so a logged call refreshes each view of it. */
export const routeCallKeys = {
  all: ['route-calls'] as const,
  day: (date: string, SlpCode: number | undefined) =>
    [...routeCallKeys.all, 'day', date, SlpCode ?? 'own'] as const,
  activity: (date: string) => [...routeCallKeys.all, 'activity', date] as const,
  routes: () => [...routeCallKeys.all, 'routes'] as const,
  stops: (RouteCode: string) => [...routeCallKeys.routes(), RouteCode] as const,
  subjects: () => [...routeCallKeys.all, 'subjects'] as const,
};

// A missing or forbidden record says so at once (a 4xx never succeeds on retry).
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof HttpError && error.kind === 'bad-request') && count < 2;

export const dayQuery = (http: HttpClient, date: string, SlpCode?: number) =>
  queryOptions({
    queryKey: routeCallKeys.day(date, SlpCode),
    queryFn: ({ signal }) =>
      http.get('route-calls/my-day', {
        schema: repDayAnswerSchema,
        query: { date, ...(SlpCode === undefined ? {} : { SlpCode: String(SlpCode) }) },
        signal,
      }),
    retry: retryUnlessRefused,
  });

export const activityQuery = (http: HttpClient, date: string) =>
  queryOptions({
    queryKey: routeCallKeys.activity(date),
    queryFn: ({ signal }) =>
      http.get('route-calls/activity-status', {
        schema: activityStatusAnswerSchema,
        query: { date },
        signal,
      }),
    retry: retryUnlessRefused,
  });

export const routesOutletsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: routeCallKeys.routes(),
    queryFn: ({ signal }) =>
      http.get('route-calls/routes-outlets', { schema: routeOutletsListAnswerSchema, signal }),
    retry: retryUnlessRefused,
  });

export const routeStopsQuery = (http: HttpClient, RouteCode: string) =>
  queryOptions({
    queryKey: routeCallKeys.stops(RouteCode),
    queryFn: ({ signal }) =>
      http.get(`route-calls/routes/${encodeURIComponent(RouteCode)}/stops`, {
        schema: routeStopsAnswerSchema,
        signal,
      }),
    retry: retryUnlessRefused,
  });

/** The active call subjects and their active actions, for the log form's choices. */
export const subjectsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: routeCallKeys.subjects(),
    queryFn: async ({ signal }) => {
      const query = {
        per_page: '500',
        filters: JSON.stringify([{ field: 'Active', op: 'equals', value: 'Y' }]),
      };
      const [subjects, actions] = await Promise.all([
        http.get('resources/call-subjects', { schema: resourceListAnswerSchema, query, signal }),
        http.get('resources/call-actions', { schema: resourceListAnswerSchema, query, signal }),
      ]);
      return subjects.ResponseData.data.map((subject) => ({
        code: String(subject.SubjectCode ?? ''),
        name: String(subject.SubjectName ?? ''),
        actions: actions.ResponseData.data
          .filter((action) => action.SubjectCode === subject.SubjectCode)
          .map((action) => ({
            code: String(action.ActionCode ?? ''),
            name: String(action.ActionName ?? ''),
          })),
      }));
    },
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });

export const logCall = (http: HttpClient, CallId: number, body: CallLogBody) =>
  http.post(`route-calls/calls/${CallId}/log`, { schema: callViewAnswerSchema, body });

export const saveRouteStops = (http: HttpClient, RouteCode: string, body: RouteStopsBody) =>
  http.put(`route-calls/routes/${encodeURIComponent(RouteCode)}/stops`, {
    schema: routeStopsAnswerSchema,
    body,
  });

export const planCalls = (http: HttpClient, body: PlanCallsBody) =>
  http.post('route-calls/plan', { schema: planCallsAnswerSchema, body });

/** Today where the browser is, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
