/** Where a pane goes when nothing else is known, and what the last closed pane turns into. */
export const fallbackHref = '/dashboard';

/** C0 controls, DEL and C1 controls: never part of a route a pane could show. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * A pane only ever shows one of our own routes. Hrefs arrive from pasted URLs and stored
 * layouts, so anything a browser could resolve to another origin is refused: a protocol-relative
 * `//host`, a scheme, a backslash (browsers read `/\host` as `//host`) and control characters
 * (browsers strip tabs and newlines before resolving).
 */
export function isSafePaneHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if (href.includes('\\') || hasControlCharacter(href)) return false;
  // Route paths never hold a colon (path params are percent-encoded); the query may.
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return !path.includes(':');
}
