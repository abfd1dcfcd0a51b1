import { openLayoutEnvelope, sealLayoutText } from './layout-envelope';
import { layoutTextOf, parseLayoutText } from './layout-text';
import { leafIds, mapLeaves, maxPanes, type PaneId } from './layout-tree';
import { fallbackHref, isSafePaneHref } from './pane-href';
import { hrefWithoutView } from './pane-view-search';
import type { LayoutSnapshot, NewPaneId, Workspace } from './workspace';

/** The name of the query parameter that carries a layout. */
export const layoutSearchParam = 'ws';

/** Longer values are refused before any work (a URL this long is not a layout of ours). */
export const maxEncodedLength = 4000;

export type LayoutDecodeFailure =
  | 'malformed'
  | 'tampered'
  | 'unsupported-version'
  | 'unsafe-path'
  | 'too-large';

export type LayoutDecodeResult =
  | { ok: true; layout: LayoutSnapshot }
  | { ok: false; reason: LayoutDecodeFailure };

const sealed = (ws: Workspace, ids: readonly PaneId[], hrefs: string[]) => {
  const indexOf = new Map(ids.map((id, index) => [id, String(index)]));
  return sealLayoutText(
    layoutTextOf({
      focused: Math.max(0, ids.indexOf(ws.focused)),
      tree: mapLeaves(ws.tree, (id) => indexOf.get(id) ?? id),
      hrefs,
    }),
  );
};

/** An encoded layout, and how many panes' filters and sort had to be left out to fit. */
export interface FittedLayout {
  encoded: string;
  viewsLeftOut: number;
}

/**
 * The layout (tree, hrefs, focused pane; not the history) as the value of the `ws` query
 * parameter. Panes become their reading-order indexes. Only characters URLSearchParams leaves
 * alone are used. A layout longer than `maxEncodedLength` would be refused when opened, so the
 * panes' filters and sort (their views, see pane-view-search.ts) are left out one pane at a time,
 * the last pane in reading order first and the focused one last, until it fits: the shared layout
 * still opens every pane, and only the panes that lost their view show more rows.
 */
export function fitLayout(ws: Workspace): FittedLayout {
  const ids = leafIds(ws.tree);
  const hrefs = ids.map((id) => ws.panes[id]?.href ?? fallbackHref);
  let encoded = sealed(ws, ids, hrefs);
  const order = [...ids.keys()]
    .reverse()
    .sort((a, b) => Number(ids[a] === ws.focused) - Number(ids[b] === ws.focused));
  let viewsLeftOut = 0;
  for (const index of order) {
    if (encoded.length <= maxEncodedLength) break;
    const href = hrefs[index] ?? fallbackHref;
    const bare = hrefWithoutView(href);
    if (bare === href) continue;
    hrefs[index] = bare;
    viewsLeftOut += 1;
    encoded = sealed(ws, ids, hrefs);
  }
  return { encoded, viewsLeftOut };
}

export const encodeLayout = (ws: Workspace): string => fitLayout(ws).encoded;

const failure = (reason: LayoutDecodeFailure): LayoutDecodeResult => ({ ok: false, reason });

/**
 * Reads a `ws` value back into a layout with fresh pane ids, checking everything: the envelope
 * (version, checksum), the tree, the shares, that every pane has exactly one href, that every
 * href is one of our own routes and the size. Never throws.
 */
export function decodeLayout(text: string, newId: NewPaneId): LayoutDecodeResult {
  if (text.length > maxEncodedLength) return failure('too-large');
  const opened = openLayoutEnvelope(text);
  if (!opened.ok) return failure(opened.reason);
  const parsed = parseLayoutText(opened.text);
  if (parsed === null) return failure('malformed');
  const indexes = leafIds(parsed.tree);
  if (indexes.length > maxPanes || parsed.hrefs.length > maxPanes) return failure('too-large');
  const expected = parsed.hrefs.map((_, index) => String(index));
  if ([...indexes].sort().join() !== [...expected].sort().join()) return failure('malformed');
  if (parsed.focused >= parsed.hrefs.length) return failure('malformed');
  if (!parsed.hrefs.every(isSafePaneHref)) return failure('unsafe-path');
  const ids = parsed.hrefs.map(() => newId());
  const focused = ids[parsed.focused];
  if (focused === undefined) return failure('malformed');
  const hrefs: Record<PaneId, string> = {};
  for (const [index, id] of ids.entries()) hrefs[id] = parsed.hrefs[index] ?? fallbackHref;
  const tree = mapLeaves(parsed.tree, (index) => ids[Number(index)] ?? index);
  return { ok: true, layout: { tree, hrefs, focused } };
}
