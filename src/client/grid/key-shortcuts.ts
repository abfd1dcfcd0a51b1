import type { KeyPress } from '../keyboard/key-press';

export type { KeyPress };

/**
 * Matches shortcuts written like `Alt+Shift+ArrowLeft` or `Alt+Shift+KeyH`. Letter and digit keys
 * match event.code, so they work on an Arabic or French layout where event.key is another character;
 * modifiers must match exactly.
 */
export function matchesShortcut(event: KeyPress, shortcut: string): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop() ?? '';
  const has = (modifier: string) => parts.includes(modifier);
  if (event.altKey !== has('Alt') || event.shiftKey !== has('Shift')) return false;
  if (event.ctrlKey !== has('Control') || event.metaKey !== has('Meta')) return false;
  return /^(Key[A-Z]|Digit\d)$/.test(key) ? event.code === key : event.key === key;
}
