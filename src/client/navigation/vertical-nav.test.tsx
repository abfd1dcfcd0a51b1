// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { accessibleName, getByRole, queryAllByRole } from '../testing/accessible-queries';
import type { RouteRef } from './menu-path';
import { fixtureMenu } from './nav-fixture';
import { click, focused, press } from './nav-test-kit';
import { VerticalNav } from './vertical-nav';
import { collapsedTree } from './vertical-nav.css';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const nowhere: RouteRef = { name: 'somewhere-else', params: {} };
let root: Root | undefined;
let container: HTMLElement;
const navigate = vi.fn();

async function render(current: RouteRef = nowhere, collapsed = false) {
  await act(async () => {
    root?.render(
      <VerticalNav
        items={fixtureMenu}
        current={current}
        navigate={navigate}
        collapsed={collapsed}
        label="Main menu"
      />,
    );
  });
}

async function mount(current: RouteRef = nowhere, collapsed = false) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await render(current, collapsed);
}

const item = (name: string) => getByRole(container, 'treeitem', { name });
const visibleNames = () => queryAllByRole(container, 'treeitem').map((element) => accessibleName(element));
const tabStops = () =>
  queryAllByRole(container, 'treeitem').filter((element) => element.getAttribute('tabindex') === '0');

async function focusOn(name: string) {
  const element = item(name);
  if (!(element instanceof HTMLElement)) throw new Error(`${name} is not an element that takes focus`);
  await act(async () => element.focus());
  return element;
}

