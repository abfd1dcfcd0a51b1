// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { accessibleName, getByRole, queryAllByRole } from '../testing/accessible-queries';
import { HorizontalNav } from './horizontal-nav';
import type { RouteRef } from './menu-path';
import { menuCloseDelayMs, menuOpenDelayMs } from './menubar-constants';
import { fixtureMenu } from './nav-fixture';
import { click, focused, press } from './nav-test-kit';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const nowhere: RouteRef = { name: 'somewhere-else', params: {} };
let root: Root | undefined;
let container: HTMLElement;
const navigate = vi.fn();

async function mount(current: RouteRef = nowhere) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <HorizontalNav items={fixtureMenu} current={current} navigate={navigate} label="Main menu" />,
    );
  });
}

const menuitem = (name: string) => getByRole(container, 'menuitem', { name });
const menuNames = () => queryAllByRole(container, 'menu').map((menu) => accessibleName(menu));

async function focusOn(name: string) {
  const element = menuitem(name);
  if (!(element instanceof HTMLElement)) throw new Error(`${name} cannot take focus`);
  await act(async () => element.focus());
}

/** React derives pointer enter and leave from pointerover and pointerout with a related target. */
async function pointer(type: 'pointerover' | 'pointerout', target: Element) {
  await act(async () => {
    target.dispatchEvent(
      new PointerEvent(type, { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }),
    );
  });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('HorizontalNav', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    navigate.mockReset();
    document.documentElement.dir = 'ltr';
    vi.useRealTimers();
  });

  it('is a menubar named by its label, with closed groups and a single tab stop', async () => {
    await mount();
    const bar = getByRole(container, 'menubar', { name: 'Main menu' });
    const items = queryAllByRole(bar, 'menuitem');
    expect(items.map((element) => accessibleName(element))).toEqual([
      'Dashboard',
      'Inventory',
      'Sales',
      'Banking',
    ]);
    expect(menuitem('Inventory').getAttribute('aria-haspopup')).toBe('true');
    expect(menuitem('Inventory').getAttribute('aria-expanded')).toBe('false');
    expect(menuitem('Dashboard').getAttribute('href')).toBe('/dashboard');
    expect(items.filter((element) => element.getAttribute('tabindex') === '0')).toEqual([
      menuitem('Dashboard'),
    ]);
    expect(menuNames()).toEqual([]);
  });

  it('starts its tab stop on the menubar item that holds the current page', async () => {
    await mount({ name: 'sales-doc-objectId', params: { objectId: '17' } });
    expect(menuitem('Sales').getAttribute('tabindex')).toBe('0');
    expect(menuitem('Dashboard').getAttribute('tabindex')).toBe('-1');
  });

  it('moves along the bar with Left and Right, wrapping at the ends', async () => {
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'ArrowRight');
    expect(focused()).toBe(menuitem('Inventory'));
    expect(menuitem('Inventory').getAttribute('tabindex')).toBe('0');
    await press(focused(), 'ArrowLeft');
    await press(focused(), 'ArrowLeft');
    expect(focused()).toBe(menuitem('Banking'));
    await press(focused(), 'Home');
    expect(focused()).toBe(menuitem('Dashboard'));
    await press(focused(), 'End');
    expect(focused()).toBe(menuitem('Banking'));
  });

  it('mirrors Left and Right when the page reads right to left', async () => {
    document.documentElement.dir = 'rtl';
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'ArrowLeft');
    expect(focused()).toBe(menuitem('Inventory'));
  });

  it('opens a submenu on its first item with Down and on its last item with Up', async () => {
    await mount();
    await focusOn('Inventory');
    await press(focused(), 'ArrowDown');
    expect(menuNames()).toEqual(['Inventory']);
    expect(menuitem('Inventory').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(menuitem('Item Master Data'));
    await press(focused(), 'Escape');
    await press(focused(), 'ArrowUp');
    expect(focused()).toBe(menuitem('Bin Locations'));
  });

  it('opens a nested submenu toward the inline end and closes one level at a time with Escape', async () => {
    await mount();
    await focusOn('Inventory');
    await press(focused(), 'Enter');
    await press(focused(), 'ArrowDown');
    expect(focused()).toBe(menuitem('Pricing'));
    await press(focused(), 'ArrowRight');
    expect(menuNames()).toEqual(['Inventory', 'Pricing']);
    expect(focused()).toBe(menuitem('Base Prices'));
    await press(focused(), 'Escape');
    expect(menuNames()).toEqual(['Inventory']);
    expect(focused()).toBe(menuitem('Pricing'));
    await press(focused(), 'Escape');
    expect(menuNames()).toEqual([]);
    expect(focused()).toBe(menuitem('Inventory'));
  });

  it('opens a page with Enter, closes the menus and returns focus to the bar', async () => {
    await mount();
    await focusOn('Sales');
    await press(focused(), ' ');
    await press(focused(), 'ArrowDown');
    expect(focused()).toBe(menuitem('A/R Invoice'));
    const enter = await press(focused(), 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/sales/doc/13', { newPane: false });
    expect(menuNames()).toEqual([]);
    expect(focused()).toBe(menuitem('Sales'));
  });

  it('opens a page in a new pane with Ctrl+Enter or a Ctrl click', async () => {
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'Enter', { ctrlKey: true });
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', { newPane: true });
    const plain = await click(menuitem('Dashboard'));
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', { newPane: false });
    await click(menuitem('Dashboard'), { metaKey: true });
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', { newPane: true });
  });

  it('marks the current page in its submenu', async () => {
    await mount({ name: 'sales-doc-objectId', params: { objectId: '17' } });
    await click(menuitem('Sales'));
    expect(menuitem('Sales Order').getAttribute('aria-current')).toBe('page');
    expect(menuitem('A/R Invoice').hasAttribute('aria-current')).toBe(false);
  });

  it('moves to the item whose title starts with the typed character', async () => {
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'b');
    expect(focused()).toBe(menuitem('Banking'));
    await press(focused(), 'Enter');
    await press(focused(), 'i');
    expect(focused()).toBe(menuitem('Third-Party Payments'));
  });

  it('opens a submenu 300 ms after the pointer rests on its item and closes it 250 ms after it leaves', async () => {
    vi.useFakeTimers();
    await mount();
    const inventory = menuitem('Inventory');
    await pointer('pointerover', inventory);
    await wait(menuOpenDelayMs - 1);
    expect(menuNames()).toEqual([]);
    await wait(1);
    expect(menuNames()).toEqual(['Inventory']);
    await pointer('pointerout', inventory);
    await wait(menuCloseDelayMs - 1);
    expect(menuNames()).toEqual(['Inventory']);
    await wait(1);
    expect(menuNames()).toEqual([]);
    expect(menuOpenDelayMs).toBe(300);
    expect(menuCloseDelayMs).toBe(250);
  });

  it('keeps a submenu open when the pointer comes back before the close delay ends', async () => {
    vi.useFakeTimers();
    await mount();
    const inventory = menuitem('Inventory');
    await pointer('pointerover', inventory);
    await wait(menuOpenDelayMs);
    await pointer('pointerout', inventory);
    await wait(menuCloseDelayMs - 50);
    await pointer('pointerover', menuitem('Bin Locations'));
    await wait(menuCloseDelayMs + menuOpenDelayMs);
    expect(menuNames()).toEqual(['Inventory']);
  });

  it('toggles a submenu on click and closes it on a press outside', async () => {
    await mount();
    await click(menuitem('Banking'));
    expect(menuNames()).toEqual(['Banking']);
    await click(menuitem('Banking'));
    expect(menuNames()).toEqual([]);
    await click(menuitem('Banking'));
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(menuNames()).toEqual([]);
  });

  it('closes its menus when Tab leaves', async () => {
    await mount();
    await focusOn('Inventory');
    await press(focused(), 'ArrowDown');
    await press(focused(), 'Tab');
    expect(menuNames()).toEqual([]);
  });
});
