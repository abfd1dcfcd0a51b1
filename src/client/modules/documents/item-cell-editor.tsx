import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import * as formStyles from '../../forms/record-form.css';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import { ReferenceOptions } from '../../forms/reference-options';
import { bestMatchIndex, resolutionOf } from '../../forms/reference-resolution';
import { useReferenceSearch } from '../../forms/use-reference-search';
import * as gridStyles from '../../grid/data-grid.css';
import type { CellEditorRenderProps } from '../../grid/grid-types';
import { readingDirection } from '../../navigation/reading-direction';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import * as styles from './documents.css';
import type { ItemChoiceContext } from './item-choice-details';
import { useItemChoices } from './use-item-choices';

interface ItemCellEditorProps extends CellEditorRenderProps {
  /** The item chosen (Enter on a match, or a code typed in full); the line then moves to quantity. */
  onAccept(match: ReferenceMatch): void;
  /** Several items matched a code typed in full: the line entry model's list, and its highlight. */
  choices: { matches: readonly ReferenceMatch[]; highlighted: number } | null;
  /**
   * The highlighted option of an answer to the text as typed (the best match, or the one the
   * arrows moved to), or null while that answer is out: Enter on it is this editor's, not the
   * line entry model's, which resolves a code whose answer has not arrived.
   */
  onActiveOption(match: ReferenceMatch | null): void;
  /** The line's partner, warehouse and date: each match shows its stock there and its price. */
  choiceContext: ItemChoiceContext;
}

/** Matches shown under the cell. */
const maxMatches = 8;

interface Place {
  top: number;
  left: number;
  width: number;
}

/**
 * The item cell of a document line in edit mode: a WAI-ARIA APG combobox over the items' search
 * (code or name, the reference lookup the forms use). Each answer highlights its best match,
 * arrows move among the matches, Enter takes the highlighted one, Escape cancels. The list is drawn over the page so the grid's
 * rows do not clip it.
 */
export function ItemCellEditor(props: ItemCellEditorProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  /** The option the arrows moved to; -1 highlights the best match of each answer. */
  const [moved, setMoved] = useState(-1);
  const [place, setPlace] = useState<Place>();
  const search = useReferenceSearch('items', props.text.trim() === '' ? null : props.text, () => undefined);
  // A few matches under the cell, none to scroll: typing more narrows them.
  const found = search.status === 'done' ? search.matches : undefined;
  const offered = props.choices?.matches;
  const shown = useMemo(() => (offered ?? found ?? []).slice(0, maxMatches), [offered, found]);
  const matches = useItemChoices(shown, props.choiceContext);
  const active = props.choices?.highlighted ?? (moved >= 0 ? moved : bestMatchIndex(props.text, matches));
  const { onActiveOption } = props;
  const activeMatch = props.choices ? null : (matches[active] ?? null);
  useLayoutEffect(() => {
    onActiveOption(activeMatch);
    return () => onActiveOption(null);
  }, [onActiveOption, activeMatch]);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const errorId = `${id}-error`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per opened editor, not per keystroke.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (props.selectAll) element.select();
    else element.setSelectionRange(element.value.length, element.value.length);
  }, [props.row, props.col]);

  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    // Room for the code, the name and the stock columns.
    const width = Math.max(rect.width, 560);
    // In right-to-left the list hangs from the cell's right edge (the input itself is dir="auto").
    const rtl = element.parentElement ? readingDirection(element.parentElement) === 'rtl' : false;
    const next = { top: rect.bottom, left: rtl ? rect.right - width : rect.left, width };
    setPlace((current) =>
      current && current.top === next.top && current.left === next.left && current.width === next.width
        ? current
        : next,
    );
  });

  const accept = () => {
    const match = matches[active];
    if (match) props.onAccept(match);
  };
  /** Tab takes the option the arrows moved to, else what the typed code resolves to alone. */
  const acceptOnTab = () => {
    const resolution = resolutionOf(props.text, matches);
    if (moved >= 0) accept();
    else if (resolution.kind === 'one') props.onAccept(resolution.match);
    else if (resolution.kind === 'none') props.onCancel();
    // Several: the list stays open on its best match for Enter or the arrows.
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (props.pending) return;
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setMoved((active + step + count) % count);
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      accept();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      if (matches.length > 0 && props.text.trim() !== '') acceptOnTab();
      else props.onCancel();
    }
  };

  const open = props.text.trim() !== '';
  const statusText =
    search.status === 'searching'
      ? t('forms.reference.searching')
      : search.status === 'failed'
        ? t('forms.reference.failed')
        : search.status === 'done'
          ? matches.length
            ? t('forms.reference.results', { count: matches.length })
            : t('forms.reference.noResults')
          : '';
  const activeId = active >= 0 && active < matches.length ? optionId(active) : undefined;

  return (
    <>
      <input
        ref={input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open && matches.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-label={t('grid.edit.label', { column: props.columnHeader })}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={`${gridStyles.editorInput} ${props.error ? gridStyles.editorInvalid : ''}`}
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        value={props.text}
        readOnly={props.pending}
        aria-busy={props.pending || undefined}
        onChange={(event) => {
          props.onChange(event.target.value);
          setMoved(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => props.onCancel()}
      />
      {props.error && (
        <div id={errorId} role="alert" className={gridStyles.editorError}>
          {props.error.message}
        </div>
      )}
      <span role="status" className={visuallyHidden}>
        {open ? statusText : ''}
      </span>
      {createPortal(
        <div
          className={`${formStyles.popup} ${styles.itemPopup}`}
          hidden={!open || !place}
          style={place ? { top: place.top, left: place.left, width: place.width } : undefined}
        >
          <ReferenceOptions
            id={listboxId}
            label={t('documents.editor.itemMatches')}
            matches={matches}
            active={active}
            optionId={optionId}
            onChoose={props.onAccept}
            className={styles.itemListbox}
          />
          {open && matches.length === 0 && statusText && (
            <div aria-hidden="true" className={formStyles.popupMessage}>
              {statusText}
            </div>
          )}
        </div>,
        // Inside the page's main landmark, over everything (fixed): the grid's rows would clip it.
        input.current?.closest('main') ?? document.body,
      )}
    </>
  );
}
