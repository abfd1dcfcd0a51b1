// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { ScrollToTop } from './scroll-to-top';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
let main: HTMLElement;

async function render(target?: HTMLElement | null) {
  await act(async () => {
    root = createRoot(container);
    root.render(<ScrollToTop target={target} />);
  });
}

async function scrollWindowTo(offset: number) {
  await act(async () => {
    window.scrollTo({ top: offset });
    window.dispatchEvent(new Event('scroll'));
  });
}

const backToTop = () => queryAllByRole(container, 'button', { name: 'Back to top' });

async function press(button: Element) {
  if (!(button instanceof HTMLElement)) throw new Error('not an element');
  await act(async () => button.click());
}

describe('ScrollToTop', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    container = document.createElement('div');
    document.body.append(main, container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    main.remove();
    window.scrollTo({ top: 0 });
    document.body.classList.remove('accessibility-mode');
    vi.restoreAllMocks();
  });

  it('stays away at the top of the page and up to exactly 200 px down', async () => {
    await render();
    expect(backToTop()).toEqual([]);
    await scrollWindowTo(200);
    expect(backToTop()).toEqual([]);
  });

  it('appears past 200 px and goes again when the page is back near the top', async () => {
    await render();
    await scrollWindowTo(201);
    expect(backToTop()).toHaveLength(1);
    await scrollWindowTo(50);
    expect(backToTop()).toEqual([]);
  });

  it('appears once the first frame is drawn when the page is already scrolled on mount', async () => {
    await scrollWindowTo(500);
    await render();
    await act(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));
    // Read after the frame's layout, not in its callback (which would force that layout early).
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(backToTop()).toHaveLength(1);
  });

  it('scrolls smoothly to the top and puts focus on the main content', async () => {
    await render();
    await scrollWindowTo(800);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await press(getByRole(container, 'button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(main);
  });

  it('jumps without animation in accessibility mode', async () => {
    document.body.classList.add('accessibility-mode');
    await render();
    await scrollWindowTo(800);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await press(getByRole(container, 'button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('jumps without animation when the system asks for reduced motion', async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = realMatchMedia(query);
      Object.defineProperty(list, 'matches', { value: query === '(prefers-reduced-motion: reduce)' });
      return list;
    });
    await render();
    await scrollWindowTo(800);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await press(getByRole(container, 'button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('follows and scrolls a given element instead of the window', async () => {
    const pane = document.createElement('div');
    container.after(pane);
    const scrollTo = vi.fn();
    pane.scrollTo = scrollTo;
    await render(pane);
    await scrollWindowTo(800);
    expect(backToTop()).toEqual([]);
    await act(async () => {
      pane.scrollTop = 300;
      pane.dispatchEvent(new Event('scroll'));
    });
    await press(getByRole(container, 'button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    pane.remove();
  });
});
