import { describe, expect, it } from 'vitest';
import { type CellContext, cellCommandFor } from './cell-commands';
import type { KeyPress } from './key-shortcuts';

const keyOf = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  altKey: mods.altKey ?? false,
  shiftKey: mods.shiftKey ?? false,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: mods.metaKey ?? false,
});
const editable: CellContext = { header: false, editable: true, canOpen: true };
const readOnly: CellContext = { header: false, editable: false, canOpen: true };

describe('cellCommandFor', () => {
  it('edits an editable cell with Enter or F2 and opens a read-only row with Enter', () => {
    expect(cellCommandFor(keyOf('Enter'), editable)).toEqual({ kind: 'edit', text: null });
    expect(cellCommandFor(keyOf('F2'), editable)).toEqual({ kind: 'edit', text: null });
    expect(cellCommandFor(keyOf('Enter'), readOnly)).toEqual({ kind: 'open', how: 'focused' });
    expect(cellCommandFor(keyOf('F2'), readOnly)).toBeNull();
  });

  it('opens beside with Ctrl or Cmd+Enter and below with Shift+Enter', () => {
    expect(cellCommandFor(keyOf('Enter', { ctrlKey: true }), editable)).toEqual({
      kind: 'open',
      how: 'split-right',
    });
    expect(cellCommandFor(keyOf('Enter', { metaKey: true }), readOnly)).toEqual({
      kind: 'open',
      how: 'split-right',
    });
    expect(cellCommandFor(keyOf('Enter', { shiftKey: true }), readOnly)).toEqual({
      kind: 'open',
      how: 'split-below',
    });
    expect(cellCommandFor(keyOf('Enter', { shiftKey: true }), { ...readOnly, canOpen: false })).toBeNull();
  });

  it('starts an edit with a typed character, including AltGr characters', () => {
    expect(cellCommandFor(keyOf('7'), editable)).toEqual({ kind: 'edit', text: '7' });
    expect(cellCommandFor(keyOf('@', { ctrlKey: true, altKey: true }), editable)).toEqual({
      kind: 'edit',
      text: '@',
    });
    expect(cellCommandFor(keyOf('ب'), editable)).toEqual({ kind: 'edit', text: 'ب' });
  });

  it('leaves shortcuts, Space and named keys alone', () => {
    expect(cellCommandFor(keyOf('c', { ctrlKey: true }), editable)).toBeNull();
    expect(cellCommandFor(keyOf(' '), editable)).toBeNull();
    expect(cellCommandFor(keyOf('Tab'), editable)).toBeNull();
    expect(cellCommandFor(keyOf('7'), readOnly)).toBeNull();
  });

  it('sorts with Enter on a header, adding a key with Shift', () => {
    const header: CellContext = { header: true, editable: false, canOpen: false };
    expect(cellCommandFor(keyOf('Enter'), header)).toEqual({ kind: 'header-sort', additive: false });
    expect(cellCommandFor(keyOf('Enter', { shiftKey: true }), header)).toEqual({
      kind: 'header-sort',
      additive: true,
    });
    expect(cellCommandFor(keyOf('x'), header)).toBeNull();
  });
});
