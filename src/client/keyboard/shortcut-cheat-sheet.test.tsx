// @vitest-environment happy-dom
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyboardText } from '../../shared/i18n/sections/keyboard';
import { languages, setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import type { Scope } from './key-scope';
import { KeyboardLayerProvider } from './keyboard-layer-provider';
import { ShortcutCheatSheet } from './shortcut-cheat-sheet';
import { ShortcutCheatSheetHost } from './shortcut-cheat-sheet-host';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
let onClose: ReturnType<typeof vi.fn<() => void>>;

async function render(node: ReactNode) {
  await act(async () => {
    root ??= createRoot(container);
    root.render(<KeyboardLayerProvider>{node}</KeyboardLayerProvider>);
  });
}

const renderSheet = (scopes: readonly Scope[], open = true) =>
  render(<ShortcutCheatSheet open={open} onClose={onClose} scopes={scopes} />);

async function press(target: Element, init: KeyboardEventInit) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
}

/** The <dd> that gives the keys of the binding titled `title`. */
function keysOf(title: string): Element {
  const term = getByRole(container, 'term', { name: title });
  const keys = term.nextElementSibling;
  if (keys?.localName !== 'dd') throw new Error(`no keys after ${title}`);
  return keys;
}

const kbdTexts = (keys: Element) =>
  [...keys.querySelectorAll('kbd kbd')].map(
    (kbd) => kbd.querySelector('[aria-hidden="true"]')?.textContent ?? kbd.textContent,
  );

