import { IconExternalLink } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import { controlState, describedBy, errorIdOf, type FieldEditorProps } from './field-editor-props';
import { FieldFrame, ReadOnlyField } from './field-frame';
import { parseFieldText } from './field-rules-of';
import * as styles from './record-form.css';
import { type ReferenceMatch, useReferenceLookup } from './reference-lookup';
import { useRecordLabel } from './use-record-label';
import { type ReferenceSearch, useReferenceSearch } from './use-reference-search';

/** Which option is active: an index, or the last one once the answer arrives (ArrowUp on a closed list). */
type Active = number | 'last';

const matchesOf = (search: ReferenceSearch) => (search.status === 'done' ? search.matches : []);

function activeIndex(active: Active, count: number): number {
  if (active === 'last') return count - 1;
  return active < count ? active : -1;
}

function statusKey(search: ReferenceSearch): string | undefined {
  if (search.status === 'searching') return 'forms.reference.searching';
  if (search.status === 'failed') return 'forms.reference.failed';
  if (search.status === 'done')
    return search.matches.length ? 'forms.reference.results' : 'forms.reference.noResults';
  return undefined;
}

/**
 * The key of a record of another resource, typed or found: a WAI-ARIA APG editable combobox with
 * list autocomplete and manual selection. The text is the key itself, so a user who knows the code
 * types it and moves on; typing also searches keys and labels, and the chosen record's label
 * shows beside the key.
 */
export function ReferenceCombobox(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error } = props;
  const { t } = useTranslation();
  const { onOpenReference } = useReferenceLookup();
  const resource = field.resource ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<Active>(-1);
  const record = useRecordLabel(resource, text.trim(), !open);
  const search = useReferenceSearch(resource, open ? text : null, record.learn);
  const matches = matchesOf(search);
  const current = activeIndex(active, matches.length);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const recordId = `${id}-record`;
  const status = statusKey(search);
  const activeId = open && current >= 0 ? optionId(current) : undefined;
  useEffect(() => {
    // The focus stays in the input, so the browser does not scroll the active option into view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const key = parseFieldText(field, text);
  const openButton = onOpenReference && key !== null && (
    <button
      type="button"
      className={styles.openButton}
      aria-label={t('forms.reference.open', { label })}
      onClick={() => onOpenReference(resource, key)}
    >
      <IconExternalLink aria-hidden size={18} className={styles.directionalIcon} />
    </button>
  );
  const recordLabel = record.label && (
    <span id={recordId} className={styles.referenceLabel}>
      {record.label}
    </span>
  );

  if (!writable)
    return (
      <ReadOnlyField
        id={id}
        name={field.name}
        label={label}
        display={text}
        describedBy={record.label ? recordId : undefined}
        after={
          <>
            {recordLabel}
            {openButton}
          </>
        }
      />
    );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (match: ReferenceMatch) => {
    record.learn([match]);
    onText(String(match.key));
    close();
  };
  const move = (step: 1 | -1) => {
    if (matches.length === 0) return;
    const from = current === -1 ? (step === 1 ? -1 : matches.length) : current;
    setActive((from + step + matches.length) % matches.length);
  };
  const keyActions: Record<string, (event: KeyboardEvent<HTMLInputElement>) => boolean> = {
    ArrowDown: (event) => {
      if (open) move(1);
      else {
        setOpen(true);
        setActive(event.altKey ? -1 : 0);
      }
      return true;
    },
    ArrowUp: () => {
      if (open) move(-1);
      else {
        setOpen(true);
        setActive('last');
      }
      return true;
    },
    Enter: () => {
      if (!open) return false;
      const match = matches[current];
      if (match) choose(match);
      else close();
      return true;
    },
    Escape: () => {
      if (!open) return false;
      close();
      return true;
    },
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = keyActions[event.key];
    if (!action?.(event)) return;
    // The list owns these keys while it is open: no form submit, no pane closing on Escape.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <FieldFrame id={id} label={label} required={field.required} error={error}>
      <div className={styles.controlRow}>
        <div className={styles.combobox}>
          <input
            {...controlState(props)}
            type="text"
            role="combobox"
            dir="auto"
            autoComplete="off"
            spellCheck={false}
            value={text}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-describedby={describedBy(record.label && recordId, error !== undefined && errorIdOf(id))}
            className={styles.control}
            onChange={(event) => {
              onText(event.currentTarget.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <div className={styles.popup} hidden={!open}>
            <div
              id={listboxId}
              role="listbox"
              aria-label={t('forms.reference.suggestions', { label })}
              tabIndex={-1}
              className={styles.listbox}
            >
              {matches.map((match, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input's keydown chooses the active option
                <div
                  key={String(match.key)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === current}
                  // Focusable by script only; focus stays in the input (aria-activedescendant pattern).
                  tabIndex={-1}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(match)}
                >
                  {/* The space keeps the option's name "key label"; flex does not render it. */}
                  <span className={styles.optionKey}>{match.key}</span> <span>{match.label}</span>
                </div>
              ))}
            </div>
            {status && matches.length === 0 && (
              <div aria-hidden="true" className={styles.popupMessage}>
                {t(status, { count: matches.length })}
              </div>
            )}
          </div>
        </div>
        {recordLabel}
        {openButton}
      </div>
      <div role="status" className={visuallyHidden}>
        {open && status ? t(status, { count: matches.length }) : ''}
      </div>
    </FieldFrame>
  );
}
