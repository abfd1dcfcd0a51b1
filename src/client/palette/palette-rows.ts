import type { PaletteEntry } from './palette-entry';

/** The palette's sections, in the order they appear. */
export type PaletteGroup = 'goTo' | 'recent' | 'all' | 'results' | 'server';

export type PaletteRow =
  | { type: 'heading'; key: string; group: PaletteGroup }
  | { type: 'option'; key: string; group: PaletteGroup; entry: PaletteEntry; option: number };

/** The flat rows the virtual list draws, and for each option (by position) its row. */
export interface PaletteRows {
  rows: PaletteRow[];
  options: PaletteEntry[];
  rowOfOption: number[];
}

export interface RowSources {
  /** True when something is typed: results sections instead of recent and everything. */
  searching: boolean;
  /** The go-to document entry, when the query names a document. */
  goTo: PaletteEntry | null;
  /** Local results as search() ranked them (for an empty query: recent ones first). */
  local: readonly PaletteEntry[];
  recentIds: ReadonlySet<string>;
  server: readonly PaletteEntry[];
}

/**
 * Sections: with a query, the named document first, then the local results, then the server's;
 * without one, the recent entries, then everything else.
 */
export function buildRows(sources: RowSources): PaletteRows {
  const rows: PaletteRow[] = [];
  const options: PaletteEntry[] = [];
  const rowOfOption: number[] = [];
  const section = (group: PaletteGroup, entries: readonly PaletteEntry[], from = 0, to = entries.length) => {
    if (to <= from) return;
    rows.push({ type: 'heading', key: `heading:${group}`, group });
    for (let position = from; position < to; position += 1) {
      const entry = entries[position];
      if (!entry) continue;
      rowOfOption.push(rows.length);
      rows.push({ type: 'option', key: `${group}:${entry.id}`, group, entry, option: options.length });
      options.push(entry);
    }
  };
  if (sources.searching) {
    if (sources.goTo) section('goTo', [sources.goTo]);
    section('results', sources.local);
    // The server may know an entry the palette already lists: show it once, where it ranks locally.
    if (sources.server.length > 0) {
      const listed = new Set(options.map((entry) => entry.id));
      section(
        'server',
        sources.server.filter((entry) => !listed.has(entry.id)),
      );
    }
  } else {
    let recentCount = 0;
    while (
      recentCount < sources.local.length &&
      sources.recentIds.has(sources.local[recentCount]?.id ?? '')
    ) {
      recentCount += 1;
    }
    section('recent', sources.local, 0, recentCount);
    section('all', sources.local, recentCount);
  }
  return { rows, options, rowOfOption };
}
