import type { TFunction } from 'i18next';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../shared/locale/formatters';
import { defaultLanguage, isLanguage, type Language } from '../i18n/i18n-setup';
import { controlState, describedBy, errorIdOf, type FieldEditorProps, unitIdOf } from './field-editor-props';
import { FieldFrame, ReadOnlyField } from './field-frame';
import * as styles from './record-form.css';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Capitals as the user types, written into the control before React sees the change, so that
 * React finds the control already showing its value and leaves the caret where it was.
 */
function upperCaseInPlace(control: TextControl): string {
  const upper = control.value.toUpperCase();
  if (upper === control.value) return upper;
  const { selectionStart, selectionEnd } = control;
  control.value = upper;
  if (selectionStart !== null && selectionEnd !== null)
    control.setSelectionRange(selectionStart, selectionEnd);
  return upper;
}

/** A text, a code or a note: one line, or a box across the row when the field is multi-line. */
export function TextEditor(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error } = props;
  if (!writable)
    return (
      <ReadOnlyField id={id} name={field.name} label={label} display={text} multiline={field.multiline} />
    );
  const change = (event: ChangeEvent<TextControl>) =>
    onText(field.upperCase ? upperCaseInPlace(event.currentTarget) : event.currentTarget.value);
  const control = {
    ...controlState(props),
    value: text,
    onChange: change,
    autoComplete: 'off',
    spellCheck: field.code ? false : undefined,
    'aria-describedby': describedBy(error !== undefined && errorIdOf(id)),
  };
  return (
    <FieldFrame id={id} label={label} required={field.required} error={error} wide={field.multiline}>
      {field.multiline ? (
        <textarea {...control} dir="auto" className={`${styles.control} ${styles.multiline}`} />
      ) : (
        <input
          {...control}
          type={field.secret ? 'password' : 'text'}
          dir={field.code ? 'ltr' : 'auto'}
          className={styles.control}
        />
      )}
    </FieldFrame>
  );
}

/** A read-only number as the language writes it; a value that is not a number is shown as it is. */
function numberDisplay(
  { field, text, unit, moneyDecimals }: FieldEditorProps,
  language: Language,
  t: TFunction,
): string {
  if (text === '') return '';
  const shown =
    field.kind === 'money'
      ? formatMoney(text, { decimals: moneyDecimals, currency: unit ?? '', language })
      : formatNumber(text, language);
  if (shown === '') return text;
  return field.kind === 'percentage' ? t('forms.values.percent', { value: shown }) : shown;
}

/** Numbers, amounts and percentages: typed as text (a French user types 12,50), aligned at the end. */
export function NumberEditor(props: FieldEditorProps) {
  const { field, id, label, text, onText, writable, error, unit } = props;
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  if (!writable)
    return (
      <ReadOnlyField
        id={id}
        name={field.name}
        label={label}
        display={numberDisplay(props, language, t)}
        numeric
      />
    );
  const suffix = field.kind === 'percentage' ? '%' : field.kind === 'money' ? unit : undefined;
  return (
    <FieldFrame id={id} label={label} required={field.required} error={error}>
      <div className={styles.controlRow}>
        <input
          {...controlState(props)}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          aria-describedby={describedBy(suffix && unitIdOf(id), error !== undefined && errorIdOf(id))}
          className={`${styles.control} ${styles.numeric}`}
        />
        {suffix && (
          <span id={unitIdOf(id)} className={styles.unit}>
            {suffix}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
