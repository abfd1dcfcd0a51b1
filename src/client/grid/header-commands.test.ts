import { describe, expect, it } from 'vitest';
import {
  headerCommandFor,
  MIN_COLUMN_WIDTH,
  moveTarget,
  resizedWidth,
  shortcutOfHeaderCommand,
} from './header-commands';
import type { KeyPress } from './key-shortcuts';

const keyOf = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: mods.code ?? '',
  altKey: mods.altKey ?? false,
  shiftKey: mods.shiftKey ?? false,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: mods.metaKey ?? false,
});

describe('headerCommandFor', () => {
  it('resizes with Alt+Arrow, mirrored in right-to-left', () => {
    expect(headerCommandFor(keyOf('ArrowRight', { altKey: true }), false)).toBe('widen');
    expect(headerCommandFor(keyOf('ArrowLeft', { altKey: true }), false)).toBe('narrow');
    expect(headerCommandFor(keyOf('ArrowLeft', { altKey: true }), true)).toBe('widen');
    expect(headerCommandFor(keyOf('ArrowRight', { altKey: true }), true)).toBe('narrow');
  });

  it('moves with Alt+Shift+Arrow and opens the menu with Alt+ArrowDown', () => {
    expect(headerCommandFor(keyOf('ArrowLeft', { altKey: true, shiftKey: true }), false)).toBe('move-left');
    expect(headerCommandFor(keyOf('ArrowRight', { altKey: true, shiftKey: true }), true)).toBe('move-right');
    expect(headerCommandFor(keyOf('ArrowDown', { altKey: true }), false)).toBe('open-menu');
  });

  it('matches letter shortcuts by key code so they work on any keyboard layout', () => {
    expect(headerCommandFor(keyOf('ا', { code: 'KeyH', altKey: true, shiftKey: true }), true)).toBe('hide');
    expect(headerCommandFor(keyOf('H', { code: 'KeyH', altKey: true }), false)).toBeNull();
  });

  it('ignores plain arrows, which move the active cell', () => {
    expect(headerCommandFor(keyOf('ArrowRight'), false)).toBeNull();
    expect(headerCommandFor(keyOf('ArrowRight', { altKey: true, ctrlKey: true }), false)).toBeNull();
  });

  it('names the shortcut shown for a command in the menu', () => {
    expect(shortcutOfHeaderCommand('widen', true)).toBe('Alt+ArrowLeft');
    expect(shortcutOfHeaderCommand('hide', false)).toBe('Alt+Shift+KeyH');
  });
});

describe('moveTarget', () => {
  it('moves visually: left is a lower index in left-to-right and a higher one in right-to-left', () => {
    expect(moveTarget('move-left', 2, 5, false)).toBe(1);
    expect(moveTarget('move-right', 2, 5, false)).toBe(3);
    expect(moveTarget('move-left', 2, 5, true)).toBe(3);
    expect(moveTarget('move-right', 2, 5, true)).toBe(1);
  });

  it('refuses to move past either edge', () => {
    expect(moveTarget('move-left', 0, 5, false)).toBeNull();
    expect(moveTarget('move-left', 4, 5, true)).toBeNull();
  });
});

describe('resizedWidth', () => {
  it('changes the width by 16 px and never below the minimum', () => {
    expect(resizedWidth('widen', 100)).toBe(116);
    expect(resizedWidth('narrow', 100)).toBe(84);
    expect(resizedWidth('narrow', MIN_COLUMN_WIDTH + 4)).toBe(MIN_COLUMN_WIDTH);
  });
});
