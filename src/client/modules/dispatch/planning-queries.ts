import { queryOptions } from '@tanstack/react-query';
import {
  type DispatchNoteCreate,
  type DispatchNoteUpdate,
  dispatchNoteAnswerSchema,
  dispatchNoteListAnswerSchema,
  dispatchOpenItemsAnswerSchema,
  type OpenItemDeliveries,
  openItemDeliveriesAnswerSchema,
} from '../../../shared/api/dispatch';
import { resourceListAnswerSchema, resourceListLimits } from '../../../shared/api/resources';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';
import type { GridRow } from '../../grid/grid-types';
import type { WindowedPage } from '../../grid/use-windowed-rows';

/** Filters as a screen holds them: every one optional, blank ones not sent. */
export type PlanningFilters = Readonly<Record<string, string | undefined>>;

const sent = (filters: PlanningFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

/**
 * The planning screens' query keys, under the dispatch area's ['dispatch'] so that a saved load
 * refreshes every dispatch list it touches (its open items, the notes, the dashboard).
 */
export const planningKeys = {
  all: ['dispatch'] as const,
  openItems: (filters: PlanningFilters) => [...planningKeys.all, 'open-items', filters] as const,
  notes: () => [...planningKeys.all, 'notes'] as const,
  assignments: (top: number) => [...planningKeys.notes(), 'list', { Status: 'P,L' }, top] as const,
  note: (docEntry: number) => [...planningKeys.notes(), 'one', docEntry] as const,
  /** The active vehicles or drivers the builder offers (the resources' own lists). */
  choices: (resource: 'vehicles' | 'drivers') => [...planningKeys.all, 'choices', resource] as const,
};

// A missing or forbidden record says so at once (a 4xx never succeeds on retry).
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof HttpError && error.kind === 'bad-request') && count < 2;

export const openItemsQuery = (http: HttpClient, filters: PlanningFilters) =>
  queryOptions({
    queryKey: planningKeys.openItems(filters),
    queryFn: ({ signal }) =>
      http.get('dispatch/open-items', {
        schema: dispatchOpenItemsAnswerSchema,
        query: sent(filters),
        signal,
      }),
    retry: false,
    // What is open changes as every dispatcher plans: read it again each time it is shown.
    staleTime: 0,
  });

/** A page of the planned and loaded notes, newest date first (keyset: `after` the previous page's `next`). */
export async function fetchAssignmentPage(
  http: HttpClient,
  size: number,
  options: { after?: string; count: boolean; signal: AbortSignal },
): Promise<WindowedPage> {
  const answer = await http.get('dispatch/notes', {
    schema: dispatchNoteListAnswerSchema,
    query: { Status: 'P,L', Top: size, ...(options.after ? { after: options.after } : {}) },
    signal: options.signal,
  });
  const { data, total, next } = answer.ResponseData;
  return { rows: data as GridRow[], total: options.count ? total : null, ...(next ? { next } : {}) };
}

export const noteQuery = (http: HttpClient, docEntry: number) =>
  queryOptions({
    queryKey: planningKeys.note(docEntry),
    queryFn: ({ signal }) =>
      http.get(`dispatch/notes/${docEntry}`, { schema: dispatchNoteAnswerSchema, signal }),
    retry: retryUnlessRefused,
  });

/** The active records of a resource the builder chooses from (vehicles with their capacities, drivers). */
export const activeChoicesQuery = (http: HttpClient, resource: 'vehicles' | 'drivers') =>
  queryOptions({
    queryKey: planningKeys.choices(resource),
    queryFn: ({ signal }) =>
      http.get(`resources/${resource}`, {
        schema: resourceListAnswerSchema,
        query: {
          filters: JSON.stringify([{ field: 'Active', op: 'equals', value: 'Y' }]),
          per_page: resourceListLimits.perPageMax,
          count: 0,
        },
        signal,
      }),
    select: (answer) => answer.ResponseData.data,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The open items' sales orders made deliveries, one per order (what became of each in the answer). */
export const createOrderDeliveries = (http: HttpClient, body: OpenItemDeliveries) =>
  http.post('dispatch/open-items/deliveries', { schema: openItemDeliveriesAnswerSchema, body });

export const createLoad = (http: HttpClient, body: DispatchNoteCreate) =>
  http.post('dispatch/notes', { schema: dispatchNoteAnswerSchema, body });

export const updateLoad = (http: HttpClient, docEntry: number, body: DispatchNoteUpdate) =>
  http.patch(`dispatch/notes/${docEntry}`, { schema: dispatchNoteAnswerSchema, body });

/** Planned → loaded: the goods are on the vehicle; the stops are fixed from then on. */
export const markLoaded = (http: HttpClient, docEntry: number, version: number) =>
  http.post(`dispatch/notes/${docEntry}/load`, { schema: dispatchNoteAnswerSchema, body: { version } });
