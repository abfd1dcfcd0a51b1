/** A record in a tree of records that name their parent (the chart of accounts, territories). */
export interface TreeNode<Row> {
  key: string;
  row: Row;
  /** 1 for a record at the top. */
  level: number;
  children: TreeNode<Row>[];
}

/**
 * The tree of records, each level sorted by key. A record whose parent is missing, or that sits
 * in a loop, is put at the top rather than lost.
 */
export function recordTree<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  parentOf: (row: Row) => string | null,
): TreeNode<Row>[] {
  const keys = new Set(rows.map(keyOf));
  const childrenOf = new Map<string | null, Row[]>();
  const sorted = [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b), 'en', { numeric: false }));
  for (const row of sorted) {
    const parent = parentOf(row);
    const at = parent !== null && keys.has(parent) ? parent : null;
    childrenOf.set(at, [...(childrenOf.get(at) ?? []), row]);
  }
  const placed = new Set<string>();
  const build = (parent: string | null, level: number): TreeNode<Row>[] =>
    (childrenOf.get(parent) ?? []).flatMap((row) => {
      const key = keyOf(row);
      if (placed.has(key)) return [];
      placed.add(key);
      return [{ key, row, level, children: build(key, level + 1) }];
    });
  const roots = build(null, 1);
  const stranded = sorted.filter((row) => !placed.has(keyOf(row)));
  return [...roots, ...stranded.map((row) => ({ key: keyOf(row), row, level: 1, children: [] }))];
}
