import { act } from 'react';
import { settle } from '../../testing/screen-harness';

/** Test support: what a keyboard user does with a form, and what a screen reader hears of a field. */

/** An input found by its label's text, as a user finds it (password fields have no role to query). */
export function inputLabelled(container: HTMLElement, label: string): HTMLInputElement {
  const found = [...container.querySelectorAll('label')].filter((element) => element.textContent === label);
  const [only] = found;
  const input = only && found.length === 1 ? container.ownerDocument.getElementById(only.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`Expected one input labelled "${label}"`);
  return input;
}

export async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits the form as Enter in a field does. */
export async function submit(input: HTMLInputElement) {
  await act(async () => {
    input.form?.requestSubmit();
  });
  await settle();
}

/** The text of the problem an input's aria-describedby points at, hints left out. */
export function describedText(input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
