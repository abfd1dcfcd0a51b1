import { type KeyPress, matchesShortcut } from './key-shortcuts';

export type HeaderCommand =
  | 'sort-asc'
  | 'sort-desc'
  | 'clear-sort'
  | 'move-left'
  | 'move-right'
  | 'hide'
  | 'filter'
  | 'widen'
  | 'narrow'
  | 'open-menu';

export interface HeaderBinding {
  command: HeaderCommand;
  shortcut: string;
}

/** Pixels added or removed per Alt+Arrow on a header cell. */
export const RESIZE_STEP = 16;
export const MIN_COLUMN_WIDTH = 40;

/**
 * The one list of header-cell shortcuts, read by the key handler and by the column menu that shows
 * them. Move left/right are visual; widen follows the column's end edge, which is on the left in
 * right-to-left, so its arrow mirrors.
 */
export function headerBindings(rtl: boolean): readonly HeaderBinding[] {
  const endArrow = rtl ? 'ArrowLeft' : 'ArrowRight';
  const startArrow = rtl ? 'ArrowRight' : 'ArrowLeft';
  return [
    { command: 'sort-asc', shortcut: 'Alt+Shift+ArrowUp' },
    { command: 'sort-desc', shortcut: 'Alt+Shift+ArrowDown' },
    { command: 'clear-sort', shortcut: 'Alt+Shift+Backspace' },
    { command: 'move-left', shortcut: 'Alt+Shift+ArrowLeft' },
    { command: 'move-right', shortcut: 'Alt+Shift+ArrowRight' },
    { command: 'hide', shortcut: 'Alt+Shift+KeyH' },
    { command: 'filter', shortcut: 'Alt+Shift+KeyF' },
    { command: 'widen', shortcut: `Alt+${endArrow}` },
    { command: 'narrow', shortcut: `Alt+${startArrow}` },
    { command: 'open-menu', shortcut: 'Alt+ArrowDown' },
  ];
}

export function headerCommandFor(event: KeyPress, rtl: boolean): HeaderCommand | null {
  return headerBindings(rtl).find((binding) => matchesShortcut(event, binding.shortcut))?.command ?? null;
}

export function shortcutOfHeaderCommand(command: HeaderCommand, rtl: boolean): string {
  return headerBindings(rtl).find((binding) => binding.command === command)?.shortcut ?? '';
}

/** Display index a column moves to when moved visually left or right; null at the edge. */
export function moveTarget(
  command: 'move-left' | 'move-right',
  index: number,
  count: number,
  rtl: boolean,
): number | null {
  const towardsEnd = (command === 'move-right') !== rtl;
  const target = index + (towardsEnd ? 1 : -1);
  return target >= 0 && target < count ? target : null;
}

export function resizedWidth(command: 'widen' | 'narrow', width: number): number {
  return Math.max(MIN_COLUMN_WIDTH, width + (command === 'widen' ? RESIZE_STEP : -RESIZE_STEP));
}
