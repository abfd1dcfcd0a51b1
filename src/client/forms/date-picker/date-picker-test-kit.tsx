/**
 * Shared by the date-picker's component tests: rendering, finding its parts by role and name,
 * pressing keys. `container` is a live binding, set afresh before each test.
 */
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { changeLanguage, setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

export const title = 'Delivery date';
let root: Root | undefined;
export let container: HTMLElement;

export function render(props: Partial<DatePickerFieldProps> = {}) {
  const onUpdateDate = vi.fn<(date: string) => void>();
  const onDate = vi.fn<(change: { fieldName: string; date: string }) => void>();
  const onClear = vi.fn<() => void>();
  const base: DatePickerFieldProps = {
    title,
    fieldName: 'DocDueDate',
    onUpdateDate,
    onDate,
    onClear,
    ...props,
  };
  act(() => {
    root = createRoot(container);
    root.render(<DatePickerField {...base} />);
  });
  const rerender = (next: Partial<DatePickerFieldProps>) =>
    act(() => root?.render(<DatePickerField {...base} {...next} />));
  return { onUpdateDate, onDate, onClear, rerender };
}

export function field(): HTMLInputElement {
  const input = getByRole(container, 'textbox', { name: title });
  if (!(input instanceof HTMLInputElement)) throw new Error('the field is not an input');
  return input;
}

export function button(name: string, within: ParentNode = container): HTMLButtonElement {
  const found = getByRole(within, 'button', { name });
  if (!(found instanceof HTMLButtonElement)) throw new Error(`${name} is not a button`);
  return found;
}

export function select(name: string): HTMLSelectElement {
  const found = getByRole(dialog(), 'combobox', { name });
  if (!(found instanceof HTMLSelectElement)) throw new Error(`${name} is not a native select`);
  return found;
}

export function dialog(): HTMLElement {
  const found = getByRole(container, 'dialog', { name: `Choose date, ${title}` });
  if (!(found instanceof HTMLElement)) throw new Error('the dialog is not an HTML element');
  return found;
}

export const dialogs = () => queryAllByRole(container, 'dialog');
export const grid = () => getByRole(dialog(), 'grid');
export const focusedDate = () => document.activeElement?.getAttribute('data-date');
export const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
export const enabledOptions = (element: HTMLSelectElement) =>
  [...element.options].filter((option) => !option.disabled).map((option) => option.text);

export function press(target: Element | null, key: string, init: KeyboardEventInit = {}) {
  if (target === null) throw new Error(`nothing to press ${key} on`);
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

export const pressOnFocused = (key: string, init: KeyboardEventInit = {}) =>
  press(document.activeElement, key, init);
export const click = (target: HTMLElement) => act(() => target.click());

export function chooseFromSelect(element: HTMLSelectElement, value: string) {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Registers the hooks every date-picker test needs: English, a fixed today, a fresh container. */
export function setUpDatePickerTests(): void {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    // Only the clock is faked: today is Monday 23 November 2026 wherever and whenever the tests run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 30));
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    act(() => root?.unmount());
    container.remove();
    vi.useRealTimers();
    await changeLanguage('en', undefined);
  });
}

/** Unmounts what the test rendered, before rendering again in the same test. */
export function unmount(): void {
  act(() => root?.unmount());
}

/** Renders any element (a StrictMode wrapper, say) as the test's root. */
export function renderElement(element: ReactElement): void {
  act(() => {
    root = createRoot(container);
    root.render(element);
  });
}
