import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import { getByRole } from '../testing/accessible-queries';
import { DataGrid } from './data-grid';
import type { DataGridHandle, DataGridProps, GridColumn, GridRow, GridSortKey } from './grid-types';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Test support for DataGrid: a caller that owns columns and sort like a list screen would. */

export const testColumns: GridColumn[] = [
  {
    id: 'code',
    header: 'Code',
    width: 120,
    align: 'start',
    editable: false,
    sortable: true,
    ltrValue: true,
    format: String,
  },
  {
    id: 'name',
    header: 'Name',
    width: 200,
    align: 'start',
    editable: true,
    sortable: true,
    format: (value) => String(value ?? ''),
  },
  {
    id: 'price',
    header: 'Price',
    width: 100,
    align: 'end',
    editable: true,
    sortable: true,
    format: (value) => (typeof value === 'number' ? value.toFixed(2) : ''),
  },
  {
    id: 'stock',
    header: 'Stock',
    width: 100,
    align: 'end',
    editable: false,
    sortable: false,
    format: String,
  },
];

export const makeRow = (index: number): GridRow => ({
  id: `item-${index}`,
  code: `C-${index}`,
  name: `Item ${index}`,
  price: index / 2,
  stock: index % 7,
});

type Callbacks = Pick<
  DataGridProps,
  'onSortChange' | 'onColumnResize' | 'onColumnMove' | 'onColumnHide' | 'onVisibleRangeChange'
>;

export interface GridHarness {
  container: HTMLElement;
  spies: { [K in keyof Callbacks]-?: ReturnType<typeof vi.fn> };
  handle: { current: DataGridHandle | null };
  grid(): HTMLElement;
  /** The element aria-activedescendant names. */
  active(): HTMLElement;
  /** The cell at a data row (or -1 for the header) and a 0-based column, if rendered. */
  cell(row: number, col: number): HTMLElement | null;
  rows(): HTMLElement[];
  press(key: string, init?: KeyboardEventInit): Promise<KeyboardEvent>;
  type(text: string): Promise<void>;
  click(element: Element, init?: MouseEventInit): Promise<void>;
  /** Calls the imperative handle's scrollToRow inside act. */
  scrollToRow(index: number): Promise<void>;
  /** Scrolls the grid element as a wheel or scrollbar would. */
  scrollTo(top: number): Promise<void>;
  unmount(): Promise<void>;
}

export type GridOverrides = Partial<Omit<DataGridProps, keyof Callbacks | 'columns' | 'sort' | 'ref'>> & {
  columns?: GridColumn[];
  sort?: GridSortKey[];
};

const roots: { root: Root; container: HTMLElement }[] = [];

function element(node: Element | null | undefined, what: string): HTMLElement {
  if (!(node instanceof HTMLElement)) throw new Error(`${what} is not rendered`);
  return node;
}

/**
 * `layout: 'read-only'` renders the grid as a read-only caller does, without sort and layout
 * callbacks (the spies then never hear anything).
 */
export async function renderGrid(
  overrides: GridOverrides = {},
  { layout = 'owned' }: { layout?: 'owned' | 'read-only' } = {},
): Promise<GridHarness> {
  const spies = {
    onSortChange: vi.fn(),
    onColumnResize: vi.fn(),
    onColumnMove: vi.fn(),
    onColumnHide: vi.fn(),
    onVisibleRangeChange: vi.fn(),
  };
  const handle: { current: DataGridHandle | null } = { current: null };

  function Caller() {
    const [columns, setColumns] = useState(overrides.columns ?? testColumns);
    const [sort, setSort] = useState<GridSortKey[]>(overrides.sort ?? []);
    const ownedLayout: Partial<DataGridProps> = {
      sort,
      onVisibleRangeChange: spies.onVisibleRangeChange,
      onSortChange: (next) => {
        spies.onSortChange(next);
        setSort(next);
      },
      onColumnResize: (id, width) => {
        spies.onColumnResize(id, width);
        setColumns((all) => all.map((column) => (column.id === id ? { ...column, width } : column)));
      },
      onColumnMove: (id, toIndex) => {
        spies.onColumnMove(id, toIndex);
        setColumns((all) => {
          const moving = all.find((column) => column.id === id);
          const rest = all.filter((column) => column.id !== id);
          return moving ? [...rest.slice(0, toIndex), moving, ...rest.slice(toIndex)] : all;
        });
      },
      onColumnHide: (id) => {
        spies.onColumnHide(id);
        setColumns((all) => all.filter((column) => column.id !== id));
      },
    };
    return (
      <DataGrid
        label="Items"
        rowCount={1000}
        rowAt={makeRow}
        initialSize={{ width: 400, height: 352 }}
        direction="ltr"
        {...overrides}
        ref={(value) => {
          handle.current = value;
        }}
        columns={columns}
        {...(layout === 'owned' ? ownedLayout : {})}
      />
    );
  }

  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push({ root, container });
  await act(async () => root.render(<Caller />));

  const grid = () => element(getByRole(container, 'grid'), 'The grid');
  const press = async (key: string, init: KeyboardEventInit = {}) => {
    const target = document.activeElement ?? document.body;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    await act(async () => {
      target.dispatchEvent(event);
    });
    return event;
  };
  return {
    container,
    spies,
    handle,
    grid,
    active: () => {
      const id = grid().getAttribute('aria-activedescendant') ?? '';
      return element(document.getElementById(id), `The active cell ${id}`);
    },
    cell: (row, col) => {
      const rowElement = container.querySelector(`[role="row"][aria-rowindex="${row + 2}"]`);
      const found = rowElement?.querySelector(`[aria-colindex="${col + 1}"]`);
      return found instanceof HTMLElement ? found : null;
    },
    rows: () => [...container.querySelectorAll<HTMLElement>('[role="row"]')],
    press,
    type: async (text: string) => {
      const input = document.activeElement;
      if (!(input instanceof HTMLInputElement)) throw new Error('No text box has the focus');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      await act(async () => {
        setValue?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    click: async (target: Element, init: MouseEventInit = {}) => {
      await act(async () => {
        target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      });
    },
    scrollToRow: async (index: number) => {
      await act(async () => handle.current?.scrollToRow(index));
    },
    scrollTo: async (top: number) => {
      await act(async () => {
        const scroller = grid();
        scroller.scrollTop = top;
        scroller.dispatchEvent(new Event('scroll'));
      });
    },
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts every grid a test rendered. */
export async function cleanupGrids(): Promise<void> {
  for (const { root, container } of roots.splice(0)) {
    await act(async () => root.unmount());
    container.remove();
  }
}

export async function focusGrid(harness: GridHarness): Promise<void> {
  await act(async () => harness.grid().focus());
}
