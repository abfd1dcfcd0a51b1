// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GridRow } from './grid-types';
import {
  type FetchPageOptions,
  useWindowedRows,
  type WindowedPage,
  type WindowedRows,
  type WindowedRowsOptions,
} from './use-windowed-rows';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const PAGE_SIZE = 100;
const TOTAL = 1_000_000;
const LAST_PAGE = TOTAL / PAGE_SIZE - 1;

interface Call {
  page: number;
  count: boolean;
  signal: AbortSignal;
  after?: string;
}

/** A fake server: each call is recorded; pages answer at once unless held. */
function fakeServer(total = TOTAL) {
  const calls: Call[] = [];
  const held = new Set<number>();
  const fetchPage = (page: number, { count, signal, after }: FetchPageOptions): Promise<WindowedPage> => {
    calls.push({ page, count, signal, ...(after ? { after } : {}) });
    const rows: GridRow[] = Array.from(
      { length: Math.max(0, Math.min(PAGE_SIZE, total - page * PAGE_SIZE)) },
      (_, offset) => ({ id: page * PAGE_SIZE + offset, name: `Row ${page * PAGE_SIZE + offset}` }),
    );
    if (held.has(page)) return new Promise(() => undefined);
    const next = rows.length === PAGE_SIZE ? `after-${page * PAGE_SIZE + PAGE_SIZE - 1}` : undefined;
    return Promise.resolve({ rows, total: count ? total : null, ...(next ? { next } : {}) });
  };
  return { calls, held, fetchPage, pages: () => calls.map((call) => call.page) };
}

let root: Root | undefined;
let client: QueryClient;
const latest: { current: WindowedRows | null } = { current: null };
let renders = 0;

function Probe({ options }: { options: WindowedRowsOptions }) {
  latest.current = useWindowedRows(options);
  renders += 1;
  return null;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function mount(options: WindowedRowsOptions) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <QueryClientProvider client={client}>
        <Probe options={options} />
      </QueryClientProvider>,
    ),
  );
  await settle();
  await settle();
}

function rows(): WindowedRows {
  if (!latest.current) throw new Error('The hook has not rendered');
  return latest.current;
}

async function show(first: number, last: number, direction: 'up' | 'down' | 'none') {
  await act(async () => rows().onVisibleRangeChange(first, last, direction));
  await settle();
  await settle();
}

