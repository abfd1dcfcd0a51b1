import { Command } from 'cmdk';
import {
  type KeyboardEvent,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../ui/modal-focus';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './command-palette.css';
import type { ChooseMode, PaletteEntry } from './palette-entry';
import { PaletteHints } from './palette-hints';
import { chooseModeOf, movedActive } from './palette-keys';
import { defaultRowHeight, PaletteList, type ScrollRequest } from './palette-list';
import { usePaletteResults } from './use-palette-results';
import { type SearchServer, useServerSearch } from './use-server-search';

export interface CommandPaletteProps {
  open: boolean;
  /** Escape, a click outside, or a choice: the caller sets `open` to false. */
  onClose: () => void;
  entries: readonly PaletteEntry[];
  /** Ids of recently used entries, most recent first. */
  recentIds?: readonly string[];
  onChoose: (entry: PaletteEntry, mode: ChooseMode) => void;
  /** Extra results from the server: called 150 ms after typing stops, aborted by the next keystroke. */
  searchServer?: SearchServer;
}

const noRecent: readonly string[] = [];
/** Half a frame at 60 Hz: beyond it, ranking moves to a deferred render. */
export const slowRankingMs = 8;

/**
 * The command palette: a modal dialog over cmdk's root (its filter off, our ranking instead),
 * with a combobox input, a virtualised listbox and its own keys (PITFALLS.md: cmdk handles
 * neither virtual lists nor PageUp/PageDown).
 */
export function CommandPalette(props: CommandPaletteProps) {
  if (!props.open) return null;
  return <OpenPalette {...props} />;
}

function OpenPalette({
  onClose,
  entries,
  recentIds = noRecent,
  onChoose,
  searchServer,
}: CommandPaletteProps) {
  const { t } = useTranslation();
  const ids = useId();
  const listId = `${ids}list`;
  const idPrefix = `${ids}option-`;
  const hintsId = `${ids}hints`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // A deferred list lands a frame after the keystroke at best: Chrome paints the input first.
  // So the list follows the query at once while ranking stays cheap, and only when it grows
  // slow (a slower machine, a longer list) does React's deferral keep typing responsive. A
  // moving average, so one keystroke slowed by something else does not switch.
  const rankingCostMs = useRef(0);
  const listQuery = rankingCostMs.current > slowRankingMs ? deferredQuery : query;
  const server = useServerSearch(query, searchServer);
  const { results, ranking, resultsNow } = usePaletteResults(listQuery, { entries, recentIds, server });
  const { rows, options, rowOfOption } = results;
  useLayoutEffect(() => {
    rankingCostMs.current = rankingCostMs.current * 0.7 + ranking.costMs * 0.3;
  }, [ranking]);

  const [activeState, setActiveState] = useState({ query: '', option: 0 });
  const [scrollRequest, setScrollRequest] = useState<ScrollRequest | null>(null);
  const active =
    options.length === 0
      ? -1
      : activeState.query === listQuery
        ? Math.min(activeState.option, options.length - 1)
        : 0;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const choose = (entry: PaletteEntry | undefined, mode: ChooseMode) => {
    if (!entry) return;
    onChoose(entry, mode);
    onClose();
  };

  // Stable callbacks for the memoised list, reading the latest render's values.
  const latest = useRef({ options, listQuery, choose });
  useLayoutEffect(() => {
    latest.current = { options, listQuery, choose };
  });
  const onHover = useCallback((option: number) => {
    setActiveState((current) =>
      current.query === latest.current.listQuery && current.option === option
        ? current
        : { query: latest.current.listQuery, option },
    );
  }, []);
  const onPick = useCallback((option: number, mode: ChooseMode) => {
    latest.current.choose(latest.current.options[option], mode);
  }, []);

  const moveTo = (option: number) => {
    setActiveState({ query: listQuery, option });
    // The first option brings its section heading into view with it.
    setScrollRequest((current) => ({
      row: option === 0 ? 0 : (rowOfOption[option] ?? 0),
      nonce: (current?.nonce ?? 0) + 1,
    }));
  };

  const pageSize = () => {
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>('[data-palette-row]')?.offsetHeight || defaultRowHeight;
    return Math.max(1, Math.floor((list?.clientHeight ?? 0) / row) - 1);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      // Typed faster than the list renders (a quick "SO 1234" + Enter): take the current query's first result.
      const entry = query === listQuery ? options[active] : resultsNow(query).options[0];
      choose(entry, chooseModeOf(event));
      return;
    }
    // Only paging reads the list's height: reading it on every key would force a layout each time.
    const paging = event.key === 'PageDown' || event.key === 'PageUp';
    const next = movedActive(event.key, active, options.length, paging ? pageSize() : 1);
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    } else if (['Home', 'End', 'PageUp', 'PageDown', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      // Nothing to move through: keep the key for the input, away from cmdk's own handler.
      event.stopPropagation();
    }
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      if (wrapTab(dialogRef.current, event.shiftKey, document.activeElement)) event.preventDefault();
    }
  };

  const searching = listQuery.trim() !== '';
  const busy = server.status === 'busy';
  const announcement = !searching
    ? ''
    : options.length === 0 && !busy
      ? t('palette.empty', { query: listQuery.trim() })
      : t('palette.resultCount', { count: options.length });

  return (
    <div
      className={styles.scrim}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('palette.dialog')}
        data-key-scope="palette"
        className={styles.dialog}
        onKeyDown={onDialogKey}
      >
        <Command
          label={t('palette.dialog')}
          shouldFilter={false}
          // cmdk still scores items unless the filter is constant (dip/cmdk#148).
          filter={() => 1}
          vimBindings={false}
          className={styles.command}
        >
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? `${idPrefix}${active}` : undefined}
            aria-label={t('palette.input')}
            aria-describedby={hintsId}
            placeholder={t('palette.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKey}
          />
          {busy ? <Command.Loading label={t('palette.searching')} className={styles.busy} /> : null}
          <PaletteList
            listRef={listRef}
            listId={listId}
            idPrefix={idPrefix}
            rows={rows}
            optionCount={options.length}
            activeOption={active}
            activeRow={active >= 0 ? (rowOfOption[active] ?? -1) : -1}
            resultsFor={listQuery}
            scrollRequest={scrollRequest}
            onHover={onHover}
            onPick={onPick}
          />
          {options.length === 0 && !busy ? (
            <p className={styles.empty}>
              {searching ? t('palette.empty', { query: listQuery.trim() }) : t('palette.emptyList')}
            </p>
          ) : null}
          {server.status === 'failed' && server.query === query.trim() ? (
            <p className={styles.empty}>{t('palette.serverFailed')}</p>
          ) : null}
          <PaletteHints id={hintsId} />
        </Command>
        <div role="status" className={visuallyHidden}>
          {announcement}
        </div>
      </div>
    </div>
  );
}
