import { describe, expect, it } from 'vitest';
import { cheatSheetGroups } from './cheat-sheet-groups';

const summary = (scopes: Parameters<typeof cheatSheetGroups>[0]) =>
  cheatSheetGroups(scopes).map(({ group, bindings }) => [group, bindings.length]);

describe('cheatSheetGroups', () => {
  it('lists the pane shortcuts outside any pane too, since they act on the focused pane', () => {
    expect(summary(['global']).map(([group]) => group)).toEqual(['general', 'display', 'panes']);
    expect(summary(['global']).slice(0, 2)).toEqual([
      ['general', 5],
      ['display', 3],
    ]);
  });

  it('adds the list and record shortcuts when the focus is in a pane', () => {
    const groups = cheatSheetGroups(['pane', 'global']);
    expect(groups.map((entry) => entry.group)).toEqual(['general', 'display', 'panes', 'records']);
    expect(groups[3]?.bindings.map((binding) => binding.id)).toContain('record-new');
    expect(groups[2]?.bindings.map((binding) => binding.id)).toContain('focus-next-pane');
  });

  it('shows inside a dialog its own keys and the ones heard everywhere', () => {
    const groups = cheatSheetGroups(['dialog']);
    expect(groups.map((entry) => [entry.group, entry.bindings.map((binding) => binding.id)])).toEqual([
      ['general', ['open-command-palette']],
      ['dialogs', ['close-dialog']],
    ]);
  });

  it('puts a group the order does not know at the end', () => {
    const table = [
      { id: 'a', scope: 'global', keys: 'F2', titleKey: 'x', group: 'extra' },
      { id: 'b', scope: 'global', keys: 'F3', titleKey: 'y', group: 'general' },
    ] as const;
    expect(cheatSheetGroups(['global'], table).map((entry) => entry.group)).toEqual(['general', 'extra']);
  });
});
