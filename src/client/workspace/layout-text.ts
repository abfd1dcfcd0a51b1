import { isSplit, type LayoutNode, split } from './layout-tree';

/**
 * The compact text inside an encoded layout, one item per line:
 *   the focused pane's index;
 *   the tree: a pane index, or `r(...)` (row) / `c(...)` (column) holding `share:node` items
 *   separated by commas, shares in percent with at most one decimal;
 *   then one href per pane, in index order.
 * For example `1\nr(50:0,50:c(30:1,70:2))\n/dashboard\n/sales/doc/17\n/inventory/items`.
 * Hrefs never hold a line break (control characters are refused), so lines are unambiguous.
 */
export interface LayoutText {
  focused: number;
  /** Leaves are pane indexes written in decimal. */
  tree: LayoutNode;
  hrefs: string[];
}

/** Rounds shares to tenths that still add up to exactly 100, none of them zero. */
export function tenthsOf(percentages: readonly number[]): number[] {
  const total = percentages.reduce((sum, value) => sum + value, 0);
  const exact = percentages.map((value) => (total > 0 ? (value * 1000) / total : 1000 / percentages.length));
  const tenths = exact.map((value) => Math.max(1, Math.floor(value)));
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = 1000 - tenths.reduce((sum, value) => sum + value, 0);
  for (let turn = 0; missing !== 0 && turn < 4 * tenths.length; turn += 1) {
    const slot = missing > 0 ? byRemainder[turn % byRemainder.length]?.index : largestIndex(tenths);
    if (slot === undefined) break;
    const step = Math.sign(missing);
    tenths[slot] = (tenths[slot] ?? 0) + step;
    missing -= step;
  }
  return tenths;
}

function largestIndex(values: readonly number[]): number {
  return values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);
}

const shareText = (tenths: number) => (tenths % 10 === 0 ? `${tenths / 10}` : `${(tenths / 10).toFixed(1)}`);

function treeText(node: LayoutNode): string {
  if (!isSplit(node)) return node;
  const shares = tenthsOf(node.splitPercentages);
  const items = node.children.map((child, index) => `${shareText(shares[index] ?? 0)}:${treeText(child)}`);
  return `${node.direction === 'row' ? 'r' : 'c'}(${items.join(',')})`;
}

export function layoutTextOf(layout: LayoutText): string {
  return [String(layout.focused), treeText(layout.tree), ...layout.hrefs].join('\n');
}

// Far deeper than a tree of at most 24 panes needs; bounds the recursion on hostile input.
const maxDepth = 32;

/** Reads one node at `text[at]`; the result says where reading stopped. */
function readNode(text: string, at: number, depth: number): { node: LayoutNode; end: number } | null {
  const leaf = /^\d{1,2}/.exec(text.slice(at, at + 2));
  if (leaf !== null) return { node: String(Number(leaf[0])), end: at + leaf[0].length };
  const kind = text[at];
  if ((kind !== 'r' && kind !== 'c') || text[at + 1] !== '(' || depth >= maxDepth) return null;
  const children: LayoutNode[] = [];
  const shares: number[] = [];
  let position = at + 2;
  for (;;) {
    const share = /^(\d{1,3}(?:\.\d)?):/.exec(text.slice(position, position + 6));
    if (share === null) return null;
    const child = readNode(text, position + share[0].length, depth + 1);
    if (child === null) return null;
    shares.push(Number(share[1]));
    children.push(child.node);
    position = child.end;
    if (text[position] === ')') break;
    if (text[position] !== ',') return null;
    position += 1;
  }
  const tenths = shares.map((share) => Math.round(share * 10));
  const total = tenths.reduce((sum, value) => sum + value, 0);
  if (children.length < 2 || tenths.some((value) => value <= 0) || Math.abs(total - 1000) > 5) return null;
  // Shares written by `layoutTextOf` add up to exactly 100 and are kept as written.
  const exact = tenths.map((value) => (total === 1000 ? value / 10 : (value * 100) / total));
  return { node: split(kind === 'r' ? 'row' : 'column', children, exact), end: position + 1 };
}

/** The layout text's parts, or null when the text does not follow the format. */
export function parseLayoutText(text: string): LayoutText | null {
  const [focused = '', tree = '', ...hrefs] = text.split('\n');
  if (!/^\d{1,2}$/.test(focused) || hrefs.length === 0) return null;
  const read = readNode(tree, 0, 0);
  if (read === null || read.end !== tree.length) return null;
  return { focused: Number(focused), tree: read.node, hrefs };
}
