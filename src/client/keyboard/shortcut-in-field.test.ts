// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isShortcutInField } from './shortcut-in-field';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('isShortcutInField', () => {
  it('knows the shortcuts a text field lets through', () => {
    expect(isShortcutInField(key({ key: 's', code: 'KeyS', ctrlKey: true }))).toBe(true);
    expect(isShortcutInField(key({ key: 'F6', code: 'F6' }))).toBe(true);
  });

  it('leaves alone what a field types or edits with', () => {
    expect(isShortcutInField(key({ key: 's', code: 'KeyS' }))).toBe(false);
    expect(isShortcutInField(key({ key: 'v', code: 'KeyV', ctrlKey: true }))).toBe(false);
    expect(isShortcutInField(key({ key: 'ArrowLeft', code: 'ArrowLeft' }))).toBe(false);
  });
});
