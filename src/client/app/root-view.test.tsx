// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Health } from '../../shared/api/health';
import type { HttpClient, RequestOptions } from '../api/http-client';
import { HttpError } from '../api/http-errors';
import { setupI18n } from '../i18n/i18n-setup';
import { type AppServices, AppServicesProvider } from './app-services';
import { RootView } from './root-view';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const health: Health = {
  status: 'ok',
  version: '0.1.0',
  database: {
    reachable: true,
    kind: 'pglite',
    schemaVersion: '0000_initial',
    pendingMigrations: 0,
    latencyMs: 1,
  },
};

/** The component is not about HTTP: the transport answers from memory, through the real schema. */
function transport(answer: () => unknown): HttpClient {
  const request = async <Schema extends z.ZodType>(
    _method: string,
    _path: string,
    options: RequestOptions<Schema>,
  ) => options.schema.parse(answer());
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}

let root: Root | undefined;
let container: HTMLElement;
const stored = new Map<string, string>();

async function render(services: Partial<AppServices>) {
  container = document.createElement('div');
  document.body.append(container);
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={{ http: transport(() => health), storage, ...services }}>
          <RootView />
        </AppServicesProvider>
      </QueryClientProvider>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const statusPanel = () => container.querySelector('[role="status"]');

describe('RootView', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
  });

  it('names the product and shows the state of the server and its database', async () => {
    await render({});
    expect(container.querySelector('h1')?.textContent).toBe('Meridian ERP');
    const panel = statusPanel();
    const labelledBy = panel?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('System status');
    expect(panel?.textContent).toContain('Embedded PostgreSQL (PGlite)');
    expect(panel?.textContent).toContain('0000_initial');
  });

  it('switches to Arabic: the page turns right-to-left and the choice is stored', async () => {
    await render({});
    const select = container.querySelector('select');
    if (!select) throw new Error('no language select');
    expect(container.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Language');
    await act(async () => {
      select.value = 'ar';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(stored.get('language')).toBe('ar');
    expect(container.querySelector('.tagline')?.textContent).toContain('لوحة المفاتيح');
    await act(async () => {
      select.value = 'en';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('says in words when the server cannot be reached', async () => {
    await render({
      http: transport(() => {
        throw new HttpError('network', 'connect ECONNREFUSED');
      }),
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The server cannot be reached. Check that it is running and try again.',
    );
  });
});
