import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

/**
 * Ctrl+S straight after typing a date must save that date. The shortcut's handlers read the form
 * as last rendered, and React has already collected this key's handlers, so the key is held back,
 * the typed date taken and rendered, and the same key sent again to handlers that now see it. A
 * text that is not a date keeps the key: the field is marked, and nothing acts on the old date.
 */
export function takeBeforeShortcut(event: KeyboardEvent<HTMLInputElement>, take: () => boolean): void {
  event.preventDefault();
  event.stopPropagation();
  let taken = false;
  flushSync(() => {
    taken = take();
  });
  if (!taken) return;
  const { key, code, location, ctrlKey, shiftKey, altKey, metaKey, repeat } = event.nativeEvent;
  event.currentTarget.dispatchEvent(
    new globalThis.KeyboardEvent('keydown', {
      key,
      code,
      location,
      ctrlKey,
      shiftKey,
      altKey,
      metaKey,
      repeat,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );
}
