import { describe, expect, it } from 'vitest';
import { cheatSheetGroups } from './cheat-sheet-groups';

const groupsOf = (scopes: Parameters<typeof cheatSheetGroups>[0]) =>
  cheatSheetGroups(scopes).map(({ group }) => group);
const idsIn = (scopes: Parameters<typeof cheatSheetGroups>[0], group: string) =>
  cheatSheetGroups(scopes)
    .find((entry) => entry.group === group)
    ?.bindings.map((binding) => binding.id) ?? [];

describe('cheatSheetGroups', () => {
  it('lists the pane shortcuts outside any pane too, since they act on the focused pane', () => {
    expect(groupsOf(['global'])).toEqual(['general', 'display', 'panes']);
    expect(
      cheatSheetGroups(['global'])
        .map(({ group, bindings }) => [group, bindings.length])
        .slice(0, 2),
    ).toEqual([
      ['general', 5],
      ['display', 3],
    ]);
  });

  it('puts the list and record shortcuts first when the focus is in a pane', () => {
    expect(groupsOf(['pane', 'global'])).toEqual(['records', 'general', 'display', 'panes']);
    expect(idsIn(['pane', 'global'], 'records')).toContain('record-new');
    expect(idsIn(['pane', 'global'], 'panes')).toContain('focus-next-pane');
  });

  it("shows a grid's own keys first when the focus is in a grid, then the pane's", () => {
    expect(groupsOf(['grid', 'pane', 'global']).slice(0, 2)).toEqual(['grid', 'records']);
    expect(idsIn(['grid', 'pane', 'global'], 'grid')).toEqual(
      expect.arrayContaining(['grid-move', 'grid-enter', 'grid-edit', 'grid-column-menu']),
    );
  });

  it("shows in a document's lines the grid's keys, then the lines' (Enter takes the item), then the jump back to the header", () => {
    const chain = ['grid', 'lines', 'pane', 'global'] as const;
    expect(groupsOf([...chain]).slice(0, 3)).toEqual(['grid', 'lines', 'records']);
    expect(idsIn([...chain], 'lines')).toEqual([
      'lines-take-item',
      'lines-next-cell',
      'lines-stock-picker',
      'lines-undo-cell',
    ]);
    expect(idsIn([...chain], 'records')).toEqual(
      expect.arrayContaining(['document-jump-lines', 'document-line-delete', 'document-save']),
    );
  });

  it("shows a tree's keys first in a tree, and a field's first in a field", () => {
    expect(groupsOf(['tree', 'global'])[0]).toBe('tree');
    expect(groupsOf(['form', 'pane', 'global'])[0]).toBe('fields');
    expect(idsIn(['form', 'pane', 'global'], 'fields')).toEqual([
      'field-open-list',
      'field-take-match',
      'field-close-list',
    ]);
  });

  it('leaves out the keys of widgets the focus is not in', () => {
    expect(groupsOf(['pane', 'global'])).not.toContain('grid');
    expect(groupsOf(['grid', 'pane', 'global'])).not.toContain('lines');
  });

  it('shows inside a dialog its own keys first, then the ones heard everywhere', () => {
    const groups = cheatSheetGroups(['dialog']);
    expect(groups.map((entry) => [entry.group, entry.bindings.map((binding) => binding.id)])).toEqual([
      ['dialogs', ['close-dialog']],
      ['general', ['open-command-palette']],
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
