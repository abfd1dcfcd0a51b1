// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDocumentType } from '../../../shared/documents/object-types';
import { createHttpClient } from '../../api/http-client';
import { referenceKeys, referenceListQuery, referenceLoaders } from '../../api/reference-queries';
import { useDocumentRights } from '../../modules/documents/use-document-rights';
import { useLineLookups } from '../../modules/documents/use-line-lookups';
import { docModelQuery } from '../../resources/resource-queries';
import { useColumnSettings } from '../../resources/use-column-settings';
import { AppServicesProvider } from '../../shell/app-services';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * Panes of a restored layout share one QueryClient: what several of them need (a document type's
 * rights, a resource's model, a grid's settings, a reference list) must be one query key, so it
 * is asked for once however many panes show it. These tests fail when a pane's hook grows a key
 * of its own.
 */

const rightsOf = (objectId: string) => ({
  objectId,
  subject: objectId,
  rights: { read: true, create: true, update: true, cancel: true, close: true, print: true, approve: true },
});

/** Every path the panes ask, counted, each answered with a body its schema accepts. */
function countingServer() {
  const asked: string[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const path = `${url.pathname.replace('/api/v1/', '')}${url.search}`;
    asked.push(path);
    if (path === 'authorization/document-rights')
      return json({ ResultCode: 1200, ResponseData: { data: ['17', '15', '13', '203'].map(rightsOf) } });
    if (path.startsWith('form_settings/'))
      return json({
        ResultCode: 1200,
        ResponseData: { objectId: 'items.list', columns: [], sort: [], pageSize: null, version: 1 },
      });
    if (path.startsWith('doc_model/'))
      return json({
        ResultCode: 1200,
        ResponseData: {
          objectId: '4',
          resource: 'items',
          subject: 'Item',
          objectType: null,
          key: 'ItemCode',
          generatedKey: false,
          labelField: 'ItemName',
          parent: null,
          activeField: null,
          defaultSort: [{ field: 'ItemCode', direction: 'asc' }],
          fields: [],
          can: { create: true, update: true, delete: true },
        },
      });
    if (path === 'item_masterdata') return json({ ResultCode: 1200, ResponseData: { data: [], total: 0 } });
    return json({ ResultCode: 1200, ResponseData: [] });
  });
  const http = createHttpClient({
    baseUrl: 'http://erp.test/api/v1',
    getToken: () => 'token',
    readCookie: () => undefined,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { http, asked, fetch };
}

const salesOrder = findDocumentType('17');
const invoice = findDocumentType('13');

/** What a document pane reads before it shows a document: its rights and its copy targets'. */
function DocumentPane({ objectId }: { objectId: string }) {
  const type = objectId === '17' ? salesOrder : invoice;
  if (!type) throw new Error('unknown type');
  useDocumentRights(type);
  useLineLookups(type);
  return null;
}

/** What an item list pane reads before its rows: the model and the grid's saved settings. */
function ListPane() {
  const { http } = countingHttp;
  useQuery(docModelQuery(http, '4'));
  useColumnSettings(http, 'items.list');
  return null;
}

let countingHttp: ReturnType<typeof countingServer>;
let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

async function renderPanes(children: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  await act(async () =>
    root?.render(
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider
          services={{
            http: countingHttp.http,
            storage: { getItem: () => null, setItem() {}, removeItem() {} },
          }}
        >
          {children}
        </AppServicesProvider>
      </QueryClientProvider>,
    ),
  );
  await act(() => vi.waitFor(() => expect(countingHttp.fetch).toHaveBeenCalled()));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return queryClient;
}

describe('panes sharing their queries', () => {
  it('asks once for the rights of every document type, whichever panes and copy chains need them', async () => {
    countingHttp = countingServer();
    await renderPanes(
      <>
        <DocumentPane objectId="17" />
        <DocumentPane objectId="13" />
        <DocumentPane objectId="17" />
      </>,
    );
    const rights = countingHttp.asked.filter((path) => path.startsWith('authorization/'));
    expect(rights).toEqual(['authorization/document-rights']);
    // The sales editor's and the invoice editor's reference lists: each once.
    const lists = countingHttp.asked.filter((path) => !path.startsWith('authorization/'));
    expect([...lists].sort()).toEqual(['taxgroups/output', 'uoms', 'warehouse']);
  });

  it("asks once for a resource's model and a grid's settings when two of its lists are open", async () => {
    countingHttp = countingServer();
    await renderPanes(
      <>
        <ListPane />
        <ListPane />
      </>,
    );
    expect([...countingHttp.asked].sort()).toEqual(['doc_model/4', 'form_settings/items.list']);
  });

  it('keeps a reference list under the one key the sign-in loading fills and the editors read', async () => {
    countingHttp = countingServer();
    const queryClient = new QueryClient();
    await Promise.all(referenceLoaders(countingHttp.http).map((load) => load(queryClient)));
    const asked = countingHttp.asked.length;
    expect(queryClient.getQueryCache().findAll({ queryKey: referenceKeys.all })).toHaveLength(asked);
    await queryClient.fetchQuery(referenceListQuery(countingHttp.http, 'taxgroups/output'));
    expect(countingHttp.asked).toHaveLength(asked);
  });
});
