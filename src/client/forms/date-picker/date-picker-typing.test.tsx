// @vitest-environment happy-dom

import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n-setup';
import { typeTextInto } from '../../testing/type-text';
import {
  button,
  click,
  container,
  dialog,
  dialogs,
  field,
  focusedDate,
  press,
  pressOnFocused,
  render,
  setUpDatePickerTests,
  unmount,
} from './date-picker-test-kit';

/** Focuses the field and types into it, as a clerk does after Tab (which selects the old text). */
function type(text: string) {
  act(() => field().focus());
  typeTextInto(field(), text);
}

const leave = () => act(() => field().blur());
const detailsOf = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('DatePickerField, typed', () => {
  setUpDatePickerTests();

  describe('taking a typed date', () => {
    // Today is Monday 23 November 2026 (the test kit's clock).
    it.each([
      ['12/24/26', '2026-12-24', '12/24/26'],
      ['3/5/2027', '2027-03-05', '03/05/27'],
      ['2026-12-01', '2026-12-01', '12/01/26'],
      ['t', '2026-11-23', '11/23/26'],
      ['+3', '2026-11-26', '11/26/26'],
      ['-1', '2026-11-22', '11/22/26'],
      ['12/24', '2026-12-24', '12/24/26'],
    ])('commits %s as %s on Enter, emitted once like a calendar choice', (typed, iso, shown) => {
      const { onUpdateDate, onDate } = render({ myDate: '2026-11-10' });
      type(typed);
      expect(field().value).toBe(typed);
      expect(onUpdateDate).not.toHaveBeenCalled();
      press(field(), 'Enter');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith(iso);
      expect(onDate).toHaveBeenCalledExactlyOnceWith({ fieldName: 'DocDueDate', date: iso });
      expect(field().value).toBe(shown);
      expect(dialogs()).toEqual([]);
      expect(field().getAttribute('aria-invalid')).toBeNull();
    });

    it('keeps a value that arrives while it has focus selected, so the next keys replace it', () => {
      // The due date follows the posting date the clerk just left: it may arrive after Tab.
      const { rerender, onUpdateDate } = render({ myDate: '2026-11-10' });
      act(() => field().focus());
      act(() => field().select());
      rerender({ myDate: '2026-12-23' });
      expect(field().value).toBe('12/23/26');
      expect([field().selectionStart, field().selectionEnd]).toEqual([0, '12/23/26'.length]);
      typeTextInto(field(), '+15');
      press(field(), 'Enter');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-08');
    });

    it('commits when the focus leaves the field (Tab), and only once', () => {
      const { onUpdateDate } = render();
      type('12/24/26');
      leave();
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-24');
      press(field(), 'Enter');
      leave();
      expect(onUpdateDate).toHaveBeenCalledOnce();
    });

    it('emits nothing when the typed text names the date the field already holds', () => {
      const { onUpdateDate } = render({ myDate: '2026-12-24' });
      type('2026-12-24');
      press(field(), 'Enter');
      expect(onUpdateDate).not.toHaveBeenCalled();
      expect(field().value).toBe('12/24/26');
    });

    it('takes a pasted date with the spaces and line break around it', () => {
      const { onUpdateDate } = render();
      type('  2026-12-01\n');
      leave();
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-01');
    });

    it('reads the day first in French, and Arabic-Indic digits in Arabic', async () => {
      await changeLanguage('fr', undefined);
      const french = render();
      type('24/12/26');
      press(field(), 'Enter');
      expect(french.onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-24');
      expect(field().value).toBe('24/12/26');
      unmount();
      await changeLanguage('ar', undefined);
      const arabic = render();
      type('٥/٣/٢٠٢٧');
      press(field(), 'Enter');
      expect(arabic.onUpdateDate).toHaveBeenCalledExactlyOnceWith('2027-03-05');
      expect(field().value).toBe('05/03/27');
    });

    it('clears when the text is emptied, emitting the empty date and then clear', () => {
      const { onUpdateDate, onClear } = render({ myDate: '2026-11-10' });
      type('');
      press(field(), 'Enter');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('');
      expect(onClear).toHaveBeenCalledOnce();
      expect(field().value).toBe('');
    });

    it('keeps its date when the text is emptied and the field is not clearable', () => {
      const { onUpdateDate, onClear } = render({ myDate: '2026-11-10', clearable: false });
      type('');
      leave();
      expect(onUpdateDate).not.toHaveBeenCalled();
      expect(onClear).not.toHaveBeenCalled();
      expect(field().value).toBe('11/10/26');
    });
  });

  describe('a text that is not a date', () => {
    it('stays as typed, marked invalid with its reason in the details line, and emits nothing', () => {
      const { onUpdateDate, onDate } = render({ myDate: '2026-11-10' });
      type('abc');
      press(field(), 'Enter');
      leave();
      expect(field().value).toBe('abc');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(detailsOf(field())).toBe(
        'Not a date. Type mm/dd/yy, yyyy-mm-dd, t for today, or +3 or -1 for days from today.',
      );
      expect(onUpdateDate).not.toHaveBeenCalled();
      expect(onDate).not.toHaveBeenCalled();
    });

    it('says a day does not exist, and drops the mark once a real date is typed', () => {
      const { onUpdateDate } = render();
      type('02/31/26');
      press(field(), 'Enter');
      expect(detailsOf(field())).toBe('There is no such day. Type mm/dd/yy or yyyy-mm-dd.');
      type('02/28/26');
      press(field(), 'Enter');
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-02-28');
      expect(field().getAttribute('aria-invalid')).toBeNull();
      expect(field().hasAttribute('aria-describedby')).toBe(false);
    });

    it('names the limit a date falls outside of', () => {
      const { onUpdateDate } = render({ minDate: '2026-11-01', maxDate: '2026-12-31' });
      type('10/31/26');
      press(field(), 'Enter');
      expect(detailsOf(field())).toBe('The date must be 11/01/26 or later.');
      type('+40');
      press(field(), 'Enter');
      expect(detailsOf(field())).toBe('The date must be 12/31/26 or earlier.');
      expect(onUpdateDate).not.toHaveBeenCalled();
    });

    it('speaks the interface language', async () => {
      await changeLanguage('fr', undefined);
      render();
      type('31/02/26');
      press(field(), 'Enter');
      expect(detailsOf(field())).toBe('Ce jour n’existe pas. Tapez jj/mm/aa ou aaaa-mm-jj.');
    });

    it('is marked even with hideDetails, and told to a host that shows messages itself', () => {
      const onTypedProblem = vi.fn<(message: string | undefined) => void>();
      render({ hideDetails: true, onTypedProblem });
      type('abc');
      press(field(), 'Enter');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(onTypedProblem).toHaveBeenLastCalledWith(expect.stringContaining('Not a date'));
      press(field(), 'Escape');
      expect(onTypedProblem).toHaveBeenLastCalledWith(undefined);
    });
  });

  describe('Escape', () => {
    it('puts back the last good date and its mark goes, emitting nothing', () => {
      const { onUpdateDate } = render({ myDate: '2026-11-10' });
      type('abc');
      press(field(), 'Enter');
      press(field(), 'Escape');
      expect(field().value).toBe('11/10/26');
      expect(field().getAttribute('aria-invalid')).toBeNull();
      type('12/2');
      press(field(), 'Escape');
      leave();
      expect(field().value).toBe('11/10/26');
      expect(onUpdateDate).not.toHaveBeenCalled();
    });

    it('stays with the field while there is typed text, and passes on otherwise', () => {
      const heard = vi.fn();
      document.addEventListener('keydown', heard);
      render({ myDate: '2026-11-10' });
      type('12/2');
      press(field(), 'Escape');
      expect(heard).not.toHaveBeenCalled();
      press(field(), 'Escape');
      expect(heard).toHaveBeenCalledOnce();
      document.removeEventListener('keydown', heard);
    });
  });

  describe('keys and tab stops', () => {
    it('is one tab stop: its Clear and calendar buttons are out of the tab order but still named', () => {
      render({ myDate: '2026-11-10' });
      const tabbable = [
        ...container.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href], [tabindex]'),
      ].filter((element) => element.tabIndex >= 0);
      expect(tabbable).toEqual([field()]);
      expect(button('Clear date').tabIndex).toBe(-1);
      expect(button('Choose date').tabIndex).toBe(-1);
    });

    it('says the keys that open its calendar, and shows the short format while empty', () => {
      render();
      expect(field().getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowDown F4');
      expect(field().placeholder).toBe('mm/dd/yy');
    });

    it('opens the calendar with F4 and with Alt+ArrowDown', () => {
      render({ myDate: '2026-11-10' });
      press(field(), 'F4');
      expect(focusedDate()).toBe('2026-11-10');
      pressOnFocused('Escape');
      press(field(), 'ArrowDown', { altKey: true });
      expect(dialog().getAttribute('aria-modal')).toBe('true');
    });

    it('takes a typed date before Alt+ArrowDown opens the calendar on it', () => {
      const { onUpdateDate } = render();
      type('12/24/26');
      press(field(), 'ArrowDown', { altKey: true });
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-24');
      expect(focusedDate()).toBe('2026-12-24');
    });

    it('commits typed text on Enter instead of opening the calendar, and opens it on Enter once untouched', () => {
      render();
      type('t');
      press(field(), 'Enter');
      expect(dialogs()).toEqual([]);
      press(field(), 'Enter');
      expect(dialogs()).toHaveLength(1);
    });

    it('opens the calendar on a click, except while the clerk is typing (the click places the caret)', () => {
      render();
      type('12/');
      click(field());
      expect(dialogs()).toEqual([]);
      click(button('Choose date'));
      expect(dialogs()).toHaveLength(1);
    });

    it('takes a typed date before a shortcut such as Ctrl+S, which then hears its key once', () => {
      const { onUpdateDate } = render();
      const heard = vi.fn((event: KeyboardEvent) => [
        event.code,
        event.ctrlKey,
        onUpdateDate.mock.calls.length,
      ]);
      document.addEventListener('keydown', heard);
      type('12/24/26');
      press(field(), 's', { code: 'KeyS', ctrlKey: true });
      document.removeEventListener('keydown', heard);
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('2026-12-24');
      expect(heard).toHaveBeenCalledOnce();
      expect(heard.mock.results[0]?.value).toEqual(['KeyS', true, 1]);
    });

    it('keeps the shortcut from acting on the old date when the typed text is not a date', () => {
      const { onUpdateDate } = render({ myDate: '2026-11-10' });
      const heard = vi.fn();
      document.addEventListener('keydown', heard);
      type('abc');
      press(field(), 's', { code: 'KeyS', ctrlKey: true });
      document.removeEventListener('keydown', heard);
      expect(heard).not.toHaveBeenCalled();
      expect(onUpdateDate).not.toHaveBeenCalled();
      expect(field().getAttribute('aria-invalid')).toBe('true');
    });

    it('lets editing keys such as Ctrl+V through without taking the text', () => {
      const { onUpdateDate } = render();
      type('12/');
      press(field(), 'v', { code: 'KeyV', ctrlKey: true });
      expect(onUpdateDate).not.toHaveBeenCalled();
      expect(field().value).toBe('12/');
    });

    it('keeps the calendar’s choice and Clear working after typing', () => {
      const { onUpdateDate, onClear } = render({ myDate: '2026-11-10' });
      type('abc');
      press(field(), 'Enter');
      click(button('Clear date'));
      expect(onUpdateDate).toHaveBeenCalledExactlyOnceWith('');
      expect(onClear).toHaveBeenCalledOnce();
      expect(field().value).toBe('');
      expect(field().getAttribute('aria-invalid')).toBeNull();
    });
  });
});
