/**
 * React keys that recycle row elements through a fixed ring of slots (row index modulo the slot
 * count). Scrolling a page then updates the rows' text and offsets instead of unmounting one
 * window of rows and mounting the next, which is most of a held PageDown's cost. A contiguous
 * window no longer than the ring never repeats a slot. Pinned rows (the active and the edited one)
 * are keyed first so their element, and an open editor's focus, stays put while they are far from
 * the window; a visible row that collides with one of them is keyed by its index instead.
 */
export function rowSlotKeys(
  rows: readonly number[],
  pinned: readonly number[],
  slotCount: number,
): Map<number, string> {
  const keys = new Map<number, string>();
  const taken = new Set<string>();
  const assign = (index: number) => {
    if (keys.has(index)) return;
    const slot = `slot:${index % slotCount}`;
    const key = taken.has(slot) ? `index:${index}` : slot;
    taken.add(key);
    keys.set(index, key);
  };
  const rendered = new Set(rows);
  for (const index of pinned) if (rendered.has(index)) assign(index);
  for (const index of rows) assign(index);
  return keys;
}
