import { useRouterState } from '@tanstack/react-router';
import { type KeyboardEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow } from '../../api/authorization-queries';
import * as styles from './authorization.css';

/**
 * The user groups as a single-select list box: one tab stop, the arrows, Home and End move the
 * choice (the screen beside it follows), as the WAI-ARIA list box pattern describes.
 */
export function GroupList({
  groups,
  selected,
  onSelect,
}: {
  groups: readonly GroupRow[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const hintId = `${ids}-hint`;
  const index = groups.findIndex((group) => group.id === selected);
  const keyDown = (event: KeyboardEvent) => {
    const last = groups.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(index + 1, last),
      ArrowUp: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const group = groups[target];
    if (group) onSelect(group.id);
  };
  if (groups.length === 0) return <p>{t('authorization.groups.none')}</p>;
  return (
    <div>
      <p id={`${ids}-label`} className={styles.hint}>
        <strong>{t('authorization.groups.label')}</strong>
      </p>
      <div
        role="listbox"
        tabIndex={0}
        aria-labelledby={`${ids}-label`}
        aria-describedby={hintId}
        aria-activedescendant={index >= 0 ? `${ids}-${groups[index]?.id}` : undefined}
        className={styles.groupList}
        onKeyDown={keyDown}
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the list box takes the keys for its options
          <div
            key={group.id}
            id={`${ids}-${group.id}`}
            role="option"
            aria-selected={group.id === selected}
            // Focusable by script only; focus stays on the list box (aria-activedescendant pattern).
            tabIndex={-1}
            className={styles.groupOption}
            onClick={() => onSelect(group.id)}
          >
            {group.name}
            <span className={styles.groupCode} dir="ltr">
              {group.code}
            </span>
          </div>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {t('authorization.groups.hint')}
      </p>
    </div>
  );
}

/** The group a link asked for (`?group=<code>`, from a group's record), if any. */
export function useRequestedGroupCode(): string | undefined {
  return useRouterState({
    select: (state) => {
      const search: unknown = state.location.search;
      const code = typeof search === 'object' && search !== null ? Reflect.get(search, 'group') : undefined;
      return typeof code === 'string' ? code : undefined;
    },
  });
}
