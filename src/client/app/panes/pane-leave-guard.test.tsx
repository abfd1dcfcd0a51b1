// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterContextProvider,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dirtyIds, registerDirty } from '../../forms/use-dirty-guard';
import { discardQuestionSignal } from './discard-prompt';
import { PaneLeaveGuard } from './pane-leave-guard';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A pane's router with two pages, the way pane-tile.tsx renders it with its guard. */
function paneRouter() {
  const root = createRootRoute();
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null });
  return createRouter({
    routeTree: root.addChildren([page('/items'), page('/prices')]),
    history: createMemoryHistory({ initialEntries: ['/items'] }),
  });
}

let root: Root;
let router: ReturnType<typeof paneRouter>;
const pathname = () => router.state.location.pathname;
const asked = () => discardQuestionSignal.value;

async function navigate(options: Parameters<typeof router.navigate>[0]) {
  await act(async () => {
    await router.navigate(options);
  });
}

/** Starts a navigation the guard may hold: a held one never settles, so it is not awaited. */
async function startNavigation(to: string) {
  await act(async () => {
    void router.navigate({ to });
  });
}

const answer = (discard: boolean) =>
  act(async () => {
    asked()?.answer(discard);
  });

describe('a pane’s own navigation with unsaved changes', () => {
  beforeEach(async () => {
    router = paneRouter();
    root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <>
          <RouterProvider router={router} />
          <RouterContextProvider router={router}>
            <PaneLeaveGuard paneId="p1" />
          </RouterContextProvider>
        </>,
      ),
    );
  });
  afterEach(async () => {
    discardQuestionSignal.value?.answer(false);
    for (const id of dirtyIds()) registerDirty(id, false);
    await act(async () => root.unmount());
  });

  it('leaves a clean page without a question', async () => {
    await navigate({ to: '/prices' });
    expect(pathname()).toBe('/prices');
    expect(asked()).toBeNull();
  });

  it('asks before leaving a page with unsaved changes, and stays while the user keeps editing', async () => {
    registerDirty('p1/form', true);
    await startNavigation('/prices');
    expect(asked()).toMatchObject({ reason: 'leave', paneIds: ['p1'] });
    await answer(false);
    expect(pathname()).toBe('/items');
  });

  it('leaves once the user discards the changes', async () => {
    registerDirty('p1/form', true);
    await startNavigation('/prices');
    await answer(true);
    await expect.poll(pathname).toBe('/prices');
  });

  it('lets the workspace’s own moves through (it asked already), and a change of the query alone', async () => {
    registerDirty('p1/form', true);
    await navigate({ href: '/items?page=2' });
    expect(asked()).toBeNull();
    await navigate({ to: '/prices', ignoreBlocker: true });
    expect(asked()).toBeNull();
    expect(pathname()).toBe('/prices');
  });
});
