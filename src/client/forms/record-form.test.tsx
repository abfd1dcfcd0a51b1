// @vitest-environment happy-dom

import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import {
  activate,
  afterSearchDelay,
  button,
  checkbox,
  chooseOption,
  combobox,
  container,
  describedText,
  existingItem,
  fill,
  focus,
  form,
  input,
  itemFields,
  press,
  renderForm,
  select,
  settle,
  setUpFormTests,
  textarea,
  textbox,
  toggle,
  typeText,
} from './record-form-test-kit';
import { dirtyIds } from './use-dirty-guard';

const ctrlS = { code: 'KeyS', ctrlKey: true } as const;

describe('RecordForm', () => {
  setUpFormTests();

  describe('filling a new record with the keyboard', () => {
    it('fills every kind of field and sends the wire values with Ctrl+S', async () => {
      const { onSubmit } = renderForm();
      fill(input('Item code'), 'a-100');
      fill(input('Item name'), 'Hex bolt');
      fill(input('Quantity'), '1 200');
      chooseOption(select('Currency'), 'EUR');
      fill(input('Price'), '12,5');
      fill(input('Discount'), '7.5');
      focus(input('Valid until'));
      press('Enter');
      press('ArrowRight');
      press('Enter');
      chooseOption(select('Item type'), 'S');
      toggle(checkbox('Active'));
      fill(combobox('Item group'), 'fast');
      await afterSearchDelay();
      press('ArrowDown');
      press('Enter');
      fill(combobox('Supplier'), 'V200');
      fill(textarea('Notes'), 'Zinc plated');
      press('s', ctrlS);
      await settle();
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
        {
          ItemCode: 'A-100',
          ItemName: 'Hex bolt',
          Quantity: 1200,
          Price: '12.5',
          Currency: 'EUR',
          Discount: '7.5',
          ValidUntil: '2026-11-24',
          ItemType: 'S',
          Active: 'N',
          ItmsGrpCod: 105,
          CardCode: 'V200',
          Notes: 'Zinc plated',
        },
        { changed: true },
      );
    });

    it('starts from the defaults and writes codes in capitals as they are typed', () => {
      renderForm();
      expect(checkbox('Active').checked).toBe(true);
      fill(input('Item code'), 'ab');
      expect(input('Item code').value).toBe('AB');
    });

    it('labels every control, marks the required ones, and shows the amount’s currency', () => {
      renderForm({ values: { Currency: 'EUR' } });
      expect(input('Item code').getAttribute('aria-required')).toBe('true');
      expect(select('Item type').getAttribute('aria-required')).toBe('true');
      expect(combobox('Item group').getAttribute('aria-required')).toBe('true');
      expect(input('Item name').getAttribute('aria-required')).toBe('true');
      expect(input('Quantity').hasAttribute('aria-required')).toBe(false);
      expect(describedText(input('Price'))).toBe('EUR');
      expect(input('Price').getAttribute('inputmode')).toBe('decimal');
      expect(input('Price').getAttribute('dir')).toBe('ltr');
    });
  });

  describe('rules', () => {
    it('check a field on each keystroke and show one message, tied to the field', () => {
      renderForm();
      const name = input('Item name');
      expect(name.hasAttribute('aria-invalid')).toBe(false);
      fill(name, 'x'.repeat(31));
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(name)).toBe('At most 30 characters');
      typeText('');
      expect(describedText(name)).toBe('Required');
      typeText('Bolt');
      expect(name.hasAttribute('aria-invalid')).toBe(false);
      expect(name.hasAttribute('aria-describedby')).toBe(false);
    });

    it('show the first broken rule only', () => {
      renderForm();
      fill(input('Discount'), '-5');
      expect(describedText(input('Discount'))).toBe('% At least 0');
      fill(input('Discount'), 'abc');
      expect(describedText(input('Discount'))).toBe('% A number such as 12.50');
    });

    it('are all checked on submit, which moves the focus to the first field in error and sends nothing', async () => {
      const { onSubmit } = renderForm();
      fill(input('Quantity'), '2.5');
      activate(button('Save'));
      await settle();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(input('Item code'));
      expect(describedText(input('Item code'))).toBe('Required');
      expect(describedText(input('Item name'))).toBe('Required');
      expect(describedText(input('Quantity'))).toBe('A whole number');
      expect(describedText(select('Item type'))).toBe('Required');
      expect(describedText(combobox('Item group'))).toBe('Required');
      expect(input('Valid until').hasAttribute('aria-invalid')).toBe(false);
      expect(button('Save').disabled).toBe(false);
    });

    it('tie a message to the date picker’s field too', async () => {
      renderForm({
        fields: itemFields.map((field) =>
          field.name === 'ValidUntil' ? { ...field, required: true } : field,
        ),
      });
      focus(input('Item name'));
      press('s', ctrlS);
      await settle();
      const date = input('Valid until');
      expect(date.getAttribute('aria-invalid')).toBe('true');
      expect(date.getAttribute('aria-required')).toBe('true');
      expect(describedText(date)).toBe('Required');
    });

    it('send a date typed just before Ctrl+S, with no Enter or Tab between', async () => {
      const { onSubmit } = renderForm({ fields: itemFields.filter((field) => field.name === 'ValidUntil') });
      fill(input('Valid until'), '12/24/26');
      press('s', ctrlS);
      await settle();
      expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ValidUntil: '2026-12-24' });
    });

    it('show why a typed date was not taken in the form’s line, until Escape puts the date back', () => {
      renderForm();
      fill(input('Valid until'), '13/13/26');
      press('Enter');
      const date = input('Valid until');
      expect(date.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(date)).toBe('There is no such day. Type mm/dd/yy or yyyy-mm-dd.');
      press('Escape');
      expect(date.hasAttribute('aria-invalid')).toBe(false);
      expect(date.value).toBe('');
    });

    it('speak the interface language', async () => {
      await changeLanguage('fr', undefined);
      renderForm();
      fill(input('Discount'), '150');
      expect(describedText(input('Discount'))).toBe('% Au plus 100');
      expect(button('Enregistrer')).toBeTruthy();
    });
  });

  describe('answers from the server', () => {
    it('shows field messages on their fields, focuses the first, and clears one when its field changes', async () => {
      const { onSubmit } = renderForm({ mode: 'edit', values: existingItem });
      onSubmit.mockResolvedValueOnce({ CardCode: ['Unknown partner'], ItemName: ['Already used', 'Second'] });
      focus(input('Quantity'));
      press('s', ctrlS);
      await settle();
      expect(describedText(input('Item name'))).toBe('Already used');
      expect(describedText(combobox('Supplier'))).toContain('Unknown partner');
      expect(document.activeElement).toBe(input('Item name'));
      typeText('Bolt 2');
      expect(input('Item name').hasAttribute('aria-invalid')).toBe(false);
      expect(describedText(combobox('Supplier'))).toContain('Unknown partner');
    });

    it('lists messages about fields the form does not show, and the record’s own message, in an alert', async () => {
      const { onSubmit, rerender } = renderForm({ mode: 'edit', values: existingItem });
      onSubmit.mockResolvedValueOnce({ Version: ['Changed by someone else'] });
      focus(input('Item name'));
      press('s', ctrlS);
      await settle();
      rerender({ mode: 'edit', values: existingItem, serverError: 'The record could not be saved.' });
      const alert = getByRole(container, 'alert');
      expect(alert.textContent).toContain('The record could not be saved.');
      expect(alert.textContent).toContain('Version: Changed by someone else');
    });
  });

  describe('saving', () => {
    it('answers Ctrl+S on an Arabic keyboard and Cmd+S, but not Ctrl+Shift+S', async () => {
      const { onSubmit } = renderForm({ mode: 'edit', values: existingItem });
      focus(input('Item name'));
      const arabic = press('س', ctrlS);
      expect(arabic.defaultPrevented).toBe(true);
      await settle();
      press('s', { code: 'KeyS', metaKey: true });
      await settle();
      press('S', { ...ctrlS, shiftKey: true });
      await settle();
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });

    it('tells the save whether anything changed, as known when Ctrl+S follows the typing at once', async () => {
      const { onSubmit } = renderForm({ mode: 'edit', values: existingItem });
      focus(input('Item name'));
      press('s', ctrlS);
      await settle();
      fill(input('Item name'), 'Bolt 2');
      press('s', ctrlS);
      await settle();
      expect(onSubmit.mock.calls.map(([, state]) => state)).toEqual([{ changed: false }, { changed: true }]);
    });

    it('says Saving… while the server works, ignores a second submit, then says Saved', async () => {
      let finish: (answer: null) => void = () => undefined;
      const { onSubmit } = renderForm({ mode: 'edit', values: existingItem });
      onSubmit.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
      fill(input('Item name'), 'Bolt 2');
      press('s', ctrlS);
      await settle();
      expect(button('Saving…').getAttribute('aria-busy')).toBe('true');
      press('s', ctrlS);
      await settle();
      expect(onSubmit).toHaveBeenCalledOnce();
      finish(null);
      await settle();
      expect(button('Save')).toBeTruthy();
      expect(queryAllByRole(container, 'status').map((status) => status.textContent)).toContain('Saved');
    });

    it('sends only the fields the user may write in edit mode', async () => {
      const { onSubmit } = renderForm({ mode: 'edit', values: existingItem });
      focus(input('Item name'));
      press('s', ctrlS);
      await settle();
      const [sent] = onSubmit.mock.calls[0] ?? [];
      expect(Object.keys(sent ?? {})).not.toContain('ItemCode');
      expect(Object.keys(sent ?? {})).not.toContain('OnHand');
      expect(sent?.Price).toBe('12.50');
      expect(sent?.ItmsGrpCod).toBe(105);
    });
  });

  describe('read-only fields', () => {
    it('show every value read-only and formatted in view mode, with no Save', async () => {
      renderForm({ mode: 'view', values: existingItem });
      await afterSearchDelay();
      const shown = Object.fromEntries(
        queryAllByRole(container, 'textbox').map((control) => [
          control.getAttribute('name'),
          control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
            ? [control.readOnly, control.value]
            : [],
        ]),
      );
      expect(shown).toEqual({
        ItemCode: [true, 'A100'],
        ItemName: [true, 'Bolt'],
        Quantity: [true, '5'],
        Price: [true, 'EUR\u00a012.50'],
        Currency: [true, 'EUR'],
        Discount: [true, '10%'],
        ValidUntil: [true, '12/31/26'],
        ItemType: [true, 'Items'],
        Active: [true, 'Yes'],
        ItmsGrpCod: [true, '105'],
        CardCode: [true, 'V100'],
        OnHand: [true, '1,234.5'],
        Notes: [true, 'Zinc plated'],
      });
      expect(queryAllByRole(container, 'button', { name: 'Save' })).toEqual([]);
      expect(describedText(textbox('Item group'))).toBe('Fasteners');
      // Text reads in its own direction (an English note in an Arabic screen), read-only as in edit.
      expect(textarea('Notes').getAttribute('dir')).toBe('auto');
    });

    it('keep a code fixed after creation and a computed figure always', () => {
      renderForm({ mode: 'edit', values: existingItem });
      expect(input('Item code').readOnly).toBe(true);
      expect(input('In stock').readOnly).toBe(true);
      expect(input('Item name').readOnly).toBe(false);
    });
  });

  describe('unsaved changes', () => {
    it('tells when the form becomes dirty and clean again, and lists it for the workspace', () => {
      const { onDirtyChange } = renderForm({ mode: 'edit', values: existingItem, dirtyGuardId: 'pane-1' });
      expect(onDirtyChange).not.toHaveBeenCalled();
      fill(input('Item name'), 'Bolt 2');
      expect(onDirtyChange).toHaveBeenLastCalledWith(true);
      expect(dirtyIds()).toEqual(['pane-1']);
      expect(container.textContent).toContain('Unsaved changes');
      typeText('Bolt');
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
      expect(dirtyIds()).toEqual([]);
    });

    it('is not listed as unsaved while its save is on its way, and is again if the server refuses it', async () => {
      let answer: (errors: Record<string, string[]> | null) => void = () => undefined;
      const onSubmit = vi.fn(
        () => new Promise<Record<string, string[]> | null>((resolve) => (answer = resolve)),
      );
      renderForm({ mode: 'edit', values: existingItem, dirtyGuardId: 'pane-1', onSubmit });
      fill(input('Item name'), 'Bolt 2');
      expect(dirtyIds()).toEqual(['pane-1']);
      press('s', ctrlS);
      await settle();
      expect(onSubmit).toHaveBeenCalledOnce();
      expect(dirtyIds()).toEqual([]);
      answer({ ItemName: ['is taken'] });
      await settle();
      expect(dirtyIds()).toEqual(['pane-1']);
    });

    it('is clean again once saved, and when the parent hands new values', async () => {
      const { onDirtyChange, rerender } = renderForm({ mode: 'edit', values: existingItem });
      fill(input('Item name'), 'Bolt 2');
      press('s', ctrlS);
      await settle();
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
      fill(input('Item name'), 'Bolt 3');
      rerender({ mode: 'edit', values: { ...existingItem, ItemName: 'Bolt 9' } });
      expect(input('Item name').value).toBe('Bolt 9');
      expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    });

    it('keeps the typing when the parent renders again with equal values', () => {
      const { rerender } = renderForm({ mode: 'edit', values: existingItem });
      fill(input('Item name'), 'Bolt 2');
      rerender({ mode: 'edit', values: { ...existingItem } });
      expect(input('Item name').value).toBe('Bolt 2');
    });

    it('cancels on Escape only while nothing is changed', () => {
      const { onCancel } = renderForm({ mode: 'edit', values: existingItem });
      fill(input('Item name'), 'Bolt 2');
      press('Escape');
      expect(onCancel).not.toHaveBeenCalled();
      typeText('Bolt');
      press('Escape');
      expect(onCancel).toHaveBeenCalledOnce();
    });

    it('drops a new record with changes on Escape where the caller says so (a new row under a list)', () => {
      const { onCancel } = renderForm({ mode: 'create', values: {}, escapeDiscards: true });
      fill(input('Item name'), 'Bolt 2');
      press('Escape');
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });

  it('is a form named by its label', () => {
    renderForm();
    expect(form().getAttribute('aria-label')).toBe('Item');
  });
});
