const candidates =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A radio group is one tab stop: its checked radio, or its first when none is checked. */
function isTabStop(element: HTMLElement, container: HTMLElement): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
  const group = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (radio) => radio.name === element.name,
  );
  return element.checked || (!group.some((radio) => radio.checked) && group[0] === element);
}

/** The elements Tab reaches inside a container, in order. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) => !element.closest('[hidden], [inert]') && isTabStop(element, container),
  );
}

/**
 * Keeps Tab inside a modal: past the last stop it wraps to the first and back. Returns true when
 * it moved focus, so the caller prevents the browser's own move.
 */
export function wrapTab(container: HTMLElement, backwards: boolean, active: Element | null): boolean {
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return false;
  const outside = active === null || active === container || !container.contains(active);
  if (backwards && (active === first || outside)) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || outside)) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Whether a modal dialog (a dialog, the palette) holds the keyboard focus: page code that moves
 * focus after loading something must then leave it where it is.
 */
export function modalHoldsFocus(): boolean {
  return Boolean(document.activeElement?.closest('[aria-modal="true"]'));
}
