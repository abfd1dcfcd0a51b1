import type { ReactNode } from 'react';
import type { FieldModel } from '../../shared/api/resources';

/** What the form gives the editor of one field, whatever its kind. */
export interface FieldEditorProps {
  field: FieldModel;
  /** The id of the control that takes focus; its label and the form's focus moves point at it. */
  id: string;
  /** The translated label. */
  label: string;
  /** The field's text (field-rules-of.ts `fieldText`): what the control shows and edits. */
  text: string;
  onText: (text: string) => void;
  /** False renders the value read-only: view mode, a computed field, a code fixed after creation. */
  writable: boolean;
  /** The one message to show under the field, already translated. */
  error?: string;
  /** A currency code shown after an amount. */
  unit?: string;
  /** The decimals an amount is shown with when read-only: SumDec, or PriceDec for a unit price. */
  moneyDecimals: number;
}

/** One component per field kind; the registry is in field-editors.tsx. */
export type FieldEditor = (props: FieldEditorProps) => ReactNode;

export const errorIdOf = (id: string) => `${id}-error`;
export const unitIdOf = (id: string) => `${id}-unit`;

/** The aria-describedby of a control: the ids given, the empty ones left out, or nothing at all. */
export function describedBy(...ids: readonly (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The ARIA state every writable control carries: required, and invalid with its message. */
export function controlState({ id, error, field }: Pick<FieldEditorProps, 'id' | 'error' | 'field'>) {
  return {
    id,
    name: field.name,
    'aria-required': field.required || undefined,
    'aria-invalid': error !== undefined || undefined,
  };
}
