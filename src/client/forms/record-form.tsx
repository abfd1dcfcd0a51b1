import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FieldModel } from '../../shared/api/resources';
import { useKeyScope } from '../keyboard/use-key-scope';
import { secondaryButton } from '../ui/secondary-button.css';
import { fieldEditors } from './field-editors';
import { moneyDecimalsOf } from './money-decimals';
import * as styles from './record-form.css';
import {
  type FormMode,
  type FormPayload,
  firstFieldWith,
  formPayload,
  isFieldWritable,
  labelKeyOf,
  shownFields,
} from './record-form-model';
import { useDirtyGuard } from './use-dirty-guard';
import { type ServerFieldErrors, useRecordFormState } from './use-record-form-state';

/** Specification section 9: two display decimals unless the company says otherwise. */
const defaultMoneyDecimals = 2;

export interface RecordFormProps {
  /** The doc model's fields, in the order the form shows them. */
  fields: readonly FieldModel[];
  mode: FormMode;
  /** The record as the server sent it (wire values); a create may leave fields out for their defaults. */
  values: Readonly<Record<string, unknown>>;
  /**
   * Sends the wire values of the writable fields. Resolves null once saved, or the server's
   * messages by field name, which the form shows on those fields. `changed` says whether anything
   * differs from the record as loaded, as the form knows it at that moment: a copy kept through
   * onDirtyChange arrives a render later, after a key typed just before Ctrl+S.
   */
  onSubmit: (values: FormPayload, state: { changed: boolean }) => Promise<Record<string, string[]> | null>;
  onDirtyChange?: (dirty: boolean) => void;
  /** The Cancel button, and Escape while nothing is changed (or always, with escapeDiscards). */
  onCancel?: () => void;
  /** Escape cancels even with changes: a new row under a list is dropped whole, as a line editor's is. */
  escapeDiscards?: boolean;
  /** The submit button's text; Save when left out. */
  submitLabel?: string;
  /** A message about the whole record (a conflict, a refused request), shown above the fields. */
  serverError?: string;
  /** The user's SumDec. */
  moneyDecimals?: number;
  /** The company's PriceDec, for money fields holding a unit price; the amounts' decimals when left out. */
  priceDecimals?: number;
  /** The company's currency, for amounts whose record names none. */
  currency?: string;
  /** The id the form's unsaved changes are listed under (use-dirty-guard.ts), such as the pane's. */
  dirtyGuardId?: string;
  /** The form's accessible name. */
  label?: string;
  /** Fields side by side as many as fit, for a short form under a list (a new address). */
  compact?: boolean;
}

const isSaveKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.code === 'KeyS';

/**
 * A record's form rendered from its field model: one editor per field from the kind registry,
 * rules checked as the user types, all of them on submit (Save, Enter, Ctrl+S or Cmd+S), focus
 * sent to the first field in error, and the server's own messages shown on their fields.
 */
