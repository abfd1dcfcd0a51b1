import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  itemMasterDataAnswerSchema,
  referenceListAnswerSchema,
  referenceRowSchemas,
} from '../../shared/api/reference-data';
import type { HttpClient } from './http-client';
import { HttpError } from './http-errors';

export const referenceKeys = {
  all: ['reference'] as const,
  list: (path: ReferencePath | 'item_masterdata') => [...referenceKeys.all, path] as const,
};

/** The reference lists of specification section 7 by path, and what each answers. */
const referenceAnswers = {
  currency: referenceListAnswerSchema(referenceRowSchemas.currency),
  employee: referenceListAnswerSchema(referenceRowSchemas.salesEmployee),
  uoms: referenceListAnswerSchema(referenceRowSchemas.unitOfMeasure),
  'employee-master-data': referenceListAnswerSchema(referenceRowSchemas.employee),
  warehouse: referenceListAnswerSchema(referenceRowSchemas.warehouse),
  'taxgroups/output': referenceListAnswerSchema(referenceRowSchemas.taxGroup),
  'taxgroups/input': referenceListAnswerSchema(referenceRowSchemas.taxGroup),
  price_lists: referenceListAnswerSchema(referenceRowSchemas.priceList),
  'credit-card': referenceListAnswerSchema(referenceRowSchemas.creditCard),
  activeGLaccounts: referenceListAnswerSchema(referenceRowSchemas.glAccount),
  'activeGLaccounts?type=Checks': referenceListAnswerSchema(referenceRowSchemas.glAccount),
  'activeGLaccounts?type=Revenue': referenceListAnswerSchema(referenceRowSchemas.glAccount),
} as const;
export type ReferencePath = keyof typeof referenceAnswers;
type ReferenceAnswer<Path extends ReferencePath> = z.infer<(typeof referenceAnswers)[Path]>;

/**
 * Reference lists change when an administrator edits setup, not as people work: a list is read
 * once and kept for the session (cleared on sign-out with the rest of the cache), and a screen
 * that shows it after this long asks again in the background, so a warehouse added this morning
 * is known by the afternoon without a reload.
 */
export const referenceStaleTimeMs = 10 * 60_000;
const referenceCache = { staleTime: referenceStaleTimeMs, gcTime: Number.POSITIVE_INFINITY };

/** One reference list under its one key: every screen and the sign-in's loading share it. */
export const referenceListQuery = <Path extends ReferencePath>(http: HttpClient, path: Path) =>
  queryOptions({
    queryKey: referenceKeys.list(path),
    // The schema is the one of this path: its rows type the answer.
    queryFn: ({ signal }) =>
      http.get(path, { schema: referenceAnswers[path], signal }) as Promise<ReferenceAnswer<Path>>,
    ...referenceCache,
  });

export const itemMasterDataQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: referenceKeys.list('item_masterdata'),
    queryFn: ({ signal }) => http.get('item_masterdata', { schema: itemMasterDataAnswerSchema, signal }),
    ...referenceCache,
  });

type Loader = (queryClient: QueryClient) => Promise<unknown>;

/** The reference data of specification section 7, one query each, cached for the session. */
export const referenceLoaders = (http: HttpClient): Loader[] => [
  ...(Object.keys(referenceAnswers) as ReferencePath[]).map(
    (path): Loader =>
      (queryClient) =>
        queryClient.fetchQuery(referenceListQuery(http, path)),
  ),
  (queryClient) => queryClient.fetchQuery(itemMasterDataQuery(http)),
];

/** A list the user's rules do not let them read (403) is left out: their screens never show it. */
const unlessForbidden =
  (loader: Loader): Loader =>
  async (queryClient) => {
    try {
      return await loader(queryClient);
    } catch (error) {
      if (error instanceof HttpError && error.status === 403) return undefined;
      throw error;
    }
  };

/**
 * Loads every reference list in parallel after sign-in; a failure is logged and rethrown (section
 * 8), except a list the user may not read (a group that reads customers only signs in all the same).
 */
export async function loadInitialData(queryClient: QueryClient, http: HttpClient): Promise<void> {
  try {
    await Promise.all(referenceLoaders(http).map((loader) => unlessForbidden(loader)(queryClient)));
  } catch (error) {
    console.error('Loading the reference data failed', error);
    throw error;
  }
}
