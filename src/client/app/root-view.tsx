import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeSession } from '../session/session-flow';
import { sessionSignal } from '../session/session-state';
import { useAppServices } from './app-services';
import { LanguageSelect } from './language-select';
import { LoginView } from './login-view';
import { SignedInView } from './signed-in-view';
import { SystemStatus } from './system-status';

/** The single root view of the application (specification section 2, Shell). */
export function RootView() {
  useSignals();
  const { t } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  useEffect(() => {
    void resumeSession({ ...services, queryClient });
  }, [services, queryClient]);
  const session = sessionSignal.value;
  const main = useRef<HTMLElement>(null);
  const previousStatus = useRef(session.status);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status is read from a signal during render; the effect must follow it
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = session.status;
    // The form or the view that had focus is gone: put keyboard users where the next step is.
    if (previous === 'checking' || previous === session.status) return;
    const target =
      session.status === 'signed-out'
        ? main.current?.querySelector<HTMLElement>('input[name="username"]')
        : main.current;
    target?.focus();
  }, [session.status]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="masthead">
        <div>
          <h1>{t('app.name')}</h1>
          <p className="tagline">{t('app.tagline')}</p>
        </div>
        <LanguageSelect />
      </header>
      <main id="main" tabIndex={-1} ref={main}>
        {session.status === 'checking' && <p role="status">{t('session.checking')}</p>}
        {session.status === 'signed-out' && <LoginView />}
        {session.status === 'signed-in' && <SignedInView user={session.user} />}
        <SystemStatus />
      </main>
    </>
  );
}
