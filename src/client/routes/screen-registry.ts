import type { ComponentType } from 'react';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

const notFound: ScreenLoader = () => import('../modules/misc/not-found-screen');
const notAuthorized: ScreenLoader = () => import('../modules/misc/not-authorized-screen');

/**
 * The real screens, by route name, each loaded when first opened so the first load carries only
 * the shell. A route without an entry here has no screen yet (npm run routes:coverage lists them).
 */
export const screens: Partial<Record<string, ScreenLoader>> = {
  login: () => import('../modules/account/login-screen'),
  register: () => import('../modules/account/register-screen'),
  'forgot-password': () => import('../modules/account/forgot-password-screen'),
  'reset-password': () => import('../modules/account/reset-password-screen'),
  dashboard: () => import('../modules/dashboard/dashboard-screen'),
  'access-control': () => import('../modules/access-control/access-control-screen'),
  'not-authorized': notAuthorized,
  'pages-misc-not-authorized': notAuthorized,
  'pages-misc-not-found-error': notFound,
  'error-404': notFound,
};

export const servedRouteNames = (): string[] => Object.keys(screens);