describe('useWindowedRows', () => {
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    latest.current = null;
    client.clear();
    document.body.innerHTML = '';
  });

  it('asks for the count with the first page only, then knows the row count', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    expect(server.calls[0]).toMatchObject({ page: 0, count: true });
    expect(server.calls.filter((call) => call.count).map((call) => call.page)).toEqual([0]);
    expect(rows().rowCount).toBe(TOTAL);
    expect(rows().rowAt(5)).toEqual({ id: 5, name: 'Row 5' });
  });

  it('does not render again while the visible rows stay within the same pages', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    await show(0, 20, 'down');
    await settle();
    const before = renders;
    // A held PageDown: each key moves the range, but within pages 0 and 1.
    for (const first of [16, 32, 48, 64]) await show(first, first + 20, 'down');
    expect(renders).toBe(before);
    await show(90, 110, 'down');
    expect(renders).toBeGreaterThan(before);
    expect(rows().rowAt(250)).toEqual({ id: 250, name: 'Row 250' });
  });

  it('is undefined while the count loads', async () => {
    const server = fakeServer();
    server.held.add(0);
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    expect(rows().rowCount).toBeUndefined();
    expect(rows().rowAt(0)).toBeUndefined();
    expect(rows().isFetching).toBe(true);
  });

  it('prefetches the next page ahead when scrolling down, without the count', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    expect(server.pages()).toEqual([0]);
    await show(250, 265, 'down');
    expect(new Set(server.pages())).toEqual(new Set([0, 2, 3]));
    expect(server.calls.find((call) => call.page === 3)?.count).toBe(false);
    expect(rows().rowAt(399)).toEqual({ id: 399, name: 'Row 399' });
  });

  it("reads a page after a cached page by that page's cursor, and a page jumped to by its offset", async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    await show(10, 25, 'down');
    await show(150, 165, 'down');
    expect(server.calls.find((call) => call.page === 1)?.after).toBe('after-99');
    expect(server.calls.find((call) => call.page === 2)?.after).toBe('after-199');
    await show(TOTAL - 10, TOTAL - 1, 'down');
    expect(server.calls.find((call) => call.page === LAST_PAGE)?.after).toBeUndefined();
  });

  it('fetches only the last page when jumping to the end, never the pages between', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    const before = server.calls.length;
    await show(TOTAL - 10, TOTAL - 1, 'down');
    expect(server.pages().slice(before)).toEqual([LAST_PAGE]);
    expect(rows().rowAt(TOTAL - 1)).toEqual({ id: TOTAL - 1, name: `Row ${TOTAL - 1}` });
    expect(Math.max(...server.pages().filter((page) => page < LAST_PAGE))).toBeLessThan(3);
  });

  it('prefetches behind when scrolling up and reuses cached pages without fetching again', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    await show(TOTAL - 10, TOTAL - 1, 'down');
    await show(TOTAL - 150, TOTAL - 140, 'up');
    expect(server.pages().slice(-2).sort()).toEqual([LAST_PAGE - 2, LAST_PAGE - 1]);
    const count = server.calls.length;
    await show(0, 10, 'up');
    await show(TOTAL - 10, TOTAL - 1, 'down');
    expect(server.calls.length).toBe(count);
  });

  it('aborts a page that is left before it arrives', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    server.held.add(5000);
    await show(500_000, 500_010, 'down');
    const pending = server.calls.find((call) => call.page === 5000);
    expect(pending?.signal.aborted).toBe(false);
    expect(rows().isFetching).toBe(true);
    await show(10, 20, 'up');
    expect(pending?.signal.aborted).toBe(true);
  });

  it('keys pages by the query key so another filter or sort has its own pages and count', async () => {
    const server = fakeServer();
    const options = { pageSize: PAGE_SIZE, fetchPage: server.fetchPage };
    await mount({ ...options, queryKey: ['items', { sort: 'name' }] });
    expect(client.getQueryData(['items', { sort: 'name' }, 'page', 0])).toBeDefined();
    await act(async () =>
      root?.render(
        <QueryClientProvider client={client}>
          <Probe options={{ ...options, queryKey: ['items', { sort: 'price' }] }} />
        </QueryClientProvider>,
      ),
    );
    await settle();
    expect(server.calls.filter((call) => call.count)).toHaveLength(2);
    expect(client.getQueryData(['items', { sort: 'price' }, 'page', 0])).toBeDefined();
  });

  it('replaces a cached row for an optimistic update and its rollback', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    const original = rows().rowAt(42);
    await act(async () => rows().setRow(42, { id: 42, name: 'Renamed' }));
    expect(rows().rowAt(42)).toEqual({ id: 42, name: 'Renamed' });
    expect(rows().rowAt(43)).toEqual({ id: 43, name: 'Row 43' });
    await act(async () => rows().setRow(42, original ?? {}));
    expect(rows().rowAt(42)).toEqual({ id: 42, name: 'Row 42' });
  });

  it('refetches the pages in use, with the count, on refetch', async () => {
    const server = fakeServer();
    await mount({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage: server.fetchPage });
    await show(10, 25, 'down');
    const before = server.calls.length;
    await act(async () => rows().refetch());
    await settle();
    const again = server.calls.slice(before);
    expect(again.map((call) => [call.page, call.count])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('reports a failed page as the error', async () => {
    await mount({
      queryKey: ['items'],
      pageSize: PAGE_SIZE,
      fetchPage: () => Promise.reject(new Error('The server is down')),
    });
    expect(rows().error?.message).toBe('The server is down');
    expect(rows().rowCount).toBeUndefined();
  });

  it('counts a short first page when the server gives no total', async () => {
    await mount({
      queryKey: ['items'],
      pageSize: PAGE_SIZE,
      fetchPage: async () => ({ rows: [{ id: 1 }, { id: 2 }], total: null }),
    });
    expect(rows().rowCount).toBe(2);
  });
});
