import { nextSort, setSort, sortDirectionOf } from './grid-sort';
import type { DataGridProps, GridColumn, GridSortKey, SortDirection } from './grid-types';
import { type HeaderCommand, moveTarget, resizedWidth } from './header-commands';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

type ColumnCallbacks = Pick<
  DataGridProps,
  'columns' | 'sort' | 'onSortChange' | 'onColumnResize' | 'onColumnMove' | 'onColumnHide' | 'onFilterRequest'
>;

/** What the caller lets the user change, from the callbacks it passed. */
export interface LayoutCapabilities {
  sort: boolean;
  move: boolean;
  resize: boolean;
  hide: boolean;
  filter: boolean;
}

export function layoutCapabilities(callbacks: Omit<ColumnCallbacks, 'columns' | 'sort'>): LayoutCapabilities {
  return {
    sort: callbacks.onSortChange !== undefined,
    move: callbacks.onColumnMove !== undefined,
    resize: callbacks.onColumnResize !== undefined,
    hide: callbacks.onColumnHide !== undefined,
    filter: callbacks.onFilterRequest !== undefined,
  };
}

/** The commands a column's menu offers: those the caller allows and this column can take. */
export function offeredCommands(
  column: Pick<GridColumn, 'sortable'>,
  place: { index: number; count: number; rtl: boolean; sorted: boolean },
  can: LayoutCapabilities,
): HeaderCommand[] {
  const sorting: HeaderCommand[] =
    column.sortable && can.sort
      ? ['sort-asc', 'sort-desc', ...(place.sorted ? (['clear-sort'] as const) : [])]
      : [];
  const moves = can.move
    ? (['move-left', 'move-right'] as const).filter(
        (command) => moveTarget(command, place.index, place.count, place.rtl) !== null,
      )
    : [];
  return [
    ...sorting,
    ...moves,
    ...(can.hide ? (['hide'] as const) : []),
    ...(can.filter ? (['filter'] as const) : []),
  ];
}

export interface ColumnCommandOptions extends ColumnCallbacks {
  rtl: boolean;
  t: Translate;
  say(text: string): void;
  openMenu(col: number): void;
  /** The active header cell follows a moved column. */
  setActiveCol(col: number): void;
}

export interface ColumnCommands {
  run(command: HeaderCommand, col: number): void;
  /** Header click or Enter: asc, desc, none; additive (Shift) keeps the other sort keys. */
  cycleSort(col: number, additive: boolean): void;
}

/** What each header command does, shared by the header keys and the column menu. */
export function createColumnCommands(options: ColumnCommandOptions): ColumnCommands {
  const { columns, t, say } = options;
  const can = layoutCapabilities(options);
  const sort = options.sort ?? [];

  const announceSort = (header: string, field: string, next: GridSortKey[]) => {
    const direction: SortDirection | null = sortDirectionOf(next, field);
    say(
      direction
        ? t('grid.announce.sorted', {
            column: header,
            direction: t(direction === 'asc' ? 'grid.sort.ascending' : 'grid.sort.descending'),
          })
        : t('grid.announce.unsorted', { column: header }),
    );
  };
  const changeSort = (header: string, field: string, next: GridSortKey[]) => {
    if (!options.onSortChange) return;
    options.onSortChange(next);
    announceSort(header, field, next);
  };

  const run = (command: HeaderCommand, col: number) => {
    const column = columns[col];
    if (!column) return;
    const name = { column: column.header };
    switch (command) {
      case 'sort-asc':
      case 'sort-desc':
      case 'clear-sort': {
        if (!column.sortable) return;
        const direction = command === 'clear-sort' ? null : command === 'sort-asc' ? 'asc' : 'desc';
        changeSort(column.header, column.id, setSort(sort, column.id, direction));
        return;
      }
      case 'move-left':
      case 'move-right': {
        const target = moveTarget(command, col, columns.length, options.rtl);
        if (target === null || !options.onColumnMove) return;
        options.onColumnMove(column.id, target);
        options.setActiveCol(target);
        say(t('grid.announce.moved', { ...name, position: target + 1, count: columns.length }));
        return;
      }
      case 'widen':
      case 'narrow': {
        const width = resizedWidth(command, column.width);
        if (width === column.width || !options.onColumnResize) return;
        options.onColumnResize(column.id, width);
        say(t('grid.announce.resized', { ...name, width }));
        return;
      }
      case 'hide':
        if (!options.onColumnHide) return;
        options.onColumnHide(column.id);
        say(t('grid.announce.hidden', name));
        return;
      case 'filter':
        options.onFilterRequest?.(column.id);
        return;
      case 'open-menu': {
        const place = { index: col, count: columns.length, rtl: options.rtl, sorted: false };
        if (offeredCommands(column, place, can).length > 0) options.openMenu(col);
        return;
      }
    }
  };

  const cycleSort = (col: number, additive: boolean) => {
    const column = columns[col];
    if (column?.sortable) changeSort(column.header, column.id, nextSort(sort, column.id, additive));
  };

  return { run, cycleSort };
}
