import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import './app/base-styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { specRoutes } from '../shared/screens/screen-catalogue';
import { apiBaseMode, resolveApiBase } from './api/api-base';
import { holdBackground } from './api/foreground-first';
import { createHttpClient } from './api/http-client';
import { createQueryClient } from './api/query-client';
import { createAppRouter, preloadScreenAt } from './app/app-router';
import { BlankLayout } from './app/layouts/blank-layout';
import { RootView } from './app/root-view';
import { RouteFailure } from './app/route-fallbacks';
import { earlyRequestsOf, screenLoaderOf } from './app/screen-loading';
import {
  applyDocumentLanguage,
  loadCatalogue,
  setupI18n,
  storedLanguage,
  warmLocaleData,
} from './i18n/i18n-setup';
import { KeyboardLayerProvider } from './keyboard/keyboard-layer-provider';
import { applyPreferences } from './preferences/apply-preferences';
import { ensureSession, signedOutLocally } from './session/session-flow';
import { sessionSignal } from './session/session-state';
import { storedToken } from './session/session-storage';
import { AppServicesProvider } from './shell/app-services';
import { notify } from './shell/feedback/notifications';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

const language = storedLanguage(window.localStorage);
applyDocumentLanguage(language);
applyPreferences(document, window);

const queryClient = createQueryClient();
let sessionEnded = () => undefined;
const http = createHttpClient({
  baseUrl: resolveApiBase(window.location, apiBaseMode()),
  getToken: () => storedToken(window.localStorage),
  readCookie,
  // The server words its refusals in the screen's language (before i18next starts: the stored one).
  language: () => i18next.resolvedLanguage ?? language,
  onUnauthorized: () => sessionEnded(),
});
const services = { http, storage: window.localStorage };

/**
 * The signed-in frame (navigation, workspace, palette) is a chunk of its own: the sign-in page
 * does without it. With a stored token it is most likely wanted, so its download, the session
 * check and the download of the address's screen all start now, beside the catalogue's, rather
 * than one after the other; background work waits until the page on screen has its data.
 */
const loadAppLayout = () => import('./app/layouts/app-layout');
const signedIn = storedToken(window.localStorage) !== null;
// Asked first: the browser sends requests to a server six at a time, in the order asked, and
// nothing renders before the catalogue; the session check comes next, then the chunks.
void loadCatalogue(language);
if (signedIn) {
  holdBackground();
  void ensureSession({ ...services, queryClient });
  void loadAppLayout();
}
const router = createAppRouter({
  routes: specRoutes,
  screenOf: screenLoaderOf,
  root: RootView,
  layouts: { blank: BlankLayout, default: lazyRouteComponent(loadAppLayout, 'AppLayout') },
  failure: RouteFailure,
  context: { services: { ...services, queryClient } },
});
if (signedIn)
  void preloadScreenAt(router, screenLoaderOf, router.state.location, { http, queryClient }, earlyRequestsOf);
// Every request of the start is out: the wait for their answers is the time to load locale data.
setTimeout(() => warmLocaleData(language), 0);
await setupI18n(language);
// The server ended the session (signed out elsewhere, expired, locked): sign in again, then back here.
sessionEnded = () => {
  // Several calls in flight may all be refused: the first one ends the session, once.
  if (sessionSignal.value.status !== 'signed-in') return;
  signedOutLocally({ ...services, queryClient });
  notify({ type: 'warning', text: i18next.t('layout.sessionEnded'), timeout: 0 });
  void router.navigate({ to: '/login', search: { redirect: router.state.location.href }, replace: true });
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppServicesProvider services={services}>
        <KeyboardLayerProvider>
          <RouterProvider router={router} />
        </KeyboardLayerProvider>
      </AppServicesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
