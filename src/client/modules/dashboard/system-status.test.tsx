// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Health } from '../../../shared/api/health';
import { ar } from '../../../shared/i18n/locales/ar';
import { en } from '../../../shared/i18n/locales/en';
import { createHttpClient } from '../../api/http-client';
import { LanguageSelect } from '../../app/language-select';
import { changeLanguage, languages, setupI18n } from '../../i18n/i18n-setup';
import { AppServicesProvider } from '../../shell/app-services';
import { getByRole, queryAllByRole } from '../../testing/accessible-queries';
import { SystemStatus } from './system-status';

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

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The component is not about HTTP: the real client runs over a transport that answers from
 * memory, so the answer still goes through the client's error classes and the shared schema.
 */
function fakeFetch(answer: (path: string) => Promise<Response>): typeof fetch {
  return (input) => answer(new URL(input instanceof Request ? input.url : String(input)).pathname);
}

let root: Root | undefined;
let container: HTMLElement;
const stored = new Map<string, string>();

async function render(answer: (path: string) => Promise<Response>) {
  container = document.createElement('div');
  document.body.append(container);
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const http = createHttpClient({
    baseUrl: 'https://erp.test/api/v1',
    getToken: () => null,
    readCookie: () => undefined,
    fetch: fakeFetch(answer),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={queryClient}>
        <AppServicesProvider services={{ http, storage }}>
          <LanguageSelect />
          <SystemStatus />
        </AppServicesProvider>
      </QueryClientProvider>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const healthy = async (path: string) =>
  path === '/api/v1/health' ? jsonAnswer(200, health) : jsonAnswer(404, { code: 'NOT_FOUND', message: path });

function languageSelect(name: string): HTMLSelectElement {
  const select = getByRole(container, 'combobox', { name });
  if (!(select instanceof HTMLSelectElement)) throw new Error('the language switcher is not a native select');
  return select;
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The text of the definition that follows a term in the status panel's list. */
function definitionOf(panel: Element, term: string): string | null | undefined {
  return getByRole(panel, 'term', { name: term }).nextElementSibling?.textContent;
}

describe('the system status panel and the language choice', () => {
  beforeAll(() => setupI18n('en', languages));
  afterEach(async () => {
    await act(async () => root?.unmount());
    container.remove();
    await changeLanguage('en', undefined);
    stored.clear();
  });

  it('shows the state of the server and its database in a named status panel', async () => {
    await render(healthy);
    const panel = getByRole(container, 'status', { name: 'System status' });
    expect(getByRole(panel, 'heading', { level: 2, name: 'System status' })).toBeTruthy();
    expect(definitionOf(panel, 'Server version')).toBe('0.1.0');
    expect(definitionOf(panel, 'Database')).toBe('Embedded PostgreSQL (PGlite)');
    expect(definitionOf(panel, 'Database reachable')).toBe('Yes');
    expect(definitionOf(panel, 'Schema version')).toBe('0000_initial');
  });

  it('names a PostgreSQL server as such', async () => {
    await render(async () =>
      jsonAnswer(200, { ...health, database: { ...health.database, kind: 'postgres' } }),
    );
    const panel = getByRole(container, 'status', { name: 'System status' });
    expect(definitionOf(panel, 'Database')).toBe('PostgreSQL server');
  });

  it('says it is asking the server while the answer is on its way', async () => {
    await render(() => new Promise<Response>(() => undefined));
    const panel = getByRole(container, 'status', { name: 'System status' });
    expect(panel.textContent).toContain(en.status.loading);
    expect(queryAllByRole(panel, 'alert')).toEqual([]);
  });

  it('switches to Arabic live: right-to-left, Arabic texts, the choice stored', async () => {
    await render(healthy);
    const select = languageSelect('Language');
    expect(getByRole(select, 'option', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
    expect(getByRole(select, 'option', { name: 'Français' }).getAttribute('lang')).toBe('fr');
    await choose(select, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(stored.get('language')).toBe('ar');
    const panel = getByRole(container, 'status', { name: ar.status.heading });
    expect(definitionOf(panel, ar.status.database)).toBe(ar.status.kind.pglite);
    await choose(languageSelect(ar.language.label), 'en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(stored.get('language')).toBe('en');
  });

  it('says in words when the server cannot be reached', async () => {
    await render(() => Promise.reject(new TypeError('Failed to fetch')));
    const panel = getByRole(container, 'status', { name: 'System status' });
    expect(getByRole(panel, 'alert').textContent).toBe(en.httpErrors.network);
  });

  it('tells a failing server apart from a refused request', async () => {
    await render(async () => jsonAnswer(503, { code: 'SERVICE_UNAVAILABLE', message: 'Starting.' }));
    // A refusal's body is read with a schema fetched on the first refusal (http-client.ts).
    await vi.waitFor(() =>
      expect(getByRole(container, 'alert').textContent).toBe(en.httpErrors['bad-response']),
    );
    await act(async () => root?.unmount());
    container.remove();
    await render(async () => jsonAnswer(404, { code: 'NOT_FOUND', message: 'No route.' }));
    await vi.waitFor(() =>
      expect(getByRole(container, 'alert').textContent).toBe(en.httpErrors['bad-request']),
    );
  });
});
