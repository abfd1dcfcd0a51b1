// @vitest-environment happy-dom

import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accessibleName, getByRole, queryAllByRole } from '../testing/accessible-queries';
import { field } from './record-form.css';
import {
  activate,
  afterSearchDelay,
  button,
  combobox,
  container,
  describedText,
  existingItem,
  fill,
  onOpenReference,
  press,
  renderForm,
  searchReference,
  setUpFormTests,
  textbox,
  typeText,
} from './record-form-test-kit';
import type { ReferenceLookup } from './reference-lookup';

const group = () => combobox('Item group');
const supplier = () => combobox('Supplier');
const listbox = (control = group()) =>
  getByRole(container, 'listbox', { name: `Suggestions for ${accessibleName(control)}` });
const optionNames = (control = group()) =>
  queryAllByRole(listbox(control), 'option').map((option) => accessibleName(option));
const activeOption = (control = group()) => {
  const id = control.getAttribute('aria-activedescendant');
  return id ? accessibleName(document.getElementById(id) ?? document.body) : undefined;
};
/** An answer that does not put the exact code first, as a provider without ranking may. */
const branches = [
  { key: 'V1001', label: 'Acme branch' },
  { key: 'V100', label: 'Acme Supplies' },
];
/** What the field's own live region says (the form has one of its own). */
const statusText = () => {
  const frame = group().closest(`.${field}`);
  return frame ? getByRole(frame, 'status').textContent : undefined;
};

