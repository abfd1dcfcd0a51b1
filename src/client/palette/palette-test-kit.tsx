/**
 * Shared by the palette's component tests: i18n with the palette strings, rendering, typing and
 * keys, and the role-and-name lookups. `container` is a live binding, set afresh in each test.
 */
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { catalogues } from '../../shared/i18n/catalogues';
import { paletteText } from '../../shared/i18n/sections/palette';
import { accessibleName, getByRole, queryAllByRole } from '../testing/accessible-queries';
import { CommandPalette, type CommandPaletteProps } from './command-palette';
import type { PaletteEntry } from './palette-entry';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

export let container: HTMLElement;
let root: Root | undefined;

/** Without layout, the list would measure 0 px and show nothing: give it ten rows of height. */
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
export const listHeight = 440;

export function setUpPaletteTests() {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      resources: {
        en: { translation: { ...catalogues.en, palette: paletteText.en } },
        fr: { translation: { ...catalogues.fr, palette: paletteText.fr } },
        ar: { translation: { ...catalogues.ar, palette: paletteText.ar } },
      },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
  });
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listbox' ? listHeight : 0;
      },
    });
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
    vi.useRealTimers();
  });
}

export const entry = (id: string, title: string, extra: Partial<PaletteEntry> = {}): PaletteEntry => ({
  id,
  kind: 'page',
  title,
  href: `/${id}`,
  ...extra,
});

export async function renderPalette(props: Partial<CommandPaletteProps> = {}) {
  const onChoose = vi.fn<CommandPaletteProps['onChoose']>();
  const onClose = vi.fn<() => void>();
  const base: CommandPaletteProps = { open: true, onClose, onChoose, entries: [], ...props };
  await act(async () => {
    root = createRoot(container);
    root.render(<CommandPalette {...base} />);
  });
  const rerender = (next: Partial<CommandPaletteProps>) =>
    act(async () => root?.render(<CommandPalette {...base} {...next} />));
  return { onChoose, onClose, rerender };
}

export const dialog = () => getByRole(document.body, 'dialog', { name: 'Command palette' });

export function input(): HTMLInputElement {
  const found = getByRole(dialog(), 'combobox', { name: 'Search pages, commands and documents' });
  if (!(found instanceof HTMLInputElement)) throw new Error('the combobox is not an input');
  return found;
}

export const listbox = () => getByRole(dialog(), 'listbox', { name: 'Results' });
export const options = () => queryAllByRole(listbox(), 'option');
export const optionTitles = () =>
  options().map((option) => option.querySelector('span > span')?.textContent ?? accessibleName(option));

/** The option aria-activedescendant names, which must be rendered. */
export function activeOption(): Element {
  const id = input().getAttribute('aria-activedescendant');
  const found = id ? document.getElementById(id) : null;
  if (!found) throw new Error(`aria-activedescendant names ${id}, which is not in the document`);
  return found;
}

/** Types as a user does: React sees an input event with the new value. */
export async function type(text: string) {
  const field = input();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  await act(async () => {
    (document.activeElement ?? document.body).dispatchEvent(event);
  });
  return event;
}
