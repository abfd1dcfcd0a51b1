import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../api/http-client';
import { dealerGroupsToRefresh, dealersByGroupQuery, refreshDealerGroups } from './dealer-queries';
import { resourceKeys } from './resource-queries';

const listAnswer = (rows: Record<string, unknown>[]) => ({
  ResultCode: 1200,
  ResponseData: { data: rows, total: rows.length },
});

describe('dealers by group: the key', () => {
  it('is the group’s id, the same whether the id comes as a number or as text', () => {
    expect(resourceKeys.dealersByGroup(102)).toEqual(['resources', 'dealers', 'by-group', '102']);
    expect(resourceKeys.dealersByGroup('102')).toEqual(resourceKeys.dealersByGroup(102));
    expect(resourceKeys.dealersByGroup(103)).not.toEqual(resourceKeys.dealersByGroup(102));
  });

  it('sits beside the dealers’ lists, not under them, so refreshing the lists leaves the groups alone', () => {
    const lists = resourceKeys.lists('dealers');
    const key = resourceKeys.dealersByGroup(102);
    expect(key.slice(0, lists.length)).not.toEqual([...lists]);
  });
});

describe('dealers by group: the query', () => {
  it('asks the dealers list for one group, by name, in a single page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(listAnswer([{ CardCode: 'C00042', CardName: 'Atlas Trading', GroupCode: 102 }])),
    );
    const http = createHttpClient({
      baseUrl: 'http://erp.test/api/v1',
      getToken: () => 'token',
      readCookie: () => undefined,
      fetch,
    });
    const queryClient = new QueryClient();
    const answer = await queryClient.fetchQuery(dealersByGroupQuery(http, 102));
    const url = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(url.pathname).toBe('/api/v1/resources/dealers');
    expect(JSON.parse(url.searchParams.get('filters') ?? '[]')).toEqual([
      { field: 'GroupCode', op: 'equals', value: '102' },
    ]);
    expect(url.searchParams.get('sort')).toBe('CardName:asc');
    expect(url.searchParams.get('per_page')).toBe('500');
    expect(answer.ResponseData.data).toHaveLength(1);
    expect(queryClient.getQueryData(resourceKeys.dealersByGroup('102'))).toEqual(answer);
  });
});

describe('dealers by group: what a write refreshes', () => {
  const dealer = (GroupCode: unknown) => ({ CardCode: 'C00042', CardName: 'Atlas Trading', GroupCode });

  it('names the dealer’s group when a dealer is created or deleted', () => {
    expect(dealerGroupsToRefresh('dealers', undefined, dealer(102))).toEqual(['102']);
    expect(dealerGroupsToRefresh('dealers', dealer(102), undefined)).toEqual(['102']);
  });

  it('names the old and the new group when a dealer or a partner moves, once when it stays', () => {
    expect(dealerGroupsToRefresh('dealers', dealer(102), dealer(104))).toEqual(['102', '104']);
    expect(dealerGroupsToRefresh('business-partners', dealer(100), dealer(102))).toEqual(['100', '102']);
    expect(dealerGroupsToRefresh('dealers', dealer(102), dealer('102'))).toEqual(['102']);
  });

  it('names a partner group changed itself, and nothing for other resources', () => {
    expect(dealerGroupsToRefresh('partner-groups', undefined, { GroupCode: 102, IsDealer: 'N' })).toEqual([
      '102',
    ]);
    expect(dealerGroupsToRefresh('items', dealer(102), dealer(102))).toEqual([]);
    expect(dealerGroupsToRefresh('dealers', dealer(null), dealer(''))).toEqual([]);
  });

  describe('in the cache', () => {
    const queryClient = new QueryClient();
    afterEach(() => queryClient.clear());
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

    it('marks stale the groups a dealer left and joined, and no other group nor the dealers’ lists', async () => {
      const list = [...resourceKeys.lists('dealers'), { sort: 'CardCode:asc' }, 100];
      for (const key of [
        resourceKeys.dealersByGroup(102),
        resourceKeys.dealersByGroup(104),
        resourceKeys.dealersByGroup(105),
        list,
      ])
        queryClient.setQueryData(key, listAnswer([]));
      await refreshDealerGroups(queryClient, 'dealers', dealer(102), dealer(104));
      expect(stale(resourceKeys.dealersByGroup(102))).toBe(true);
      expect(stale(resourceKeys.dealersByGroup(104))).toBe(true);
      expect(stale(resourceKeys.dealersByGroup(105))).toBe(false);
      expect(stale(list)).toBe(false);
    });
  });
});
