import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/locale/formatters';
import { bindingById } from '../../keyboard/key-bindings';
import { listKeyTarget } from '../../keyboard/list-navigation';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { announce } from '../../shell/feedback/live-announcer';
import { shortcutLabel } from '../../ui/shortcut-label';
import type { LoadStop } from './load-model';
import * as styles from './planning.css';
import { formatKg, formatM3 } from './planning-columns';

interface StopListProps {
  stops: readonly LoadStop[];
  active: number;
  onActiveChange(index: number): void;
  /** Moves the active stop one place; the list announces where it went. */
  onMove(index: number, delta: -1 | 1): void;
  onRemove(index: number): void;
  /** A loaded note's stops are fixed: the list reads, it does not reorder. */
  readOnly: boolean;
}

/**
 * The load's stops in the order the vehicle reaches them: a listbox (one tab stop, the active stop
 * named by aria-activedescendant) where the arrows move between stops, Alt+↑ and Alt+↓ move the
 * active stop (the row-move keys of every editable table) and Delete takes it off the load.
 */
export function StopList({ stops, active, onActiveChange, onMove, onRemove, readOnly }: StopListProps) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const optionId = (index: number) => `${id}-stop-${index}`;
  const current = stops.length === 0 ? -1 : Math.min(Math.max(active, 0), stops.length - 1);
  const editable = !readOnly && current >= 0;
  const name = (stop: LoadStop) => stop.CardName;
  const move = (delta: -1 | 1) => {
    const target = current + delta;
    const stop = stops[current];
    if (!editable || !stop || target < 0 || target >= stops.length) return;
    onMove(current, delta);
    announce(
      t('dispatchPlanning.stops.moved', {
        partner: name(stop),
        position: formatNumber(target + 1, language, 0),
        count: formatNumber(stops.length, language, 0),
      }),
    );
  };
  useKeyBinding('row-move-up', () => move(-1), { within: list, enabled: editable });
  useKeyBinding('row-move-down', () => move(1), { within: list, enabled: editable });
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const next = listKeyTarget(event.key, current, stops.length);
    if (next !== undefined) {
      event.preventDefault();
      if (next >= 0 && next < stops.length) onActiveChange(next);
      return;
    }
    const stop = stops[current];
    if (event.key === 'Delete' && editable && stop) {
      event.preventDefault();
      onRemove(current);
      announce(t('dispatchPlanning.stops.removed', { partner: name(stop), number: stop.DeliveryNum }));
    }
  };
  const keysOf = (binding: 'row-move-up' | 'row-move-down') => shortcutLabel(bindingById(binding).keys);
  return (
    <div
      ref={list}
      role="listbox"
      tabIndex={0}
      aria-label={t('dispatchPlanning.stops.label', { count: stops.length })}
      aria-activedescendant={current >= 0 ? optionId(current) : undefined}
      aria-keyshortcuts={
        readOnly ? undefined : [keysOf('row-move-up'), keysOf('row-move-down'), 'Delete'].join(' ')
      }
      data-key-scope="lines"
      className={styles.stops}
      onKeyDown={onKeyDown}
    >
      {stops.length === 0 && (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox (aria-activedescendant).
        <div role="option" aria-selected="false" aria-disabled="true" className={styles.empty}>
          {t('dispatchPlanning.stops.empty')}
        </div>
      )}
      {stops.map((stop, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox hears the keys; a click only makes the stop active.
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which names the active stop with aria-activedescendant.
        <div
          key={stop.DeliveryEntry}
          id={optionId(index)}
          role="option"
          aria-selected={index === current}
          className={`${styles.stop} ${index === current ? styles.stopActive : ''}`}
          onClick={() => onActiveChange(index)}
        >
          {/* The spaces between the parts keep them apart in the option's accessible name. */}
          <span className={styles.stopNumber}>{`${formatNumber(index + 1, language, 0)}.`}</span>{' '}
          <span>
            {stop.CardName}{' '}
            <span className={styles.stopDetail}>
              {t('dispatchPlanning.deliveryNumber', { number: stop.DeliveryNum })}
              {stop.TerritoryName ? ` · ${stop.TerritoryName}` : ''}
            </span>
          </span>{' '}
          <span className={styles.stopFigures}>
            {`${formatKg(stop.Weight, language)} ${t('dispatchPlanning.units.kg')} · ${formatM3(stop.Volume, language)} ${t('dispatchPlanning.units.m3')}`}
          </span>
        </div>
      ))}
    </div>
  );
}
