import { describe, expect, it } from 'vitest';
import type { KeyBinding } from './key-binding';
import { screenReaderConflict } from './screen-reader-keys';

const check = (keys: string, scope: KeyBinding['scope'] = 'global') => screenReaderConflict({ keys, scope });

describe('screenReaderConflict', () => {
  it.each(['ArrowDown', 'ArrowLeft', 'Tab', 'Shift+Tab', 'Enter', 'Space', 'Escape'])(
    'refuses a bare %s in the global scope',
    (keys) => {
      expect(check(keys)).toMatch(/bare arrows/);
    },
  );

  it('lets a grid, the palette and a dialog take arrows, Enter and Escape', () => {
    expect(check('ArrowDown', 'grid')).toBeUndefined();
    expect(check('Enter', 'palette')).toBeUndefined();
    expect(check('Escape', 'dialog')).toBeUndefined();
  });

  it.each(['Insert+KeyF', 'CapsLock+KeyF', 'Insert', 'Shift+CapsLock'])('refuses %s in any scope', (keys) => {
    expect(check(keys, 'grid')).toMatch(/NVDA and JAWS/);
  });

  it.each(['Control+Alt+ArrowLeft', 'Alt+Shift+Control+ArrowUp', 'Control+Alt+KeyH', '$mod+Alt+KeyK'])(
    'refuses the Control+Alt (Control+Option) combination %s',
    (keys) => {
      expect(check(keys, 'pane')).toMatch(/Control\+Alt/);
    },
  );

  it('checks the extra patterns and every press of a sequence', () => {
    expect(
      screenReaderConflict({ keys: 'Alt+Shift+KeyZ', alsoKeys: ['Insert+KeyZ'], scope: 'pane' }),
    ).toMatch(/Insert/);
    expect(check('Alt+Shift+KeyX Control+Alt+ArrowLeft', 'pane')).toMatch(/Control\+Alt/);
  });

  it('accepts Alt+Shift combinations, F6 and a bare arrow after a prefix', () => {
    expect(check('Alt+Shift+KeyA')).toBeUndefined();
    expect(check('F6')).toBeUndefined();
    expect(check('Alt+Shift+KeyX ArrowLeft')).toBeUndefined();
  });
});
