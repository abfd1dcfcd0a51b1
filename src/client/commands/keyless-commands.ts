import type { TFunction } from 'i18next';
import type { KeyBindingGroup } from '../keyboard/key-bindings';
import type { ContributedCommand } from './contributed-commands';

/**
 * The commands without a key of their own, each with the reason it has none: families with one
 * command per thing (a document type, a theme, a saved layout) that a single key reaches another
 * way. Commands with keys are declared with them in key-bindings.ts; together the two tables are
 * every command of the product, and the palette, menus and cheat sheet read them from here.
 */
export interface KeylessCommand {
  id: string;
  /** i18n key of its title; `{{name}}` names the member of the family. */
  titleKey: string;
  group: KeyBindingGroup;
  icon: string;
  /** Why no key: what reaches the same from the keyboard. */
  noKeys: string;
}

export const keylessCommands = [
  {
    id: 'new-document',
    titleKey: 'palette.newDocument',
    group: 'records',
    icon: 'tabler-file-plus',
    noKeys: 'one per document type: in a document list, Alt+Shift+I (record-new) opens its editor',
  },
  {
    id: 'copy-to-document',
    titleKey: 'palette.copyTo',
    group: 'records',
    icon: 'tabler-copy',
    noKeys: 'one per target type: Alt+Shift+Y (document-copy-to) asks which',
  },
  {
    id: 'set-theme',
    titleKey: 'workspace.commands.theme',
    group: 'display',
    icon: 'tabler-palette',
    noKeys: 'one per theme: Alt+Shift+T (cycle-theme) steps through them',
  },
  {
    id: 'set-language',
    titleKey: 'workspace.commands.language',
    group: 'display',
    icon: 'tabler-language',
    noKeys: 'one per language, chosen rarely: here or in the customizer (Alt+Shift+C)',
  },
  {
    id: 'set-csv-header',
    titleKey: 'resources.common.csvHeader.command',
    group: 'records',
    icon: 'tabler-file-spreadsheet',
    noKeys:
      'one per header a CSV export may have, a remembered choice: the menu beside Export (Tab) sets it too',
  },
  {
    id: 'open-related-page',
    titleKey: 'inventoryReports.related.command',
    group: 'records',
    icon: 'tabler-report-analytics',
    noKeys: "one per page about the record or row in focus (an item's stock history, its dashboard)",
  },
  {
    id: 'open-layout',
    titleKey: 'workspace.layouts.open',
    group: 'panes',
    icon: 'tabler-layout-grid',
    noKeys: 'one per layout the user saved and named',
  },
] as const satisfies readonly KeylessCommand[];

export type KeylessCommandId = (typeof keylessCommands)[number]['id'];

/** The declaration of a keyless command. */
export function keylessCommand(id: KeylessCommandId): KeylessCommand {
  const found = keylessCommands.find((command) => command.id === id);
  if (!found) throw new Error(`No command "${id}"`);
  return found;
}

/** One member of a keyless family: what it stands for, its name, what it does. */
export interface KeylessMember {
  key: string;
  name: string;
  run(): void;
}

/** The members of a keyless family as commands: "Theme: Dark", "Copy to Delivery". */
export function keylessMembers(
  id: KeylessCommandId,
  t: TFunction,
  members: readonly KeylessMember[],
): ContributedCommand[] {
  const command = keylessCommand(id);
  return members.map((member) => ({
    id: `${command.id}:${member.key}`,
    title: t(command.titleKey, { name: member.name }),
    icon: command.icon,
    run: member.run,
  }));
}
