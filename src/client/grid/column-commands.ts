import { nextSort, setSort, sortDirectionOf } from './grid-sort';
import type { DataGridProps, GridSortKey, SortDirection } from './grid-types';
import { type HeaderCommand, moveTarget, resizedWidth } from './header-commands';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

type ColumnCallbacks = Pick<
  DataGridProps,
  'columns' | 'sort' | 'onSortChange' | 'onColumnResize' | 'onColumnMove' | 'onColumnHide' | 'onFilterRequest'
>;

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
        changeSort(column.header, column.id, setSort(options.sort, column.id, direction));
        return;
      }
      case 'move-left':
      case 'move-right': {
        const target = moveTarget(command, col, columns.length, options.rtl);
        if (target === null) return;
        options.onColumnMove(column.id, target);
        options.setActiveCol(target);
        say(t('grid.announce.moved', { ...name, position: target + 1, count: columns.length }));
        return;
      }
      case 'widen':
      case 'narrow': {
        const width = resizedWidth(command, column.width);
        if (width === column.width) return;
        options.onColumnResize(column.id, width);
        say(t('grid.announce.resized', { ...name, width }));
        return;
      }
      case 'hide':
        options.onColumnHide(column.id);
        say(t('grid.announce.hidden', name));
        return;
      case 'filter':
        options.onFilterRequest?.(column.id);
        return;
      case 'open-menu':
        options.openMenu(col);
        return;
    }
  };

  const cycleSort = (col: number, additive: boolean) => {
    const column = columns[col];
    if (column?.sortable) changeSort(column.header, column.id, nextSort(options.sort, column.id, additive));
  };

  return { run, cycleSort };
}
