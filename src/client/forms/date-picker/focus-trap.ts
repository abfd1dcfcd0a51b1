import type { KeyboardEvent } from 'react';

const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]';

/** A modal dialog keeps Tab and Shift+Tab inside itself (WAI-ARIA APG, dialog pattern). */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'Tab' || container === null) return;
  const tabbable = [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter(
    (element) => element.tabIndex >= 0,
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (first === undefined || last === undefined) return;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
