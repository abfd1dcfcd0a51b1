import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PaletteEntry } from './palette-entry';

export type SearchServer = (query: string, signal: AbortSignal) => Promise<PaletteEntry[]>;

export interface ServerSearch {
  status: 'idle' | 'busy' | 'done' | 'failed';
  /** The query these results answer (trimmed). */
  query: string;
  entries: PaletteEntry[];
}

export const serverSearchDelayMs = 150;
export const serverSearchMinLength = 2;

const idle: ServerSearch = { status: 'idle', query: '', entries: [] };

/**
 * Asks the server once typing pauses for 150 ms, for queries of two characters or more; the
 * next keystroke aborts the request in flight, so a slow answer never replaces a newer one.
 */
export function useServerSearch(query: string, searchServer: SearchServer | undefined): ServerSearch {
  const [state, setState] = useState<ServerSearch>(idle);
  // The latest function, so a caller passing a new closure each render does not restart the wait.
  const latest = useRef(searchServer);
  useLayoutEffect(() => {
    latest.current = searchServer;
  });
  const enabled = searchServer !== undefined;

  useEffect(() => {
    const text = query.trim();
    if (!enabled || text.length < serverSearchMinLength) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const search = latest.current;
      if (!search) return;
      setState({ status: 'busy', query: text, entries: [] });
      search(text, controller.signal).then(
        (entries) => {
          if (!controller.signal.aborted) setState({ status: 'done', query: text, entries });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', query: text, entries: [] });
        },
      );
    }, serverSearchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);

  return state;
}
