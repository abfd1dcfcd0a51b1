import { act } from 'react';

/** Sends a key to an element as a browser would; the event tells whether it was handled. */
export async function press(target: Element | null, key: string, init: KeyboardEventInit = {}) {
  if (!target) throw new Error(`no element to press ${key} on`);
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  await act(async () => {
    target.dispatchEvent(event);
  });
  return event;
}

export async function click(target: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => {
    target.dispatchEvent(event);
  });
  return event;
}

export const focused = () => document.activeElement;
