import { describe, expect, it } from 'vitest';
import { patternsOf } from '../keyboard/key-binding';
import { keyBindings } from '../keyboard/key-bindings';
import { writtenPresses } from '../keyboard/key-pattern';
import { createColumnCommands } from './column-commands';
import { runGridKey } from './grid-keyboard';
import { HEADER_ROW } from './grid-keys';
import type { GridColumn } from './grid-types';
import type { KeyPress } from './key-shortcuts';

const column = (id: string): GridColumn => ({
  id,
  header: id,
  width: 100,
  align: 'start',
  editable: true,
  sortable: true,
  format: String,
});
const columns = [column('a'), column('b'), column('c')];

/** A pattern of the key table as the keydown a user's press makes. */
function pressOf(pattern: string): KeyPress {
  const [press] = writtenPresses(pattern);
  const mods = press?.mods ?? [];
  const key = press?.key ?? '';
  return {
    key,
    code: key,
    ctrlKey: mods.includes('$mod') || mods.includes('Control'),
    altKey: mods.includes('Alt'),
    shiftKey: mods.includes('Shift'),
    metaKey: mods.includes('Meta'),
  };
}

function handles(pattern: string, onHeader: boolean): boolean {
  let opened = false;
  const columnCommands = createColumnCommands({
    columns,
    onSortChange: () => undefined,
    rtl: false,
    t: (key) => key,
    say: () => undefined,
    openMenu: () => {
      opened = true;
    },
    setActiveCol: () => undefined,
  });
  const handled = runGridKey(pressOf(pattern), {
    active: { row: onHeader ? HEADER_ROW : 5, col: 1 },
    rowCount: 20,
    columns,
    pageRows: 5,
    rtl: false,
    canOpen: true,
    moveTo: () => undefined,
    startEdit: () => undefined,
    openRow: () => undefined,
    columnCommands,
  });
  return handled || opened;
}

describe("the key table's grid keys", () => {
  const gridKeys = keyBindings.filter((binding) => binding.scope === 'grid');

  it('are all keys the grid acts on (the cheat sheet shows nothing the grid ignores)', () => {
    expect(gridKeys.length).toBeGreaterThan(5);
    for (const binding of gridKeys)
      for (const pattern of patternsOf(binding))
        expect(handles(pattern, binding.id === 'grid-column-menu'), `${binding.id} ${pattern}`).toBe(true);
  });

  it('are widget keys, never registered with the dispatcher', () => {
    expect(gridKeys.every((binding) => 'widget' in binding && binding.widget)).toBe(true);
  });
});
