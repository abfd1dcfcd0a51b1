import { lazy, Suspense, useState } from 'react';
import { activeScopes } from './active-scopes';
import type { Scope } from './key-scope';
import { useKeyBinding } from './use-key-binding';

/** A chunk of its own, fetched the first time `?` is typed: the first load does without it. */
const ShortcutCheatSheet = lazy(() =>
  import('./shortcut-cheat-sheet').then((module) => ({ default: module.ShortcutCheatSheet })),
);

/**
 * Opens the cheat sheet on `?`, listing what works where the focus was when `?` was typed.
 * Mount it once inside the KeyboardLayerProvider.
 */
export function ShortcutCheatSheetHost() {
  const [scopes, setScopes] = useState<readonly Scope[] | null>(null);
  // Once opened, the sheet stays mounted (closed), as it was before it was a chunk of its own.
  const [wanted, setWanted] = useState(false);
  useKeyBinding('open-shortcut-help', (event) => {
    const focus = event.target instanceof Element ? event.target : document.activeElement;
    setScopes(activeScopes(focus));
    setWanted(true);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutCheatSheet open={scopes !== null} scopes={scopes ?? []} onClose={() => setScopes(null)} />
    </Suspense>
  );
}
