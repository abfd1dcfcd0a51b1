import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { DatePickerField } from './date-picker/date-picker-field';
import { errorIdOf, type FieldEditorProps } from './field-editor-props';
import { FieldFrame, ReadOnlyField } from './field-frame';

/**
 * Sets (or removes) an attribute React does not manage on this element. DatePickerField owns its
 * input and has no prop for a message from outside; with its own rules and details switched off it
 * never writes these attributes, so the form's message can be tied to the input here.
 */
function setAttribute(element: Element, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** A calendar date through the shared date picker: YYYY-MM-DD in and out. */
export function DateEditor({ field, id, label, text, onText, writable, error }: FieldEditorProps) {
  const { i18n } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  // A typed text the picker could not take speaks first: it is what the clerk just did.
  const [typedProblem, setTypedProblem] = useState<string>();
  const message = typedProblem ?? error;

  useLayoutEffect(() => {
    const input = frameRef.current?.querySelector('input[aria-haspopup="dialog"]');
    if (!input) return;
    setAttribute(input, 'aria-invalid', message === undefined ? undefined : 'true');
    setAttribute(input, 'aria-describedby', message === undefined ? undefined : errorIdOf(id));
    setAttribute(input, 'aria-required', field.required ? 'true' : undefined);
  });

  if (!writable)
    return (
      <ReadOnlyField id={id} name={field.name} label={label} display={formatDate(text, 'short', language)} />
    );
  return (
    <div ref={frameRef}>
      <FieldFrame id={id} label={label} error={message} ownLabel={false}>
        <DatePickerField
          myDate={text}
          fieldName={field.name}
          title={label}
          hideDetails
          onUpdateDate={onText}
          onTypedProblem={setTypedProblem}
        />
      </FieldFrame>
    </div>
  );
}
