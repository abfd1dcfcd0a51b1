// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { accessibleName, queryAllByRole } from '../testing/accessible-queries';
import {
  activeOption,
  dialog,
  entry,
  input,
  listbox,
  options,
  optionTitles,
  press,
  renderPalette,
  setUpPaletteTests,
  type,
} from './palette-test-kit';

const entries = [
  entry('stock-alerts', 'Stock alerts'),
  entry('stock-transfer', 'Stock transfer'),
  entry('banks', 'Banks', { subtitle: 'Administration' }),
  entry('dark', 'Toggle dark theme', { kind: 'command', shortcut: 'Alt+Shift+KeyD' }),
  entry('sales-orders', 'Sales orders', { keywords: ['SO'] }),
];
const many = Array.from({ length: 40 }, (_, n) => entry(`item-${n}`, `Item ${String(n).padStart(2, '0')}`));

describe('CommandPalette', () => {
  setUpPaletteTests();

  it('is a modal dialog named Command palette, in the palette key scope, with its input focused', async () => {
    await renderPalette({ entries });
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('data-key-scope')).toBe('palette');
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-controls')).toBe(listbox().id);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('renders nothing while closed', async () => {
    await renderPalette({ entries, open: false });
    expect(queryAllByRole(document.body, 'dialog')).toEqual([]);
  });

  it('lists every entry with its title, subtitle, kind and shortcut, and each option knows its position', async () => {
    await renderPalette({ entries });
    expect(optionTitles()).toEqual([
      'Stock alerts',
      'Stock transfer',
      'Banks',
      'Toggle dark theme',
      'Sales orders',
    ]);
    const banks = options()[2];
    expect(banks && accessibleName(banks)).toBe('Banks Administration Page');
    const command = options()[3];
    expect(command?.textContent).toContain('Command');
    expect(command?.querySelector('kbd')?.textContent).toBe('Alt+Shift+D');
    expect(command?.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+D');
    expect(command?.getAttribute('aria-posinset')).toBe('4');
    expect(command?.getAttribute('aria-setsize')).toBe('5');
  });

  it('puts recently used entries first in their own group when nothing is typed', async () => {
    await renderPalette({ entries, recentIds: ['banks'] });
    expect(optionTitles()[0]).toBe('Banks');
    const [recent, all] = queryAllByRole(listbox(), 'group');
    expect(recent && accessibleName(recent)).toBe('Recently used');
    expect(recent && queryAllByRole(recent, 'option')).toHaveLength(1);
    expect(all && accessibleName(all)).toBe('Everything');
  });

  it('filters and ranks as the user types', async () => {
    await renderPalette({ entries });
    await type('stock');
    expect(optionTitles()).toEqual(['Stock alerts', 'Stock transfer']);
    expect(listbox().getAttribute('data-results-for')).toBe('stock');
    await type('so');
    expect(optionTitles()[0]).toBe('Sales orders');
    expect(getStatus()).toBe(`Results: ${options().length}`);
  });

  it('says when nothing matches', async () => {
    await renderPalette({ entries });
    await type('zzqx');
    expect(options()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
    expect(dialog().textContent).toContain('Nothing matches “zzqx”.');
    expect(getStatus()).toBe('Nothing matches “zzqx”.');
  });

  it('moves aria-activedescendant with the arrows, Home, End, PageDown and PageUp', async () => {
    await renderPalette({ entries: many });
    expect(accessibleName(activeOption())).toMatch(/^Item 00/);
    expect(activeOption().getAttribute('aria-selected')).toBe('true');
    await press('ArrowDown');
    await press('ArrowDown');
    expect(accessibleName(activeOption())).toMatch(/^Item 02/);
    await press('ArrowUp');
    expect(accessibleName(activeOption())).toMatch(/^Item 01/);
    // The list is 440 px high and rows 44 px: a page is nine rows.
    const pageDown = await press('PageDown');
    expect(pageDown.defaultPrevented).toBe(true);
    expect(accessibleName(activeOption())).toMatch(/^Item 10/);
    await press('End');
    expect(accessibleName(activeOption())).toMatch(/^Item 39/);
    expect(activeOption().getAttribute('aria-posinset')).toBe('40');
    await press('PageUp');
    expect(accessibleName(activeOption())).toMatch(/^Item 30/);
    await press('Home');
    expect(accessibleName(activeOption())).toMatch(/^Item 00/);
    expect(options().filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('renders only the rows in view of a very long list, and keeps the active one rendered', async () => {
    const huge = Array.from({ length: 20_000 }, (_, n) => entry(`e${n}`, `Sales Order ${100_000 + n}`));
    await renderPalette({ entries: huge });
    expect(options().length).toBeLessThan(40);
    expect(options()[0]?.getAttribute('aria-setsize')).toBe('20000');
    await press('End');
    expect(accessibleName(activeOption())).toMatch(/^Sales Order 119999/);
  });

  it('chooses with Enter in the focused pane, Ctrl+Enter to the right and Shift+Enter below', async () => {
    const { onChoose, onClose, rerender } = await renderPalette({ entries });
    await type('banks');
    await press('Enter');
    expect(onChoose).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'banks' }), 'focused');
    expect(onClose).toHaveBeenCalledTimes(1);
    await rerender({ open: false });
    await rerender({ open: true });
    await type('stock');
    await press('ArrowDown');
    await press('Enter', { ctrlKey: true });
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'stock-transfer' }),
      'split-right',
    );
    await press('Enter', { metaKey: true });
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'stock-transfer' }),
      'split-right',
    );
    await press('Enter', { shiftKey: true });
    expect(onChoose).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'stock-transfer' }),
      'split-down',
    );
  });

  it('chooses a clicked option, with the same modifiers as Enter', async () => {
    const { onChoose } = await renderPalette({ entries });
    const banks = options()[2];
    banks?.dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'banks' }), 'split-down');
  });

  it('makes the option under a moving pointer active, and keeps focus in the input', async () => {
    await renderPalette({ entries });
    const banks = options()[2];
    await act(async () => {
      banks?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 10, clientY: 90 }));
    });
    expect(activeOption()).toBe(banks);
    const mouseDown = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    banks?.dispatchEvent(mouseDown);
    expect(mouseDown.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('keeps Tab inside the dialog', async () => {
    await renderPalette({ entries });
    const tab = await press('Tab');
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('closes on Escape and gives focus back to what had it', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { onClose, rerender } = await renderPalette({ entries });
    expect(document.activeElement).toBe(input());
    const pressed = await press('Escape');
    expect(pressed.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    await rerender({ open: false });
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('offers to open a named document first', async () => {
    const { onChoose } = await renderPalette({ entries });
    await type('SO 1234');
    expect(optionTitles()[0]).toBe('Open Sales Order 1234');
    const [goTo] = queryAllByRole(listbox(), 'group');
    expect(goTo && accessibleName(goTo)).toBe('Go to document');
    await press('Enter');
    // 1234 is the DocNum typed, not a DocEntry: the entry carries it to be resolved, no address.
    expect(onChoose).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'document', document: { objectId: '17', number: '1234' } }),
      'focused',
    );
    expect(onChoose.mock.calls[0]?.[0]).not.toHaveProperty('href');
  });

  it('reads a document name in French or Arabic too', async () => {
    await renderPalette({ entries });
    await type('Commande client 77');
    expect(optionTitles()[0]).toBe('Open Sales Order 77');
    await type('أمر مبيعات ٧٧');
    expect(optionTitles()[0]).toBe('Open Sales Order 77');
  });
});

function getStatus() {
  return queryAllByRole(dialog(), 'status')[0]?.textContent;
}
