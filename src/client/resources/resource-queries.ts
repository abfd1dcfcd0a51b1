import { queryOptions } from '@tanstack/react-query';
import {
  type ColumnFilter,
  docModelAnswerSchema,
  historyAnswerSchema,
  type RecordRow,
  resourceDeletedAnswerSchema,
  resourceListAnswerSchema,
  resourceListLimits,
  resourceRecordAnswerSchema,
  sortToText,
} from '../../shared/api/resources';
import type { ResourceDefinition, SortEntry } from '../../shared/resources/resource-definition';
import type { HttpClient } from '../api/http-client';
import type { ReferenceMatch } from '../forms/reference-lookup';
import type { CellFormat } from './cell-text';
import { referenceMatchOf } from './lookup-details';

/** Where a record lives: its key, and its parent's key for a child resource (an item's price). */
export interface RecordAddress {
  key: string;
  parentKey?: string;
}

/** What a list shows: the same view is what the grid pages through and what CSV exports. */
export interface ListView {
  sort: readonly SortEntry[];
  filters: readonly ColumnFilter[];
  search: string;
}

const recordPath = (resource: string, address: RecordAddress) =>
  ['resources', resource, address.parentKey, address.key]
    .filter((part) => part !== undefined)
    .map((part, index) => (index < 2 ? part : encodeURIComponent(part)))
    .join('/');

export const viewQuery = (view: ListView) => ({
  sort: sortToText(view.sort),
  search: view.search.trim() || undefined,
  filters: view.filters.length ? JSON.stringify(view.filters) : undefined,
});

/** One factory of query keys per resource (CONVENTIONS.md), so invalidation is precise. */
export const resourceKeys = {
  all: ['resources'] as const,
  docModel: (objectId: string) => [...resourceKeys.all, 'doc-model', objectId] as const,
  resource: (resource: string) => [...resourceKeys.all, resource] as const,
  lists: (resource: string) => [...resourceKeys.resource(resource), 'list'] as const,
  list: (resource: string, view: ListView, pageSize: number) =>
    [...resourceKeys.lists(resource), viewQuery(view), pageSize] as const,
  /** A whole short list under fixed filters (a partner's addresses): under the lists, so a change refreshes it. */
  choices: (resource: string, filters: readonly ColumnFilter[]) =>
    [...resourceKeys.lists(resource), 'choices', filters] as const,
  record: (resource: string, address: RecordAddress) =>
    [...resourceKeys.resource(resource), 'record', address.parentKey ?? null, address.key] as const,
  history: (resource: string, address: RecordAddress) =>
    [...resourceKeys.record(resource, address), 'history'] as const,
  /**
   * The dealers of one dealer group, by the group's id (GroupCode, as text so 102 and "102" are
   * one entry). Beside the lists rather than under them, so that a dealer's change refreshes its
   * group's entry alone (dealer-queries.ts), not every group's.
   */
  dealersByGroup: (groupCode: string | number) =>
    [...resourceKeys.resource('dealers'), 'by-group', String(groupCode)] as const,
};

