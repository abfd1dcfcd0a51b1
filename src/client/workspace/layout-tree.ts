/** A pane's key in the tree (react-mosaic-component's MosaicKey, always a string here). */
export type PaneId = string;

/** `row` lays children side by side, `column` stacks them. */
export type SplitDirection = 'row' | 'column';

/**
 * react-mosaic-component 7's n-ary split with its percentages always present, so a tree can be
 * handed to `<Mosaic value>` as it is. Children are in READING order: the first child of a row
 * sits at the inline start (the right edge in Arabic); `mirrorTree` turns that into mosaic's
 * left-to-right drawing order.
 */
export interface LayoutSplit {
  type: 'split';
  direction: SplitDirection;
  splitPercentages: number[];
  children: LayoutNode[];
}

export type LayoutNode = PaneId | LayoutSplit;

/** Child indexes from the root, as mosaic's MosaicPath. */
export type LayoutPath = readonly number[];

/** Beyond this many panes each one is too small to use; the URL codec refuses more as well. */
export const maxPanes = 24;

export const isSplit = (node: LayoutNode): node is LayoutSplit => typeof node !== 'string';

export const split = (
  direction: SplitDirection,
  children: LayoutNode[],
  splitPercentages: number[],
): LayoutSplit => ({ type: 'split', direction, splitPercentages, children });

export const evenPercentages = (count: number): number[] => Array.from({ length: count }, () => 100 / count);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Rescales percentages to add up to exactly 100, or splits evenly when they cannot be scaled. */
export function scaledTo100(percentages: readonly number[]): number[] {
  const total = sum(percentages);
  if (!(total > 0) || percentages.some((value) => !(value >= 0))) return evenPercentages(percentages.length);
  return percentages.map((value) => (value * 100) / total);
}

/** The panes in reading order (depth first), which is also the order F6 cycles through. */
export function leafIds(tree: LayoutNode): PaneId[] {
  return isSplit(tree) ? tree.children.flatMap(leafIds) : [tree];
}

/**
 * The tree as mosaic must draw it in right-to-left: mosaic always puts a row's first child on the
 * left, so every row is reversed. Applying it twice gives the original tree back, which is also
 * how a tree dragged in right-to-left comes back to reading order.
 */
export function mirrorTree(tree: LayoutNode): LayoutNode {
  if (!isSplit(tree)) return tree;
  const children = tree.children.map(mirrorTree);
  return tree.direction === 'row'
    ? split('row', children.reverse(), [...tree.splitPercentages].reverse())
    : split('column', children, [...tree.splitPercentages]);
}

export function nodeAt(tree: LayoutNode, path: LayoutPath): LayoutNode | undefined {
  let node: LayoutNode | undefined = tree;
  for (const index of path) {
    node = node !== undefined && isSplit(node) ? node.children[index] : undefined;
  }
  return node;
}

export function pathOf(tree: LayoutNode, id: PaneId): number[] | undefined {
  if (!isSplit(tree)) return tree === id ? [] : undefined;
  for (const [index, child] of tree.children.entries()) {
    const rest = pathOf(child, id);
    if (rest !== undefined) return [index, ...rest];
  }
  return undefined;
}

/** The tree with the node at `path` replaced; an invalid path leaves the tree as it is. */
export function replaceAt(tree: LayoutNode, path: LayoutPath, replacement: LayoutNode): LayoutNode {
  const [index, ...rest] = path;
  if (index === undefined) return replacement;
  if (!isSplit(tree)) return tree;
  const child = tree.children[index];
  if (child === undefined) return tree;
  const children = [...tree.children];
  children[index] = replaceAt(child, rest, replacement);
  return split(tree.direction, children, [...tree.splitPercentages]);
}

/**
 * Collapses splits left with one child and merges a child split into a parent of the same
 * direction (its share multiplied out), so the same picture always has the same tree.
 */
