import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldModel } from '../../shared/api/resources';
import { validateField } from './field-rules';
import { fieldRulesOf } from './field-rules-of';
import {
  type FormMode,
  type FormTexts,
  formErrors,
  initialTexts,
  isFieldWritable,
  isFormDirty,
  shownFields,
} from './record-form-model';

/** Messages the server gave, by field name (a refused create or update). */
export type ServerFieldErrors = Readonly<Record<string, readonly string[]>>;

interface FormState {
  /** The starting texts as JSON: a new record or new values from the parent start afresh. */
  origin: string;
  /** What "unchanged" means: the starting texts, then what was last saved. */
  baseline: FormTexts;
  texts: FormTexts;
  /** Fields whose rules speak: those typed in, and all of them after a submit. */
  checked: ReadonlySet<string>;
  serverErrors: ServerFieldErrors;
}

const fresh = (origin: string, texts: FormTexts): FormState => ({
  origin,
  baseline: texts,
  texts,
  checked: new Set(),
  serverErrors: {},
});

function without(errors: ServerFieldErrors, name: string): ServerFieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _dropped, ...rest } = errors;
  return rest;
}

interface FormStateInput {
  fields: readonly FieldModel[];
  mode: FormMode;
  values: Readonly<Record<string, unknown>>;
  moneyDecimals: number;
  priceDecimals: number;
}

/** The texts, messages and dirtiness of a record form; the component only renders and submits. */
export function useRecordFormState({ fields, mode, values, moneyDecimals, priceDecimals }: FormStateInput) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => initialTexts(fields, values, mode, { moneyDecimals, priceDecimals }),
    [fields, values, mode, moneyDecimals, priceDecimals],
  );
  // Compared by content: a parent that builds `values` afresh on each render must not wipe the user's typing.
  const origin = JSON.stringify(initial);
  const [stored, setState] = useState(() => fresh(origin, initial));
  let state = stored;
  if (stored.origin !== origin) {
    state = fresh(origin, initial);
    setState(state);
  }
  const rules = useMemo(
    () => new Map(fields.map((field) => [field.name, fieldRulesOf(field, t)])),
    [fields, t],
  );
  const rulesOf = (field: FieldModel) => rules.get(field.name) ?? [];
  const textOf = (name: string) => state.texts[name] ?? '';

  /** The one message a field shows: its own rules first, then what the server said of it. */
  const messageOf = (field: FieldModel): string | undefined => {
    const own =
      isFieldWritable(field, mode) && state.checked.has(field.name)
        ? validateField(textOf(field.name), rulesOf(field))[0]
        : undefined;
    return own ?? state.serverErrors[field.name]?.[0];
  };

  return {
    texts: state.texts,
    textOf,
    messageOf,
    dirty: isFormDirty(fields, mode, state.texts, state.baseline),
    /** Server messages about fields this form does not show. */
    otherServerErrors: Object.entries(state.serverErrors).filter(
      ([name, messages]) => messages.length > 0 && !shownFields(fields).some((field) => field.name === name),
    ),
    setText(name: string, text: string) {
      setState((current) => ({
        ...current,
        texts: { ...current.texts, [name]: text },
        checked: new Set(current.checked).add(name),
        serverErrors: without(current.serverErrors, name),
      }));
    },
    /** Lets every rule speak; answers the messages, by field name, in field order. */
    checkAll(): Record<string, string> {
      setState((current) => ({
        ...current,
        checked: new Set(shownFields(fields).map((field) => field.name)),
        serverErrors: {},
      }));
      return formErrors(fields, mode, state.texts, rulesOf);
    },
    showServerErrors(errors: ServerFieldErrors) {
      setState((current) => ({ ...current, serverErrors: errors }));
    },
    /** What was sent is now what the record holds: nothing is dirty, no rule speaks. */
    markSaved(saved: FormTexts) {
      setState((current) => ({ ...current, baseline: saved, checked: new Set(), serverErrors: {} }));
    },
  };
}
