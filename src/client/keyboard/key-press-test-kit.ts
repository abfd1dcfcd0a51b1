import type { KeyPress } from './key-press';

/** A key press for unit tests: the key alone, modifiers up unless given. */
export const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});
