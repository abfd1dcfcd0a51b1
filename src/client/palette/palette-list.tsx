import { defaultRangeExtractor, type Range, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import {
  type MouseEvent,
  memo,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './command-palette.css';
import { type ChooseMode, paletteEntryKinds } from './palette-entry';
import { PaletteOption } from './palette-option';
import type { PaletteGroup, PaletteRow } from './palette-rows';

/** The row height before the first row is measured (a 32 px hit target plus 0.75rem). */
export const defaultRowHeight = 44;

export interface ScrollRequest {
  row: number;
  /** A new number asks again, even for the same row. */
  nonce: number;
}

export interface PaletteListProps {
  listRef: RefObject<HTMLDivElement | null>;
  listId: string;
  /** Option ids are this prefix and the option's position. */
  idPrefix: string;
  rows: readonly PaletteRow[];
  optionCount: number;
  activeOption: number;
  activeRow: number;
  /** The query these rows answer, on the listbox as data-results-for (tests and benchmarks wait on it). */
  resultsFor: string;
  scrollRequest: ScrollRequest | null;
  onHover: (option: number) => void;
  onPick: (option: number, mode: ChooseMode) => void;
}

/** The visible range plus the active row, so aria-activedescendant always names a rendered element. */
function withRow(indexes: number[], row: number): number[] {
  if (row < 0 || indexes.includes(row)) return indexes;
  return [...indexes, row].sort((a, b) => a - b);
}

/** Consecutive rows of one section share a group, named for assistive technology. */
function groupsOf(items: VirtualItem[], rows: readonly PaletteRow[]) {
  const groups: { group: PaletteGroup; items: { item: VirtualItem; row: PaletteRow }[] }[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    const last = groups.at(-1);
    if (last && last.group === row.group) last.items.push({ item, row });
    else groups.push({ group: row.group, items: [{ item, row }] });
  }
  return groups;
}

/**
 * The results as a listbox whose rows are virtualised with @tanstack/react-virtual: 20,000
 * entries render only the rows in view. Every row has one measured height; rows sit absolutely
 * inside a sizer, so groups can wrap them without breaking the layout.
 */
export const PaletteList = memo(function PaletteList({
  listRef,
  listId,
  idPrefix,
  rows,
  optionCount,
  activeOption,
  activeRow,
  resultsFor,
  scrollRequest,
  onHover,
  onPick,
}: PaletteListProps) {
  const { t } = useTranslation();
  const kindLabels = useMemo(
    () => Object.fromEntries(paletteEntryKinds.map((kind) => [kind, t(`palette.kinds.${kind}`)])),
    [t],
  );
  const [rowHeight, setRowHeight] = useState(defaultRowHeight);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    // Stable options: a new estimateSize or getItemKey makes the virtualiser measure every row again.
    estimateSize,
    overscan: 4,
    rangeExtractor: (range: Range) => withRow(defaultRangeExtractor(range), activeRow),
    // React 19 warns about flushSync inside lifecycle methods otherwise (PITFALLS.md).
    useFlushSync: false,
  });

  // The CSS decides the height (larger in accessibility mode): read it from the first rendered
  // row, once, since reading a height forces a layout.
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (measured.current) return;
    const height = listRef.current?.querySelector<HTMLElement>('[data-palette-row]')?.offsetHeight ?? 0;
    if (height === 0) return;
    measured.current = true;
    if (height !== rowHeight) setRowHeight(height);
  });
  useLayoutEffect(() => {
    if (rowHeight !== defaultRowHeight) virtualizer.measure();
  }, [rowHeight, virtualizer]);

  // A new query starts at the top. The virtualiser's own offset, not scrollTop: reading the DOM
  // (or scrolling when already there) forces a layout on every keystroke.
  useLayoutEffect(() => {
    if (resultsFor !== undefined && (virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [resultsFor, virtualizer]);

  useLayoutEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.row, { align: 'auto' });
  }, [scrollRequest, virtualizer]);

  // Rows move under a still pointer while the keyboard scrolls: only a real move makes a row active.
  const pointer = useRef({ x: Number.NaN, y: Number.NaN });
  const hover = useCallback(
    (option: number, event: MouseEvent) => {
      if (event.clientX === pointer.current.x && event.clientY === pointer.current.y) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      onHover(option);
    },
    [onHover],
  );

  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={t('palette.results')}
      tabIndex={-1}
      className={styles.list}
      data-results-for={resultsFor}
    >
      <div role="presentation" className={styles.sizer} style={{ blockSize: virtualizer.getTotalSize() }}>
        {groupsOf(virtualizer.getVirtualItems(), rows).map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox section is role group (WAI-ARIA listbox), not a fieldset
          <div key={group} role="group" aria-label={t(`palette.groups.${group}`)}>
            {/* Keyed by place, not by entry: a new query updates the rows in view instead of replacing them. */}
            {items.map(({ item, row }) =>
              row.type === 'heading' ? (
                <div
                  key={item.index}
                  aria-hidden="true"
                  className={styles.heading}
                  style={{ transform: `translateY(${item.start}px)` }}
                  data-palette-row=""
                >
                  {t(`palette.groups.${row.group}`)}
                </div>
              ) : (
                <PaletteOption
                  key={item.index}
                  id={`${idPrefix}${row.option}`}
                  entry={row.entry}
                  kindLabel={kindLabels[row.entry.kind] ?? row.entry.kind}
                  option={row.option}
                  optionCount={optionCount}
                  selected={row.option === activeOption}
                  start={item.start}
                  onHover={hover}
                  onPick={onPick}
                />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
});
