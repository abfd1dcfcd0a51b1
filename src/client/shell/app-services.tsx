import { createContext, type ReactNode, useContext } from 'react';
import type { HttpClient } from '../api/http-client';
import type { SessionStorage } from '../session/session-storage';

/** What screens need from the outside world, handed down once so tests can hand in their own. */
export interface AppServices {
  http: HttpClient;
  storage: SessionStorage;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesProvider above it');
  return services;
}
