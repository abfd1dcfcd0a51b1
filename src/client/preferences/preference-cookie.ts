/** Specification section 3: layout and theme settings live in cookies named after the app. */
export const appTitle = 'Meridian ERP';

/** Specification section 9: the cookie helper keeps values 30 days, for the whole site. */
export const preferenceCookieMaxAge = 2_592_000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `namespaced('theme')` is `meridian-erp-theme`. */
export const namespaced = (key: string): string => `${slug(appTitle)}-${key}`;

/** Where cookies are read and written: `document` in the browser, a fake in tests. */
export interface CookieJar {
  cookie: string;
}

let configuredJar: CookieJar | undefined;

/** Points every later read and write at another jar (tests); `undefined` goes back to `document`. */
export function setCookieJar(jar: CookieJar | undefined): void {
  configuredJar = jar;
}

const emptyJar: CookieJar = { cookie: '' };

function activeJar(): CookieJar {
  return configuredJar ?? (typeof document === 'undefined' ? emptyJar : document);
}

/** The stored text of a preference, or undefined when absent or not decodable. */
export function readPreferenceCookie(key: string, jar: CookieJar = activeJar()): string | undefined {
  const prefix = `${encodeURIComponent(namespaced(key))}=`;
  const found = jar.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    // A hand-edited cookie with a broken escape is treated as absent, never as an error.
    return undefined;
  }
}

function setCookie(key: string, value: string, lifetime: string, jar: CookieJar): void {
  jar.cookie = `${encodeURIComponent(namespaced(key))}=${encodeURIComponent(value)}; ${lifetime}; path=/; SameSite=Lax`;
}

export function writePreferenceCookie(key: string, value: string, jar: CookieJar = activeJar()): void {
  setCookie(key, value, `max-age=${preferenceCookieMaxAge}`, jar);
}

export function removePreferenceCookie(key: string, jar: CookieJar = activeJar()): void {
  // The past expiry as well: some cookie stores (happy-dom among them) ignore max-age=0.
  setCookie(key, '', 'max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT', jar);
}
