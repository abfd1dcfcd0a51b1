// @vitest-environment happy-dom
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dirtyIds, registerDirty } from '../../forms/use-dirty-guard';
import { evenPercentages, leafIds, split } from '../../workspace/layout-tree';
import type { Workspace } from '../../workspace/workspace';
import { discardQuestionSignal } from './discard-prompt';
import { createPaneActions, focusPaneElement, type PaneActions } from './pane-actions';
import { workspaceSignal } from './workspace-store';

/** The item record p1, which has focus, beside the dashboard p2. */
const start = (): Workspace => ({
  tree: split('row', ['p1', 'p2'], evenPercentages(2)),
  panes: { p1: { href: '/items/I1' }, p2: { href: '/dashboard' } },
  focused: 'p1',
  maximized: null,
  closed: [],
});

const ws = () => {
  const current = workspaceSignal.value;
  if (!current) throw new Error('no workspace');
  return current;
};
const asked = () => discardQuestionSignal.value;
const answer = (discard: boolean) => {
  const question = asked();
  if (!question) throw new Error('nothing was asked');
  question.answer(discard);
};

describe('pane actions with unsaved changes', () => {
  let actions: PaneActions;
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    actions = createPaneActions({ rtl: () => false, t: i18n.t, titleOf: () => '' });
  });
  beforeEach(() => {
    workspaceSignal.value = start();
  });
  afterEach(() => {
    if (asked()) answer(false);
    for (const id of dirtyIds()) registerDirty(id, false);
  });

  it('closes a clean pane at once', () => {
    actions.close('p2');
    expect(leafIds(ws().tree)).toEqual(['p1']);
    expect(asked()).toBeNull();
  });

  it('asks before closing a pane whose form holds unsaved changes, and keeps it while the user keeps editing', () => {
    registerDirty('p1/form', true);
    actions.close('p1');
    expect(asked()).toMatchObject({ reason: 'close', paneIds: ['p1'] });
    expect(leafIds(ws().tree)).toEqual(['p1', 'p2']);
    answer(false);
    expect(leafIds(ws().tree)).toEqual(['p1', 'p2']);
  });

  it('closes it once the user discards the changes', () => {
    registerDirty('p1/form', true);
    actions.close('p1');
    answer(true);
    expect(leafIds(ws().tree)).toEqual(['p2']);
    expect(ws().closed.at(-1)?.href).toBe('/items/I1');
  });

  it('asks before opening another page in a pane with unsaved changes, not before opening one beside it', () => {
    registerDirty('p1/form', true);
    actions.open('/prices', 'split-right');
    expect(asked()).toBeNull();
    expect(leafIds(ws().tree)).toHaveLength(3);
    workspaceSignal.value = { ...ws(), focused: 'p1' };
    actions.open('/prices', 'focused');
    expect(asked()).toMatchObject({ reason: 'leave', paneIds: ['p1'] });
    expect(ws().panes.p1?.href).toBe('/items/I1');
    answer(true);
    expect(ws().panes.p1?.href).toBe('/prices');
  });

  it('opens a saved layout without asking about a pane it keeps, and asks about one it drops', () => {
    registerDirty('p1/form', true);
    const keeping: Workspace = {
      ...start(),
      tree: 'n1',
      panes: { n1: { href: '/items/I1' } },
      focused: 'n1',
    };
    actions.openLayout(keeping);
    expect(asked()).toBeNull();
    expect(ws().tree).toBe('p1');

    const dropping: Workspace = { ...keeping, panes: { n1: { href: '/prices' } } };
    actions.openLayout(dropping);
    expect(asked()).toMatchObject({ reason: 'leave', paneIds: ['p1'] });
    answer(false);
    expect(ws().panes.p1?.href).toBe('/items/I1');
  });
});

describe('focus after a pane operation', () => {
  it('moves into the pane from outside it, and leaves alone a focus already inside it', async () => {
    document.body.innerHTML =
      '<button id="outside">x</button><section data-pane-id="p1" tabindex="-1"><button id="inside">y</button></section>';
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    document.getElementById('inside')?.focus();
    focusPaneElement('p1');
    await frame();
    expect(document.activeElement?.id).toBe('inside');
    document.getElementById('outside')?.focus();
    focusPaneElement('p1');
    await frame();
    expect(document.activeElement?.getAttribute('data-pane-id')).toBe('p1');
  });
});
