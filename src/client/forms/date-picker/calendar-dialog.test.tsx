// @vitest-environment happy-dom

import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { datePickerText } from '../../../shared/i18n/sections/date-picker';
import { changeLanguage } from '../../i18n/i18n-setup';
import { getByRole } from '../../testing/accessible-queries';
import {
  button,
  chooseFromSelect,
  click,
  container,
  dialog,
  enabledOptions,
  field,
  focusedDate,
  grid,
  optionTexts,
  pressOnFocused,
  render,
  select,
  setUpDatePickerTests,
  title,
  unmount,
} from './date-picker-test-kit';

describe('DatePickerField calendar', () => {
  setUpDatePickerTests();

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
      unmount();
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
});
