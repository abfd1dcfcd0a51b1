import type { AppAbility } from '../../../shared/access/app-ability';
import type { MenuEntry } from '../../../shared/api/menu';
import type { MenuNode } from './menu-definition';

const titleKey = (node: MenuNode) =>
  node.title ?? `menu.${node.id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`;

function entryFor(node: MenuNode, ability: AppAbility, depth: number): MenuEntry | undefined {
  if (node.subject && ability.cannot(node.action ?? 'read', node.subject)) return undefined;
  const nested = (node.children ?? [])
    .map((child) => entryFor(child, ability, depth + 1))
    .filter((child): child is MenuEntry => child !== undefined);
  // A group whose every child the user may not see is not shown either.
  if (node.children && nested.length === 0) return undefined;
  const entry: MenuEntry = {
    id: node.id,
    label: node.label,
    title: titleKey(node),
    icon: node.icon,
    ...(node.link ? { link: node.link } : {}),
    Visible: node.hidden ? 'N' : 'Y',
  };
  // Top-level entries hold children; their children hold grand_children (specification section 2).
  if (nested.length)
    return depth === 0 ? { ...entry, children: nested } : { ...entry, grand_children: nested };
  return entry;
}

/** The menu a user may see: entries they may not read are left out, and so are emptied groups. */
export function menuForUser(definition: MenuNode[], ability: AppAbility): MenuEntry[] {
  return definition
    .map((node) => entryFor(node, ability, 0))
    .filter((entry): entry is MenuEntry => entry !== undefined);
}

/** Every title key the menu can send, so the catalogues can be checked against it. */
export function menuTitleKeys(definition: MenuNode[]): string[] {
  return definition.flatMap((node) => [titleKey(node), ...menuTitleKeys(node.children ?? [])]);
}
