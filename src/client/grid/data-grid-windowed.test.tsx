// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole } from '../testing/accessible-queries';
import { DataGrid } from './data-grid';
import { testColumns } from './data-grid-test-kit';
import type { GridRow } from './grid-types';
import { type FetchPageOptions, useWindowedRows, type WindowedPage } from './use-windowed-rows';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const TOTAL = 1_000_000;
const PAGE_SIZE = 50;
const fetched: { page: number; count: boolean }[] = [];

async function fetchPage(page: number, { count }: FetchPageOptions): Promise<WindowedPage> {
  fetched.push({ page, count });
  const rows: GridRow[] = Array.from({ length: PAGE_SIZE }, (_, offset) => {
    const index = page * PAGE_SIZE + offset;
    return { id: `item-${index}`, code: `C-${index}`, name: `Item ${index}`, price: index / 2, stock: 1 };
  });
  return { rows, total: count ? TOTAL : null };
}

function ItemList() {
  const windowed = useWindowedRows({ queryKey: ['items'], pageSize: PAGE_SIZE, fetchPage });
  return (
    <DataGrid
      label="Items"
      rowCount={windowed.rowCount}
      rowAt={windowed.rowAt}
      onVisibleRangeChange={windowed.onVisibleRangeChange}
      columns={testColumns}
      sort={[]}
      onSortChange={() => undefined}
      onColumnResize={() => undefined}
      onColumnMove={() => undefined}
      onColumnHide={() => undefined}
      initialSize={{ width: 600, height: 352 }}
      direction="ltr"
    />
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
let root: Root | undefined;

describe('DataGrid with useWindowedRows', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
  });

  it('loads the first page, then only the last page on Ctrl+End, and shows the last row', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () =>
      root?.render(
        <QueryClientProvider client={client}>
          <ItemList />
        </QueryClientProvider>,
      ),
    );
    for (let round = 0; round < 4; round += 1) await settle();
    const grid = getByRole(container, 'grid', { name: 'Items' });
    expect(grid.getAttribute('aria-rowcount')).toBe('1000001');
    // At rest at the top, the next page waits for the first scroll (page-window.ts).
    expect(fetched).toEqual([{ page: 0, count: true }]);

    await act(async () => grid instanceof HTMLElement && grid.focus());
    await act(async () => {
      grid.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true, bubbles: true }));
    });
    for (let round = 0; round < 4; round += 1) await settle();
    expect(fetched.slice(1)).toEqual([{ page: TOTAL / PAGE_SIZE - 1, count: false }]);
    const active = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('1');
    const lastRow = active?.closest('[role="row"]');
    expect(lastRow?.getAttribute('aria-rowindex')).toBe('1000001');
    expect(lastRow?.hasAttribute('aria-busy')).toBe(false);
    expect(lastRow?.textContent).toContain('Item 999999');
  });
});
