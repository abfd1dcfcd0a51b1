import type { FieldModel } from '../../shared/api/resources';
import { type FieldRule, validateField } from './field-rules';
import { type FieldTextOptions, fieldText, writtenValueOf } from './field-rules-of';

/** What a record form is for: a new record, changing one, or only looking at it. */
export type FormMode = 'create' | 'edit' | 'view';

/** The text of each field, by field name: what the inputs hold while the user works. */
export type FormTexts = Readonly<Record<string, string>>;

export type FormPayload = Record<string, string | number | null>;

/**
 * Whether the user may change the field in this form: their permission (`writable`, from the
 * doc model) and the field's own `editable`; a code picked at creation stays fixed afterwards.
 */
export function isFieldWritable(field: FieldModel, mode: FormMode): boolean {
  if (mode === 'view' || !field.writable) return false;
  const editable = field.editable ?? 'always';
  return editable === 'always' || (editable === 'create' && mode === 'create');
}

/** The i18n key of a field's label, as resource-definition.ts `labelKeyOf` gives it for a definition. */
export const labelKeyOf = (field: FieldModel): string => field.label ?? `fields.${field.name}`;

/** The fields a form shows: every one the doc model says the user may read. */
export const shownFields = (fields: readonly FieldModel[]) => fields.filter((field) => field.readable);

/** The texts a form starts from; a new record takes each field's default where it has no value. */
export function initialTexts(
  fields: readonly FieldModel[],
  values: Readonly<Record<string, unknown>>,
  mode: FormMode,
  options: FieldTextOptions = {},
): FormTexts {
  const texts: Record<string, string> = {};
  for (const field of shownFields(fields)) {
    const value = values[field.name];
    const startValue = mode === 'create' && (value === undefined || value === null) ? field.default : value;
    texts[field.name] = fieldText(field, startValue, options);
  }
  return texts;
}

const textOf = (texts: FormTexts, name: string) => texts[name] ?? '';

/** Only writable fields count: a read-only one cannot be changed, and the server refuses it. */
export function isFormDirty(
  fields: readonly FieldModel[],
  mode: FormMode,
  texts: FormTexts,
  baseline: FormTexts,
): boolean {
  return shownFields(fields).some(
    (field) => isFieldWritable(field, mode) && textOf(texts, field.name) !== textOf(baseline, field.name),
  );
}

/**
 * What the form sends: the wire value of every writable field, and nothing else, since a create
 * or update body that names a field the user may not write is refused whole.
 */
export function formPayload(fields: readonly FieldModel[], mode: FormMode, texts: FormTexts): FormPayload {
  const payload: FormPayload = {};
  for (const field of shownFields(fields)) {
    if (isFieldWritable(field, mode)) payload[field.name] = writtenValueOf(field, textOf(texts, field.name));
  }
  return payload;
}

/** The first message of each writable field that breaks a rule, by field name, in field order. */
export function formErrors(
  fields: readonly FieldModel[],
  mode: FormMode,
  texts: FormTexts,
  rulesOf: (field: FieldModel) => readonly FieldRule<string>[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of shownFields(fields)) {
    if (!isFieldWritable(field, mode)) continue;
    const [first] = validateField(textOf(texts, field.name), rulesOf(field));
    if (first !== undefined) errors[field.name] = first;
  }
  return errors;
}

/** The first shown field, in the form's order, that has a message in `errors`. */
export function firstFieldWith(
  fields: readonly FieldModel[],
  errors: Readonly<Record<string, unknown>>,
): string | undefined {
  return shownFields(fields).find((field) => field.name in errors)?.name;
}
