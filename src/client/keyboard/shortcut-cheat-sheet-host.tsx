import { useState } from 'react';
import { activeScopes } from './active-scopes';
import type { Scope } from './key-scope';
import { ShortcutCheatSheet } from './shortcut-cheat-sheet';
import { useKeyBinding } from './use-key-binding';

/**
 * Opens the cheat sheet on `?`, listing what works where the focus was when `?` was typed.
 * Mount it once inside the KeyboardLayerProvider.
 */
export function ShortcutCheatSheetHost() {
  const [scopes, setScopes] = useState<readonly Scope[] | null>(null);
  useKeyBinding('open-shortcut-help', (event) => {
    const focus = event.target instanceof Element ? event.target : document.activeElement;
    setScopes(activeScopes(focus));
  });
  return <ShortcutCheatSheet open={scopes !== null} scopes={scopes ?? []} onClose={() => setScopes(null)} />;
}
