import type { RecordRow } from '../../shared/api/resources';

/** A territory in the tree: its children sorted by name, as the tree shows them. */
export interface TerritoryNode {
  id: string;
  name: string;
  inactive: boolean;
  children: TerritoryNode[];
}

/**
 * The territories (OTER rows) as a forest: a territory whose parent is missing from the rows (one
 * the user may not read) shows as a root rather than disappearing. Siblings are in name order.
 */
export function territoryNodes(rows: readonly RecordRow[]): TerritoryNode[] {
  const nodes = new Map<string, TerritoryNode>();
  for (const row of rows) {
    const id = String(row.territryID);
    nodes.set(id, { id, name: String(row.descript ?? id), inactive: row.inactive === 'Y', children: [] });
  }
  const roots: TerritoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row.territryID));
    const parent =
      row.parent === null || row.parent === undefined ? undefined : nodes.get(String(row.parent));
    if (!node) continue;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: TerritoryNode, b: TerritoryNode) => a.name.localeCompare(b.name);
  const sort = (list: TerritoryNode[]) => {
    list.sort(byName);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The roots' ids: the tree opens with its first level of children in view. */
export const rootIds = (nodes: readonly TerritoryNode[]): string[] =>
  nodes.filter((node) => node.children.length > 0).map((node) => node.id);
