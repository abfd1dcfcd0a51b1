import { subject } from '@casl/ability';
import { queryOptions } from '@tanstack/react-query';
import { dispatchNoteListAnswerSchema } from '../../../shared/api/dispatch';
import {
  type GatePassCreate,
  gateListAnswerSchema,
  gatePassAnswerSchema,
} from '../../../shared/api/gate-pass';
import type { Language } from '../../../shared/locale/languages';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';
import { sessionSignal } from '../../session/session-state';

/** One key factory for the passes, so that a change invalidates what it touched (the list and the pass). */
export const gatePassKeys = {
  all: ['gate-passes'] as const,
  pass: (docEntry: number) => [...gatePassKeys.all, 'one', docEntry] as const,
  gates: () => [...gatePassKeys.all, 'gates'] as const,
  loadedNotes: () => [...gatePassKeys.all, 'loaded-notes'] as const,
};

/** The list's API path, which the report grid pages through (its key starts with it). */
export const gatePassListPath = 'gpm/gate-passes';

// A missing or forbidden pass says so at once (a 4xx never succeeds on retry).
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof HttpError && error.kind === 'bad-request') && count < 2;

export const gatePassQuery = (http: HttpClient, docEntry: number) =>
  queryOptions({
    queryKey: gatePassKeys.pass(docEntry),
    queryFn: ({ signal }) =>
      http.get(`gpm/gate-passes/${docEntry}`, { schema: gatePassAnswerSchema, signal }),
    retry: retryUnlessRefused,
  });

/** The gates the user may scan at or read (a pass names one of them, or none). */
export const gatesQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: gatePassKeys.gates(),
    queryFn: ({ signal }) => http.get('gpm/gates', { schema: gateListAnswerSchema, signal }),
    retry: false,
  });

/** The dispatch notes a pass may be made from: loaded or on the road. */
export const loadedNotesQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: gatePassKeys.loadedNotes(),
    queryFn: ({ signal }) =>
      http.get('dispatch/notes', {
        schema: dispatchNoteListAnswerSchema,
        query: { Status: 'L,R', Top: 200 },
        signal,
      }),
    retry: false,
    staleTime: 0,
  });

export const createGatePass = (http: HttpClient, body: GatePassCreate) =>
  http.post('gpm/gate-passes', { schema: gatePassAnswerSchema, body });

export const cancelGatePass = (http: HttpClient, docEntry: number, version: number) =>
  http.post(`gpm/gate-passes/${docEntry}/cancel`, { schema: gatePassAnswerSchema, body: { version } });

/** The printable pass in a language, as a PDF. */
export const downloadGatePassPdf = (http: HttpClient, docEntry: number, lang: Language) =>
  http.download(`gpm/gate-passes/${docEntry}/pdf`, { query: { lang } });

/** Whether the signed-in user may do this with gate passes, or with this pass (the server decides). */
export function mayGatePass(
  action: 'read' | 'create' | 'cancel' | 'print',
  record?: Record<string, unknown>,
) {
  const session = sessionSignal.value;
  if (session.status !== 'signed-in') return false;
  return session.ability.can(action, record ? subject('GatePass', { ...record }) : 'GatePass');
}
