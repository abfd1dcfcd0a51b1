import type { ColorScheme } from './preference-values';

const darkQuery = '(prefers-color-scheme: dark)';

/** The part of `window.matchMedia` used here, small enough for a test to hand in its own device. */
export interface DeviceQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

export interface MediaWindow {
  matchMedia(query: string): DeviceQuery;
}

export const currentWindow = (): MediaWindow | undefined =>
  typeof window === 'undefined' ? undefined : window;

/** The device's preference; light when it cannot be asked (no window, no matchMedia). */
export function deviceColorScheme(win: MediaWindow | undefined): ColorScheme {
  return typeof win?.matchMedia === 'function' && win.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** Calls back whenever the device switches between light and dark; returns the unsubscribe. */
export function watchDeviceColorScheme(
  win: MediaWindow | undefined,
  onChange: (scheme: ColorScheme) => void,
): () => void {
  if (typeof win?.matchMedia !== 'function') return () => undefined;
  const query = win.matchMedia(darkQuery);
  const listener = (event: { matches: boolean }) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
