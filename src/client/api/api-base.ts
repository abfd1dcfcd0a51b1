export type ApiBaseMode = 'same-origin' | 'derived';

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
}

const apiPath = '/api/v1';
const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
/** Specification section 7: some local ports use fixed development and test back ends. */
const localBackEnds: Record<string, string> = {
  '5173': 'http://localhost:8080', // vite dev server -> npm run dev
  '4173': 'http://localhost:8081', // vite preview -> a test back end
};

const isIpAddress = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');

/**
 * Where the API lives, seen from the page. Our server serves the client itself ('same-origin').
 * A client hosted apart from its API ('derived') follows the specification: the first host label
 * receives a -be suffix (erp.acme.com -> erp-be.acme.com), with loopback ports mapped to fixed
 * local back ends and IP addresses, which have no label to suffix, left on the same origin.
 */
export function resolveApiBase(location: PageLocation, mode: ApiBaseMode): string {
  if (mode === 'same-origin') return `${location.origin}${apiPath}`;
  if (loopbackHosts.has(location.hostname)) {
    const backEnd = localBackEnds[location.port];
    return `${backEnd ?? location.origin}${apiPath}`;
  }
  if (isIpAddress(location.hostname)) return `${location.origin}${apiPath}`;
  const [first, ...rest] = location.hostname.split('.');
  const host = [`${first}-be`, ...rest].join('.');
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${apiPath}`;
}

/** Chosen when the client is built: VITE_API_BASE_MODE=derived for a separately hosted client. */
export function apiBaseMode(): ApiBaseMode {
  return import.meta.env.VITE_API_BASE_MODE === 'derived' ? 'derived' : 'same-origin';
}
