import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../ui/visually-hidden.css';
import { controlState, describedBy, errorIdOf, type FieldEditorProps } from './field-editor-props';
import { FieldFrame, ReadOnlyField } from './field-frame';
import { parseFieldText } from './field-rules-of';
import * as styles from './record-form.css';
import { useReferenceLookup } from './reference-lookup';
import { ReferenceOptions } from './reference-options';
import { useRecordLabel } from './use-record-label';
import { useReferenceChoice } from './use-reference-choice';
import type { ReferenceSearch } from './use-reference-search';

function statusKey(search: ReferenceSearch): string | undefined {
  if (search.status === 'searching') return 'forms.reference.searching';
  if (search.status === 'failed') return 'forms.reference.failed';
  if (search.status === 'done')
    return search.matches.length ? 'forms.reference.results' : 'forms.reference.noResults';
  return undefined;
}

/**
 * Characters a key's input is wide before it grows with the room there is: a code (a partner's
 * C00007) or a number (a sales employee's). In a narrow column the record's name beside it keeps
 * the room to be read.
 */
const referenceInputSize = { text: 12, integer: 6 } as const;

/**
 * The key of a record of another resource, typed or found: a WAI-ARIA APG editable combobox with
 * list autocomplete, the best match highlighted (use-reference-choice.ts). The text is the key
 * itself, so a user who knows the code types it and moves on; typing also searches keys and
 * labels, and the chosen record's label shows beside the key.
 */
export function ReferenceCombobox(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error } = props;
  const { t } = useTranslation();
  const { onOpenReference } = useReferenceLookup();
  const resource = field.resource ?? '';
  const [open, setOpen] = useState(false);
  const record = useRecordLabel(resource, text.trim(), !open);
  const choice = useReferenceChoice({
    resource,
    text,
    open,
    setOpen,
    onMatches: record.learn,
    onChoose: (match) => {
      record.learn([match]);
      onText(String(match.key));
    },
  });
  const { search, matches, current } = choice;
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

  return (
    <FieldFrame id={id} label={label} required={field.required} error={error}>
      <div className={styles.controlRow}>
        <div className={styles.combobox}>
          <input
            {...controlState(props)}
            type="text"
            role="combobox"
            size={referenceInputSize[field.valueType ?? 'text']}
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
              choice.onTyped();
            }}
            onKeyDown={choice.onKeyDown}
            onBlur={choice.onLeft}
          />
          <div className={`${styles.popup} ${styles.fieldPopup}`} hidden={!open}>
            <ReferenceOptions
              id={listboxId}
              label={t('forms.reference.suggestions', { label })}
              matches={matches}
              active={current}
              optionId={optionId}
              onChoose={choice.choose}
            />
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
