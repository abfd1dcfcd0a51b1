import type { KeyboardEvent } from 'react';

/**
 * Whether the navigation should handle a key. With Alt, Ctrl or Meta held a key belongs to an
 * application shortcut, except Ctrl/Meta with Enter or Space, which opens in a new pane.
 */
export function navigationOwnsKey(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): boolean {
  if (event.altKey) return false;
  return !(event.ctrlKey || event.metaKey) || event.key === 'Enter' || event.key === ' ';
}
