/** Shown as keys and announced through aria-keyshortcuts: `Alt+Shift+KeyA` reads `Alt+Shift+A`. */
export const shortcutLabel = (shortcut: string) =>
  shortcut
    .replace(/\$mod/g, /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '') ? 'Meta' : 'Control')
    .replace(/Key([A-Z])/g, '$1')
    .replace(/Digit(\d)/g, '$1');
