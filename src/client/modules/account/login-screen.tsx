import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFailedFallback, signIn } from '../../api/session-api';
import { redirectTarget } from '../../session/redirect-target';
import { completeSignIn } from '../../session/session-flow';
import { useAppServices } from '../../shell/app-services';
import { withLoader } from '../../shell/feedback/loader-state';
import * as styles from '../../ui/form-controls.css';
import { AuthCard } from './auth-card';
import { ExpiredPasswordForm } from './expired-password-form';
import { FormLinks } from './form-parts';

const knownFailures = new Set([1, 2, 3, 4, 5]);

/**
 * /login: keyboard first (the user name has focus, Enter submits), failures announced and
 * translated, then the redirect target or the dashboard.
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const router = useRouter();
  const username = useRef<HTMLInputElement>(null);
  useEffect(() => username.current?.focus(), []);
  // Kept as a catalogue key when there is one, so switching language translates it at once.
  const [error, setError] = useState<{ key: string } | { text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set after a sign-in whose password has expired: the password just typed, to change it.
  const [expired, setExpired] = useState<string>();
  const goOn = () => router.navigate({ href: redirectTarget(window.location.search), replace: true });
  const ids = { username: useId(), password: useId(), error: useId() };

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
      // The reference data loads under the global overlay: the next screen needs it.
      await withLoader(completeSignIn({ ...services, queryClient }, outcome.login));
      if (outcome.login.mustChangePassword) {
        setExpired(String(form.get('password') ?? ''));
        return;
      }
      await goOn();
    } catch {
      setError({ key: 'login.dataFailed' });
      setBusy(false);
    }
  }

  if (expired !== undefined)
    return (
      <AuthCard heading={t('account.expired.heading')}>
        <ExpiredPasswordForm currentPassword={expired} onChanged={() => void goOn()} />
      </AuthCard>
    );
  return (
    <AuthCard heading={t('login.heading')}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        aria-describedby={error ? ids.error : undefined}
        noValidate
      >
        <label htmlFor={ids.username}>{t('login.username')}</label>
        <input
          ref={username}
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
      <FormLinks
        links={[
          { to: '/forgot-password', label: t('account.links.forgotPassword') },
          { to: '/register', label: t('account.links.register') },
        ]}
      />
    </AuthCard>
  );
}
