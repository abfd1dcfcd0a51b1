import type { KeyPress } from './key-press';

/** A key typed as entry: shortcuts (Ctrl, Alt or Meta) act at once and are never held. */
export const isEntryKey = (key: KeyPress) => !key.altKey && !key.ctrlKey && !key.metaKey;

/** The parts of a key event worth keeping once the event is gone. */
export const keyPressOf = (event: KeyPress): KeyPress => ({
  key: event.key,
  code: event.code,
  altKey: event.altKey,
  shiftKey: event.shiftKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
});

/**
 * Keys typed while the screen cannot take them yet (an item code being resolved, a sheet being
 * read), held in the order typed and replayed once it can: the project never drops a key typed
 * ahead (the document lines' model, line-entry-model.ts, and the counting sheet use this one).
 */
export class KeyQueue {
  private readonly keys: KeyPress[] = [];

  /** Holds an entry key; false for a shortcut, which the caller lets act at once. */
  hold(key: KeyPress): boolean {
    if (!isEntryKey(key)) return false;
    this.keys.push(keyPressOf(key));
    return true;
  }

  get size(): number {
    return this.keys.length;
  }

  /** Replays the held keys in order through `apply`, while `open` says the screen still takes them. */
  replay(apply: (key: KeyPress) => void, open: () => boolean = () => true): void {
    while (open()) {
      const next = this.keys.shift();
      if (!next) return;
      apply(next);
    }
  }

  clear(): void {
    this.keys.length = 0;
  }
}
