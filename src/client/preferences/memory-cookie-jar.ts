import type { CookieJar } from './preference-cookie';

/** A cookie jar in memory that keeps every assignment, so tests can check the attributes written. */
export interface MemoryCookieJar extends CookieJar {
  readonly writes: string[];
}

/** Follows document.cookie closely enough for our writes: name=value, then max-age (0 removes). */
export function createMemoryCookieJar(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const maxAge = attributes.find((attribute) => attribute.toLowerCase().startsWith('max-age='));
      if (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}
