// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../shared/i18n/locales/fr';
import { changeLanguage, languages, setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { LoadingBar } from './loading-bar';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;

async function render(active: boolean) {
  await act(async () => {
    root ??= createRoot(container);
    root.render(<LoadingBar active={active} />);
  });
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

const percentOf = (bar: Element) => Number(bar.getAttribute('aria-valuenow'));

describe('LoadingBar', () => {
  beforeAll(() => setupI18n('en', languages));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
    vi.useRealTimers();
    vi.restoreAllMocks();
    await changeLanguage('en', undefined);
  });

  it('renders nothing while nothing loads', async () => {
    await render(false);
    expect(queryAllByRole(container, 'progressbar')).toEqual([]);
    expect(container.childElementCount).toBe(0);
  });

  it('shows a named progress bar from 0 to 100 at 10 percent when loading starts', async () => {
    await render(true);
    const bar = getByRole(container, 'progressbar', { name: 'Loading' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(percentOf(bar)).toBe(10);
    expect(bar.querySelector('div')?.style.width).toBe('10%');
  });

  it('climbs every 800 ms while loading continues', async () => {
    await render(true);
    await advance(800);
    expect(percentOf(getByRole(container, 'progressbar'))).toBe(15);
    await advance(800);
    expect(percentOf(getByRole(container, 'progressbar'))).toBe(20);
  });

  it('fills up when loading ends and disappears 300 ms later', async () => {
    await render(true);
    await advance(800);
    await render(false);
    const bar = getByRole(container, 'progressbar', { name: 'Loading' });
    expect(percentOf(bar)).toBe(100);
    expect(bar.querySelector('div')?.style.width).toBe('100%');
    await advance(299);
    expect(queryAllByRole(container, 'progressbar')).toHaveLength(1);
    await advance(1);
    expect(queryAllByRole(container, 'progressbar')).toEqual([]);
  });

  it('takes its name from the current language', async () => {
    await changeLanguage('fr', undefined);
    await render(true);
    expect(getByRole(container, 'progressbar', { name: fr.shell.loading })).toBeTruthy();
  });

  it('leaves no timer behind when it goes away mid-load', async () => {
    await render(true);
    await act(async () => root?.unmount());
    root = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});
