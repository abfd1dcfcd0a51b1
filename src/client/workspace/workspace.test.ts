import { describe, expect, it } from 'vitest';
import { leafIds, maxPanes, split } from './layout-tree';
import {
  createWorkspace,
  cycleFocus,
  focusPane,
  openInFocused,
  openInSplit,
  toggleMaximize,
  type Workspace,
  workspaceFromLayout,
} from './workspace';

const idFactory = (prefix = 'p') => {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
};

function threeAcross(): Workspace {
  const newId = idFactory();
  let ws = createWorkspace('/dashboard', newId);
  ws = openInSplit(ws, '/sales/doc/17', 'right', newId);
  return openInSplit(ws, '/inventory/items', 'right', newId);
}

describe('creating and opening panes', () => {
  it('starts with one focused pane showing the given route', () => {
    const ws = createWorkspace('/sales/doc/17?DocStatus=O', idFactory());
    expect(ws).toEqual({
      tree: 'p1',
      panes: { p1: { href: '/sales/doc/17?DocStatus=O' } },
      focused: 'p1',
      maximized: null,
      closed: [],
    });
  });

  it('starts on the dashboard when the route is not one of ours', () => {
    expect(createWorkspace('//evil.example', idFactory()).panes.p1?.href).toBe('/dashboard');
  });

  it('opens a route in the focused pane without creating one', () => {
    const ws = threeAcross();
    const next = openInFocused(focusPane(ws, 'p2'), '/purchasing/doc/4');
    expect(next.panes.p2?.href).toBe('/purchasing/doc/4');
    expect(next.tree).toBe(ws.tree);
    expect(ws.panes.p2?.href).toBe('/sales/doc/17');
  });

  it('ignores unsafe routes and routes already shown', () => {
    const ws = threeAcross();
    expect(openInFocused(ws, 'https://x')).toBe(ws);
    expect(openInFocused(ws, '/inventory/items')).toBe(ws);
  });

  it('splits right into a row, placing the new focused pane after the focused one', () => {
    const newId = idFactory();
    const ws = openInSplit(createWorkspace('/dashboard', newId), '/sales/doc/17', 'right', newId);
    expect(ws.tree).toEqual(split('row', ['p1', 'p2'], [50, 50]));
    expect(ws.focused).toBe('p2');
    expect(ws.panes.p2).toEqual({ href: '/sales/doc/17' });
  });

  it('splits down into a column inside a row', () => {
    const newId = idFactory();
    let ws = openInSplit(createWorkspace('/dashboard', newId), '/a', 'right', newId);
    ws = openInSplit(focusPane(ws, 'p1'), '/b', 'down', newId);
    expect(ws.tree).toEqual(split('row', [split('column', ['p1', 'p3'], [50, 50]), 'p2'], [50, 50]));
    expect(ws.focused).toBe('p3');
  });

  it('joins an existing split of the same direction right after the focused pane and rebalances it', () => {
    const ws = openInSplit(focusPane(threeAcross(), 'p1'), '/d', 'right', idFactory('n'));
    expect(ws.tree).toEqual(split('row', ['p1', 'n1', 'p2', 'p3'], [25, 25, 25, 25]));
    expect(ws.focused).toBe('n1');
  });

  it('refuses an unsafe route and a pane beyond the limit', () => {
    const newId = idFactory();
    let ws = createWorkspace('/dashboard', newId);
    expect(openInSplit(ws, '/\\evil', 'right', newId)).toBe(ws);
    for (let count = 1; count < maxPanes; count += 1)
      ws = openInSplit(ws, `/p/${count}`, count % 2 ? 'right' : 'down', newId);
    expect(leafIds(ws.tree)).toHaveLength(maxPanes);
    expect(openInSplit(ws, '/one-too-many', 'right', newId)).toBe(ws);
  });

  it('never changes the workspace it is given', () => {
    const ws = threeAcross();
    const before = structuredClone(ws);
    openInSplit(ws, '/x', 'down', idFactory());
    openInFocused(ws, '/y');
    cycleFocus(ws, 1);
    toggleMaximize(ws);
    expect(ws).toEqual(before);
  });
});

describe('focus and maximize', () => {
  it('cycles focus in reading order, wrapping at both ends', () => {
    const ws = threeAcross();
    expect(cycleFocus(ws, 1).focused).toBe('p1');
    expect(cycleFocus(ws, -1).focused).toBe('p2');
    expect(cycleFocus(cycleFocus(ws, 1), -1).focused).toBe('p3');
  });

  it('focuses a pane by id and ignores unknown ones', () => {
    const ws = threeAcross();
    expect(focusPane(ws, 'p1').focused).toBe('p1');
    expect(focusPane(ws, 'nope')).toBe(ws);
    expect(focusPane(ws, 'p3')).toBe(ws);
  });

  it('maximizes the focused pane and restores it on the second toggle', () => {
    const ws = toggleMaximize(threeAcross());
    expect(ws.maximized).toBe('p3');
    expect(toggleMaximize(ws).maximized).toBeNull();
  });

  it('does not maximize a lone pane', () => {
    const ws = createWorkspace('/dashboard', idFactory());
    expect(toggleMaximize(ws)).toBe(ws);
  });

  it('restores the layout when focus moves to another pane', () => {
    const ws = toggleMaximize(threeAcross());
    expect(cycleFocus(ws, 1)).toMatchObject({ focused: 'p1', maximized: null });
  });
});

describe('a workspace from a decoded layout', () => {
  it('takes the tree, hrefs and focus, with no history', () => {
    const tree = split('row', ['x', 'y'], [50, 50]);
    expect(workspaceFromLayout({ tree, hrefs: { x: '/a', y: '/b' }, focused: 'y' })).toEqual({
      tree,
      panes: { x: { href: '/a' }, y: { href: '/b' } },
      focused: 'y',
      maximized: null,
      closed: [],
    });
  });

  it('falls back to the first pane and the dashboard for missing parts', () => {
    const ws = workspaceFromLayout({
      tree: split('row', ['x', 'y'], [50, 50]),
      hrefs: { x: '/a' },
      focused: 'z',
    });
    expect(ws.focused).toBe('x');
    expect(ws.panes.y?.href).toBe('/dashboard');
  });
});
