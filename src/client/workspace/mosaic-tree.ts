import { evenPercentages, type LayoutNode, normalizeTree, scaledTo100, split } from './layout-tree';

// Far deeper than any tree of at most 24 panes; stops a hostile value from exhausting the stack.
const maxDepth = 64;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arePositiveNumbers(value: unknown, count: number): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === count &&
    value.every((entry) => typeof entry === 'number' && Number.isFinite(entry) && entry > 0)
  );
}

function readPercentages(value: unknown, count: number): number[] {
  return arePositiveNumbers(value, count) ? scaledTo100(value) : evenPercentages(count);
}

function readNode(value: unknown, depth: number): LayoutNode | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (depth >= maxDepth || !isRecord(value) || value.type !== 'split') return null;
  const { direction, children } = value;
  if ((direction !== 'row' && direction !== 'column') || !Array.isArray(children) || children.length === 0) {
    return null;
  }
  const read: LayoutNode[] = [];
  for (const child of children) {
    const node = readNode(child, depth + 1);
    if (node === null) return null;
    read.push(node);
  }
  return split(direction, read, readPercentages(value.splitPercentages, read.length));
}

/**
 * A tree handed back by react-mosaic-component (onRelease, onChange) as one of ours, or null when
 * it is not one: tabs nodes and number keys are refused, missing or unusable percentages become
 * an even split, and the result is normalised. Which panes it holds is the caller's concern.
 */
export function readMosaicTree(value: unknown): LayoutNode | null {
  const node = readNode(value, 0);
  return node === null ? null : normalizeTree(node);
}
