import { act } from 'react';

/**
 * Puts text into a control as typing or a paste does: through the native value setter, which
 * React's own tracker does not see, then the input event React listens for.
 */
export function typeTextInto(target: Element | null, text: string): void {
  const setter =
    target instanceof HTMLTextAreaElement
      ? Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
      : Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
    throw new Error('no text control to type into');
  act(() => {
    setter?.call(target, text);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
