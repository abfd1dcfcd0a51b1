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
  list: (path: string) => [...referenceKeys.all, path] as const,
};

const list = <Row extends z.ZodType>(http: HttpClient, path: string, row: Row) =>
  queryOptions({
    queryKey: referenceKeys.list(path),
    queryFn: ({ signal }) => http.get(path, { schema: referenceListAnswerSchema(row), signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const itemMasterDataQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: referenceKeys.list('item_masterdata'),
    queryFn: ({ signal }) => http.get('item_masterdata', { schema: itemMasterDataAnswerSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

type Loader = (queryClient: QueryClient) => Promise<unknown>;
const load =
  <Row extends z.ZodType>(http: HttpClient, path: string, row: Row): Loader =>
  (queryClient) =>
    queryClient.fetchQuery(list(http, path, row));

/** The reference data of specification section 7, one query each, cached for the session. */
export const referenceLoaders = (http: HttpClient): Loader[] => [
  load(http, 'currency', referenceRowSchemas.currency),
  load(http, 'employee', referenceRowSchemas.salesEmployee),
  load(http, 'uoms', referenceRowSchemas.unitOfMeasure),
  load(http, 'employee-master-data', referenceRowSchemas.employee),
  (queryClient) => queryClient.fetchQuery(itemMasterDataQuery(http)),
  load(http, 'warehouse', referenceRowSchemas.warehouse),
  load(http, 'taxgroups/output', referenceRowSchemas.taxGroup),
  load(http, 'taxgroups/input', referenceRowSchemas.taxGroup),
  load(http, 'price_lists', referenceRowSchemas.priceList),
  load(http, 'credit-card', referenceRowSchemas.creditCard),
  load(http, 'activeGLaccounts', referenceRowSchemas.glAccount),
  load(http, 'activeGLaccounts?type=Checks', referenceRowSchemas.glAccount),
  load(http, 'activeGLaccounts?type=Revenue', referenceRowSchemas.glAccount),
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
