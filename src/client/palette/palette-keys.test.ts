import { describe, expect, it } from 'vitest';
import { chooseModeOf, movedActive } from './palette-keys';

describe('palette keys', () => {
  it('opens in the focused pane, to the right with Ctrl or Cmd, below with Shift', () => {
    const keys = { ctrlKey: false, metaKey: false, shiftKey: false };
    expect(chooseModeOf(keys)).toBe('focused');
    expect(chooseModeOf({ ...keys, ctrlKey: true })).toBe('split-right');
    expect(chooseModeOf({ ...keys, metaKey: true })).toBe('split-right');
    expect(chooseModeOf({ ...keys, shiftKey: true })).toBe('split-down');
  });

  it('moves by one, by a page and to either end, stopping at the ends', () => {
    expect(movedActive('ArrowDown', 3, 10, 4)).toBe(4);
    expect(movedActive('ArrowDown', 9, 10, 4)).toBe(9);
    expect(movedActive('ArrowUp', 0, 10, 4)).toBe(0);
    expect(movedActive('PageDown', 3, 10, 4)).toBe(7);
    expect(movedActive('PageDown', 8, 10, 4)).toBe(9);
    expect(movedActive('PageUp', 2, 10, 4)).toBe(0);
    expect(movedActive('Home', 5, 10, 4)).toBe(0);
    expect(movedActive('End', 5, 10, 4)).toBe(9);
  });

  it('leaves other keys, and every key in an empty list, to the input', () => {
    expect(movedActive('ArrowLeft', 3, 10, 4)).toBeUndefined();
    expect(movedActive('Home', 0, 0, 4)).toBeUndefined();
  });
});
