import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId } from 'react';
import { listKeyTarget } from '../../keyboard/list-navigation';
import * as styles from './route-calls.css';

interface KeyboardListProps<Entry> {
  label: string;
  entries: readonly Entry[];
  active: number;
  onActiveChange(index: number): void;
  /** Enter on the active entry. */
  onChoose?(index: number): void;
  keyOf(entry: Entry): string | number;
  render(entry: Entry, index: number): ReactNode;
  empty: string;
  keyShortcuts?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A listbox with one tab stop: the arrows, Home and End move the active entry (named by
 * aria-activedescendant, so the focus never leaves the list), Enter chooses it, a click makes it
 * active. The rep's calls and a route's stops are such lists.
 */
export function KeyboardList<Entry>({
  label,
  entries,
  active,
  onActiveChange,
  onChoose,
  keyOf,
  render,
  empty,
  keyShortcuts,
  ref,
}: KeyboardListProps<Entry>) {
  const id = useId();
  const optionId = (index: number) => `${id}-entry-${index}`;
  const current = entries.length === 0 ? -1 : Math.min(Math.max(active, 0), entries.length - 1);
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const next = listKeyTarget(event.key, current, entries.length);
    if (next !== undefined) {
      event.preventDefault();
      if (next >= 0 && next < entries.length) onActiveChange(next);
    } else if (event.key === 'Enter' && current >= 0 && onChoose) {
      event.preventDefault();
      onChoose(current);
    }
  };
  return (
    <div
      ref={ref}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={current >= 0 ? optionId(current) : undefined}
      aria-keyshortcuts={keyShortcuts}
      className={styles.list}
      onKeyDown={onKeyDown}
    >
      {entries.length === 0 && (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox (aria-activedescendant).
        <div role="option" aria-selected="false" aria-disabled="true" className={styles.muted}>
          {empty}
        </div>
      )}
      {entries.map((entry, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox hears the keys; a click only makes the entry active.
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which names the active entry with aria-activedescendant.
        <div
          key={keyOf(entry)}
          id={optionId(index)}
          role="option"
          aria-selected={index === current}
          className={`${styles.entry} ${index === current ? styles.entryActive : ''}`}
          onClick={() => onActiveChange(index)}
        >
          {render(entry, index)}
        </div>
      ))}
    </div>
  );
}
