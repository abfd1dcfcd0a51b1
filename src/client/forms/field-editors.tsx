import type { FieldKind } from '../../shared/resources/resource-definition';
import { BooleanEditor, EnumEditor } from './choice-editors';
import { DateEditor } from './date-editor';
import type { FieldEditor } from './field-editor-props';
import { ReferenceCombobox } from './reference-combobox';
import { NumberEditor, TextEditor } from './text-editors';

/**
 * The control of each field kind (CONVENTIONS.md: a typed registry, not a chain of conditionals):
 * a new kind does not compile until it has one. Each renders its label, its one message and,
 * when the field is not writable, the value read-only.
 */
export const fieldEditors = {
  text: TextEditor,
  number: NumberEditor,
  money: NumberEditor,
  percentage: NumberEditor,
  date: DateEditor,
  enum: EnumEditor,
  boolean: BooleanEditor,
  reference: ReferenceCombobox,
} satisfies Record<FieldKind, FieldEditor>;
