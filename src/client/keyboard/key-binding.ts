import type { Scope } from './key-scope';

/**
 * One keyboard shortcut, declared as data in key-bindings.ts and read by the dispatcher, the
 * menus and the cheat sheet. `keys` is a tinykeys pattern on `event.code` names (`$mod+KeyK`), so
 * a shortcut sits on the same physical key whatever the layout; a space separates the presses of
 * a sequence (`Alt+Shift+KeyX ArrowLeft`).
 */
export interface KeyBinding {
  readonly id: string;
  readonly scope: Scope;
  readonly keys: string;
  /** More patterns that trigger the binding without being shown, for characters that move between layouts. */
  readonly alsoKeys?: readonly string[];
  /** Other keys that do the same and are shown beside `keys` ("? or Ctrl+/", "↓ or ↑"). */
  readonly orKeys?: readonly string[];
  /**
   * A key the focused widget handles itself (the grid's arrows, the tree's Enter): listed so the
   * cheat sheet shows it where the focus is, never registered with the dispatcher.
   */
  readonly widget?: boolean;
  readonly titleKey: string;
  /** A tabler icon name, where the palette and title bars show the command with one. */
  readonly icon?: string;
  /** The cheat-sheet section, one of keyBindingGroups. */
  readonly group: string;
  /** Still heard inside a modal dialog or the palette. */
  readonly everywhere?: boolean;
  /**
   * true: heard while a form field has focus even when the field would take the key itself.
   * false: never heard there, even with Control, Meta or Alt. Unset: only combinations with
   * Control, Meta or Alt, and keys a field does not use (F1 to F24, Escape), are heard there.
   */
  readonly allowInForm?: boolean;
  /** Heard again while the key is held down. */
  readonly repeat?: boolean;
}

/** Every pattern that triggers a binding: its keys, the ones shown beside them, the hidden ones. */
export function patternsOf(binding: Pick<KeyBinding, 'keys' | 'orKeys' | 'alsoKeys'>): string[] {
  return [binding.keys, ...(binding.orKeys ?? []), ...(binding.alsoKeys ?? [])];
}
