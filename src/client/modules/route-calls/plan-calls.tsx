import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http-errors';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import { shortcutLabel } from '../../ui/shortcut-label';
import { localToday, planCalls } from './route-calls-queries';

/** Plans the calls of a period from the routes' assignments (the activity status's create screen). */
export function PlanCalls() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [from, setFrom] = useState(localToday);
  const [to, setTo] = useState(localToday);
  const [route, setRoute] = useState('');
  const [message, setMessage] = useState<{ text: string; problem: boolean }>();
  const saveKeys = bindingById('document-save').keys;
  useKeyBinding('document-save', () => form.current?.requestSubmit(), { within: form });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await planCalls(http, {
        FromDate: from,
        ToDate: to,
        ...(route.trim() ? { RouteCode: route.trim() } : {}),
      });
      const { Planned, AlreadyPlanned } = answer.ResponseData;
      setMessage({
        text: t('routeCalls.plan.done', { planned: Planned, already: AlreadyPlanned }),
        problem: false,
      });
    } catch (error) {
      const body = error instanceof HttpError ? error.body : undefined;
      const text = body?.fields
        ? Object.values(body.fields).flat().join(' ')
        : (body?.message ?? String(error));
      setMessage({ text, problem: true });
    }
  };
  const field = (id: string, label: string, input: ReactNode) => (
    <div className={controls.field}>
      <label htmlFor={id} className={controls.label}>
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <section className={page.page} aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`} className={page.heading}>
        {t('routeCalls.plan.title')}
      </h1>
      <p className={page.intro}>{t('routeCalls.plan.intro')}</p>
      <form ref={form} className={controls.form} onSubmit={(event) => void submit(event)}>
        {field(
          `${ids}-from`,
          t('routeCalls.plan.from'),
          <input
            id={`${ids}-from`}
            type="date"
            required
            className={controls.input}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />,
        )}
        {field(
          `${ids}-to`,
          t('routeCalls.plan.to'),
          <input
            id={`${ids}-to`}
            type="date"
            required
            className={controls.input}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />,
        )}
        {field(
          `${ids}-route`,
          t('routeCalls.plan.route'),
          <input
            id={`${ids}-route`}
            className={controls.input}
            maxLength={20}
            value={route}
            onChange={(event) => setRoute(event.target.value)}
          />,
        )}
        <p>
          <button type="submit" className={buttons.primaryButton} aria-keyshortcuts={shortcutLabel(saveKeys)}>
            {t('routeCalls.plan.submit')} <KeyCombination keys={saveKeys} />
          </button>
        </p>
        {message && <p role={message.problem ? 'alert' : 'status'}>{message.text}</p>}
      </form>
    </section>
  );
}
