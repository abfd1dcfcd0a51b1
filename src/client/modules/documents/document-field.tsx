import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldModel } from '../../../shared/api/resources';
import type { FieldKind } from '../../../shared/resources/resource-definition';
import { fieldEditors } from '../../forms/field-editors';

/** A document field as the shared field editors take it: header fields are not a doc model's. */
export function documentField(name: string, kind: FieldKind, extra: Partial<FieldModel> = {}): FieldModel {
  return { name, kind, readable: true, writable: true, ...extra };
}

interface DocumentFieldEditorProps {
  field: FieldModel;
  text: string;
  onText(text: string): void;
  writable: boolean;
  error?: string;
  unit?: string;
  sumDec: number;
}

/** One header or filter field through the form's editor of its kind, labelled from documents.fields. */
export function DocumentFieldEditor({
  field,
  text,
  onText,
  writable,
  error,
  unit,
  sumDec,
}: DocumentFieldEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const Editor = fieldEditors[field.kind];
  return (
    <Editor
      field={field}
      id={id}
      label={t(`documents.fields.${field.label ?? field.name}`)}
      text={text}
      onText={onText}
      writable={writable}
      error={error}
      unit={unit}
      moneyDecimals={sumDec}
    />
  );
}
