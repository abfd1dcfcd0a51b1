/**
 * Where the arrows, Home and End move the active entry of a one-tab-stop list (a listbox named by
 * aria-activedescendant: a route's stops, a rep's calls): the index to make active, or undefined
 * for any other key. An index out of the list (before the first, after the last) is the caller's
 * to refuse, so that a key at either end is still taken rather than scrolling the page.
 */
export function listKeyTarget(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowDown') return current + 1;
  if (key === 'ArrowUp') return current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
