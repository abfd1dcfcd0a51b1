import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import type { FieldProblems, Validation } from './field-problems';
import { submissionFailure } from './submission-failure';

export interface AccountFormOptions<Field extends string, Payload> {
  /**
   * The inputs in reading order: the first is focused on load, the first with a problem after a
   * failure. Keep it a constant: a new list is taken as a new form and focuses its first field.
   */
  fields: readonly Field[];
  validate: (value: (field: Field) => string) => Validation<Payload>;
  send: (payload: Payload) => Promise<unknown>;
  /** Server field errors about something that is not an input, each with the alert that explains it. */
  hiddenFailures?: Partial<Record<string, string>>;
}

export interface AccountForm {
  formRef: RefObject<HTMLFormElement | null>;
  problems: FieldProblems;
  /** A catalogue key, shown in an alert. */
  alert: string | null;
  busy: boolean;
  done: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput: () => void;
}

function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  const element = name === undefined ? null : form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * The life of an account form: checked with the shared schema before sending, sent once at a
 * time, refusals shown beside the fields or as an alert. After the first attempt the form is
 * checked again as the user types, so a message goes away once its field is put right.
 */
export function useAccountForm<Field extends string, Payload>(
  options: AccountFormOptions<Field, Payload>,
): AccountForm {
  const formRef = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // A new object per request, so that the same field is focused again after a second failure.
  const [focusTarget, setFocusTarget] = useState<{ field: string | undefined } | null>(null);
  const { fields } = options;

  useEffect(() => focusField(formRef.current, fields[0]), [fields]);
  useEffect(() => {
    if (focusTarget) focusField(formRef.current, focusTarget.field);
  }, [focusTarget]);
  const focusFirstProblem = (found: FieldProblems) =>
    setFocusTarget({ field: fields.find((field) => found[field]) });

  const check = () => {
    const form = formRef.current;
    const data = form ? new FormData(form) : new FormData();
    return options.validate((field) => String(data.get(field) ?? ''));
  };

  async function submit() {
    setAttempted(true);
    const checked = check();
    if (!checked.ok) {
      setProblems(checked.problems);
      setAlert('account.errors.checkFields');
      focusFirstProblem(checked.problems);
      return;
    }
    setBusy(true);
    setProblems({});
    setAlert(null);
    try {
      await options.send(checked.payload);
      setDone(true);
    } catch (error) {
      const failure = submissionFailure(error, fields, options.hiddenFailures);
      setProblems(failure.problems);
      setAlert(failure.alert);
      if (Object.keys(failure.problems).length > 0) focusFirstProblem(failure.problems);
    } finally {
      setBusy(false);
    }
  }

  return {
    formRef,
    problems,
    alert,
    busy,
    done,
    onSubmit(event) {
      event.preventDefault();
      // The button stays focusable while busy (a disabled one drops focus), so guard here.
      if (!busy) void submit();
    },
    onInput() {
      if (!attempted || busy) return;
      const checked = check();
      setProblems(checked.ok ? {} : checked.problems);
      setAlert(checked.ok ? null : 'account.errors.checkFields');
    },
  };
}
