const fallback = '/dashboard';
const signedOutOnly = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * Where to go after signing in (specification section 2): the path in the redirect query when it
 * is one of ours, else the dashboard. Anything that could leave the site (//host, a scheme, a
 * backslash trick) or lead back to a signed-out page is ignored.
 */
export function redirectTarget(search: string): string {
  const requested = new URLSearchParams(search).get('redirect');
  if (!requested?.startsWith('/') || requested.startsWith('//') || requested.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(requested, 'http://origin.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://origin.invalid' || signedOutOnly.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