describe('ReferenceCombobox', () => {
  setUpFormTests();

  it('is a combobox controlling a listbox, collapsed until the user types', () => {
    renderForm();
    expect(group().getAttribute('aria-autocomplete')).toBe('list');
    expect(group().getAttribute('aria-expanded')).toBe('false');
    expect(queryAllByRole(container, 'listbox')).toEqual([]);
    expect(document.getElementById(group().getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
      'listbox',
    );
  });

  it('searches once typing pauses for 150 ms, with the last text only', async () => {
    renderForm();
    fill(group(), 'f');
    typeText('fi');
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(searchReference).not.toHaveBeenCalled();
    expect(statusText()).toBe('Searching…');
    typeText('fin');
    await afterSearchDelay();
    expect(searchReference).toHaveBeenCalledOnce();
    expect(searchReference).toHaveBeenCalledWith('item-groups', 'fin', expect.any(AbortSignal));
    expect(group().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['110 Finished goods']);
    expect(statusText()).toBe('Results: 1');
  });

  it('aborts a question that a newer keystroke replaced', async () => {
    renderForm();
    let firstSignal: AbortSignal | undefined;
    searchReference.mockImplementationOnce(
      (_resource, _text, signal) =>
        new Promise(() => {
          firstSignal = signal;
        }),
    );
    fill(group(), 'r');
    await afterSearchDelay();
    typeText('ra');
    expect(firstSignal?.aborted).toBe(true);
    await afterSearchDelay();
    expect(optionNames()).toEqual(['100 Raw materials']);
  });

  it('highlights the first match as the answer arrives, moves with the arrows, wrapping, and chooses with Enter', async () => {
    const { onSubmit } = renderForm();
    fill(group(), '1');
    await afterSearchDelay();
    expect(activeOption()).toBe('100 Raw materials');
    press('ArrowUp');
    expect(activeOption()).toBe('110 Finished goods');
    press('ArrowDown');
    expect(activeOption()).toBe('100 Raw materials');
    press('ArrowDown');
    expect(activeOption()).toBe('105 Fasteners');
    expect(queryAllByRole(listbox(), 'option').map((option) => option.getAttribute('aria-selected'))).toEqual(
      ['false', 'true', 'false'],
    );
    const enter = press('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(group().value).toBe('105');
    expect(group().getAttribute('aria-expanded')).toBe('false');
    expect(describedText(group())).toBe('Fasteners');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the highlighted first match on Enter: a name typed and Enter choose its record', async () => {
    renderForm();
    fill(group(), 'fin');
    await afterSearchDelay();
    expect(activeOption()).toBe('110 Finished goods');
    press('Enter');
    expect(group().value).toBe('110');
    expect(describedText(group())).toBe('Finished goods');
  });

  it('highlights the exact code wherever the answer puts it', async () => {
    renderForm();
    searchReference.mockResolvedValueOnce(branches);
    fill(supplier(), 'v100');
    await afterSearchDelay();
    expect(activeOption(supplier())).toBe('V100 Acme Supplies');
    press('Enter');
    expect(supplier().value).toBe('V100');
  });

  describe('Enter before the answer arrives', () => {
    it('takes the only match once it arrives', async () => {
      renderForm();
      fill(group(), 'fin');
      const enter = press('Enter');
      expect(enter.defaultPrevented).toBe(true);
      expect(group().value).toBe('fin');
      await afterSearchDelay();
      expect(group().value).toBe('110');
      expect(group().getAttribute('aria-expanded')).toBe('false');
      expect(describedText(group())).toBe('Finished goods');
    });

    it('takes the exact code among several', async () => {
      renderForm();
      searchReference.mockResolvedValueOnce(branches);
      fill(supplier(), 'v100');
      press('Enter');
      await afterSearchDelay();
      expect(supplier().value).toBe('V100');
      expect(supplier().getAttribute('aria-expanded')).toBe('false');
    });

    it('leaves several matches open with the first highlighted, for the next Enter', async () => {
      renderForm();
      fill(group(), '1');
      press('Enter');
      await afterSearchDelay();
      expect(group().value).toBe('1');
      expect(group().getAttribute('aria-expanded')).toBe('true');
      expect(activeOption()).toBe('100 Raw materials');
      press('Enter');
      expect(group().value).toBe('100');
    });

    it('is forgotten on Escape and when the user types on', async () => {
      renderForm();
      fill(group(), 'fin');
      press('Enter');
      press('Escape');
      await afterSearchDelay();
      expect(group().value).toBe('fin');
      fill(group(), 'f');
      press('Enter');
      typeText('fi');
      await afterSearchDelay();
      expect(group().value).toBe('fi');
      expect(activeOption()).toBe('110 Finished goods');
    });
  });

  it('takes an exact code on Tab, before and after its answer, and nothing else', async () => {
    renderForm();
    fill(supplier(), 'v200');
    await afterSearchDelay();
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(supplier().value).toBe('V200');
    fill(supplier(), 'v100');
    press('Tab');
    act(() => supplier().blur());
    await afterSearchDelay();
    expect(supplier().value).toBe('V100');
    expect(describedText(supplier())).toBe('Acme Supplies');
    fill(supplier(), 'acme');
    await afterSearchDelay();
    press('Tab');
    expect(supplier().value).toBe('acme');
  });

  it('names each option with its details, after its key and label', async () => {
    renderForm();
    searchReference.mockResolvedValueOnce([
      {
        key: 'V100',
        label: 'Acme Supplies',
        details: [
          { name: 'City', label: 'City', text: 'Lyon' },
          { name: 'Balance', label: 'Balance', text: '1,200.00', numeric: true },
        ],
      },
    ]);
    fill(supplier(), 'acme');
    await afterSearchDelay();
    expect(optionNames(supplier())).toEqual(['V100 Acme Supplies, City: Lyon, Balance: 1,200.00']);
  });

  it('opens from a closed list with ArrowDown on the first option, ArrowUp on the last, Alt+ArrowDown on none', async () => {
    renderForm();
    fill(group(), '1');
    press('Escape');
    press('ArrowDown');
    await afterSearchDelay();
    expect(activeOption()).toBe('100 Raw materials');
    press('Escape');
    press('ArrowUp');
    await afterSearchDelay();
    expect(activeOption()).toBe('110 Finished goods');
    press('Escape');
    press('ArrowDown', { altKey: true });
    await afterSearchDelay();
    expect(group().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()).toBeUndefined();
  });

  it('closes the list on Escape without cancelling the form, which a second Escape does once clean', async () => {
    const { onCancel } = renderForm({ mode: 'edit', values: existingItem });
    fill(group(), '10');
    typeText('105');
    await afterSearchDelay();
    const closing = press('Escape');
    expect(closing.defaultPrevented).toBe(true);
    expect(group().getAttribute('aria-expanded')).toBe('false');
    expect(group().value).toBe('105');
    expect(onCancel).not.toHaveBeenCalled();
    press('Escape');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says when nothing matches, and when the search fails', async () => {
    renderForm();
    fill(group(), 'zzz');
    await afterSearchDelay();
    expect(optionNames()).toEqual([]);
    expect(statusText()).toBe('No results');
    searchReference.mockRejectedValueOnce(new Error('offline'));
    typeText('zz');
    await afterSearchDelay();
    expect(statusText()).toBe('The search failed. Type again to retry.');
  });

  it('keeps a typed key, shows its record’s label once known, and closes when the focus leaves', async () => {
    renderForm();
    fill(group(), '110');
    await afterSearchDelay();
    act(() => group().blur());
    expect(group().getAttribute('aria-expanded')).toBe('false');
    expect(group().value).toBe('110');
    expect(describedText(group())).toBe('Finished goods');
  });

  it('shows the label of the key the form opened with, and opens that record', async () => {
    renderForm({ mode: 'edit', values: existingItem });
    await afterSearchDelay();
    expect(searchReference).toHaveBeenCalledWith('item-groups', '105', expect.any(AbortSignal));
    expect(describedText(group())).toBe('Fasteners');
    activate(button('Open Item group'));
    expect(onOpenReference).toHaveBeenCalledExactlyOnceWith('item-groups', 105);
    activate(button('Open Supplier'));
    expect(onOpenReference).toHaveBeenLastCalledWith('partners', 'V100');
  });

  it('reads the label by key where the provider can, not by a search the key may not match', async () => {
    const labelOf = vi.fn<NonNullable<ReferenceLookup['labelOf']>>(async () => 'Fasteners');
    renderForm({ mode: 'edit', values: existingItem }, { searchReference, labelOf });
    await afterSearchDelay();
    expect(labelOf).toHaveBeenCalledWith('item-groups', '105', expect.any(AbortSignal));
    expect(searchReference).not.toHaveBeenCalledWith('item-groups', '105', expect.any(AbortSignal));
    expect(describedText(group())).toBe('Fasteners');
  });

  it('offers Open in view mode too, and none while the field is empty', async () => {
    renderForm({ mode: 'view', values: { ...existingItem, CardCode: null } });
    await afterSearchDelay();
    expect(textbox('Item group').getAttribute('aria-describedby')).not.toBeNull();
    activate(button('Open Item group'));
    expect(onOpenReference).toHaveBeenCalledWith('item-groups', 105);
    expect(queryAllByRole(container, 'button', { name: 'Open Supplier' })).toEqual([]);
  });
});
