import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter } from '../../shared/api/resources';
import * as buttons from '../ui/buttons.css';
import * as styles from './resource-list.css';

interface FilterChipsProps {
  filters: readonly ColumnFilter[];
  /** The filter in words: column, operator and value (filter-text.ts). */
  textOf(filter: ColumnFilter): string;
  onRemove(index: number): void;
  /** Where focus goes once the last chip is gone (the list's search). */
  focusAfterLast(): void;
}

/**
 * The list's active filters, one button each, named by column, operator and value, that removes
 * it on Enter, Space, Delete or Backspace. The removed button leaves the
 * page, so focus moves on by itself rather than falling to <body>, where the next shortcut would
 * find no pane: to the chip that took its place (or the one before it), else to the search.
 */
export function FilterChips({ filters, textOf, onRemove, focusAfterLast }: FilterChipsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters changed, after the removed chip left the page.
  useLayoutEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const chips = list.current?.querySelectorAll('button') ?? [];
    const next = chips[Math.min(index, chips.length - 1)];
    if (next) next.focus();
    else focusAfterLast();
  }, [filters, focusAfterLast]);

  if (filters.length === 0) return null;
  return (
    <ul ref={list} className={styles.chips} aria-label={t('resources.common.filters')}>
      {filters.map((filter, index) => {
        const text = textOf(filter);
        const remove = () => {
          removed.current = index;
          onRemove(index);
        };
        return (
          <li key={`${filter.field}.${filter.op}`}>
            <button
              type="button"
              className={buttons.button}
              onClick={remove}
              onKeyDown={(event) => {
                if (event.key !== 'Delete' && event.key !== 'Backspace') return;
                event.preventDefault();
                remove();
              }}
              aria-label={t('resources.common.removeFilter', { filter: text })}
            >
              {text} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