describe('ShortcutCheatSheet', () => {
  beforeAll(async () => {
    await setupI18n('en');
    for (const language of languages)
      i18next.addResourceBundle(language, 'translation', { keyboard: keyboardText[language] }, true, false);
  });
  beforeEach(() => {
    onClose = vi.fn<() => void>();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
    document.body.innerHTML = '';
    await i18next.changeLanguage('en');
  });

  it('is a modal dialog named Keyboard shortcuts, with focus on Close', async () => {
    await renderSheet(['global']);
    const dialog = getByRole(container, 'dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(getByRole(dialog, 'button', { name: 'Close' }));
  });

  it('renders nothing while closed', async () => {
    await renderSheet(['global'], false);
    expect(queryAllByRole(container, 'dialog')).toEqual([]);
  });

  it('groups the shortcuts of the focused scopes under headings, the innermost first', async () => {
    await renderSheet(['pane', 'global']);
    const headings = queryAllByRole(container, 'heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Lists and records', 'General', 'Display', 'Panes']);
    const panes = getByRole(container, 'region', { name: 'Panes' });
    expect(getByRole(panes, 'term', { name: 'Go to the next pane' })).toBeTruthy();
    expect(queryAllByRole(container, 'term', { name: 'Close the palette' })).toEqual([]);
  });

  it('leaves out the palette shortcuts when the palette is not open', async () => {
    await renderSheet(['global']);
    expect(queryAllByRole(container, 'region', { name: 'Command palette' })).toEqual([]);
    expect(getByRole(container, 'term', { name: 'Sign out' })).toBeTruthy();
  });

  it('shows every key in its own kbd: Ctrl and K, ?, arrows with their spoken names', async () => {
    await renderSheet(['pane', 'global']);
    expect(kbdTexts(keysOf('Open the command palette'))).toEqual(['Ctrl', 'K']);
    // ? or Ctrl+/, which a text field does not take as text.
    expect(kbdTexts(keysOf('Show the keyboard shortcuts'))).toEqual(['?', 'Ctrl', '/']);
    expect(keysOf('Show the keyboard shortcuts').textContent).toMatch(/\?.*or.*Ctrl/);
    const left = keysOf('Go to the pane on the left');
    expect(kbdTexts(left)).toEqual(['Alt', 'Shift', '←']);
    expect(left.textContent).toContain('Left arrow');
    expect(keysOf('Swap with the pane above').textContent).toMatch(/X.*then.*↑/);
  });

  it('speaks French', async () => {
    await act(async () => {
      await i18next.changeLanguage('fr');
    });
    await renderSheet(['pane', 'global']);
    expect(getByRole(container, 'dialog', { name: 'Raccourcis clavier' })).toBeTruthy();
    const panes = getByRole(container, 'region', { name: 'Volets' });
    expect(getByRole(panes, 'term', { name: 'Aller au volet suivant' })).toBeTruthy();
    expect(keysOf('Aller au volet de gauche').textContent).toContain('Flèche gauche');
    expect(getByRole(container, 'button', { name: 'Fermer' })).toBeTruthy();
  });

  it('speaks Arabic, keeping each key combination left to right', async () => {
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderSheet(['pane', 'global']);
    expect(getByRole(container, 'dialog', { name: 'اختصارات لوحة المفاتيح' })).toBeTruthy();
    const keys = keysOf('فتح لوحة الأوامر');
    expect(kbdTexts(keys)).toEqual(['Ctrl', 'K']);
    expect(keys.querySelector('kbd')?.getAttribute('dir')).toBe('ltr');
    expect(getByRole(container, 'region', { name: 'الأجزاء' })).toBeTruthy();
  });

  it('closes on Escape and on Close', async () => {
    await renderSheet(['global']);
    const dialog = getByRole(container, 'dialog');
    await press(getByRole(dialog, 'button', { name: 'Close' }), { key: 'Escape', code: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      const close = getByRole(dialog, 'button', { name: 'Close' });
      if (close instanceof HTMLElement) close.click();
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    await renderSheet(['global']);
    const close = getByRole(container, 'button', { name: 'Close' });
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    await act(async () => {
      close.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);
  });
});

describe('ShortcutCheatSheetHost', () => {
  beforeAll(async () => {
    await setupI18n('en');
    for (const language of languages)
      i18next.addResourceBundle(language, 'translation', { keyboard: keyboardText[language] }, true, false);
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
  });

  const page = (
    <>
      <div data-key-scope="pane">
        <button type="button">In a pane</button>
        <input aria-label="Quantity" />
        <div data-key-scope="lines">
          {/* biome-ignore lint/a11y/useSemanticElements: a stand-in for the DataGrid's focusable grid */}
          <div role="grid" aria-label="Lines" tabIndex={0} data-key-scope="grid" />
        </div>
      </div>
      <ShortcutCheatSheetHost />
    </>
  );
  const questionMark = { key: '?', code: 'Slash', shiftKey: true };

  it('opens on ? with the shortcuts of where the focus was, and gives focus back on Escape', async () => {
    await render(page);
    const opener = getByRole(container, 'button', { name: 'In a pane' });
    if (opener instanceof HTMLElement) opener.focus();
    await press(opener, questionMark);
    const dialog = getByRole(container, 'dialog', { name: 'Keyboard shortcuts' });
    expect(getByRole(dialog, 'region', { name: 'Panes' })).toBeTruthy();

    await press(getByRole(dialog, 'button', { name: 'Close' }), { key: 'Escape', code: 'Escape' });
    expect(queryAllByRole(container, 'dialog')).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });

  it('lets ? be typed into a field instead of opening, and opens there on Ctrl+/ with the field keys first', async () => {
    await render(page);
    const field = getByRole(container, 'textbox', { name: 'Quantity' });
    const typed = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...questionMark });
    await act(async () => {
      field.dispatchEvent(typed);
    });
    expect(typed.defaultPrevented).toBe(false);
    expect(queryAllByRole(container, 'dialog')).toEqual([]);

    if (field instanceof HTMLElement) field.focus();
    await press(field, { key: '/', code: 'Slash', ctrlKey: true });
    const dialog = getByRole(container, 'dialog', { name: 'Keyboard shortcuts' });
    const headings = queryAllByRole(dialog, 'heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('In this field');
  });

  it("shows in a document's lines the grid's keys, then the lines', before the others", async () => {
    await render(page);
    const grid = getByRole(container, 'grid', { name: 'Lines' });
    if (grid instanceof HTMLElement) grid.focus();
    await press(grid, questionMark);
    const dialog = getByRole(container, 'dialog', { name: 'Keyboard shortcuts' });
    const headings = queryAllByRole(dialog, 'heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['In this grid', 'In the document’s lines', 'Lists and records']);
    const lines = getByRole(dialog, 'region', { name: 'In the document’s lines' });
    expect(
      getByRole(lines, 'term', { name: 'Take the item typed or chosen and go to the quantity' }),
    ).toBeTruthy();
    expect(getByRole(dialog, 'term', { name: 'Go to the lines, or back to the header' })).toBeTruthy();
  });
});
