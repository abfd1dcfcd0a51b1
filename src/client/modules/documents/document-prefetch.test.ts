import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../../api/http-client';
import { pageQueryKey } from '../../grid/use-windowed-rows';
import { earlyRequests } from './document-early-requests';
import { documentListRequestAt } from './document-list-request';
import { prefetchDocumentScreen } from './document-prefetch';
import { documentKeys } from './document-queries';

/** An HTTP client over a fake server that answers every path with an empty list and notes what it was asked. */
function recordingServices() {
  const asked: string[] = [];
  const http = createHttpClient({
    baseUrl: 'http://erp.test/api/v1',
    getToken: () => 'token',
    readCookie: () => undefined,
    fetch: async (input) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname.replace('/api/v1/', '')}${url.search}`);
      const data = url.pathname.endsWith('document-rights') ? { data: [] } : { data: [], total: 0 };
      return new Response(JSON.stringify({ ResultCode: 1200, ResponseData: data }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { asked, http, queryClient: new QueryClient() };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe("a restore's prefetch of the focused pane", () => {
  it("fills the very page a document list in that pane reads, with the href's status and filters", async () => {
    const { asked, http, queryClient } = recordingServices();
    const search = { status: 'closed', 'f.CardName.contains': 'Basmati', sort: 'DocDate:desc' };
    prefetchDocumentScreen({
      queryClient,
      http,
      routeName: 'sales-doc-objectId',
      params: { objectId: '17' },
      search,
    });
    await settle();
    await settle();
    const request = documentListRequestAt('17', search);
    expect(request).toMatchObject({ status: 'closed', sort: 'DocDate:desc' });
    expect(request.filters).toEqual([{ field: 'CardName', op: 'contains', value: 'Basmati' }]);
    const page = queryClient.getQueryData(pageQueryKey(documentKeys.list(request), 0));
    expect(page).toEqual({ rows: [], total: 0 });
    expect(asked).toContain('authorization/document-rights');
    const list = asked.find((path) => path.startsWith('marketing/docs/17?'));
    expect(list).toContain('DocStatus=C');
    expect(list).toContain('Basmati');
  });

  it('asks nothing ahead for a single document, another screen or an unknown type', async () => {
    const { asked, http, queryClient } = recordingServices();
    const context = { queryClient, http, search: {} };
    prefetchDocumentScreen({
      ...context,
      routeName: 'sales-doc-objectId-id',
      params: { objectId: '13', id: '7' },
    });
    prefetchDocumentScreen({
      ...context,
      routeName: 'sales-doc-create-objectId',
      params: { objectId: '13' },
    });
    prefetchDocumentScreen({ ...context, routeName: 'sales-doc-objectId', params: { objectId: '99999' } });
    await settle();
    expect(asked).toEqual([]);
  });

  it('asks through the early requests exactly what the prefetch asks, so it takes their answers: one request each', async () => {
    const { asked, http, queryClient } = recordingServices();
    const opens = {
      routeName: 'purchasing-doc-objectId',
      params: { objectId: '22' },
      search: { status: 'all', 'f.CardName.contains': 'Rice' },
    };
    for (const { path, query } of earlyRequests(opens)) http.warm(path, { query });
    expect(asked).toHaveLength(2);
    prefetchDocumentScreen({ queryClient, http, ...opens });
    await settle();
    await settle();
    expect(asked).toHaveLength(2);
    const request = documentListRequestAt('22', opens.search);
    expect(queryClient.getQueryData(pageQueryKey(documentKeys.list(request), 0))).toEqual({
      rows: [],
      total: 0,
    });
    expect(
      earlyRequests({
        ...opens,
        routeName: 'purchasing-doc-objectId-id',
        params: { objectId: '22', id: '4' },
      }),
    ).toEqual([]);
  });
});
