// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setupI18n } from '../../i18n/i18n-setup';
import { datePickerText } from '../../i18n/sections/date-picker';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { popup } from './date-picker.css';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const title = 'Delivery date';
let root: Root | undefined;
let container: HTMLElement;

function render(props: Partial<DatePickerFieldProps> = {}) {
  const onUpdateDate = vi.fn<(date: string) => void>();
  const onDate = vi.fn<(change: { fieldName: string; date: string }) => void>();
  const onClear = vi.fn<() => void>();
  const base: DatePickerFieldProps = {
    title,
    fieldName: 'DocDueDate',
    onUpdateDate,
    onDate,
    onClear,
    ...props,
  };
  act(() => {
    root = createRoot(container);
    root.render(<DatePickerField {...base} />);
  });
  const rerender = (next: Partial<DatePickerFieldProps>) =>
    act(() => root?.render(<DatePickerField {...base} {...next} />));
  return { onUpdateDate, onDate, onClear, rerender };
}

function field(): HTMLInputElement {
  const input = getByRole(container, 'textbox', { name: title });
  if (!(input instanceof HTMLInputElement)) throw new Error('the field is not an input');
  return input;
}

function button(name: string, within: ParentNode = container): HTMLButtonElement {
  const found = getByRole(within, 'button', { name });
  if (!(found instanceof HTMLButtonElement)) throw new Error(`${name} is not a button`);
  return found;
}

function select(name: string): HTMLSelectElement {
  const found = getByRole(dialog(), 'combobox', { name });
  if (!(found instanceof HTMLSelectElement)) throw new Error(`${name} is not a native select`);
  return found;
}

function dialog(): HTMLElement {
  const found = getByRole(container, 'dialog', { name: `Choose date, ${title}` });
  if (!(found instanceof HTMLElement)) throw new Error('the dialog is not an HTML element');
  return found;
}

const dialogs = () => queryAllByRole(container, 'dialog');
const grid = () => getByRole(dialog(), 'grid');
const focusedDate = () => document.activeElement?.getAttribute('data-date');
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
const enabledOptions = (element: HTMLSelectElement) =>
  [...element.options].filter((option) => !option.disabled).map((option) => option.text);

