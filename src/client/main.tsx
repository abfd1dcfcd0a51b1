import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBaseMode, resolveApiBase } from './api/api-base';
import { createHttpClient } from './api/http-client';
import { AppServicesProvider } from './app/app-services';
import { RootView } from './app/root-view';
import { applyDocumentLanguage, setupI18n, storedLanguage } from './i18n/i18n-setup';
import { storedToken } from './session/session-storage';
import './app/root-view.css';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

const language = storedLanguage(window.localStorage);
applyDocumentLanguage(language);
await setupI18n(language);

const services = {
  http: createHttpClient({
    baseUrl: resolveApiBase(window.location, apiBaseMode()),
    getToken: () => storedToken(window.localStorage),
    readCookie,
  }),
  storage: window.localStorage,
};
const queryClient = new QueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppServicesProvider services={services}>
        <RootView />
      </AppServicesProvider>
    </QueryClientProvider>
  </StrictMode>,
);
