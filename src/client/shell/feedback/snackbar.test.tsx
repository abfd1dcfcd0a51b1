// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../shared/i18n/locales/fr';
import { changeLanguage, setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { type NotifyOptions, notificationsSignal, notify } from './notifications';
import { Snackbars } from './snackbar';
import { snackbar as snackbarClass } from './snackbar.css';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

/** Shows a notification; the first one waits for the snackbar's chunk (snackbar.tsx), as in the browser. */
async function show(options?: NotifyOptions) {
  await act(async () => void notify(options));
  await act(async () => void (await import('./snackbar-item')));
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

const messages = () => [...queryAllByRole(container, 'status'), ...queryAllByRole(container, 'alert')];

/** The whole snackbar around a message: the element that takes hover, focus and swipes. */
function snackbarOf(text: string): HTMLElement {
  const found = messages()
    .find((element) => element.textContent === text)
    ?.closest('li');
  if (!found) throw new Error(`no snackbar says ${text}`);
  return found;
}

const fire = (target: EventTarget, event: Event) => act(async () => void target.dispatchEvent(event));

const pointer = (type: string, clientX: number, extra: PointerEventInit = {}) =>
  new PointerEvent(type, { bubbles: true, pointerId: 1, button: 0, clientX, ...extra });

async function swipe(target: HTMLElement, distance: number) {
  await fire(target, pointer('pointerdown', 100));
  await fire(target, pointer('pointermove', 100 + distance / 2));
  await fire(target, pointer('pointermove', 100 + distance));
  await fire(target, pointer('pointerup', 100 + distance));
}

describe('Snackbars', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Snackbars />);
    });
  });
  afterEach(async () => {
    await act(async () => {
      notificationsSignal.value = [];
    });
    await act(async () => root?.unmount());
    container.remove();
    vi.useRealTimers();
    await changeLanguage('en', undefined);
  });

  it('shows Success as a success status with a Close button by default', async () => {
    await show();
    const status = getByRole(container, 'status');
    expect(status.textContent).toBe('Success');
    expect(status.closest('li')?.className).toBe(snackbarClass.success);
    expect(getByRole(container, 'button', { name: 'Close' })).toBeTruthy();
    expect(queryAllByRole(container, 'alert')).toEqual([]);
  });

  it('shows an error as an alert and other types as a status, each with its colour', async () => {
    await show({ text: 'Could not save', type: 'error' });
    await show({ text: 'Stock is low', type: 'warning' });
    await show({ text: 'New version', type: 'info' });
    expect(getByRole(container, 'alert').textContent).toBe('Could not save');
    expect(queryAllByRole(container, 'status').map((status) => status.textContent)).toEqual([
      'Stock is low',
      'New version',
    ]);
    expect(snackbarOf('Could not save').className).toBe(snackbarClass.error);
    expect(snackbarOf('Stock is low').className).toBe(snackbarClass.warning);
    expect(snackbarOf('New version').className).toBe(snackbarClass.info);
  });

  it('translates the default text again when the language changes', async () => {
    await show();
    await act(async () => changeLanguage('fr', undefined));
    expect(getByRole(container, 'status').textContent).toBe(fr.shell.notification.success);
    expect(getByRole(container, 'button', { name: fr.shell.close })).toBeTruthy();
  });

  it('closes with its Close button', async () => {
    await show({ text: 'Saved' });
    await act(async () => {
      const close = getByRole(snackbarOf('Saved'), 'button', { name: 'Close' });
      if (close instanceof HTMLElement) close.click();
    });
    expect(messages()).toEqual([]);
  });

  it('closes by itself after 6000 ms', async () => {
    await show();
    await advance(5999);
    expect(messages()).toHaveLength(1);
    await advance(1);
    expect(messages()).toEqual([]);
  });

  it('honours a timeout of its own', async () => {
    await show({ text: 'Quick', timeout: 1000 });
    await advance(1000);
    expect(messages()).toEqual([]);
  });

  it('waits while the pointer rests on it and resumes the time left after', async () => {
    await show({ text: 'Saved' });
    await advance(4000);
    const snackbar = snackbarOf('Saved');
    await fire(snackbar, pointer('pointerover', 10, { relatedTarget: document.body }));
    await advance(10_000);
    expect(messages()).toHaveLength(1);
    await fire(snackbar, pointer('pointerout', 10, { relatedTarget: document.body }));
    await advance(1999);
    expect(messages()).toHaveLength(1);
    await advance(1);
    expect(messages()).toEqual([]);
  });

  it('waits while keyboard focus is inside it and gives focus back when closed with Escape', async () => {
    const origin = document.createElement('button');
    document.body.append(origin);
    origin.focus();
    await show({ text: 'Saved' });
    const close = getByRole(snackbarOf('Saved'), 'button', { name: 'Close' });
    if (!(close instanceof HTMLElement)) throw new Error('Close is not an element');
    await act(async () => close.focus());
    await advance(10_000);
    expect(messages()).toHaveLength(1);
    await fire(close, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(messages()).toEqual([]);
    expect(document.activeElement).toBe(origin);
    origin.remove();
  });

  it('is dismissed by a 60 px horizontal swipe either way', async () => {
    await show({ text: 'Right' });
    await show({ text: 'Left' });
    await swipe(snackbarOf('Right'), 60);
    await swipe(snackbarOf('Left'), -60);
    expect(messages()).toEqual([]);
  });

  it('follows the pointer during a swipe and snaps back after one of 40 px', async () => {
    await show({ text: 'Saved' });
    const snackbar = snackbarOf('Saved');
    await fire(snackbar, pointer('pointerdown', 100));
    await fire(snackbar, pointer('pointermove', 140));
    expect(snackbar.style.transform).toBe('translateX(40px)');
    await fire(snackbar, pointer('pointerup', 140));
    expect(messages()).toHaveLength(1);
    expect(snackbar.style.transform).toBe('');
  });

  it('needs more than 50 px: a swipe of exactly 50 px snaps back', async () => {
    await show({ text: 'Saved' });
    await swipe(snackbarOf('Saved'), 50);
    expect(messages()).toHaveLength(1);
  });

  it('removes only the snackbar that is closed', async () => {
    await show({ text: 'First' });
    await show({ text: 'Second' });
    await swipe(snackbarOf('First'), 80);
    expect(messages().map((element) => element.textContent)).toEqual(['Second']);
  });
});