function press(target: Element | null, key: string, init: KeyboardEventInit = {}) {
  if (target === null) throw new Error(`nothing to press ${key} on`);
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

const pressOnFocused = (key: string, init: KeyboardEventInit = {}) =>
  press(document.activeElement, key, init);
const click = (target: HTMLElement) => act(() => target.click());

function chooseFromSelect(element: HTMLSelectElement, value: string) {
  act(() => {
    element.value = value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('DatePickerField', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    // Only the clock is faked: today is Monday 23 November 2026 wherever and whenever the tests run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 30));
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    act(() => root?.unmount());
    container.remove();
    vi.useRealTimers();
    await changeLanguage('en', undefined);
  });

  describe('the field', () => {
    it('is a read-only textbox named by its visible title, showing the date in the short format', () => {
      render({ myDate: '2026-03-05' });
      expect(field().readOnly).toBe(true);
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
      act(() => root?.unmount());
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

  describe('the calendar grid', () => {
    it('names the month and its weekday columns, starting the week on Sunday in English', () => {
      render({ myDate: '2026-11-10' });
      click(field());
      expect(grid().getAttribute('aria-label')).toBe('November 2026');
      expect([...grid().querySelectorAll('th')].map((th) => th.getAttribute('abbr'))).toEqual([
        'Sunday',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
      ]);
      expect(button('Tuesday, November 10, 2026', grid()).closest('td')?.getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(
        button('Wednesday, November 11, 2026', grid()).closest('td')?.hasAttribute('aria-selected'),
      ).toBe(false);
    });

    it('starts the week on Monday in French and on Saturday in Arabic', async () => {
      await changeLanguage('fr', undefined);
      render();
      click(field());
      const frenchDialog = getByRole(container, 'dialog');
      expect(frenchDialog.querySelector('th')?.getAttribute('abbr')).toBe('lundi');
      expect(frenchDialog.getAttribute('aria-label')).toBe(`${datePickerText.fr.chooseDate}, ${title}`);
      act(() => root?.unmount());
      await changeLanguage('ar', undefined);
      render();
      click(field());
      expect(getByRole(container, 'dialog').querySelector('th')?.getAttribute('abbr')).toBe('السبت');
    });

    it('moves by day and week with the arrows and to the week ends with Home and End', () => {
      render();
      click(field());
      pressOnFocused('ArrowRight');
      expect(focusedDate()).toBe('2026-11-24');
      pressOnFocused('ArrowLeft');
      pressOnFocused('ArrowLeft');
      expect(focusedDate()).toBe('2026-11-22');
      pressOnFocused('ArrowDown');
      expect(focusedDate()).toBe('2026-11-29');
      pressOnFocused('ArrowDown');
      expect(focusedDate()).toBe('2026-12-06');
      expect(grid().getAttribute('aria-label')).toBe('December 2026');
      expect(select('Month').value).toBe('12');
      pressOnFocused('ArrowUp');
      expect(focusedDate()).toBe('2026-11-29');
      pressOnFocused('Home');
      expect(focusedDate()).toBe('2026-11-29');
      pressOnFocused('End');
      expect(focusedDate()).toBe('2026-12-05');
      expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
      expect(grid().querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    });

    it('moves by month with PageUp and PageDown and by year with Shift', () => {
      render({ myDate: '2026-01-31' });
      click(field());
      pressOnFocused('PageDown');
      expect(focusedDate()).toBe('2026-02-28');
      pressOnFocused('PageUp');
      expect(focusedDate()).toBe('2026-01-28');
      pressOnFocused('PageDown', { shiftKey: true });
      expect(focusedDate()).toBe('2027-01-28');
      expect(select('Year').value).toBe('2027');
      pressOnFocused('PageUp', { shiftKey: true });
      expect(focusedDate()).toBe('2026-01-28');
    });

    it('makes Left and Right follow the reading direction in right-to-left', async () => {
      await changeLanguage('ar', undefined);
      expect(document.documentElement.dir).toBe('rtl');
      render();
      click(field());
      pressOnFocused('ArrowLeft');
      expect(focusedDate()).toBe('2026-11-24');
      pressOnFocused('ArrowRight');
      pressOnFocused('ArrowRight');
      expect(focusedDate()).toBe('2026-11-22');
    });

    it('shows another month from the month and year selects, keeping focus on the select', () => {
      render({ myDate: '2026-11-10' });
      click(field());
      const month = select('Month');
      chooseFromSelect(month, '2');
      expect(grid().getAttribute('aria-label')).toBe('February 2026');
      chooseFromSelect(select('Year'), '2030');
      expect(grid().getAttribute('aria-label')).toBe('February 2030');
      expect(document.activeElement).not.toBe(field());
      click(button('Next month', dialog()));
      expect(grid().getAttribute('aria-label')).toBe('March 2030');
      click(button('Previous month', dialog()));
      click(button('Previous month', dialog()));
      expect(grid().getAttribute('aria-label')).toBe('January 2030');
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
      act(() => {
        root = createRoot(container);
        root.render(
          <StrictMode>
            <DatePickerField title={title} setTodayDate onUpdateDate={onUpdateDate} />
          </StrictMode>,
        );
      });
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

  describe('minDate and maxDate', () => {
    it('disable the days outside the range and keep keyboard focus inside it', () => {
      render({ myDate: '2026-11-12', minDate: '2026-11-10', maxDate: '2026-12-20' });
      click(field());
      expect(button('Monday, November 9, 2026', grid()).disabled).toBe(true);
      expect(button('Tuesday, November 10, 2026', grid()).disabled).toBe(false);
      pressOnFocused('Home');
      expect(focusedDate()).toBe('2026-11-10');
      pressOnFocused('ArrowLeft');
      expect(focusedDate()).toBe('2026-11-10');
      pressOnFocused('PageDown', { shiftKey: true });
      expect(focusedDate()).toBe('2026-12-20');
      expect(button('Monday, December 21, 2026', grid()).disabled).toBe(true);
    });

    it('disable previous and next at the limits, and focus moves to the grid there', () => {
      render({ myDate: '2026-11-12', minDate: '2026-11-10', maxDate: '2026-12-20' });
      click(field());
      expect(button('Previous month', dialog()).disabled).toBe(true);
      const next = button('Next month', dialog());
      expect(next.disabled).toBe(false);
      act(() => next.focus());
      click(next);
      expect(grid().getAttribute('aria-label')).toBe('December 2026');
      expect(button('Next month', dialog()).disabled).toBe(true);
      expect(focusedDate()).toBe('2026-12-12');
    });

    it('disable the months outside the range and bound the year list', () => {
      render({ myDate: '2026-11-12', minDate: '2025-11-10', maxDate: '2027-02-20' });
      click(field());
      expect(enabledOptions(select('Month'))).toEqual([
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ]);
      expect(optionTexts(select('Year'))).toEqual(['2025', '2026', '2027']);
      chooseFromSelect(select('Year'), '2027');
      expect(enabledOptions(select('Month'))).toEqual(['January', 'February']);
      chooseFromSelect(select('Year'), '2025');
      expect(enabledOptions(select('Month'))).toEqual(['November', 'December']);
      expect(grid().querySelector('button[tabindex="0"]')?.getAttribute('data-date')).toBe('2025-11-10');
    });

    it('disable the Today button when today is out of range', () => {
      render({ maxDate: '2026-06-30' });
      click(field());
      expect(button('Today', dialog()).disabled).toBe(true);
      expect(focusedDate()).toBe('2026-06-30');
    });

    it('leave the default year list at 100 years before to 52 after the current year', () => {
      render();
      click(field());
      const years = optionTexts(select('Year'));
      expect(years).toHaveLength(153);
      expect(years[0]).toBe('1926');
      expect(years.at(-1)).toBe('2078');
    });

    it('replace only the end of the year list whose limit is set', () => {
      render({ minDate: '2020-03-01' });
      click(field());
      const years = optionTexts(select('Year'));
      expect(years[0]).toBe('2020');
      expect(years.at(-1)).toBe('2078');
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