export function normalizeTree(tree: LayoutNode): LayoutNode {
  if (!isSplit(tree)) return tree;
  const children: LayoutNode[] = [];
  const percentages: number[] = [];
  for (const [index, rawChild] of tree.children.entries()) {
    const child = normalizeTree(rawChild);
    const share = tree.splitPercentages[index] ?? 0;
    if (isSplit(child) && child.direction === tree.direction) {
      children.push(...child.children);
      percentages.push(...child.splitPercentages.map((inner) => (inner * share) / 100));
    } else {
      children.push(child);
      percentages.push(share);
    }
  }
  const [only] = children;
  if (children.length === 1 && only !== undefined) return only;
  return split(tree.direction, children, percentages);
}

function withoutLeaf(node: LayoutNode, id: PaneId): LayoutNode | null {
  if (!isSplit(node)) return node === id ? null : node;
  const children: LayoutNode[] = [];
  const percentages: number[] = [];
  for (const [index, child] of node.children.entries()) {
    const kept = withoutLeaf(child, id);
    if (kept === null) continue;
    children.push(kept);
    percentages.push(node.splitPercentages[index] ?? 0);
  }
  if (children.length === 0) return null;
  return split(node.direction, children, scaledTo100(percentages));
}

/** The tree without a pane, its share given to its siblings in proportion; null when none is left. */
export function removeLeaf(tree: LayoutNode, id: PaneId): LayoutNode | null {
  const rest = withoutLeaf(tree, id);
  return rest === null ? null : normalizeTree(rest);
}

export function swapLeaves(tree: LayoutNode, first: PaneId, second: PaneId): LayoutNode {
  if (!isSplit(tree)) {
    if (tree === first) return second;
    return tree === second ? first : tree;
  }
  return split(
    tree.direction,
    tree.children.map((child) => swapLeaves(child, first, second)),
    [...tree.splitPercentages],
  );
}

/** How a node placed beside another takes its room: an even share of the split, or a percentage. */
export type InsertShare = 'even' | number;

/**
 * Places `node` before or after the node at `path`. When the parent already splits in that
 * direction the node joins it as a sibling; otherwise the node at `path` is split in two.
 */
export function insertBeside(
  tree: LayoutNode,
  path: LayoutPath,
  node: LayoutNode,
  direction: SplitDirection,
  side: 'before' | 'after',
  share: InsertShare,
): LayoutNode {
  const target = nodeAt(tree, path);
  if (target === undefined) return tree;
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(tree, parentPath);
  const index = path[path.length - 1];
  if (parent !== undefined && isSplit(parent) && parent.direction === direction && index !== undefined) {
    const at = side === 'after' ? index + 1 : index;
    const children = [...parent.children];
    children.splice(at, 0, node);
    const percentages =
      share === 'even'
        ? evenPercentages(children.length)
        : parent.splitPercentages.map((value) => (value * (100 - share)) / 100);
    if (share !== 'even') percentages.splice(at, 0, share);
    return replaceAt(tree, parentPath, split(direction, children, percentages));
  }
  const own = share === 'even' ? 50 : share;
  const pair = side === 'after' ? [target, node] : [node, target];
  const percentages = side === 'after' ? [100 - own, own] : [own, 100 - own];
  return replaceAt(tree, path, split(direction, pair, percentages));
}

/** The deepest node holding every one of `ids` (their lowest common ancestor). */
export function commonAncestorPath(tree: LayoutNode, ids: readonly PaneId[]): number[] | undefined {
  const paths = ids.map((id) => pathOf(tree, id));
  const [first, ...others] = paths;
  if (first === undefined || others.some((path) => path === undefined)) return undefined;
  let length = first.length;
  for (const path of others) {
    let shared = 0;
    while (shared < length && path?.[shared] === first[shared]) shared += 1;
    length = shared;
  }
  return first.slice(0, length);
}

/** The same tree with every pane id replaced (pane ids to URL indexes and back). */
export function mapLeaves(tree: LayoutNode, rename: (id: PaneId) => PaneId): LayoutNode {
  if (!isSplit(tree)) return rename(tree);
  return split(
    tree.direction,
    tree.children.map((child) => mapLeaves(child, rename)),
    [...tree.splitPercentages],
  );
}
