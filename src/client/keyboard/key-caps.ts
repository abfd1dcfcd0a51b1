import { shortcutLabel } from '../ui/shortcut-label';
import { writtenPresses } from './key-pattern';

/** One key as the cheat sheet draws it; a symbol also carries the text a screen reader says. */
export interface KeyCap {
  readonly text: string;
  readonly spokenKey?: string;
}

const isApple = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

const caps: Record<string, KeyCap> = {
  Control: { text: 'Ctrl' },
  Escape: { text: 'Esc' },
  Period: { text: '.' },
  Comma: { text: ',' },
  Slash: { text: '/' },
  // The charts' and the price tools' keys: drawn as the signs on the key, not the codes' names.
  Equal: { text: '=' },
  Minus: { text: '-' },
  ArrowLeft: { text: '←', spokenKey: 'keyboard.keys.arrowLeft' },
  ArrowRight: { text: '→', spokenKey: 'keyboard.keys.arrowRight' },
  ArrowUp: { text: '↑', spokenKey: 'keyboard.keys.arrowUp' },
  ArrowDown: { text: '↓', spokenKey: 'keyboard.keys.arrowDown' },
};

function capOf(name: string): KeyCap {
  if (name === 'Meta' && isApple()) return { text: '⌘', spokenKey: 'keyboard.keys.command' };
  return caps[name] ?? { text: name };
}

/**
 * The keys of a pattern, press by press: `$mod+KeyK` is Ctrl and K (⌘ and K on a Mac),
 * `Shift+Slash` is the `?` the user types, arrows are drawn as arrows.
 */
export function keyCaps(pattern: string): KeyCap[][] {
  return writtenPresses(pattern).map((press) => {
    if (press.key === 'Slash' && press.mods.length === 1 && press.mods[0] === 'Shift') return [{ text: '?' }];
    return shortcutLabel([...press.mods, press.key].join('+'))
      .split('+')
      .map(capOf);
  });
}
