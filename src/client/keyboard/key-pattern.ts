import { type KeyBindingPress, parseKeybinding } from 'tinykeys';

/** One press of a pattern as written, before tinykeys turns `$mod` into Control or Meta. */
export interface WrittenPress {
  readonly mods: readonly string[];
  readonly key: string;
}

/** The same grammar as tinykeys: presses split by spaces, modifiers by a `+` after a word. */
export const writtenPresses = (pattern: string): WrittenPress[] =>
  pattern
    .trim()
    .split(' ')
    .map((press) => {
      const parts = press.split(/\b\+/);
      return { mods: parts.slice(0, -1), key: parts.at(-1) ?? '' };
    });

const commandModifiers = new Set(['Control', 'Meta', 'Alt', '$mod']);

export const hasCommandModifier = (press: WrittenPress): boolean =>
  press.mods.some((mod) => commandModifiers.has(mod));

/** Keys a text field has no use for, so a binding on them may run while one has focus. */
const ignoredByFields = /^(F([1-9]|1\d|2[0-4])|Escape)$/;

/** Whether a text field would take this press itself (a letter, `?`, an arrow, Enter). */
export const fieldTakes = (press: WrittenPress): boolean =>
  !hasCommandModifier(press) && !ignoredByFields.test(press.key);

const parsed = new Map<string, KeyBindingPress[]>();

/** tinykeys' parse, kept per pattern: the dispatcher matches every binding on every key. */
export function parsedPresses(pattern: string): KeyBindingPress[] {
  let presses = parsed.get(pattern);
  if (!presses) {
    presses = parseKeybinding(pattern);
    parsed.set(pattern, presses);
  }
  return presses;
}

const modifierKeys = new Set([
  'Alt',
  'AltGraph',
  'CapsLock',
  'Control',
  'Fn',
  'Hyper',
  'Meta',
  'NumLock',
  'OS',
  'ScrollLock',
  'Shift',
  'Super',
  'Symbol',
]);

/** A modifier pressed on its own is the start of a combination, never a press of its own. */
export const isModifierKey = (event: KeyboardEvent): boolean => modifierKeys.has(event.key);