/** Specification section 4: a document model is fetched once per object type and cached. */
export const docModelQuery = (http: HttpClient, objectId: string) =>
  queryOptions({
    queryKey: resourceKeys.docModel(objectId),
    queryFn: ({ signal }) =>
      http.get(`doc_model/${encodeURIComponent(objectId)}`, { schema: docModelAnswerSchema, signal }),
    select: (answer) => answer.ResponseData,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const recordQuery = (http: HttpClient, resource: string, address: RecordAddress) =>
  queryOptions({
    queryKey: resourceKeys.record(resource, address),
    queryFn: ({ signal }) =>
      http.get(recordPath(resource, address), { schema: resourceRecordAnswerSchema, signal }),
    select: (answer) => answer.ResponseData,
  });

/**
 * Every record of a resource matching fixed filters, in its default order, as one request: the
 * few records a choice offers (a partner's ship-to addresses, its contacts), not a grid's pages.
 */
export const choicesQuery = (http: HttpClient, resource: string, filters: readonly ColumnFilter[]) =>
  queryOptions({
    queryKey: resourceKeys.choices(resource, filters),
    queryFn: ({ signal }) =>
      http.get(`resources/${resource}`, {
        schema: resourceListAnswerSchema,
        query: {
          filters: JSON.stringify(filters),
          per_page: resourceListLimits.perPageMax,
          count: 0,
        },
        signal,
      }),
  });

export const historyQuery = (http: HttpClient, resource: string, address: RecordAddress) =>
  queryOptions({
    queryKey: resourceKeys.history(resource, address),
    queryFn: ({ signal }) =>
      http.get(`${recordPath(resource, address)}/history`, {
        schema: historyAnswerSchema,
        query: { per_page: 100 },
        signal,
      }),
    select: (answer) => answer.ResponseData,
  });

/** One page of a list as the grid's windowed fetching asks for it. */
export async function fetchListPage(
  http: HttpClient,
  resource: string,
  view: ListView,
  page: { index: number; size: number; count: boolean; signal: AbortSignal; after?: string },
): Promise<{ rows: RecordRow[]; total: number | null; next?: string }> {
  const answer = await http.get(`resources/${resource}`, {
    schema: resourceListAnswerSchema,
    query: {
      ...viewQuery(view),
      page: page.index + 1,
      per_page: page.size,
      count: page.count ? 1 : 0,
      ...(page.after ? { after: page.after } : {}),
    },
    signal: page.signal,
  });
  const { data, total, next } = answer.ResponseData;
  return { rows: data, total, ...(next ? { next } : {}) };
}

/**
 * A lookup's choices: the first records matching the text, best first (the server ranks a search
 * without a sort: exact code, code prefix, a word of the name), with the details the
 * resource's definition lists for lookups.
 */
export async function searchRecords(
  http: HttpClient,
  definition: ResourceDefinition,
  text: string,
  format: CellFormat,
  signal: AbortSignal,
): Promise<ReferenceMatch[]> {
  const answer = await http.get(`resources/${definition.name}`, {
    schema: resourceListAnswerSchema,
    query: { search: text.trim() || undefined, per_page: 20, count: 0 },
    signal,
  });
  return answer.ResponseData.data.flatMap((row) => referenceMatchOf(definition, row, format) ?? []);
}

/** The label of the one record with this key (an exact key filter, under the caller's rules). */
export async function recordLabel(
  http: HttpClient,
  resource: string,
  labelField: string,
  keyField: string,
  key: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const answer = await http.get(`resources/${resource}`, {
    schema: resourceListAnswerSchema,
    query: {
      filters: JSON.stringify([{ field: keyField, op: 'equals', value: key }]),
      per_page: 1,
      count: 0,
    },
    signal,
  });
  const row = answer.ResponseData.data[0];
  return row ? String(row[labelField] ?? key) : undefined;
}

export const createRecord = (http: HttpClient, resource: string, values: Record<string, unknown>) =>
  http.post(`resources/${resource}`, { schema: resourceRecordAnswerSchema, body: values });

export const updateRecord = (
  http: HttpClient,
  resource: string,
  address: RecordAddress,
  changes: Record<string, unknown> & { version: number },
) => http.patch(recordPath(resource, address), { schema: resourceRecordAnswerSchema, body: changes });

export const deleteRecord = (http: HttpClient, resource: string, address: RecordAddress, version: number) =>
  http.delete(recordPath(resource, address), { schema: resourceDeletedAnswerSchema, query: { version } });

/** The address of the CSV export of a view with the grid's visible columns, in their order. */
export function exportPath(resource: string, view: ListView, columns: readonly string[]): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(viewQuery(view)))
    if (value !== undefined) query.set(name, value);
  if (columns.length > 0) query.set('columns', columns.join(','));
  const text = query.toString();
  return `resources/${resource}.csv${text ? `?${text}` : ''}`;
}
