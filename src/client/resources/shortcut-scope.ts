import { type RefObject, useCallback } from 'react';

/**
 * Where a screen's shortcuts are heard. A page opened in a pane leaves the focus on the pane
 * itself (its title bar is part of it too), so a screen's own section would miss Alt+Shift+R
 * pressed right after the record opened: the pane's screen listens in the whole pane. A list
 * nested in a record (an item's stock) listens only in its own section, which is deeper, so it
 * wins while the focus is inside it.
 */
export function useShortcutScope(container: RefObject<HTMLElement | null>, nested: boolean) {
  return useCallback(() => {
    const own = container.current;
    if (nested || !own) return own;
    return own.closest('[data-pane-id]') ?? own;
  }, [container, nested]);
}
