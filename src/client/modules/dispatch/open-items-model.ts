import type { DispatchOpenItem } from '../../../shared/api/dispatch';
import { sumOf } from '../../../shared/money/decimal';
import { foldText } from '../../palette/fold-text';

/**
 * The open items as the grid shows them: the deliveries themselves, or, grouped by territory, each
 * territory's heading row (with its count and totals) before its deliveries. The grid engine has no
 * grouping of its own, so a group is a row of its own kind that the columns format apart.
 */
export type OpenItemRow =
  | ({ rowKind: 'item' } & DispatchOpenItem)
  | {
      rowKind: 'group';
      /** The territory's name, or null for the deliveries of no territory. */
      TerritoryName: string | null;
      /** The DocEntries of the group's deliveries, in the order shown. */
      entries: readonly number[];
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
        entries: members.map((item) => item.DocEntry),
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
export function toggleRow(selected: ReadonlySet<number>, row: OpenItemRow): Set<number> {
  const next = new Set(selected);
  const entries = row.rowKind === 'group' ? row.entries : [row.DocEntry];
  const allIn = entries.every((entry) => next.has(entry));
  for (const entry of entries) {
    if (allIn) next.delete(entry);
    else next.add(entry);
  }
  return next;
}

/** Whether a row shows as selected: a delivery that is, or a territory all of whose deliveries are. */
export const isRowSelected = (selected: ReadonlySet<number>, row: OpenItemRow): boolean =>
  row.rowKind === 'group'
    ? row.entries.length > 0 && row.entries.every((entry) => selected.has(entry))
    : selected.has(row.DocEntry);

/**
 * The selected deliveries in the order they are shown (the order they become stops), leaving out
 * any that are no longer open (taken by another dispatcher since).
 */
export function selectedInOrder(
  rows: readonly OpenItemRow[],
  selected: ReadonlySet<number>,
): DispatchOpenItem[] {
  return rows.flatMap((row) => {
    if (row.rowKind !== 'item' || !selected.has(row.DocEntry)) return [];
    const { rowKind: _kind, ...item } = row;
    return [item];
  });
}

/** The selection kept to the deliveries still listed (after a refresh or a filter). */
export function keepListed(selected: ReadonlySet<number>, items: readonly DispatchOpenItem[]): Set<number> {
  const listed = new Set(items.map((item) => item.DocEntry));
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
