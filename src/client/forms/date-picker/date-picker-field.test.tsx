// @vitest-environment happy-dom

import { act, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n-setup';
import { queryAllByRole } from '../../testing/accessible-queries';
import { popup } from './date-picker.css';
import { DatePickerField } from './date-picker-field';
import {
  button,
  click,
  container,
  dialog,
  dialogs,
  field,
  focusedDate,
  grid,
  press,
  pressOnFocused,
  render,
  renderElement,
  setUpDatePickerTests,
  title,
  unmount,
} from './date-picker-test-kit';

describe('DatePickerField', () => {
  setUpDatePickerTests();

  describe('the field', () => {
    it('is an editable textbox named by its visible title, showing the date in the short format', () => {
      render({ myDate: '2026-03-05' });
      expect(field().readOnly).toBe(false);
      expect(field().value).toBe('03/05/26');
      expect(container.querySelector('label')?.textContent).toBe(title);
    });

    it('shows the short, medium and long formats', () => {
      const { rerender } = render({ myDate: '2026-11-23' });
      expect(field().value).toBe('11/23/26');
      rerender({ format: 'medium' });
      expect(field().value).toBe('Nov 23, 2026');
      rerender({ format: 'long' });
      expect(field().value).toBe('Monday, November 23, 2026');
    });

    it('writes the date day first in French and Arabic, with Western digits', async () => {
      await changeLanguage('fr', undefined);
      const { rerender } = render({ myDate: '2026-11-23' });
      expect(field().value).toBe('23/11/26');
      rerender({ format: 'medium' });
      expect(field().value).toBe('23 nov. 2026');
      unmount();
      await changeLanguage('ar', undefined);
      render({ myDate: '2026-11-23' });
      expect(field().value).toBe('23/11/26');
    });
  });

  describe('opening and closing', () => {
    it('opens from the field with Enter, Space and Alt+ArrowDown, focusing the chosen day', () => {
      render({ myDate: '2026-11-10' });
      for (const [key, init] of [
        ['Enter', {}],
        [' ', {}],
        ['ArrowDown', { altKey: true }],
      ] as const) {
        press(field(), key, init);
        expect(dialog().getAttribute('aria-modal'), key).toBe('true');
        expect(document.activeElement).toBe(button('Tuesday, November 10, 2026', grid()));
        pressOnFocused('Escape');
        expect(dialogs(), key).toEqual([]);
        expect(document.activeElement).toBe(field());
      }
    });

    it('stays closed on a plain ArrowDown', () => {
      render();
      press(field(), 'ArrowDown');
      expect(dialogs()).toEqual([]);
    });

    it('opens on a click on the field and with the Choose date button, which tells it is expanded', () => {
      render();
      click(field());
      expect(dialogs()).toHaveLength(1);
      pressOnFocused('Escape');
      const choose = button('Choose date');
      expect(choose.getAttribute('aria-expanded')).toBe('false');
      click(choose);
      expect(dialogs()).toHaveLength(1);
      expect(choose.getAttribute('aria-expanded')).toBe('true');
      expect(choose.getAttribute('aria-controls')).toBe(dialog().id);
    });

    it('focuses today when the field is empty, marked as the current date', () => {
      render();
      click(field());
      expect(focusedDate()).toBe('2026-11-23');
      expect(document.activeElement?.getAttribute('aria-current')).toBe('date');
      expect(button('Tuesday, November 24, 2026', grid()).hasAttribute('aria-current')).toBe(false);
    });

    it('closes on the Close button and on a pointer outside it', () => {
      render();
      click(field());
      click(button('Close', dialog()));
      expect(dialogs()).toEqual([]);
      expect(document.activeElement).toBe(field());
      click(field());
      act(() => {
        document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      });
      expect(dialogs()).toEqual([]);
    });

    it('keeps Tab and Shift+Tab inside the dialog', () => {
      render();
      click(field());
      const close = button('Close', dialog());
      act(() => close.focus());
      pressOnFocused('Tab');
      expect(document.activeElement).toBe(button('Previous month', dialog()));
      pressOnFocused('Tab', { shiftKey: true });
      expect(document.activeElement).toBe(close);
    });

    it('gives the popup a minimum width of 320 px', () => {
      render();
      click(field());
      expect(dialog().classList.contains(popup)).toBe(true);
      expect(dialog().style.getPropertyValue('min-inline-size')).toBe('320px');
    });
  });

  describe('choosing and clearing', () => {
    it('chooses the focused day with Enter: YYYY-MM-DD through update:date and date, then closes', () => {
      const { onUpdateDate, onDate } = render({ myDate: '2026-03-04' });
      press(field(), 'Enter');
      pressOnFocused('ArrowRight');
      pressOnFocused('Enter');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-03-05');
      expect(onDate).toHaveBeenCalledExactlyOnceWith({ fieldName: 'DocDueDate', date: '2026-03-05' });
      expect(dialogs()).toEqual([]);
      expect(field().value).toBe('03/05/26');
      expect(document.activeElement).toBe(field());
    });

    it('chooses with Space, with a click and with the Today button', () => {
      const { onUpdateDate } = render();
      press(field(), 'Enter');
      pressOnFocused('ArrowUp');
      pressOnFocused(' ');
      expect(onUpdateDate).toHaveBeenLastCalledWith('2026-11-16');
      click(field());
      click(button('Thursday, November 5, 2026', grid()));
      expect(onUpdateDate).toHaveBeenLastCalledWith('2026-11-05');
      expect(dialogs()).toEqual([]);
      click(field());
      click(button('Today', dialog()));
      expect(onUpdateDate).toHaveBeenLastCalledWith('2026-11-23');
      expect(field().value).toBe('11/23/26');
    });

    it('clears to an empty date: emits it, then clear, and gives focus back to the field', () => {
      const { onUpdateDate, onDate, onClear } = render({ myDate: '2026-11-10' });
      click(button('Clear date'));
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('');
      expect(onDate).toHaveBeenCalledExactlyOnceWith({ fieldName: 'DocDueDate', date: '' });
      expect(onClear).toHaveBeenCalledOnce();
      const [clearOrder = 0] = onClear.mock.invocationCallOrder;
      const [dateOrder = Number.POSITIVE_INFINITY] = onDate.mock.invocationCallOrder;
      expect(clearOrder).toBeGreaterThan(dateOrder);
      expect(field().value).toBe('');
      expect(queryAllByRole(container, 'button', { name: 'Clear date' })).toEqual([]);
      expect(document.activeElement).toBe(field());
    });

    it('has no Clear button when not clearable', () => {
      render({ myDate: '2026-11-10', clearable: false });
      expect(queryAllByRole(container, 'button', { name: 'Clear date' })).toEqual([]);
    });
  });

  describe('following myDate', () => {
    it('fills today and emits it when myDate is empty and setTodayDate is set', () => {
      const { onUpdateDate, onDate } = render({ setTodayDate: true });
      expect(field().value).toBe('11/23/26');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-11-23');
      expect(onDate).toHaveBeenCalledExactlyOnceWith({ fieldName: 'DocDueDate', date: '2026-11-23' });
    });

    it('emits today only once under StrictMode, which runs mount effects twice', () => {
      const onUpdateDate = vi.fn<(date: string) => void>();
      renderElement(
        <StrictMode>
          <DatePickerField title={title} setTodayDate onUpdateDate={onUpdateDate} />
        </StrictMode>,
      );
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-11-23');
    });

    it('stays empty and silent when myDate is empty without setTodayDate', () => {
      const { onUpdateDate } = render();
      expect(field().value).toBe('');
      expect(onUpdateDate).not.toHaveBeenCalled();
    });

    it('takes each new myDate, and an emptied one becomes today only with setTodayDate', () => {
      const { rerender, onUpdateDate } = render({ myDate: '2026-11-10' });
      rerender({ myDate: '2027-01-02' });
      expect(field().value).toBe('01/02/27');
      rerender({ myDate: '' });
      expect(field().value).toBe('');
      expect(onUpdateDate).not.toHaveBeenCalled();
      rerender({ myDate: '2027-05-06', setTodayDate: true });
      rerender({ myDate: '', setTodayDate: true });
      expect(field().value).toBe('11/23/26');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-11-23');
    });
  });

  describe('rules', () => {
    const required = (value: string) => value !== '' || 'A date is required';
    const notBeforeDecember = (value: string) => value >= '2026-12-01' || 'Choose December or later';

    it('stay quiet until the value changes, then show one message in the details line', () => {
      render({ myDate: '2026-11-10', rules: [required, notBeforeDecember] });
      expect(field().getAttribute('aria-invalid')).toBeNull();
      click(button('Clear date'));
      const input = field();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const details = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(details?.textContent).toBe('A date is required');
      click(field());
      click(button('Next month', dialog()));
      click(button('Tuesday, December 1, 2026', grid()));
      expect(field().getAttribute('aria-invalid')).toBeNull();
      expect(field().hasAttribute('aria-describedby')).toBe(false);
    });

    it('show up to maxErrors messages', () => {
      render({ myDate: '2026-11-10', rules: [required, notBeforeDecember], maxErrors: 2 });
      click(button('Clear date'));
      const details = document.getElementById(field().getAttribute('aria-describedby') ?? '');
      expect([...(details?.children ?? [])].map((line) => line.textContent)).toEqual([
        'A date is required',
        'Choose December or later',
      ]);
    });

    it('have no details line with hideDetails, while the field still says it is invalid', () => {
      render({ myDate: '2026-11-10', rules: [required], hideDetails: true });
      click(button('Clear date'));
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(field().hasAttribute('aria-describedby')).toBe(false);
      expect(container.textContent).not.toContain('A date is required');
    });
  });
});
