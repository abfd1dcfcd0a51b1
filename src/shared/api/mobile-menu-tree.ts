import type { MobileMenuEntry } from './gate-settings';

/**
 * The mobile menu is one tree kept as a depth-first list (each entry after its parent, siblings
 * in order). These pure moves are what the tree editor's keys do: Alt+Up/Down move an entry with
 * its children among its siblings, indent makes it the last child of the sibling above, outdent
 * makes it the sibling after its parent. Each answers a new list, or the same one when the move
 * is not possible.
 */
type Entry = Pick<MobileMenuEntry, 'EntryId' | 'ParentId'>;

/** The entry at `index` and its descendants: the block that moves with it. */
export function subtreeEnd<E extends Entry>(entries: readonly E[], index: number): number {
  const ids = new Set([entries[index]?.EntryId]);
  let end = index + 1;
  while (end < entries.length) {
    const entry = entries[end];
    if (!entry || entry.ParentId === null || !ids.has(entry.ParentId)) break;
    ids.add(entry.EntryId);
    end += 1;
  }
  return end;
}

/** Depth of each entry (0 at the top), by its parent's. */
export function depthOf<E extends Entry>(entries: readonly E[], index: number): number {
  let depth = 0;
  let parent = entries[index]?.ParentId ?? null;
  const byId = new Map(entries.map((entry) => [entry.EntryId, entry]));
  while (parent !== null && depth < entries.length) {
    depth += 1;
    parent = byId.get(parent)?.ParentId ?? null;
  }
  return depth;
}

function siblingBefore<E extends Entry>(entries: readonly E[], index: number): number | undefined {
  const parent = entries[index]?.ParentId ?? null;
  for (let at = index - 1; at >= 0; at -= 1) {
    const entry = entries[at];
    if (!entry) break;
    if (entry.EntryId === parent) return undefined;
    if (entry.ParentId === parent) return at;
  }
  return undefined;
}

function siblingAfter<E extends Entry>(entries: readonly E[], index: number): number | undefined {
  const parent = entries[index]?.ParentId ?? null;
  const at = subtreeEnd(entries, index);
  return entries[at]?.ParentId === parent ? at : undefined;
}

/** Alt+Up: the entry and its children go before the sibling above. */
export function moveUp<E extends Entry>(entries: readonly E[], index: number): E[] {
  const before = siblingBefore(entries, index);
  if (before === undefined) return [...entries];
  const end = subtreeEnd(entries, index);
  return [
    ...entries.slice(0, before),
    ...entries.slice(index, end),
    ...entries.slice(before, index),
    ...entries.slice(end),
  ];
}

/** Alt+Down: the entry and its children go after the sibling below (and its children). */
export function moveDown<E extends Entry>(entries: readonly E[], index: number): E[] {
  const after = siblingAfter(entries, index);
  if (after === undefined) return [...entries];
  const end = subtreeEnd(entries, index);
  const afterEnd = subtreeEnd(entries, after);
  return [
    ...entries.slice(0, index),
    ...entries.slice(after, afterEnd),
    ...entries.slice(index, end),
    ...entries.slice(afterEnd),
  ];
}

/** Indent: the entry becomes the last child of the sibling above; its own children come along. */
export function indent<E extends Entry>(entries: readonly E[], index: number): E[] {
  const before = siblingBefore(entries, index);
  const target = before === undefined ? undefined : entries[before];
  const entry = entries[index];
  if (!target || !entry) return [...entries];
  return entries.map((candidate, at) =>
    at === index ? { ...candidate, ParentId: target.EntryId } : candidate,
  );
}

/** Outdent: the entry becomes the sibling after its parent, placed after the parent's block. */
export function outdent<E extends Entry>(entries: readonly E[], index: number): E[] {
  const entry = entries[index];
  if (!entry || entry.ParentId === null) return [...entries];
  const parentIndex = entries.findIndex((candidate) => candidate.EntryId === entry.ParentId);
  const parent = entries[parentIndex];
  if (!parent) return [...entries];
  const end = subtreeEnd(entries, index);
  const block = entries
    .slice(index, end)
    .map((candidate, at) => (at === 0 ? { ...candidate, ParentId: parent.ParentId } : candidate));
  const rest = [...entries.slice(0, index), ...entries.slice(end)];
  const parentEnd = subtreeEnd(rest, rest.indexOf(parent));
  return [...rest.slice(0, parentEnd), ...block, ...rest.slice(parentEnd)];
}

/**
 * Problems of a tree as sent: ids unique, each parent an entry listed before its child. Answers
 * the index of the first entry at fault with why, or undefined for a good tree.
 */
export function treeProblem<E extends Entry>(
  entries: readonly E[],
): { index: number; problem: 'duplicate' | 'parent' } | undefined {
  const seen = new Set<number>();
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry.EntryId)) return { index, problem: 'duplicate' };
    if (entry.ParentId !== null && !seen.has(entry.ParentId)) return { index, problem: 'parent' };
    seen.add(entry.EntryId);
  }
  return undefined;
}
