import { describe, expect, it } from 'vitest';
import { leafIds, mirrorTree, split } from './layout-tree';
import { logicalDirection, neighbour, paneRects } from './pane-geometry';
import { toggleMaximize, type Workspace } from './workspace';
import { focusDirection, swapDirection } from './workspace-spatial';

const pane = (href: string) => ({ href });

/**
 * In reading order: start | (top over bottom) | end. Drawn left to right in English; in Arabic
 * `start` is on the right and `end` on the left.
 */
function sample(focused: string): Workspace {
  return {
    tree: split('row', ['start', split('column', ['top', 'bottom'], [50, 50]), 'end'], [30, 40, 30]),
    panes: { start: pane('/a'), top: pane('/b'), bottom: pane('/c'), end: pane('/d') },
    focused,
    maximized: null,
    closed: [],
  };
}

describe('moving focus by direction', () => {
  it('follows the arrows on screen in left-to-right', () => {
    expect(focusDirection(sample('start'), 'right', false).focused).toBe('top');
    expect(focusDirection(sample('top'), 'right', false).focused).toBe('end');
    expect(focusDirection(sample('end'), 'left', false).focused).toBe('top');
    expect(focusDirection(sample('top'), 'down', false).focused).toBe('bottom');
    expect(focusDirection(sample('bottom'), 'up', false).focused).toBe('top');
  });

  it('follows the arrows on screen in right-to-left, where the first pane is on the right', () => {
    expect(focusDirection(sample('start'), 'left', true).focused).toBe('top');
    expect(focusDirection(sample('top'), 'left', true).focused).toBe('end');
    expect(focusDirection(sample('end'), 'right', true).focused).toBe('top');
    expect(focusDirection(sample('top'), 'right', true).focused).toBe('start');
    expect(focusDirection(sample('top'), 'down', true).focused).toBe('bottom');
  });

  it('in right-to-left, goes where the arrow points on the mirrored drawing mosaic shows', () => {
    const tree = split(
      'row',
      ['start', split('column', ['top', split('row', ['left', 'right'], [35, 65])], [40, 60]), 'end'],
      [25, 45, 30],
    );
    const panes = Object.fromEntries(leafIds(tree).map((id) => [id, pane(`/${id}`)]));
    // Mosaic draws the mirrored tree left to right, so on screen Left is its inline start.
    const drawn = paneRects(mirrorTree(tree));
    for (const id of leafIds(tree)) {
      const ws: Workspace = { tree, panes, focused: id, maximized: null, closed: [] };
      for (const direction of ['left', 'right', 'up', 'down'] as const) {
        const onScreen = neighbour(drawn, id, logicalDirection(direction, false)) ?? id;
        expect(focusDirection(ws, direction, true).focused, `${direction} from ${id}`).toBe(onScreen);
      }
    }
  });

  it('stays put at the edge of the workspace', () => {
    const atStart = sample('start');
    expect(focusDirection(atStart, 'left', false)).toBe(atStart);
    expect(focusDirection(atStart, 'right', true)).toBe(atStart);
    expect(focusDirection(atStart, 'up', false)).toBe(atStart);
  });

  it('restores a maximized layout when focus moves away', () => {
    const ws = focusDirection(toggleMaximize(sample('top')), 'down', false);
    expect(ws).toMatchObject({ focused: 'bottom', maximized: null });
  });
});

describe('moving a pane by direction', () => {
  it('swaps the focused pane with its neighbour and keeps focus on it', () => {
    const ws = swapDirection(sample('start'), 'right', false);
    expect(ws.tree).toEqual(
      split('row', ['top', split('column', ['start', 'bottom'], [50, 50]), 'end'], [30, 40, 30]),
    );
    expect(ws.focused).toBe('start');
    expect(ws.panes).toEqual(sample('start').panes);
  });

  it('moves toward the inline end for Left in right-to-left', () => {
    const ws = swapDirection(sample('top'), 'left', true);
    expect(ws.tree).toEqual(
      split('row', ['start', split('column', ['end', 'bottom'], [50, 50]), 'top'], [30, 40, 30]),
    );
    expect(ws.focused).toBe('top');
  });

  it('moves within a column', () => {
    const ws = swapDirection(sample('top'), 'down', false);
    expect(ws.tree).toEqual(
      split('row', ['start', split('column', ['bottom', 'top'], [50, 50]), 'end'], [30, 40, 30]),
    );
  });

  it('does nothing at the edge of the workspace', () => {
    const ws = sample('end');
    expect(swapDirection(ws, 'right', false)).toBe(ws);
    expect(swapDirection(ws, 'left', true)).toBe(ws);
  });
});
