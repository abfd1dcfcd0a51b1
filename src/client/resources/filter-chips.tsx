import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter } from '../../shared/api/resources';
import * as buttons from '../ui/buttons.css';
import * as styles from './resource-list.css';

interface FilterChipsProps {
  filters: readonly ColumnFilter[];
  labelOf(field: string): string;
  onRemove(index: number): void;
  /** Where focus goes once the last chip is gone (the list's search). */
  focusAfterLast(): void;
}

function filterValueText(filter: ColumnFilter): string {
  if (filter.op === 'between') return [filter.value.from ?? '…', filter.value.to ?? '…'].join(' – ');
  if (filter.op === 'in') return filter.value.join(', ');
  return String(filter.value);
}

/**
 * The list's active filters, one button each that removes it. The removed button leaves the
 * page, so focus moves on by itself rather than falling to <body>, where the next shortcut would
 * find no pane: to the chip that took its place (or the one before it), else to the search.
 */
export function FilterChips({ filters, labelOf, onRemove, focusAfterLast }: FilterChipsProps) {
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
      {filters.map((filter, index) => (
        <li key={`${filter.field}-${filter.op}-${JSON.stringify(filter.value)}`}>
          <button
            type="button"
            className={buttons.button}
            onClick={() => {
              removed.current = index;
              onRemove(index);
            }}
            aria-label={`${t('resources.common.clearFilters')}: ${labelOf(filter.field)}`}
          >
            {labelOf(filter.field)} {t(`resources.common.operators.${filter.op}`)} {filterValueText(filter)} ×
          </button>
        </li>
      ))}
    </ul>
  );
}