describe('VerticalNav', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    navigate.mockReset();
    document.documentElement.dir = 'ltr';
    vi.useRealTimers();
  });

  it('is a tree named by its label whose items say their level, position and state', async () => {
    await mount();
    expect(getByRole(container, 'tree', { name: 'Main menu' })).toBeTruthy();
    expect(visibleNames()).toEqual(['Dashboard', 'Inventory', 'Sales', 'Banking']);
    const inventory = item('Inventory');
    expect(inventory.getAttribute('aria-level')).toBe('1');
    expect(inventory.getAttribute('aria-posinset')).toBe('2');
    expect(inventory.getAttribute('aria-setsize')).toBe('4');
    expect(inventory.getAttribute('aria-expanded')).toBe('false');
    expect(item('Dashboard').hasAttribute('aria-expanded')).toBe(false);
    expect(item('Dashboard').getAttribute('href')).toBe('/dashboard');
  });

  it('has one tab stop, on the first item when nothing is active', async () => {
    await mount();
    expect(tabStops()).toEqual([item('Dashboard')]);
  });

  it('marks the active item as the current page, opens the groups around it and starts there', async () => {
    await mount({ name: 'inventory-pricing-uom-prices', params: {} });
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('true');
    expect(item('Pricing').getAttribute('aria-expanded')).toBe('true');
    const uom = item('UoM Prices');
    expect(uom.getAttribute('aria-current')).toBe('page');
    expect(uom.getAttribute('aria-level')).toBe('3');
    expect(item('Base Prices').hasAttribute('aria-current')).toBe(false);
    expect(tabStops()).toEqual([uom]);
  });

  it('matches the active document route by its objectId', async () => {
    await mount({ name: 'sales-doc-objectId', params: { objectId: '13' } });
    expect(item('A/R Invoice').getAttribute('aria-current')).toBe('page');
    expect(item('Sales Order').hasAttribute('aria-current')).toBe(false);
  });

  it('opens the group of a page the user moves to later', async () => {
    await mount();
    expect(visibleNames()).not.toContain('Sales Order');
    await render({ name: 'sales-doc-objectId', params: { objectId: '17' } });
    expect(item('Sales').getAttribute('aria-expanded')).toBe('true');
    expect(item('Sales Order').getAttribute('aria-current')).toBe('page');
  });

  it('moves down and up through the visible items with the arrows, moving the tab stop along', async () => {
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'ArrowDown');
    expect(focused()).toBe(item('Inventory'));
    await press(focused(), 'ArrowDown');
    expect(focused()).toBe(item('Sales'));
    expect(tabStops()).toEqual([item('Sales')]);
    await press(focused(), 'ArrowUp');
    expect(focused()).toBe(item('Inventory'));
  });

  it('opens a group with Right, enters it with Right, and comes back out with Left twice', async () => {
    await mount();
    await focusOn('Inventory');
    await press(focused(), 'ArrowRight');
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(item('Inventory'));
    await press(focused(), 'ArrowRight');
    expect(focused()).toBe(item('Item Master Data'));
    await press(focused(), 'ArrowLeft');
    expect(focused()).toBe(item('Inventory'));
    await press(focused(), 'ArrowLeft');
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('false');
    expect(visibleNames()).toEqual(['Dashboard', 'Inventory', 'Sales', 'Banking']);
  });

  it('swaps Left and Right when the page reads right to left', async () => {
    document.documentElement.dir = 'rtl';
    await mount();
    await focusOn('Inventory');
    await press(focused(), 'ArrowRight');
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('false');
    await press(focused(), 'ArrowLeft');
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('true');
    await press(focused(), 'ArrowRight');
    expect(item('Inventory').getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the first and last visible items with Home and End', async () => {
    await mount({ name: 'dashboard', params: {} });
    await focusOn('Dashboard');
    await press(focused(), 'End');
    expect(focused()).toBe(item('Banking'));
    await press(focused(), 'Home');
    expect(focused()).toBe(item('Dashboard'));
  });

  it('expands every sibling group with star', async () => {
    await mount();
    await focusOn('Dashboard');
    await press(focused(), '*');
    for (const name of ['Inventory', 'Sales', 'Banking'])
      expect(item(name).getAttribute('aria-expanded'), name).toBe('true');
    expect(item('Pricing').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the page of a link with Enter, in a new pane with Ctrl+Enter, and never follows the link itself', async () => {
    await mount();
    await focusOn('Dashboard');
    const enter = await press(focused(), 'Enter');
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', { newPane: false });
    expect(enter.defaultPrevented).toBe(true);
    await press(focused(), 'Enter', { ctrlKey: true });
    expect(navigate).toHaveBeenLastCalledWith('/dashboard', { newPane: true });
    await press(focused(), ' ');
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('toggles a group with Enter and Space without navigating', async () => {
    await mount();
    await focusOn('Sales');
    await press(focused(), 'Enter');
    expect(item('Sales').getAttribute('aria-expanded')).toBe('true');
    await press(focused(), ' ');
    expect(item('Sales').getAttribute('aria-expanded')).toBe('false');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('moves to the next item whose title starts with what is typed, forgetting it after half a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await mount();
    await focusOn('Dashboard');
    await press(focused(), 'b');
    expect(focused()).toBe(item('Banking'));
    await press(focused(), 's');
    expect(focused()).toBe(item('Banking'));
    vi.advanceTimersByTime(600);
    await press(focused(), 's');
    expect(focused()).toBe(item('Sales'));
    vi.advanceTimersByTime(600);
    await press(focused(), 'I');
    await press(focused(), 'n');
    expect(focused()).toBe(item('Inventory'));
  });

  it('leaves Alt and Ctrl shortcuts alone', async () => {
    await mount();
    await focusOn('Dashboard');
    const shortcut = await press(focused(), 'ArrowDown', { altKey: true });
    expect(shortcut.defaultPrevented).toBe(false);
    expect(focused()).toBe(item('Dashboard'));
  });

  it('opens a page on click through navigate, in a new pane with Ctrl or Meta held', async () => {
    await mount({ name: 'sales-doc-objectId', params: { objectId: '17' } });
    const plain = await click(item('Sales Order'));
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/sales/doc/17', { newPane: false });
    const withCtrl = await click(item('A/R Invoice'), { ctrlKey: true });
    expect(withCtrl.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/sales/doc/13', { newPane: true });
    await click(item('A/R Invoice'), { metaKey: true });
    expect(navigate).toHaveBeenLastCalledWith('/sales/doc/13', { newPane: true });
    const withShift = await click(item('A/R Invoice'), { shiftKey: true });
    expect(withShift.defaultPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(3);
  });

  it('toggles a group when its row is clicked', async () => {
    await mount();
    const row = item('Banking').firstElementChild;
    if (!row) throw new Error('the group has no row');
    await click(row);
    expect(item('Banking').getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(item('Banking'));
  });

  it('keeps every title as the accessible name when collapsed to icons', async () => {
    await mount({ name: 'dashboard', params: {} }, true);
    expect(visibleNames()).toEqual(['Dashboard', 'Inventory', 'Sales', 'Banking']);
    const icon = item('Dashboard').querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(getByRole(container, 'tree', { name: 'Main menu' }).classList).toContain(collapsedTree);
  });

  it('describes the new-pane keys to screen readers', async () => {
    await mount();
    const tree = getByRole(container, 'tree', { name: 'Main menu' });
    const hint = document.getElementById(tree.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Ctrl+Enter or Ctrl+click opens the page in a new pane.');
  });
});
