/** Shown as keys and announced through aria-keyshortcuts: `Alt+Shift+KeyA` reads `Alt+Shift+A`. */
export const shortcutLabel = (shortcut: string) =>
  shortcut
    .replace(/\$mod/g, /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? 'Meta' : 'Control')
    .replace(/Key([A-Z])/g, '$1')
    .replace(/Digit(\d)/g, '$1');

/**
 * The `aria-keyshortcuts` of a shortcut, or none for a chord of several presses: the attribute's
 * spaces separate alternatives, so "Alt+Shift+0 L" would claim a bare L. The visible keys still
 * show the chord.
 */
export const ariaKeyShortcuts = (shortcut: string): string | undefined =>
  shortcut.trim().includes(' ') ? undefined : shortcutLabel(shortcut);
