import type { VisibleItem } from '../../shared/resources/record-tree';
import type { OpenHow } from '../app/workspace/pane-opener';
import { inlineEndKey, inlineStartKey, type ReadingDirection } from '../navigation/reading-direction';

/** What a key does in a tree (WAI-ARIA tree view pattern): move, expand, collapse or open. */
export type TreeMove =
  | { kind: 'focus'; key: string }
  | { kind: 'expand'; key: string }
  | { kind: 'collapse'; key: string }
  | { kind: 'open'; key: string; how: OpenHow };

export interface TreeKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The move a key makes from the focused item. Right and Left are swapped in right-to-left, where
 * a tree opens towards the left. Keys the tree does not use answer null.
 */
export function treeKeyMove<Row>(
  items: readonly VisibleItem<Row>[],
  focused: string,
  event: TreeKey,
  direction: ReadingDirection = 'ltr',
): TreeMove | null {
  const index = items.findIndex((item) => item.node.key === focused);
  const item = items[index];
  if (!item) return items[0] ? { kind: 'focus', key: items[0].node.key } : null;
  const focusAt = (at: number): TreeMove | null => {
    const target = items[at];
    return target && at !== index ? { kind: 'focus', key: target.node.key } : null;
  };
  const inward = inlineEndKey(direction);
  const outward = inlineStartKey(direction);
  const hasChildren = item.node.children.length > 0;
  switch (event.key) {
    case 'ArrowDown':
      return focusAt(index + 1);
    case 'ArrowUp':
      return focusAt(index - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(items.length - 1);
    case inward:
      if (!hasChildren) return null;
      return item.expanded ? focusAt(index + 1) : { kind: 'expand', key: item.node.key };
    case outward:
      if (item.expanded) return { kind: 'collapse', key: item.node.key };
      return item.parentKey === null ? null : { kind: 'focus', key: item.parentKey };
    case 'Enter': {
      const modifier = event.ctrlKey || event.metaKey;
      const how: OpenHow = modifier ? 'split-right' : event.shiftKey ? 'split-below' : 'focused';
      return { kind: 'open', key: item.node.key, how };
    }
    default:
      return null;
  }
}

/**
 * Type-ahead: the next item after the focused one (wrapping) whose key or label starts with the
 * typed text, ignoring case.
 */
export function typeAheadMatch<Row>(
  items: readonly VisibleItem<Row>[],
  focused: string,
  typed: string,
  labelOf: (row: Row) => string,
): string | undefined {
  const wanted = typed.toLocaleLowerCase();
  const start = items.findIndex((item) => item.node.key === focused);
  // A single letter looks past the focused item; a longer text may keep matching it.
  const first = wanted.length > 1 ? Math.max(start, 0) : start + 1;
  for (let step = 0; step < items.length; step += 1) {
    const item = items[(first + step) % items.length];
    if (!item) continue;
    const matches = [item.node.key, labelOf(item.node.row)].some((text) =>
      text.toLocaleLowerCase().startsWith(wanted),
    );
    if (matches) return item.node.key;
  }
  return undefined;
}
