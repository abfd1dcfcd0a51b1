import type { DispatchOpenItem, OpenItemDeliveryResult } from '../../../shared/api/dispatch';
import { sumOf } from '../../../shared/money/decimal';
import { foldText } from '../../palette/fold-text';

/**
 * An open item's key in a selection: a delivery and a sales order may share a DocEntry (each type
 * counts its own), so the key names the type too.
 */
export type OpenItemKey = `${DispatchOpenItem['ObjType']}:${number}`;
export const openItemKey = (item: Pick<DispatchOpenItem, 'ObjType' | 'DocEntry'>): OpenItemKey =>
  `${item.ObjType}:${item.DocEntry}`;

/**
 * The open items as the grid shows them: the deliveries and orders themselves, or, grouped by
 * territory, each territory's heading row (with its count and totals) before its items. The grid
 * engine has no grouping of its own, so a group is a row of its own kind that the columns format apart.
 */
export type OpenItemRow =
  | ({ rowKind: 'item' } & DispatchOpenItem)
  | {
      rowKind: 'group';
      /** The territory's name, or null for the deliveries of no territory. */
      TerritoryName: string | null;
      /** The keys of the group's items, in the order shown. */
      entries: readonly OpenItemKey[];
      Weight: string;
      Volume: string;
    };

export type OpenItemsGrouping = 'none' | 'territory';

const byDueDate = (a: DispatchOpenItem, b: DispatchOpenItem) =>
  a.DocDueDate.localeCompare(b.DocDueDate) || a.DocNum - b.DocNum;

/** The weight and the volume of deliveries, exactly (decimals, not floating point). */
export function totalsOf(items: readonly Pick<DispatchOpenItem, 'Weight' | 'Volume'>[]) {
  return {
    Weight: sumOf(items.map((item) => item.Weight)).toString(),
    Volume: sumOf(items.map((item) => item.Volume)).toString(),
  };
}

/**
 * The rows of the grid: ungrouped, the deliveries as the server sorted them; by territory, the
 * territories in name order (those of no territory last), each heading its deliveries by
 * requested date.
 */
export function openItemRows(
  items: readonly DispatchOpenItem[],
  grouping: OpenItemsGrouping,
  collator: Intl.Collator = new Intl.Collator(),
): OpenItemRow[] {
  if (grouping === 'none') return items.map((item) => ({ rowKind: 'item', ...item }));
  const groups = new Map<string | null, DispatchOpenItem[]>();
  for (const item of items) {
    const group = groups.get(item.TerritoryName) ?? [];
    group.push(item);
    groups.set(item.TerritoryName, group);
  }
  const names = [...groups.keys()].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : collator.compare(a, b),
  );
  return names.flatMap((name) => {
    const members = [...(groups.get(name) ?? [])].sort(byDueDate);
    return [
      {
        rowKind: 'group' as const,
        TerritoryName: name,
        entries: members.map(openItemKey),
        ...totalsOf(members),
      },
      ...members.map((item) => ({ rowKind: 'item' as const, ...item })),
    ];
  });
}

/**
 * Space on a row: a delivery joins or leaves the selection; a territory's heading selects all its
 * deliveries, or, when all are selected already, none of them.
 */
export function toggleRow(selected: ReadonlySet<OpenItemKey>, row: OpenItemRow): Set<OpenItemKey> {
  const next = new Set(selected);
  const entries = row.rowKind === 'group' ? row.entries : [openItemKey(row)];
  const allIn = entries.every((entry) => next.has(entry));
  for (const entry of entries) {
    if (allIn) next.delete(entry);
    else next.add(entry);
  }
  return next;
}

/** Whether a row shows as selected: a delivery that is, or a territory all of whose deliveries are. */
export const isRowSelected = (selected: ReadonlySet<OpenItemKey>, row: OpenItemRow): boolean =>
  row.rowKind === 'group'
    ? row.entries.length > 0 && row.entries.every((entry) => selected.has(entry))
    : selected.has(openItemKey(row));

/**
 * The selected deliveries in the order they are shown (the order they become stops), leaving out
 * any that are no longer open (taken by another dispatcher since).
 */
export function selectedInOrder(
  rows: readonly OpenItemRow[],
  selected: ReadonlySet<OpenItemKey>,
): DispatchOpenItem[] {
  return rows.flatMap((row) => {
    if (row.rowKind !== 'item' || !selected.has(openItemKey(row))) return [];
    const { rowKind: _kind, ...item } = row;
    return [item];
  });
}

/** The selection kept to the deliveries still listed (after a refresh or a filter). */
export function keepListed(
  selected: ReadonlySet<OpenItemKey>,
  items: readonly DispatchOpenItem[],
): Set<OpenItemKey> {
  const listed = new Set(items.map(openItemKey));
  return new Set([...selected].filter((entry) => listed.has(entry)));
}

/**
 * The deliveries whose customer (name or code), number, territory or ship-to address hold every
 * word typed, accents and case aside: how the builder narrows its open items to a round.
 */
export function findOpenItems(items: readonly DispatchOpenItem[], text: string): DispatchOpenItem[] {
  const words = foldText(text).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldText(
      [item.CardName, item.CardCode, String(item.DocNum), item.TerritoryName ?? '', item.Address2 ?? ''].join(
        ' ',
      ),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The sales orders among items: what gets its delivery before it can go on a load. */
export const ordersAmong = (items: readonly DispatchOpenItem[]): number[] =>
  items.flatMap((item) => (item.ObjType === '17' ? [item.DocEntry] : []));

/**
 * The selection once the selected orders have their deliveries: each order that got one gives
 * its place to it (so the load goes on from them); a refused order stays selected.
 */
export function selectionAfterDeliveries(
  selected: ReadonlySet<OpenItemKey>,
  results: readonly OpenItemDeliveryResult[],
): Set<OpenItemKey> {
  const next = new Set(selected);
  for (const result of results)
    if (result.DeliveryEntry !== undefined) {
      next.delete(openItemKey({ ObjType: '17', DocEntry: result.OrderEntry }));
      next.add(openItemKey({ ObjType: '15', DocEntry: result.DeliveryEntry }));
    }
  return next;
}

/**
 * The deliveries chosen for a load once the orders have theirs: in the order shown, each order
 * replaced by its new delivery; undefined while an order among them has none (refused).
 */
export function deliveriesForLoad(
  chosen: readonly DispatchOpenItem[],
  results: readonly OpenItemDeliveryResult[],
): number[] | undefined {
  const made = new Map(results.map((result) => [result.OrderEntry, result.DeliveryEntry]));
  const entries = chosen.map((item) => (item.ObjType === '15' ? item.DocEntry : made.get(item.DocEntry)));
  return entries.every((entry) => entry !== undefined) ? entries : undefined;
}
