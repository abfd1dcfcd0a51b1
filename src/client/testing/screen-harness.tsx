import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttpClient } from '../api/http-client';
import { parseSearch, stringifySearch } from '../routes/search-params';
import { AppServicesProvider } from '../shell/app-services';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export type Answer = (request: SentRequest) => Promise<Response>;

export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface ScreenHarness {
  container: HTMLElement;
  sent: SentRequest[];
  pathname(): string;
  unmount(): Promise<void>;
}

export interface ScreenSetup {
  path: string;
  url: string;
  screen: ComponentType;
  answer?: Answer;
  otherPaths?: string[];
}

const noServer: Answer = async () => jsonAnswer(404, { code: 'NOT_FOUND', message: 'No route.' });

/** Lets pending promises, effects and the router's lazy work finish. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Test support: renders one screen at its path in a memory router, inside the providers the app
 * gives it, with the real HTTP client over a transport that answers from memory and remembers
 * what was sent. Other paths render a stub that names them, so a test can follow a link.
 */
export async function renderScreen(setup: ScreenSetup): Promise<ScreenHarness> {
  const sent: SentRequest[] = [];
  const answer = setup.answer ?? noServer;
  const http = createHttpClient({
    baseUrl: 'https://erp.test/api/v1',
    getToken: () => null,
    readCookie: () => undefined,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace('/api/v1/', ''),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      sent.push(request);
      return answer(request);
    },
  });
  const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  const Screen = setup.screen;
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: setup.path, component: () => <Screen /> }),
    ...(setup.otherPaths ?? []).map((path) =>
      createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{`Stub of ${path}`}</p> }),
    ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [setup.url] }),
    // The app's own search codec: it keeps identifiers and tokens as the text they are.
    parseSearch,
    stringifySearch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={{ http, storage }}>
          <RouterProvider router={router} />
        </AppServicesProvider>
      </QueryClientProvider>,
    );
  });
  await settle();
  return {
    container,
    sent,
    pathname: () => router.state.location.pathname,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
