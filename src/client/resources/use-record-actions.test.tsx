// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocModel } from '../../shared/api/resources';
import { createHttpClient } from '../api/http-client';
import { setupI18n } from '../i18n/i18n-setup';
import { recordQuery, resourceKeys } from './resource-queries';
import { useRecordActions } from './use-record-actions';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const dealerModel: DocModel = {
  objectId: 'dealers',
  resource: 'dealers',
  subject: 'Dealer',
  objectType: null,
  key: 'CardCode',
  generatedKey: false,
  labelField: 'CardName',
  parent: null,
  activeField: 'validFor',
  defaultSort: [{ field: 'CardCode', direction: 'asc' }],
  fields: [],
  can: { create: true, update: true, delete: true },
};

const dealer = (GroupCode: number) => ({
  CardCode: 'C00042',
  CardName: 'Atlas Trading',
  GroupCode,
  version: 3,
});

/** The server: every write succeeds and answers with `answer`. */
let answer: Record<string, unknown> = {};
const http = createHttpClient({
  baseUrl: 'http://erp.test/api/v1',
  getToken: () => 'token',
  readCookie: () => undefined,
  fetch: async (_url, init) =>
    Response.json({
      ResultCode: 1200,
      ResponseData: init?.method === 'DELETE' ? { deleted: true } : answer,
    }),
});

let queryClient: QueryClient;
let root: Root;
let actions: ReturnType<typeof useRecordActions>;

function Actions() {
  actions = useRecordActions(http, dealerModel, i18next.t);
  return null;
}

const groups = [102, 104, 105];
const stale = (group: number) =>
  queryClient.getQueryState(resourceKeys.dealersByGroup(group))?.isInvalidated ?? false;
const staleGroups = () => groups.filter(stale);

describe('a dealer’s write refreshes its groups’ cached dealers, and only those', () => {
  beforeAll(async () => {
    // The app's own set-up: an empty re-init would leave the shared instance without its
    // catalogue for the test files that follow in this worker (isolate: false).
    await setupI18n('en');
  });
  beforeEach(async () => {
    queryClient = new QueryClient();
    for (const group of groups) queryClient.setQueryData(resourceKeys.dealersByGroup(group), { rows: [] });
    root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <Actions />
        </QueryClientProvider>,
      ),
    );
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    queryClient.clear();
  });

  it('on create: the new dealer’s group', async () => {
    answer = dealer(104);
    await act(async () => void (await actions.create({ CardCode: 'C00042', GroupCode: 104 })));
    expect(staleGroups()).toEqual([104]);
  });

  it('on update: the group it was in, as the cache knew it, and the group it is in now', async () => {
    const address = { key: 'C00042' };
    queryClient.setQueryData(recordQuery(http, 'dealers', address).queryKey, {
      ResultCode: 1200,
      ResponseData: dealer(102),
    });
    answer = dealer(105);
    await act(async () => void (await actions.save(address, 3, { GroupCode: 105 })));
    expect(staleGroups()).toEqual([102, 105]);
  });

  it('on delete: the dealer’s group', async () => {
    await act(async () => void (await actions.remove({ key: 'C00042' }, dealer(102))));
    expect(staleGroups()).toEqual([102]);
  });
});