export function RecordForm({
  fields,
  mode,
  values,
  onSubmit,
  onDirtyChange,
  onCancel,
  submitLabel,
  serverError,
  moneyDecimals = defaultMoneyDecimals,
  priceDecimals = moneyDecimals,
  currency = '',
  dirtyGuardId,
  label,
  compact = false,
  escapeDiscards = false,
}: RecordFormProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useRecordFormState({ fields, mode, values, moneyDecimals, priceDecimals });
  // A secret (a new user's initial password) is typed once, on create, and never shown after.
  const shown = shownFields(fields).filter((field) => !field.secret || mode === 'create');
  const canWrite = shown.some((field) => isFieldWritable(field, mode));
  const keyScope = useKeyScope('form');
  // A form whose save is on its way is not listed as unsaved: a save that opens the new record
  // in the pane (a create) must not be asked about discarding what it is saving.
  useDirtyGuard(form.dirty && !busy, dirtyGuardId);

  const dirtyChanged = useEffectEvent((dirty: boolean) => onDirtyChange?.(dirty));
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current === form.dirty) return;
    reported.current = form.dirty;
    dirtyChanged(form.dirty);
  }, [form.dirty]);

  const focusField = (name: string | undefined) => {
    const control = name === undefined ? null : formRef.current?.elements.namedItem(name);
    if (control instanceof HTMLElement) control.focus();
  };

  const showServerErrors = (errors: ServerFieldErrors) => {
    flushSync(() => form.showServerErrors(errors));
    const withMessages = Object.fromEntries(
      Object.entries(errors).filter(([, messages]) => messages.length > 0),
    );
    focusField(firstFieldWith(fields, withMessages));
  };

  const submit = async () => {
    if (submitting.current || !canWrite) return;
    let errors: Record<string, string> = {};
    // Rendered before focus moves, so the field is announced with its message.
    flushSync(() => {
      errors = form.checkAll();
      setSaved(false);
    });
    const firstInvalid = firstFieldWith(fields, errors);
    if (firstInvalid !== undefined) {
      focusField(firstInvalid);
      return;
    }
    const sent = form.texts;
    submitting.current = true;
    setBusy(true);
    try {
      const answer = await onSubmit(formPayload(fields, mode, sent), { changed: form.dirty });
      if (answer === null) {
        form.markSaved(sent);
        setSaved(true);
      } else showServerErrors(answer);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isSaveKey(event)) {
      // Also in a read-only form: the browser's "save page" is never what is meant here.
      event.preventDefault();
      event.stopPropagation();
      void submit();
    } else if (
      event.key === 'Escape' &&
      !event.defaultPrevented &&
      (!form.dirty || escapeDiscards) &&
      onCancel
    ) {
      event.preventDefault();
      onCancel();
    }
  };

  const unitOf = (field: FieldModel) => {
    if (field.kind !== 'money') return undefined;
    const own = field.currencyField ? form.textOf(field.currencyField) : '';
    return own || currency || undefined;
  };
  const otherErrors = form.otherServerErrors;
  const labelOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? t(labelKeyOf(field)) : name;
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={onKeyDown}
      {...keyScope}
    >
      {(serverError || otherErrors.length > 0) && (
        <div role="alert" className={styles.alert}>
          {serverError && <p>{serverError}</p>}
          {otherErrors.length > 0 && (
            <>
              <p>{t('forms.status.otherErrors')}</p>
              <ul className={styles.alertList}>
                {otherErrors.map(([name, messages]) => (
                  <li key={name}>{`${labelOf(name)}: ${messages[0] ?? ''}`}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className={compact ? styles.compactGrid : styles.grid}>
        {shown.map((field) => {
          const Editor = fieldEditors[field.kind];
          return (
            <Editor
              key={field.name}
              field={field}
              id={`${baseId}-${field.name}`}
              label={t(labelKeyOf(field))}
              text={form.textOf(field.name)}
              onText={(text) => {
                setSaved(false);
                form.setText(field.name, text);
              }}
              writable={isFieldWritable(field, mode)}
              error={form.messageOf(field)}
              unit={unitOf(field)}
              moneyDecimals={moneyDecimalsOf(field, { sumDec: moneyDecimals, priceDec: priceDecimals })}
            />
          );
        })}
      </div>
      {(canWrite || onCancel) && (
        <div className={styles.actions}>
          {canWrite && (
            <button type="submit" className={styles.primaryButton} aria-busy={busy || undefined}>
              {busy ? t('forms.actions.saving') : (submitLabel ?? t('forms.actions.save'))}
            </button>
          )}
          {onCancel && (
            <button type="button" className={secondaryButton} onClick={onCancel}>
              {t('forms.actions.cancel')}
            </button>
          )}
          <span role="status" className={styles.status}>
            {form.dirty ? t('forms.status.unsaved') : saved ? t('forms.status.saved') : ''}
          </span>
        </div>
      )}
    </form>
  );
}
