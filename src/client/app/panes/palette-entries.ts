import type { TFunction } from 'i18next';
import type { SearchResults } from '../../../shared/api/search';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { RouteDefinition } from '../../../shared/screens/route-definition';
import { screenEntryAt } from '../../../shared/screens/screen-entry';
import { keylessCommand } from '../../commands/keyless-commands';
import { shortcutOf } from '../../commands/shell-commands';
import type { KeyBindingId } from '../../keyboard/key-bindings';
import type { NavItem } from '../../navigation/nav-items';
import type { PaletteEntry } from '../../palette/palette-entry';
import { documentHrefs } from '../../routes/document-hrefs';
import type { NamedLayout } from '../../workspace/layout-storage';

/** What people call a screen besides its title, in the current language (synonyms.ts). */
function synonymsOf(href: string, t: TFunction): string[] {
  const screen = screenEntryAt(href);
  if (!screen) return [];
  return t(screen.keywordsKey, { defaultValue: '' })
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/**
 * Every page of the user's menu, with the groups it sits in as its subtitle, found by those groups
 * and by what people call it: "business partner" and "customer" find BP Master Data.
 */
export function pageEntries(items: readonly NavItem[], t: TFunction, trail: string[] = []): PaletteEntry[] {
  return items.flatMap((item) => {
    const title = t(item.titleKey);
    if (item.children?.length) return pageEntries(item.children, t, [...trail, title]);
    const keywords = [...trail, ...synonymsOf(item.href, t)];
    return [
      {
        id: `page:${item.href}`,
        kind: 'page' as const,
        title,
        ...(trail.length ? { subtitle: trail.join(' › ') } : {}),
        ...(keywords.length ? { keywords } : {}),
        icon: item.icon,
        href: item.href,
      },
    ];
  });
}

const newDocument = keylessCommand('new-document');
const openLayout = keylessCommand('open-layout');

/**
 * "New Sales Order" for every document type the user may create, opening its editor; found by the
 * type's code too ("SO" finds New Sales Order beside the orders).
 */
export function newDocumentEntries(
  types: readonly DocumentType[],
  mayCreate: (type: DocumentType) => boolean,
  t: TFunction,
): PaletteEntry[] {
  return types.filter(mayCreate).map((type) => ({
    id: `new-document:${type.objectId}`,
    kind: 'command' as const,
    title: t(newDocument.titleKey, { name: t(type.nameKey, { defaultValue: type.name }) }),
    keywords: [type.code],
    icon: newDocument.icon,
    href: documentHrefs.create(type),
  }));
}

/**
 * "New incoming payment" and the like: a command for each create screen the catalogue names a
 * `newTitle` for, offered to those who may create its subject; a screen at two places is offered
 * once, at its first.
 */
export function newRecordEntries(
  routes: readonly RouteDefinition[],
  mayCreate: (subject: string) => boolean,
  t: TFunction,
): PaletteEntry[] {
  const offered = new Set<string>();
  return routes.flatMap(({ path, screen }) => {
    const { newTitle, subject } = screen;
    if (!path.endsWith('/create') || !newTitle || !subject || offered.has(newTitle)) return [];
    offered.add(newTitle);
    if (!mayCreate(subject)) return [];
    return [
      {
        id: `new-record:${path}`,
        kind: 'command' as const,
        title: t(newTitle),
        icon: screen.icon ?? newDocument.icon,
        href: path,
      },
    ];
  });
}

export interface PaletteCommand {
  id: string;
  title: string;
  binding?: KeyBindingId;
  icon?: string;
  run: () => void;
}

/** Commands as entries: each shows the shortcut its key binding has, when it has one. */
export function commandEntries(commands: readonly PaletteCommand[]): PaletteEntry[] {
  return commands.map((command) => ({
    id: `command:${command.id}`,
    kind: 'command',
    title: command.title,
    icon: command.icon ?? 'tabler-click',
    ...(command.binding ? { shortcut: shortcutOf(command.binding) } : {}),
    run: command.run,
  }));
}

export function layoutEntries(
  layouts: readonly NamedLayout[],
  t: TFunction,
  open: (layout: NamedLayout) => void,
): PaletteEntry[] {
  return layouts.map((layout) => ({
    id: `layout:${layout.name}`,
    kind: 'layout',
    title: t(openLayout.titleKey, { name: layout.name }),
    keywords: [layout.name],
    icon: openLayout.icon,
    run: () => open(layout),
  }));
}

/** A master-data record found by the server, as an entry that opens its record screen. */
function recordEntry(
  kind: 'item' | 'partner',
  code: string | undefined,
  name: string | undefined,
  screen: string,
): PaletteEntry[] {
  if (!code) return [];
  return [
    {
      id: `${kind}:${code}`,
      kind,
      title: name ?? code,
      subtitle: code,
      keywords: [code],
      icon: kind === 'item' ? 'tabler-box' : 'tabler-users',
      href: `${screen}/${encodeURIComponent(code)}`,
    },
  ];
}

/** The server's matches as entries that open the item's or the partner's record. */
export function searchEntries(results: SearchResults): PaletteEntry[] {
  return [
    ...(results.items ?? []).flatMap((item) =>
      recordEntry('item', item.ItemCode, item.ItemName, '/inventory/item-management/item-master-data'),
    ),
    ...(results.businessPartners ?? []).flatMap((partner) =>
      recordEntry('partner', partner.CardCode, partner.CardName, '/business-partners/bp-master-data'),
    ),
  ];
}
