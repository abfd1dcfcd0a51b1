import type { TreeRow } from './nav-tree';
import { siblingGroupIds } from './nav-tree';
import { inlineEndKey, inlineStartKey, type ReadingDirection } from './reading-direction';

/** What a key does in the navigation tree (WAI-ARIA APG treeview), before any DOM is touched. */
export type TreeMove =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; ids: string[] }
  | { kind: 'collapse'; id: string }
  | { kind: 'activate'; row: TreeRow }
  | { kind: 'none' };

const none: TreeMove = { kind: 'none' };
const focus = (row: TreeRow | undefined): TreeMove => (row ? { kind: 'focus', id: row.item.id } : none);

function towardChildren(row: TreeRow, rows: TreeRow[], index: number): TreeMove {
  if (!row.isGroup) return none;
  if (!row.expanded) return { kind: 'expand', ids: [row.item.id] };
  return focus(rows[index + 1]);
}

function towardParent(row: TreeRow, rows: TreeRow[]): TreeMove {
  if (row.isGroup && row.expanded) return { kind: 'collapse', id: row.item.id };
  return focus(rows.find((candidate) => candidate.item.id === row.parentId));
}

/**
 * The move for a key on the focused row. Right opens a closed group or enters an open one, Left
 * closes an open group or goes to the parent; in right-to-left text the two arrows swap.
 */
export function treeKeyMove(
  key: string,
  rows: TreeRow[],
  focusedId: string,
  direction: ReadingDirection,
): TreeMove {
  const index = rows.findIndex((row) => row.item.id === focusedId);
  const row = rows[index];
  if (!row) return none;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows[rows.length - 1]);
    case 'Enter':
    case ' ':
      return { kind: 'activate', row };
    case '*':
      return { kind: 'expand', ids: siblingGroupIds(rows, focusedId) };
    case inlineEndKey(direction):
      return towardChildren(row, rows, index);
    case inlineStartKey(direction):
      return towardParent(row, rows);
    default:
      return none;
  }
}
