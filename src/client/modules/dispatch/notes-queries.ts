import { queryOptions } from '@tanstack/react-query';
import {
  type DispatchAction,
  type DispatchReturnPost,
  dispatchDashboardAnswerSchema,
  dispatchNoteAnswerSchema,
  dispatchNoteListAnswerSchema,
  dispatchReturnAnswerSchema,
  dispatchReturnListAnswerSchema,
  type StopDelivery,
} from '../../../shared/api/dispatch';
import type { Language } from '../../../shared/locale/languages';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';
import type { GridRow } from '../../grid/grid-types';
import type { WindowedPage } from '../../grid/use-windowed-rows';

/** The list filters as a screen holds them: every one optional, blank ones not sent. */
export type ListFilters = Readonly<Record<string, string | undefined>>;

/**
 * One key factory for the dispatch notes, returns and dashboard, so that an action invalidates
 * what it changed (a note's status moves its list, its deliveries' open items and the dashboard).
 */
export const notesKeys = {
  all: ['dispatch'] as const,
  notes: () => [...notesKeys.all, 'notes'] as const,
  noteList: (filters: ListFilters, top: number) => [...notesKeys.notes(), 'list', filters, top] as const,
  note: (docEntry: number) => [...notesKeys.notes(), 'one', docEntry] as const,
  returns: () => [...notesKeys.all, 'returns'] as const,
  returnList: (filters: ListFilters, top: number) => [...notesKeys.returns(), 'list', filters, top] as const,
  return: (returnEntry: number) => [...notesKeys.returns(), 'one', returnEntry] as const,
  dashboard: (date: string) => [...notesKeys.all, 'dashboard', date] as const,
};

export const sentFilters = (filters: ListFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );

// A missing or forbidden record says so at once (a 4xx never succeeds on retry).
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof HttpError && error.kind === 'bad-request') && count < 2;

/**
 * A page of a keyset-paged list: the API pages by `after` the previous page's `next`, so a page
 * the grid asks for without its cursor (a jump) reads from the first page on.
 */
async function fetchPage(
  http: HttpClient,
  path: 'dispatch/notes' | 'dispatch/returns',
  filters: ListFilters,
  size: number,
  options: { after?: string; count: boolean; signal: AbortSignal },
): Promise<WindowedPage> {
  const schema = path === 'dispatch/notes' ? dispatchNoteListAnswerSchema : dispatchReturnListAnswerSchema;
  const answer = await http.get(path, {
    schema,
    query: { ...sentFilters(filters), Top: size, ...(options.after ? { after: options.after } : {}) },
    signal: options.signal,
  });
  const { data, total, next } = answer.ResponseData;
  return { rows: data as GridRow[], total: options.count ? total : null, ...(next ? { next } : {}) };
}

export const fetchNotePage = (
  http: HttpClient,
  filters: ListFilters,
  size: number,
  options: { after?: string; count: boolean; signal: AbortSignal },
) => fetchPage(http, 'dispatch/notes', filters, size, options);

export const fetchReturnPage = (
  http: HttpClient,
  filters: ListFilters,
  size: number,
  options: { after?: string; count: boolean; signal: AbortSignal },
) => fetchPage(http, 'dispatch/returns', filters, size, options);

export const noteQuery = (http: HttpClient, docEntry: number) =>
  queryOptions({
    queryKey: notesKeys.note(docEntry),
    queryFn: ({ signal }) =>
      http.get(`dispatch/notes/${docEntry}`, { schema: dispatchNoteAnswerSchema, signal }),
    retry: retryUnlessRefused,
  });

/** The notes on the road, each with its stops (the Delivered screen's list). */
export const notesOnTheRoadQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: notesKeys.noteList({ Status: 'R' }, 200),
    queryFn: ({ signal }) =>
      http.get('dispatch/notes', {
        schema: dispatchNoteListAnswerSchema,
        query: { Status: 'R', Top: 200 },
        signal,
      }),
    retry: false,
    staleTime: 0,
  });

export const returnQuery = (http: HttpClient, returnEntry: number) =>
  queryOptions({
    queryKey: notesKeys.return(returnEntry),
    queryFn: ({ signal }) =>
      http.get(`dispatch/returns/${returnEntry}`, { schema: dispatchReturnAnswerSchema, signal }),
    retry: retryUnlessRefused,
  });

export const dashboardQuery = (http: HttpClient, date: string) =>
  queryOptions({
    queryKey: notesKeys.dashboard(date),
    queryFn: ({ signal }) =>
      http.get('dispatch/dashboard', {
        schema: dispatchDashboardAnswerSchema,
        query: { Date: date },
        signal,
      }),
    retry: false,
  });

export const runNoteAction = (http: HttpClient, docEntry: number, action: DispatchAction, version: number) =>
  http.post(`dispatch/notes/${docEntry}/${action}`, { schema: dispatchNoteAnswerSchema, body: { version } });

export const recordStopDelivery = (http: HttpClient, docEntry: number, stopNum: number, body: StopDelivery) =>
  http.post(`dispatch/notes/${docEntry}/stops/${stopNum}/delivery`, {
    schema: dispatchNoteAnswerSchema,
    body,
  });

export const postDispatchReturn = (http: HttpClient, returnEntry: number, body: DispatchReturnPost) =>
  http.post(`dispatch/returns/${returnEntry}/post`, { schema: dispatchReturnAnswerSchema, body });

/** The printable note in a language, as a PDF. */
export const downloadNotePdf = (http: HttpClient, docEntry: number, lang: Language) =>
  http.download(`dispatch/notes/${docEntry}/pdf`, { query: { lang } });
