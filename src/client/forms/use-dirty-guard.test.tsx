// @vitest-environment happy-dom

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DirtyScopeProvider,
  dirtyIds,
  hasDirty,
  registerDirty,
  scopedDirtyId,
  subscribeDirty,
  useDirtyGuard,
} from './use-dirty-guard';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Holder({ dirty, id }: { dirty: boolean; id?: string }) {
  useDirtyGuard(dirty, id);
  return null;
}

let root: Root;
const render = (element: React.ReactElement) => act(() => root.render(element));

/** Whether leaving the page now would ask for confirmation. */
function unloadIsGuarded(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the dirty registry', () => {
  afterEach(() => {
    for (const id of dirtyIds()) registerDirty(id, false);
  });

  it('lists dirty ids in the order they became dirty, and forgets them when clean', () => {
    registerDirty('pane-2', true);
    registerDirty('pane-1/form', true);
    expect(dirtyIds()).toEqual(['pane-2', 'pane-1/form']);
    registerDirty('pane-2', false);
    expect(dirtyIds()).toEqual(['pane-1/form']);
  });

  it('answers for an id and for the holders inside it, not for ids that merely start alike', () => {
    registerDirty('pane-1/form', true);
    expect(hasDirty('pane-1')).toBe(true);
    expect(hasDirty('pane-1/form')).toBe(true);
    expect(hasDirty('pane-10')).toBe(false);
    expect(hasDirty('pane-2')).toBe(false);
  });

  it('tells subscribers of each change, and not of a repeated state', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDirty(listener);
    registerDirty('a', true);
    registerDirty('a', true);
    registerDirty('a', false);
    unsubscribe();
    registerDirty('a', true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('useDirtyGuard', () => {
  beforeEach(() => {
    root = createRoot(document.createElement('div'));
  });
  afterEach(() => act(() => root.unmount()));

  it('guards leaving the page and lists its id only while dirty', () => {
    render(<Holder dirty={false} id="pane-1" />);
    expect(unloadIsGuarded()).toBe(false);
    expect(dirtyIds()).toEqual([]);
    render(<Holder dirty id="pane-1" />);
    expect(unloadIsGuarded()).toBe(true);
    expect(dirtyIds()).toEqual(['pane-1']);
    render(<Holder dirty={false} id="pane-1" />);
    expect(unloadIsGuarded()).toBe(false);
    expect(dirtyIds()).toEqual([]);
  });

  it('lets go of everything when unmounted while dirty', () => {
    render(<Holder dirty id="pane-1" />);
    act(() => root.unmount());
    expect(unloadIsGuarded()).toBe(false);
    expect(dirtyIds()).toEqual([]);
    root = createRoot(document.createElement('div'));
  });

  it('keeps guarding while another holder is still dirty', () => {
    render(
      <>
        <Holder dirty id="pane-1/a" />
        <Holder dirty id="pane-1/b" />
      </>,
    );
    render(
      <>
        <Holder dirty={false} id="pane-1/a" />
        <Holder dirty id="pane-1/b" />
      </>,
    );
    expect(unloadIsGuarded()).toBe(true);
    expect(dirtyIds()).toEqual(['pane-1/b']);
  });

  it('uses an id of its own when given none', () => {
    render(<Holder dirty />);
    expect(dirtyIds()).toHaveLength(1);
  });

  it('lists a holder inside a pane under the pane, so the pane answers for a form that knows no pane', () => {
    render(
      <DirtyScopeProvider value="pane-7">
        <Holder dirty />
        <Holder dirty id="lines" />
      </DirtyScopeProvider>,
    );
    expect(dirtyIds()).toHaveLength(2);
    expect(dirtyIds().every((id) => id.startsWith('pane-7/'))).toBe(true);
    expect(dirtyIds()).toContain('pane-7/lines');
    expect(hasDirty('pane-7')).toBe(true);
    expect(hasDirty('pane-8')).toBe(false);
  });
});

describe('scopedDirtyId', () => {
  it('puts an id under its scope once, and leaves it alone without a scope', () => {
    expect(scopedDirtyId('pane-1', 'form')).toBe('pane-1/form');
    expect(scopedDirtyId('pane-1', 'pane-1/form')).toBe('pane-1/form');
    expect(scopedDirtyId('pane-1', 'pane-1')).toBe('pane-1');
    expect(scopedDirtyId('pane-1', 'pane-10/form')).toBe('pane-1/pane-10/form');
    expect(scopedDirtyId(undefined, 'form')).toBe('form');
  });
});
