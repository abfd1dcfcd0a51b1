import { describe, expect, it } from 'vitest';
import { type LayoutNode, split } from './layout-tree';
import { logicalDirection, nearestPane, neighbour, paneRects } from './pane-geometry';

/**
 *  a (40 wide, full height) | b (top 30) over  c | d (bottom 70, c 25 of the 60, d the rest)
 */
const tree: LayoutNode = split(
  'row',
  ['a', split('column', ['b', split('row', ['c', 'd'], [25, 75])], [30, 70])],
  [40, 60],
);

describe('pane geometry', () => {
  it('places every pane in percentages of the workspace, in reading order', () => {
    const rects = paneRects(tree);
    expect(rects.a).toEqual({ x: 0, y: 0, width: 40, height: 100 });
    expect(rects.b).toEqual({ x: 40, y: 0, width: 60, height: 30 });
    expect(rects.c).toEqual({ x: 40, y: 30, width: 15, height: 70 });
    expect(rects.d).toEqual({ x: 55, y: 30, width: 45, height: 70 });
  });

  it('fills the whole workspace with a single pane', () => {
    expect(paneRects('only')).toEqual({ only: { x: 0, y: 0, width: 100, height: 100 } });
  });

  it('goes to the touching pane that shares the longest edge', () => {
    const rects = paneRects(tree);
    // a touches b (30 long) and c (70 long) on its inline-end edge.
    expect(neighbour(rects, 'a', 'inline-end')).toBe('c');
    expect(neighbour(rects, 'c', 'inline-start')).toBe('a');
    expect(neighbour(rects, 'd', 'inline-start')).toBe('c');
    // b is above c (15 wide) and d (45 wide).
    expect(neighbour(rects, 'b', 'down')).toBe('d');
    const three = paneRects(split('column', ['top', split('row', ['x', 'y', 'z'], [30, 40, 30])], [50, 50]));
    expect(neighbour(three, 'top', 'down')).toBe('y');
  });

  it('prefers the nearest centre when two panes share as much of the edge', () => {
    const rects = paneRects(
      split(
        'row',
        [split('column', ['p', 'q'], [50, 50]), split('column', ['r', 's', 't'], [25, 50, 25])],
        [50, 50],
      ),
    );
    // p (0 to 50 high) shares 25 with r (0 to 25) and 25 with s (25 to 75); r's centre is nearer.
    expect(neighbour(rects, 'p', 'inline-end')).toBe('r');
    expect(neighbour(rects, 'q', 'inline-end')).toBe('t');
  });

  it('finds nothing beyond the edge of the workspace', () => {
    const rects = paneRects(tree);
    expect(neighbour(rects, 'a', 'inline-start')).toBeUndefined();
    expect(neighbour(rects, 'a', 'up')).toBeUndefined();
    expect(neighbour(rects, 'd', 'down')).toBeUndefined();
    expect(neighbour(rects, 'missing', 'down')).toBeUndefined();
  });

  it('reads Left as the inline start in left-to-right and as the inline end in right-to-left', () => {
    expect(logicalDirection('left', false)).toBe('inline-start');
    expect(logicalDirection('right', false)).toBe('inline-end');
    expect(logicalDirection('left', true)).toBe('inline-end');
    expect(logicalDirection('right', true)).toBe('inline-start');
    expect(logicalDirection('up', true)).toBe('up');
    expect(logicalDirection('down', false)).toBe('down');
  });

  it('names the pane that best takes over a closing one', () => {
    const rects = paneRects(tree);
    expect(nearestPane(rects, 'a')).toBe('c');
    expect(nearestPane(rects, 'b')).toBe('d');
    expect(nearestPane(paneRects(split('row', ['l', 'm', 'r'], [30, 40, 30])), 'm')).toBe('l');
    expect(nearestPane(paneRects('only'), 'only')).toBeUndefined();
  });

  it('keeps the same choices whatever the pane ids look like', () => {
    const numeric = paneRects(split('row', ['10', '2', '3'], [30, 40, 30]));
    expect(nearestPane(numeric, '2')).toBe('10');
    expect(neighbour(numeric, '2', 'inline-start')).toBe('10');
  });
});
