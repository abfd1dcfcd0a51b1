import { isSplit, type LayoutNode, type PaneId, scaledTo100 } from './layout-tree';

/**
 * A pane's place in percentages of the workspace, in LOGICAL coordinates: x runs from the inline
 * start (the left in English, the right in Arabic), y from the top.
 */
export interface PaneRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Directions on the logical plane; `logicalDirection` turns an arrow key into one of them. */
export type LogicalDirection = 'inline-start' | 'inline-end' | 'up' | 'down';

export type VisualDirection = 'left' | 'right' | 'up' | 'down';

/** In right-to-left the inline start is on the right, so Left goes to the logically next pane. */
export function logicalDirection(direction: VisualDirection, rtl: boolean): LogicalDirection {
  if (direction === 'up' || direction === 'down') return direction;
  return (direction === 'left') !== rtl ? 'inline-start' : 'inline-end';
}

// Percentages multiplied down a deep tree drift by far less than this.
const epsilon = 1e-6;

function place(node: LayoutNode, rect: PaneRect, rects: Record<PaneId, PaneRect>): void {
  if (!isSplit(node)) {
    rects[node] = rect;
    return;
  }
  const shares = scaledTo100(node.splitPercentages.slice(0, node.children.length));
  let offset = 0;
  for (const [index, child] of node.children.entries()) {
    const share = (shares[index] ?? 0) / 100;
    if (node.direction === 'row') {
      place(child, { ...rect, x: rect.x + offset * rect.width, width: share * rect.width }, rects);
    } else {
      place(child, { ...rect, y: rect.y + offset * rect.height, height: share * rect.height }, rects);
    }
    offset += share;
  }
}

export function paneRects(tree: LayoutNode): Record<PaneId, PaneRect> {
  const rects: Record<PaneId, PaneRect> = {};
  place(tree, { x: 0, y: 0, width: 100, height: 100 }, rects);
  return rects;
}

interface Span {
  start: number;
  end: number;
}

const horizontal = (rect: PaneRect): Span => ({ start: rect.x, end: rect.x + rect.width });
const vertical = (rect: PaneRect): Span => ({ start: rect.y, end: rect.y + rect.height });
const overlap = (a: Span, b: Span) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
const centre = (span: Span) => (span.start + span.end) / 2;

/** How far `to` lies beyond `from` in a direction (negative when it is not beyond it). */
function gapBeyond(from: PaneRect, to: PaneRect, direction: LogicalDirection): number {
  switch (direction) {
    case 'inline-end':
      return to.x - (from.x + from.width);
    case 'inline-start':
      return from.x - (to.x + to.width);
    case 'down':
      return to.y - (from.y + from.height);
    case 'up':
      return from.y - (to.y + to.height);
  }
}

interface Candidate {
  id: PaneId;
  gap: number;
  overlap: number;
  distance: number;
  rect: PaneRect;
}

/**
 * Touching first, then the longest shared edge, then the nearest centre, then the higher and the
 * more inline-start one (by position, since object keys that look numeric do not keep their order).
 */
function best(candidates: Candidate[]): PaneId | undefined {
  const sorted = [...candidates].sort(
    (a, b) =>
      Number(a.gap > epsilon) - Number(b.gap > epsilon) ||
      (Math.abs(a.overlap - b.overlap) > epsilon ? b.overlap - a.overlap : 0) ||
      (Math.abs(a.distance - b.distance) > epsilon ? a.distance - b.distance : 0) ||
      a.gap - b.gap ||
      a.rect.y - b.rect.y ||
      a.rect.x - b.rect.x,
  );
  return sorted[0]?.id;
}

const centreDistance = (a: PaneRect, b: PaneRect) =>
  Math.hypot(centre(horizontal(a)) - centre(horizontal(b)), centre(vertical(a)) - centre(vertical(b)));

/**
 * The pane reached from `id` in a direction: among the panes beyond that edge which share some
 * of its length on the other axis, the touching one with the longest shared edge, then the one
 * whose centre is nearest.
 */
export function neighbour(
  rects: Record<PaneId, PaneRect>,
  id: PaneId,
  direction: LogicalDirection,
): PaneId | undefined {
  const from = rects[id];
  if (from === undefined) return undefined;
  const across = direction === 'up' || direction === 'down' ? horizontal : vertical;
  const candidates = Object.entries(rects).flatMap(([otherId, rect]): Candidate[] => {
    const gap = gapBeyond(from, rect, direction);
    const shared = overlap(across(from), across(rect));
    if (otherId === id || gap < -epsilon || shared <= epsilon) return [];
    return [{ id: otherId, gap, overlap: shared, distance: centreDistance(from, rect), rect }];
  });
  return best(candidates);
}

/**
 * The pane that best takes over from `id` (where focus goes when it closes): one sharing an edge
 * with it if any, the longest edge first, then the nearest centre.
 */
export function nearestPane(rects: Record<PaneId, PaneRect>, id: PaneId): PaneId | undefined {
  const from = rects[id];
  if (from === undefined) return undefined;
  const candidates = Object.entries(rects).flatMap(([otherId, rect]): Candidate[] => {
    if (otherId === id) return [];
    const xGap = Math.max(rect.x - (from.x + from.width), from.x - (rect.x + rect.width), 0);
    const yGap = Math.max(rect.y - (from.y + from.height), from.y - (rect.y + rect.height), 0);
    const shared = Math.max(
      overlap(horizontal(from), horizontal(rect)),
      overlap(vertical(from), vertical(rect)),
    );
    return [{ id: otherId, gap: xGap + yGap, overlap: shared, distance: centreDistance(from, rect), rect }];
  });
  return best(candidates);
}
