import type { ComponentType } from 'react';
import { documentRouteNames, documentScreenKindOf } from '../routes/document-route';
import type { ScreenEarlyRequests, ScreenPrefetch } from '../routes/screen-prefetch';

/** A screen's chunk: its component, and the requests it may send before it mounts. */
export type ScreenModule = { default: ComponentType; prefetch?: ScreenPrefetch };
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * The screens of a signed-out visitor, loaded straight from the first load: the sign-in page
 * waits for no table of the others.
 */
export const accountScreens: Partial<Record<string, ScreenLoader>> = {
  login: () => import('../modules/account/login-screen'),
  register: () => import('../modules/account/register-screen'),
  'forgot-password': () => import('../modules/account/forgot-password-screen'),
  'reset-password': () => import('../modules/account/reset-password-screen'),
};

/**
 * Every other screen's loader is in screen-registry.ts, a chunk of its own: a table of some
 * seventy loaders (and the files each needs) that would otherwise grow the first load with every
 * screen the product gains. A signed-in reload asks for it at once, beside the frame's chunk.
 */
const registry = () => import('./screen-registry');

/** The loader of a route's screen, by the route's name. */
export function screenLoaderOf(name: string): ScreenLoader {
  return accountScreens[name] ?? (() => registry().then((loaded) => loaded.registeredLoaderOf(name)()));
}

type EarlyRequestsLoader = () => Promise<{ earlyRequests: ScreenEarlyRequests }>;
const documentEarlyRequests: EarlyRequestsLoader = () =>
  import('../modules/documents/document-early-requests');

/**
 * The screens whose first GETs are declared apart from their chunk (screen-prefetch.ts), by route
 * name: kept here, in the first load, so a reload sends them before the registry has arrived.
 */
const earlyRequestLoaders: Partial<Record<string, EarlyRequestsLoader>> = Object.fromEntries(
  // Only lists ask ahead (document-early-requests.ts): a single document's route loads nothing more.
  documentRouteNames
    .filter((name) => documentScreenKindOf(name) === 'list')
    .map((name) => [name, documentEarlyRequests]),
);

export const earlyRequestsOf = (name: string): EarlyRequestsLoader | undefined => earlyRequestLoaders[name];
