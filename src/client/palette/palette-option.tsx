import { type MouseEvent, memo } from 'react';
import { NavIcon } from '../navigation/nav-icon';
import { shortcutLabel } from '../ui/shortcut-label';
import * as styles from './command-palette.css';
import { type ChooseMode, defaultIconOfKind, type PaletteEntry } from './palette-entry';
import { chooseModeOf } from './palette-keys';

export interface PaletteOptionProps {
  id: string;
  entry: PaletteEntry;
  /** The entry's kind, translated once for all rows. */
  kindLabel: string;
  option: number;
  optionCount: number;
  selected: boolean;
  /** Offset from the top of the list, in pixels (the virtual list's row start). */
  start: number;
  onHover: (option: number, event: MouseEvent) => void;
  onPick: (option: number, mode: ChooseMode) => void;
}

/**
 * One result. Focus stays in the input (aria-activedescendant points here), so a press must not
 * take it: mousedown is prevented and the click chooses, with the same modifiers as Enter.
 */
export const PaletteOption = memo(function PaletteOption({
  id,
  entry,
  kindLabel,
  option,
  optionCount,
  selected,
  start,
  onHover,
  onPick,
}: PaletteOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input's keydown chooses the active option
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-setsize={optionCount}
      aria-posinset={option + 1}
      aria-keyshortcuts={entry.shortcut ? shortcutLabel(entry.shortcut) : undefined}
      // Focusable by script only; focus stays in the input (aria-activedescendant pattern).
      tabIndex={-1}
      className={styles.option}
      style={{ transform: `translateY(${start}px)` }}
      data-palette-row=""
      onMouseMove={(event) => onHover(option, event)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => onPick(option, chooseModeOf(event))}
    >
      <NavIcon name={entry.icon ?? defaultIconOfKind[entry.kind]} className={styles.icon} />
      {/* The spaces keep the option's name "Title Subtitle Kind"; flex and grid do not render them. */}
      <span className={styles.text}>
        <span className={styles.title}>{entry.title}</span>{' '}
        {entry.subtitle ? <span className={styles.subtitle}>{entry.subtitle}</span> : null}
      </span>{' '}
      <span className={styles.kind}>{kindLabel}</span>
      {entry.shortcut ? (
        <span className={styles.shortcut} aria-hidden="true">
          <kbd>{shortcutLabel(entry.shortcut)}</kbd>
        </span>
      ) : (
        <span />
      )}
    </div>
  );
});
