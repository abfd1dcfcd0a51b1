// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeAtPath } from '../../shared/screens/screen-catalogue';
import { announcementsSignal } from '../shell/feedback/live-announcer';
import { usePageAnnouncements } from './use-page-announcements';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function AnnouncingRoot() {
  usePageAnnouncements();
  return (
    <main id="main" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** Two pages of the catalogue under a root that announces them, as root-view.tsx does. */
function announcingRouter() {
  const root = createRootRoute({ component: AnnouncingRoot });
  const page = (path: string) => {
    const definition = routeAtPath(path)?.definition;
    if (!definition) throw new Error(`${path} is not in the catalogue`);
    return createRoute({
      getParentRoute: () => root,
      path,
      staticData: { definition },
      component: () => null,
    });
  };
  return createRouter({
    routeTree: root.addChildren([page('/dashboard'), page('/business-partners/bp-master-data')]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
}

let container: HTMLElement;
let root: Root;
let router: ReturnType<typeof announcingRouter>;
const spoken = () => announcementsSignal.value.polite?.sequence ?? 0;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  router = announcingRouter();
  root = createRoot(container);
  await act(async () => {
    root.render(<RouterProvider router={router} />);
    await router.load();
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('page announcements', () => {
  it('titles the tab on the first page without announcing it, then announces the next page', async () => {
    const before = spoken();
    expect(document.title).not.toBe('');
    await act(() => router.navigate({ to: '/business-partners/bp-master-data' }));
    // The router resolves after the navigation's promise on a busy machine: wait for the page.
    await vi.waitFor(() => expect(spoken()).toBe(before + 1));
    // Its words are the catalogue's once i18next is set up (by another file of the worker), else the key.
    expect(announcementsSignal.value.polite?.message).toMatch(/page opened|layout\.navigated/);
    expect(document.activeElement?.id).toBe('main');
  });

  it('says nothing and leaves the focus alone when only the query changes (a layout writing its address)', async () => {
    await act(() => router.navigate({ to: '/business-partners/bp-master-data' }));
    await vi.waitFor(() => expect(router.state.status).toBe('idle'));
    const before = spoken();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await act(() => router.navigate({ to: '/business-partners/bp-master-data', search: { ws: 'x' } }));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ ws: 'x' }));
    await act(() => router.load());
    expect(spoken()).toBe(before);
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
