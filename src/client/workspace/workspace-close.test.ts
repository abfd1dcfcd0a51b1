import { describe, expect, it } from 'vitest';
import { leafIds, split } from './layout-tree';
import { createWorkspace, focusPane, openInSplit, toggleMaximize, type Workspace } from './workspace';
import { closePane, undoClose } from './workspace-close';

const idFactory = (prefix = 'p') => {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${next}`;
  };
};

const pane = (href: string) => ({ href });

/** p1 | (p2 over p3) | p4, shares 20 / 50 / 30; p2 is focused. */
function sample(): Workspace {
  return {
    tree: split('row', ['p1', split('column', ['p2', 'p3'], [40, 60]), 'p4'], [20, 50, 30]),
    panes: { p1: pane('/a'), p2: pane('/b'), p3: pane('/c'), p4: pane('/d') },
    focused: 'p2',
    maximized: null,
    closed: [],
  };
}

describe('closing a pane', () => {
  it('gives its space to its siblings in proportion', () => {
    const ws = closePane(sample(), 'p4');
    expect(ws.tree).toEqual(
      split('row', ['p1', split('column', ['p2', 'p3'], [40, 60])], [(20 * 100) / 70, (50 * 100) / 70]),
    );
    expect(ws.panes).not.toHaveProperty('p4');
  });

  it('collapses the split it leaves with a single pane', () => {
    const ws = closePane(sample(), 'p3');
    expect(ws.tree).toEqual(split('row', ['p1', 'p2', 'p4'], [20, 50, 30]));
  });

  it('keeps focus where it was when another pane closes', () => {
    expect(closePane(sample(), 'p4').focused).toBe('p2');
  });

  it('moves focus to the pane that takes over the closed one’s place', () => {
    // p2 shares its whole width with p3 below it, only part of its height with p1 or p4.
    expect(closePane(sample(), 'p2').focused).toBe('p3');
    expect(closePane(focusPane(sample(), 'p4'), 'p4').focused).toBe('p3');
  });

  it('turns the last pane into the dashboard instead of leaving nothing', () => {
    const ws = closePane(createWorkspace('/sales/doc/17', idFactory()), 'p1');
    expect(ws.tree).toBe('p1');
    expect(ws.panes).toEqual({ p1: pane('/dashboard') });
    expect(ws.closed.map((closed) => closed.href)).toEqual(['/sales/doc/17']);
    expect(closePane(ws, 'p1')).toBe(ws);
  });

  it('ignores an unknown pane', () => {
    const ws = sample();
    expect(closePane(ws, 'nope')).toBe(ws);
  });

  it('restores the layout when the maximized pane is closed', () => {
    const ws = closePane(toggleMaximize(sample()), 'p2');
    expect(ws.maximized).toBeNull();
    expect(leafIds(ws.tree)).toEqual(['p1', 'p3', 'p4']);
  });

  it('keeps a pane maximized while another one closes', () => {
    const ws = closePane(toggleMaximize(sample()), 'p1');
    expect(ws.maximized).toBe('p2');
    expect(ws.focused).toBe('p2');
  });

  it('remembers at most the ten most recently closed panes', () => {
    const newId = idFactory();
    let ws = createWorkspace('/start', newId);
    for (let count = 1; count <= 12; count += 1) {
      ws = openInSplit(ws, `/closed/${count}`, 'right', newId);
      ws = closePane(ws, ws.focused);
    }
    expect(ws.closed.map((closed) => closed.href)).toEqual(
      Array.from({ length: 10 }, (_, index) => `/closed/${index + 3}`),
    );
  });

  it('never changes the workspace it is given', () => {
    const ws = sample();
    const before = structuredClone(ws);
    closePane(ws, 'p2');
    undoClose(closePane(ws, 'p3'), idFactory('n'));
    expect(ws).toEqual(before);
  });
});

describe('reopening the last closed pane', () => {
  it('puts it back where it was, with its route, its share and focus', () => {
    const ws = undoClose(closePane(sample(), 'p3'), idFactory('n'));
    expect(ws.tree).toEqual(
      split('row', ['p1', split('column', ['p2', 'n1'], [40, 60]), 'p4'], [20, 50, 30]),
    );
    expect(ws.panes.n1).toEqual(pane('/c'));
    expect(ws.focused).toBe('n1');
    expect(ws.closed).toEqual([]);
  });

  it('puts a first child back before its sibling', () => {
    const ws = undoClose(closePane(sample(), 'p1'), idFactory('n'));
    expect(ws.tree).toEqual(
      split('row', ['n1', split('column', ['p2', 'p3'], [40, 60]), 'p4'], [20, 50, 30]),
    );
  });

  it('puts a pane back beside the whole group it was split from', () => {
    const ws = undoClose(closePane(sample(), 'p4'), idFactory('n'));
    if (typeof ws.tree === 'string') throw new Error('expected a split');
    expect(ws.tree.children).toEqual(['p1', split('column', ['p2', 'p3'], [40, 60]), 'n1']);
    expect(ws.tree.splitPercentages.map((share) => Math.round(share))).toEqual([20, 50, 30]);
  });

  it('reopens panes in the reverse order they were closed', () => {
    const newId = idFactory('n');
    let ws = closePane(closePane(sample(), 'p4'), 'p1');
    ws = undoClose(ws, newId);
    expect(ws.panes[ws.focused]).toEqual(pane('/a'));
    ws = undoClose(ws, newId);
    expect(ws.panes[ws.focused]).toEqual(pane('/d'));
    expect(leafIds(ws.tree)).toEqual(['n1', 'p2', 'p3', 'n2']);
  });

  it('splits from the focused pane once the pane it was split from is gone too', () => {
    let ws = closePane(sample(), 'p3');
    ws = closePane(ws, 'p2');
    // p3's record points at p2, which is closed: reopening p2 first is what brings it back in place.
    ws = { ...ws, closed: ws.closed.slice(0, 1) };
    ws = undoClose(focusPane(ws, 'p1'), idFactory('n'));
    expect(ws.panes.n1).toEqual(pane('/c'));
    expect(ws.tree).toEqual(split('row', [split('column', ['p1', 'n1'], [40, 60]), 'p4'], [40, 60]));
  });

  it('brings back the route of the last pane after it turned into the dashboard', () => {
    const ws = undoClose(closePane(createWorkspace('/sales/doc/17', idFactory()), 'p1'), idFactory('n'));
    expect(ws.tree).toEqual(split('row', ['p1', 'n1'], [50, 50]));
    expect(ws.panes.n1).toEqual(pane('/sales/doc/17'));
  });

  it('does nothing when nothing was closed', () => {
    const ws = sample();
    expect(undoClose(ws, idFactory('n'))).toBe(ws);
  });
});
