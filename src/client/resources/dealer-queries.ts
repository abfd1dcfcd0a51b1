import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type RecordRow, resourceListAnswerSchema, resourceListLimits } from '../../shared/api/resources';
import type { HttpClient } from '../api/http-client';
import { resourceKeys, viewQuery } from './resource-queries';

/** A group's dealers in one request: a dealer group holds tens of dealers, not thousands. */
export const dealersPerGroupMax = resourceListLimits.perPageMax;

/**
 * Specification section 3's "dealers keyed by group (with an id)": the dealers of the dealer group
 * `groupCode`, by name, from GET /resources/dealers filtered on GroupCode. Kept for five minutes
 * unless a write to one of them (dealerGroupsToRefresh) refreshes it sooner.
 */
export const dealersByGroupQuery = (http: HttpClient, groupCode: string | number) =>
  queryOptions({
    queryKey: resourceKeys.dealersByGroup(groupCode),
    queryFn: ({ signal }) =>
      http.get('resources/dealers', {
        schema: resourceListAnswerSchema,
        query: {
          ...viewQuery({
            sort: [{ field: 'CardName', direction: 'asc' }],
            filters: [{ field: 'GroupCode', op: 'equals', value: String(groupCode) }],
            search: '',
          }),
          per_page: dealersPerGroupMax,
          count: 1,
        },
        signal,
      }),
    select: (answer) => answer.ResponseData,
    staleTime: 5 * 60_000,
  });

/** The partner rows a write concerns: a dealer is a business partner seen through its group. */
const partnerResources = new Set(['dealers', 'business-partners']);

/**
 * The dealer groups whose cached dealers a write changes, by id: a dealer's or a partner's group
 * before and after it (a partner may join or leave a dealer group, a dealer may move between
 * them), or the group itself for a partner group's change (renamed, no longer a dealer group).
 */
export function dealerGroupsToRefresh(
  resource: string,
  before: RecordRow | undefined,
  after: RecordRow | undefined,
): string[] {
  if (!partnerResources.has(resource) && resource !== 'partner-groups') return [];
  const groups = [before?.GroupCode, after?.GroupCode].flatMap((code) =>
    typeof code === 'number' || (typeof code === 'string' && code !== '') ? [String(code)] : [],
  );
  return [...new Set(groups)];
}

/** Marks those groups' dealers stale (refetched now where shown), and no other group's. */
export function refreshDealerGroups(
  queryClient: QueryClient,
  resource: string,
  before: RecordRow | undefined,
  after: RecordRow | undefined,
): Promise<void> {
  return Promise.all(
    dealerGroupsToRefresh(resource, before, after).map((group) =>
      queryClient.invalidateQueries({ queryKey: resourceKeys.dealersByGroup(group), exact: true }),
    ),
  ).then(() => undefined);
}
