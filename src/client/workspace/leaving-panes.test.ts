import { describe, expect, it } from 'vitest';
import { evenPercentages, type LayoutNode, split } from './layout-tree';
import { keepPaneIds, panesLeaving } from './leaving-panes';
import { openInFocused, type Workspace } from './workspace';
import { closePane } from './workspace-close';

const pane = (href: string) => ({ href });
const even = (direction: 'row' | 'column', children: LayoutNode[]) =>
  split(direction, children, evenPercentages(children.length));

/** p1 | (p2 over p3), p2 focused. */
function sample(): Workspace {
  return {
    tree: even('row', ['p1', even('column', ['p2', 'p3'])]),
    panes: { p1: pane('/dashboard'), p2: pane('/items/I1'), p3: pane('/items?search=bolt') },
    focused: 'p2',
    maximized: null,
    closed: [],
  };
}

describe('panesLeaving', () => {
  it('names a closed pane', () => {
    expect(panesLeaving(sample(), closePane(sample(), 'p3'))).toEqual(['p3']);
  });

  it('names the focused pane when another page opens in it', () => {
    expect(panesLeaving(sample(), openInFocused(sample(), '/items/I2'))).toEqual(['p2']);
  });

  it('lets a pane change only its query, since its screen stays', () => {
    const ws = { ...sample(), focused: 'p3' };
    expect(panesLeaving(ws, openInFocused(ws, '/items?search=nut'))).toEqual([]);
  });

  it('names nothing for a change that keeps every page (focus, maximise, a new split)', () => {
    expect(panesLeaving(sample(), { ...sample(), focused: 'p1', maximized: 'p1' })).toEqual([]);
  });

  it('names every pane, in reading order, when a layout with new ids replaces them', () => {
    const other: Workspace = { ...sample(), tree: 'n1', panes: { n1: pane('/items/I1') }, focused: 'n1' };
    expect(panesLeaving(sample(), other)).toEqual(['p1', 'p2', 'p3']);
  });
});

describe('keepPaneIds', () => {
  const decoded = (hrefs: string[]): Workspace => {
    const ids = hrefs.map((_, index) => `n${index + 1}`);
    return {
      tree: ids.length === 1 ? (ids[0] ?? 'n1') : even('row', ids),
      panes: Object.fromEntries(ids.map((id, index) => [id, pane(hrefs[index] ?? '/')])),
      focused: ids.at(-1) ?? 'n1',
      maximized: null,
      closed: [],
    };
  };

  it('gives a decoded pane the id of the open pane showing the same page, so it keeps its screen', () => {
    const next = keepPaneIds(sample(), decoded(['/dashboard', '/items/I1']));
    expect(next.tree).toEqual(even('row', ['p1', 'p2']));
    expect(next.panes).toEqual({ p1: pane('/dashboard'), p2: pane('/items/I1') });
    expect(next.focused).toBe('p2');
    expect(panesLeaving(sample(), next)).toEqual(['p3']);
  });

  it('prefers the pane with the very same address, then one on the same page', () => {
    const current: Workspace = {
      ...sample(),
      tree: even('row', ['a', 'b']),
      panes: { a: pane('/items?search=x'), b: pane('/items?search=y') },
      focused: 'a',
    };
    const next = keepPaneIds(current, decoded(['/items?search=y', '/items?search=z']));
    expect(next.panes).toEqual({ b: pane('/items?search=y'), a: pane('/items?search=z') });
    expect(panesLeaving(current, next)).toEqual([]);
  });

  it('keeps new ids for pages no open pane shows', () => {
    const next = keepPaneIds(sample(), decoded(['/prices', '/dashboard']));
    expect(next.tree).toEqual(even('row', ['n1', 'p1']));
    expect(next.focused).toBe('p1');
  });

  it('leaves a workspace that already shares ids alone', () => {
    const same = closePane(sample(), 'p1');
    expect(keepPaneIds(sample(), same)).toBe(same);
  });
});
