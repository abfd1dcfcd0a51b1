// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../api/http-client';
import { type ColumnSettingsChange, useColumnSettings } from './use-column-settings';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

interface Stored {
  columns: unknown[];
  sort: unknown[];
  version: number;
}

/** A form_settings endpoint over one stored row, with the server's version rule. */
function fakeServer(initial: Stored | null) {
  let stored = initial;
  const posts: Record<string, unknown>[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const answer = (row: Stored) => ({
      ResultCode: 1200,
      ResponseData: { objectId: 'items.list', pageSize: null, ...row },
    });
    if (init?.method !== 'POST')
      return json(200, { ResultCode: 1200, ResponseData: stored && answer(stored).ResponseData });
    const body = JSON.parse(String(init.body)) as Record<string, unknown> & Stored;
    posts.push(body);
    const fresh = body.version === undefined || body.version === stored?.version;
    if (!fresh || (body.version !== undefined && stored === null))
      return json(409, { statusCode: 409, code: 'STALE_VERSION', message: 'Stale.' });
    stored = { columns: body.columns, sort: body.sort, version: (stored?.version ?? 0) + 1 };
    return json(200, answer(stored));
  });
  return { fetch, posts, stored: () => stored };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  vi.useRealTimers();
});

async function mountSettings(server: ReturnType<typeof fakeServer>) {
  const http = createHttpClient({
    baseUrl: 'http://erp.test/api/v1',
    getToken: () => 'token',
    readCookie: () => undefined,
    fetch: server.fetch as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handle: { save?: (change: ColumnSettingsChange) => void; loaded?: boolean } = {};
  function Probe() {
    const { save, isPending } = useColumnSettings(http, 'items.list');
    handle.save = save;
    handle.loaded = !isPending;
    return null;
  }
  const element = document.createElement('div');
  root = createRoot(element);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
  });
  await act(() => vi.waitFor(() => expect(handle.loaded).toBe(true)));
  return handle;
}

const change: ColumnSettingsChange = {
  columns: [{ field: 'ItemName', hidden: true }],
  sort: [],
};

describe('saving a grid layout', () => {
  it('saves the first layout of a grid in one request, without a made-up version', async () => {
    const server = fakeServer(null);
    const settings = await mountSettings(server);
    act(() => settings.save?.(change));
    await act(() => vi.waitFor(() => expect(server.stored()?.version).toBe(1)));
    expect(server.posts).toHaveLength(1);
    expect(server.posts[0]).not.toHaveProperty('version');
  });

  it('sends the version it read, and after a save elsewhere reads the newer one and saves again', async () => {
    const server = fakeServer({ columns: [], sort: [], version: 4 });
    const settings = await mountSettings(server);
    act(() => settings.save?.(change));
    await act(() => vi.waitFor(() => expect(server.stored()?.version).toBe(5)));
    expect(server.posts[0]).toMatchObject({ version: 4 });
    // Another tab saves version 6 behind this one's back.
    const before = server.stored();
    if (before) Object.assign(before, { version: 6 });
    act(() => settings.save?.({ ...change, sort: [{ field: 'ItemCode', direction: 'desc' }] }));
    await act(() => vi.waitFor(() => expect(server.stored()?.version).toBe(7)));
    expect(server.posts.slice(1).map((post) => post.version)).toEqual([5, 6]);
  });
});
