import type { AppAbility } from '../../../shared/access/app-ability';
import type { MenuEntry } from '../../../shared/api/menu';
import { translatorFor } from '../../../shared/i18n/translator';
import type { OfferedFor } from '../../../shared/screens/route-definition';
import { routeTitle } from '../../../shared/screens/route-titles';
import { type ScreenEntry, screenEntryAt } from '../../../shared/screens/screen-entry';
import { isMenuGroup, type MenuGroup, type MenuLink, type MenuNode } from './menu-definition';

const groupTitleKey = (group: MenuGroup) =>
  group.title ?? `menu.${group.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

const english = translatorFor('en');

/** The screen a menu link opens; a link to no screen of the catalogue is a mistake of this file. */
function screenOfLink(link: MenuLink): ScreenEntry {
  const entry = screenEntryAt(link.link);
  if (!entry) throw new Error(`Menu entry ${link.id} leads to ${link.link}, which is no screen`);
  return entry;
}

const stronger = (a: OfferedFor, b: OfferedFor | undefined): OfferedFor => (b === 'update' ? b : a);

function linkEntry(link: MenuLink, ability: AppAbility, groupAction: OfferedFor | undefined) {
  const screen = screenOfLink(link);
  if (screen.subject && ability.cannot(stronger(screen.action, groupAction), screen.subject, screen.field))
    return undefined;
  return {
    id: link.id,
    // The stable English label is the screen's English title, as a pane shows it.
    label: routeTitle(screen.definition, english, screen.params),
    title: screen.titleKey,
    icon: screen.icon,
    link: link.link,
    Visible: link.hidden ? 'N' : 'Y',
  } satisfies MenuEntry;
}

function entryFor(
  node: MenuNode,
  ability: AppAbility,
  depth: number,
  groupAction?: OfferedFor,
): MenuEntry | undefined {
  if (!isMenuGroup(node)) return linkEntry(node, ability, groupAction);
  if (node.subject && ability.cannot(node.action ?? 'read', node.subject)) return undefined;
  const nested = node.children
    .map((child) => entryFor(child, ability, depth + 1, node.action ?? groupAction))
    .filter((child): child is MenuEntry => child !== undefined);
  // A group whose every child the user may not see is not shown either.
  if (nested.length === 0) return undefined;
  const entry: MenuEntry = {
    id: node.id,
    label: node.label,
    title: groupTitleKey(node),
    icon: node.icon,
    Visible: node.hidden ? 'N' : 'Y',
  };
  // Top-level entries hold children; their children hold grand_children (specification section 2).
  return depth === 0 ? { ...entry, children: nested } : { ...entry, grand_children: nested };
}

/** The menu a user may see: entries they may not read are left out, and so are emptied groups. */
export function menuForUser(definition: MenuNode[], ability: AppAbility): MenuEntry[] {
  return definition
    .map((node) => entryFor(node, ability, 0))
    .filter((entry): entry is MenuEntry => entry !== undefined);
}

/** Every title key the menu can send, so the catalogues can be checked against it. */
export function menuTitleKeys(definition: MenuNode[]): string[] {
  return definition.flatMap((node) =>
    isMenuGroup(node)
      ? [groupTitleKey(node), ...menuTitleKeys(node.children)]
      : [screenOfLink(node).titleKey],
  );
}

/** Every link of the menu, depth first: the tests hold each to a screen. */
export function menuLinks(definition: MenuNode[]): MenuLink[] {
  return definition.flatMap((node) => (isMenuGroup(node) ? menuLinks(node.children) : [node]));
}
