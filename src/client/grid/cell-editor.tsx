import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './data-grid.css';
import type { CellEdit, EditExit } from './use-cell-editing';

interface CellEditorProps {
  edit: CellEdit;
  columnHeader: string;
  ltrValue: boolean;
  onChange(text: string): void;
  onCommit(exit: EditExit): void;
  onCancel(): void;
}

const exitKeys: Record<string, (event: KeyboardEvent) => EditExit> = {
  Enter: () => 'down',
  Tab: (event) => (event.shiftKey ? 'previous' : 'next'),
};

/**
 * The text box inside the edited cell. It takes real focus while it is open; the grid keeps its
 * row rendered, so scrolling never unmounts it. Enter commits and moves down, Tab and Shift+Tab
 * commit and move along the editable cells, Escape restores the value.
 */
export function CellEditor({ edit, columnHeader, ltrValue, onChange, onCommit, onCancel }: CellEditorProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per opened editor, not per keystroke.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (edit.selectAll) element.select();
    else element.setSelectionRange(element.value.length, element.value.length);
  }, [edit.row, edit.col]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's own keys (arrows, typing) must not act on the grid while the text box has them.
    event.stopPropagation();
    if (edit.pending) {
      if (event.key === 'Enter' || event.key === 'Tab' || event.key === 'Escape') event.preventDefault();
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    const exit = exitKeys[event.key]?.(event);
    if (exit && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      onCommit(exit);
    }
  };

  const heading =
    edit.error?.kind === 'failed' ? t('grid.edit.failedHeading') : t('grid.edit.invalidHeading');
  return (
    <>
      <input
        ref={input}
        className={`${styles.editorInput} ${edit.error ? styles.editorInvalid : ''}`}
        aria-label={t('grid.edit.label', { column: columnHeader })}
        aria-invalid={edit.error ? true : undefined}
        aria-describedby={edit.error ? errorId : undefined}
        aria-busy={edit.pending || undefined}
        readOnly={edit.pending}
        dir={ltrValue ? 'auto' : undefined}
        value={edit.text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => onCommit('stay')}
      />
      {edit.pending && (
        <span role="status" className={visuallyHidden}>
          {t('grid.edit.saving')}
        </span>
      )}
      {edit.error && (
        <div id={errorId} role="alert" className={styles.editorError}>
          <span className={styles.errorHeading}>{heading}</span>
          {edit.error.message}
        </div>
      )}
    </>
  );
}
