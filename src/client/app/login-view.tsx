import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFailedFallback, signIn } from '../api/session-api';
import { completeSignIn } from '../session/session-flow';
import { useAppServices } from './app-services';

const knownFailures = new Set([1, 2, 3, 4]);

/** The sign-in form: keyboard first (Enter submits), errors announced, in all three languages. */
export function LoginView() {
  const { t } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  // Kept as a catalogue key when there is one, so switching language translates it at once.
  const [error, setError] = useState<{ key: string } | { text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { heading: useId(), username: useId(), password: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await signIn(
      services.http,
      String(form.get('username') ?? ''),
      String(form.get('password') ?? ''),
    );
    if (!outcome.ok) {
      const known = outcome.statusCode !== undefined && knownFailures.has(outcome.statusCode);
      if (known) setError({ key: `login.failures.${outcome.statusCode}` });
      else
        setError(
          outcome.message === loginFailedFallback ? { key: 'login.failed' } : { text: outcome.message },
        );
      setBusy(false);
      return;
    }
    try {
      await completeSignIn({ ...services, queryClient }, outcome.login);
    } catch {
      setError({ key: 'login.dataFailed' });
      setBusy(false);
    }
  }

  return (
    <section className="panel login" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('login.heading')}</h2>
      <form
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? ids.error : undefined}
        noValidate
      >
        <label htmlFor={ids.username}>{t('login.username')}</label>
        <input
          id={ids.username}
          name="username"
          autoComplete="username"
          required
          autoCapitalize="none"
          spellCheck={false}
        />
        <label htmlFor={ids.password}>{t('login.password')}</label>
        <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p id={ids.error} role="alert" className="alert">
            {'key' in error ? t(error.key) : error.text}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </section>
  );
}
