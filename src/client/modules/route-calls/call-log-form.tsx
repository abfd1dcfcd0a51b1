import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CallOutcome,
  type CallView,
  callOutcomes,
  type SurveyQuestion,
} from '../../../shared/api/route-calls';
import { HttpError } from '../../api/http-errors';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import { shortcutLabel } from '../../ui/shortcut-label';
import * as styles from './route-calls.css';
import { logCall } from './route-calls-queries';

export interface SubjectChoice {
  code: string;
  name: string;
  actions: readonly { code: string; name: string }[];
}

/** Where the rep is, only where they already allowed it (GPS setup asks for consent): never a prompt. */
async function positionIfAllowed(): Promise<{ Latitude: string; Longitude: string } | undefined> {
  try {
    const state = await navigator.permissions?.query({ name: 'geolocation' });
    if (state?.state !== 'granted') return undefined;
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 5000, maximumAge: 60_000 }),
    );
    return {
      Latitude: position.coords.latitude.toFixed(6),
      Longitude: position.coords.longitude.toFixed(6),
    };
  } catch {
    return undefined;
  }
}

function AnswerField({
  question,
  value,
  onChange,
}: {
  question: SurveyQuestion;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label =
    question.Required === 'Y'
      ? t('routeCalls.day.required', { question: question.Question })
      : question.Question;
  const required = question.Required === 'Y';
  const options =
    question.AnswerKind === 'Y'
      ? [
          ['Y', t('routeCalls.day.yes')],
          ['N', t('routeCalls.day.no')],
        ]
      : question.AnswerKind === 'C'
        ? question.Choices.map((choice) => [choice, choice])
        : undefined;
  return (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      {options ? (
        <select
          id={id}
          className={controls.input}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('routeCalls.day.noAnswer')}</option>
          {options.map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={controls.input}
          inputMode={question.AnswerKind === 'N' ? 'decimal' : undefined}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/**
 * Logs one call: its outcome, subject and the subject's actions, notes, and the answers to the
 * survey of the outlet's channel; where the rep is goes with it when they allowed it. Enter in a
 * field (or the button) logs it; the server's refusals are shown by field.
 */
export function CallLogForm({
  call,
  subjects,
  onLogged,
  firstField,
}: {
  call: CallView;
  subjects: readonly SubjectChoice[];
  onLogged(call: CallView): void;
  firstField?: Ref<HTMLSelectElement>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const ids = useId();
  const [outcome, setOutcome] = useState<CallOutcome | ''>(call.Outcome ?? '');
  const [subject, setSubject] = useState(call.SubjectCode ?? '');
  const [actions, setActions] = useState<readonly string[]>(call.Actions);
  const [notes, setNotes] = useState(call.Notes ?? '');
  const [answers, setAnswers] = useState<Record<number, string>>(
    Object.fromEntries(call.Answers.map((answer) => [answer.LineNum, answer.Answer])),
  );
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const chosen = subjects.find((entry) => entry.code === subject);
  const form = useRef<HTMLFormElement>(null);
  const saveKeys = bindingById('document-save').keys;
  useKeyBinding('document-save', () => form.current?.requestSubmit(), { within: form });
  const outlet = call.CardName ?? call.CardCode;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome || busy) return;
    setBusy(true);
    setProblems([]);
    try {
      const position = await positionIfAllowed();
      const answer = await logCall(http, call.CallId, {
        Outcome: outcome,
        ...(subject ? { SubjectCode: subject } : {}),
        Actions: subject ? [...actions] : [],
        ...(notes.trim() ? { Notes: notes } : {}),
        ...position,
        Answers: Object.entries(answers)
          .filter(([, text]) => text.trim() !== '')
          .map(([LineNum, Answer]) => ({ LineNum: Number(LineNum), Answer })),
      });
      onLogged(answer.ResponseData);
    } catch (error) {
      const body = error instanceof HttpError ? error.body : undefined;
      setProblems(
        body?.fields
          ? Object.values(body.fields).flat()
          : [body?.message ?? (error instanceof Error ? error.message : String(error))],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={form}
      className={controls.form}
      aria-label={t('routeCalls.day.logTitle', { outlet })}
      onSubmit={(event) => void submit(event)}
    >
      <h2 className={styles.muted}>{t('routeCalls.day.logTitle', { outlet })}</h2>
      {problems.length > 0 && (
        <ul role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className={controls.field}>
        <label htmlFor={`${ids}-outcome`} className={controls.label}>
          {t('routeCalls.day.outcome')}
        </label>
        <select
          id={`${ids}-outcome`}
          ref={firstField}
          className={controls.input}
          required
          value={outcome}
          onChange={(event) => setOutcome(event.target.value as CallOutcome | '')}
        >
          <option value="" disabled>
            {t('routeCalls.day.outcome')}
          </option>
          {callOutcomes.map((code) => (
            <option key={code} value={code}>
              {t(`fields.options.callOutcome.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={controls.field}>
        <label htmlFor={`${ids}-subject`} className={controls.label}>
          {t('routeCalls.day.subject')}
        </label>
        <select
          id={`${ids}-subject`}
          className={controls.input}
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setActions([]);
          }}
        >
          <option value="">{t('routeCalls.day.noSubject')}</option>
          {subjects.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      {chosen && chosen.actions.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend>{t('routeCalls.day.actions')}</legend>
          {chosen.actions.map((action) => (
            <label key={action.code} className={styles.check}>
              <input
                type="checkbox"
                checked={actions.includes(action.code)}
                onChange={(event) =>
                  setActions((taken) =>
                    event.target.checked
                      ? [...taken, action.code]
                      : taken.filter((code) => code !== action.code),
                  )
                }
              />
              {action.name}
            </label>
          ))}
        </fieldset>
      )}
      {call.Survey && (
        <fieldset className={styles.fieldset}>
          <legend>{t('routeCalls.day.survey', { name: call.Survey.SurveyName })}</legend>
          {call.Survey.Questions.map((question) => (
            <AnswerField
              key={question.LineNum}
              question={question}
              value={answers[question.LineNum] ?? ''}
              onChange={(value) => setAnswers((given) => ({ ...given, [question.LineNum]: value }))}
            />
          ))}
        </fieldset>
      )}
      <div className={controls.field}>
        <label htmlFor={`${ids}-notes`} className={controls.label}>
          {t('routeCalls.day.notes')}
        </label>
        <textarea
          id={`${ids}-notes`}
          className={controls.input}
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <p>
        <button
          type="submit"
          className={buttons.primaryButton}
          disabled={busy || !outcome}
          aria-keyshortcuts={shortcutLabel(saveKeys)}
        >
          {busy ? t('routeCalls.day.saving') : t('routeCalls.day.save')} <KeyCombination keys={saveKeys} />
        </button>
      </p>
    </form>
  );
}
