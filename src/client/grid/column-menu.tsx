import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutLabel } from '../ui/shortcut-label';
import { type LayoutCapabilities, offeredCommands } from './column-commands';
import * as styles from './data-grid.css';
import type { GridColumn, SortDirection } from './grid-types';
import { type HeaderCommand, shortcutOfHeaderCommand } from './header-commands';

export interface ColumnMenuProps {
  id: string;
  column: GridColumn;
  index: number;
  count: number;
  sortDirection: SortDirection | null;
  rtl: boolean;
  /** What the caller lets the user change: the menu offers only that. */
  can: LayoutCapabilities;
  /** Distance from the frame's inline start, in pixels. */
  insetInlineStart: number;
  insetBlockStart: number;
  onCommand(command: HeaderCommand): void;
  /** Closes the menu; the grid takes focus back. */
  onClose(): void;
}

const labelKeys: Partial<Record<HeaderCommand, string>> = {
  'sort-asc': 'grid.menu.sortAscending',
  'sort-desc': 'grid.menu.sortDescending',
  'clear-sort': 'grid.menu.clearSort',
  'move-left': 'grid.menu.moveLeft',
  'move-right': 'grid.menu.moveRight',
  hide: 'grid.menu.hide',
  filter: 'grid.menu.filter',
};

/** The column's options (WAI-ARIA menu), each item showing the header shortcut that does the same. */
export function ColumnMenu(props: ColumnMenuProps) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  const { onClose } = props;
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const elements = items();
    elements[(index + elements.length) % elements.length]?.focus();
  };

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // The header's menu button toggles the menu itself on click.
      if (target?.closest('[data-menu-col]') || (target && menu.current?.contains(target))) return;
      onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const focused = document.activeElement;
    const current = focused instanceof HTMLElement ? items().indexOf(focused) : -1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: onClose,
      Tab: onClose,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  return (
    <div
      id={props.id}
      ref={menu}
      role="menu"
      aria-label={t('grid.menu.label', { column: props.column.header })}
      className={styles.menu}
      style={{ insetInlineStart: props.insetInlineStart, insetBlockStart: props.insetBlockStart }}
      onKeyDown={onKeyDown}
    >
      {offeredCommands(
        props.column,
        { index: props.index, count: props.count, rtl: props.rtl, sorted: props.sortDirection !== null },
        props.can,
      ).map((command) => {
        const shortcut = shortcutLabel(shortcutOfHeaderCommand(command, props.rtl));
        const label = t(labelKeys[command] ?? '');
        return (
          <button
            key={command}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            aria-label={label}
            aria-keyshortcuts={shortcut}
            onClick={() => {
              onClose();
              props.onCommand(command);
            }}
          >
            <span>{label}</span>
            <span className={styles.menuShortcut} aria-hidden="true">
              <kbd>{shortcut}</kbd>
            </span>
          </button>
        );
      })}
    </div>
  );
}
