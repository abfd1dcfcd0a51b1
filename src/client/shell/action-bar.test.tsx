// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { ActionBar, type BarAction } from './action-bar';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
let rowWidth = 0;

/** happy-dom lays nothing out: each button 100 px wide, the menu button 40, the row `rowWidth`. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (this.hasAttribute('data-action')) return 100;
    if (this.hasAttribute('data-more')) return 40;
    return 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => rowWidth);
}

const clicked: string[] = [];
const actions: BarAction[] = ['Edit', 'Copy to', 'Close', 'Print'].map((label, index) => ({
  id: label,
  label,
  binding: index === 3 ? 'list-print' : undefined,
  onClick: () => clicked.push(label),
}));

async function render(width: number) {
  rowWidth = width;
  container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = createRoot(container);
    root.render(<ActionBar actions={actions} />);
  });
}

/** The row's buttons by name: a label (without its keys), or the menu button's own name. */
const shownButtons = () =>
  queryAllByRole(container, 'button').map(
    (button) => button.getAttribute('aria-label') ?? button.childNodes[0]?.textContent?.trim(),
  );

describe('ActionBar', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    vi.restoreAllMocks();
    clicked.length = 0;
  });

  it('shows every action on the row when they fit, and no menu', async () => {
    fakeLayout();
    await render(1000);
    expect(queryAllByRole(container, 'button')).toHaveLength(4);
    expect(queryAllByRole(container, 'button', { name: 'More actions' })).toHaveLength(0);
  });

  it('puts what does not fit into a menu that keeps the shortcuts, and runs the chosen action', async () => {
    fakeLayout();
    // Two buttons (100 + 8 + 100) and the menu button (8 + 40) take 256 px.
    await render(260);
    expect(shownButtons()).toEqual(['Edit', 'Copy to', 'More actions']);
    const more = getByRole(container, 'button', { name: 'More actions' });
    await act(async () => (more as HTMLElement).click());
    const items = queryAllByRole(container, 'menuitem');
    expect(
      items.map((item) => item.textContent?.startsWith('Close') || item.textContent?.startsWith('Print')),
    ).toEqual([true, true]);
    expect(items[1]?.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+P');
    await act(async () => (items[0] as HTMLElement).click());
    expect(clicked).toEqual(['Close']);
  });

  it('lays nothing out of sight before it has been measured', async () => {
    await render(0);
    expect(queryAllByRole(container, 'button', { name: 'More actions' })).toHaveLength(0);
    expect(queryAllByRole(container, 'button')).toHaveLength(4);
  });
});
