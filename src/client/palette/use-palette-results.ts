import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../i18n/i18n-setup';
import { createGotoParser, documentNamesFrom, type GotoTarget } from './goto-grammar';
import type { PaletteEntry } from './palette-entry';
import { buildRows, type PaletteRows } from './palette-rows';
import { createPaletteIndex, type PaletteIndex, search } from './rank';
import type { ServerSearch } from './use-server-search';

/**
 * With a query, the best this many local entries: more than anyone scrolls through, and fewer
 * rows to sort and build on each keystroke. Without one, the list holds every entry.
 */
export const queryResultLimit = 300;

/**
 * One index per entries array, built on first use: folding 20,000 titles takes tens of
 * milliseconds, which an open palette should pay once, not on every open.
 */
const indexes = new WeakMap<readonly PaletteEntry[], PaletteIndex>();
function indexOf(entries: readonly PaletteEntry[]): PaletteIndex {
  const known = indexes.get(entries);
  if (known) return known;
  const index = createPaletteIndex(entries);
  indexes.set(entries, index);
  return index;
}

const noServerEntries: PaletteEntry[] = [];

interface ResultsInput {
  entries: readonly PaletteEntry[];
  recentIds: readonly string[];
  server: ServerSearch;
}

/**
 * The rows for a query, what ranking it cost, and a way to compute them at once for a query not
 * rendered yet.
 */
export function usePaletteResults(
  query: string,
  { entries, recentIds, server }: ResultsInput,
): { results: PaletteRows; ranking: { costMs: number }; resultsNow: (query: string) => PaletteRows } {
  const { t, i18n } = useTranslation();
  const index = indexOf(entries);
  const recentSet = useMemo(() => new Set(recentIds), [recentIds]);
  const parseGoto = useMemo(
    () =>
      createGotoParser(
        documentNamesFrom((nameKey) =>
          languages.flatMap((language) => {
            const name: unknown = i18n.getResource(language, 'translation', nameKey);
            return typeof name === 'string' ? [name] : [];
          }),
        ),
      ),
    [i18n],
  );

  const goToEntry = useCallback(
    (target: GotoTarget): PaletteEntry => ({
      id: `goto:${target.objectId}:${target.number}`,
      kind: 'document',
      title: t('palette.openDocument', {
        name: t(target.nameKey, { defaultValue: target.name }),
        number: target.number,
      }),
      icon: 'tabler-file-invoice',
      document: { objectId: target.objectId, number: target.number },
    }),
    [t],
  );

  const localFor = useCallback(
    (text: string) => {
      const started = performance.now();
      const searching = text.trim() !== '';
      const target = searching ? parseGoto(text) : null;
      const local = search(index, text, { recentIds, limit: searching ? queryResultLimit : undefined });
      return {
        searching,
        goTo: target ? goToEntry(target) : null,
        local,
        recentIds: recentSet,
        costMs: performance.now() - started,
      };
    },
    [index, recentIds, recentSet, parseGoto, goToEntry],
  );

  // Emptying the query lists every entry again: those rows are built once, not on each Backspace.
  const everything = useMemo(() => buildRows({ ...localFor(''), server: noServerEntries }), [localFor]);
  const searching = query.trim() !== '';
  // Server answers arrive after the local results: they must not rank the local entries again.
  const local = useMemo(() => (searching ? localFor(query) : null), [localFor, query, searching]);
  const serverEntries =
    server.status === 'done' && server.query === query.trim() ? server.entries : noServerEntries;
  const results = useMemo(
    () => (local ? buildRows({ ...local, server: serverEntries }) : everything),
    [local, serverEntries, everything],
  );
  const resultsNow = useCallback(
    (text: string) => buildRows({ ...localFor(text), server: noServerEntries }),
    [localFor],
  );
  // A new object per ranking, so the caller sees each one even when two cost the same.
  const ranking = useMemo(() => ({ costMs: local ? local.costMs : 0 }), [local]);
  return { results, ranking, resultsNow };
}
