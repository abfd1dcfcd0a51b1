import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { menuCloseDelayMs, menuOpenDelayMs } from './menubar-constants';
import type { MenuPath } from './menubar-keys';

const startsWith = (path: MenuPath, prefix: MenuPath) => prefix.every((id, index) => path[index] === id);

/**
 * Pointer intent for the menubar: a submenu opens a moment after the pointer rests on its item
 * and closes a moment after the pointer leaves it (specification delays). One timer serves
 * both, so moving from one item to the next cancels the pending close of the first.
 */
export function useMenuHover(open: MenuPath, setOpen: (path: MenuPath) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openNow = useRef(open);
  useLayoutEffect(() => {
    openNow.current = open;
  });

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const schedule = (delay: number, path: MenuPath) => {
    cancel();
    timer.current = setTimeout(() => setOpen(path), delay);
  };

  return {
    cancel,
    /** The pointer entered the group item at `path` (or its submenu). */
    enter: (path: MenuPath) => {
      if (startsWith(openNow.current, path)) cancel();
      else schedule(menuOpenDelayMs, path);
    },
    /** The pointer left the group item at `path` and its submenu. */
    leave: (path: MenuPath) => schedule(menuCloseDelayMs, path.slice(0, -1)),
  };
}
