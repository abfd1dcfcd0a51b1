import { type RefObject, useEffect } from 'react';

/**
 * Puts the focus on `ref` once it shows, when nobody holds the focus (it fell to <body>) or the
 * pane around it does (a pane opened on an address): the keyboard then starts at what the
 * screen says. A focus elsewhere (another pane, a field, a dialog) is the user's, and stays.
 */
export function useUnclaimedFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const active = element.ownerDocument.activeElement;
    if (!active || active === element.ownerDocument.body || active.contains(element)) element.focus();
  }, [ref]);
}
