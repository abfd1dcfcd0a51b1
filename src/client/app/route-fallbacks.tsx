import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteForbiddenError } from './app-router';
import * as styles from './route-fallbacks.css';

const NotAuthorizedScreen = lazy(() => import('../modules/misc/not-authorized-screen'));

/** A route that failed: not-authorized when its guard refused, else a message and a retry. */
export function RouteFailure({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const headingId = useId();
  if (error instanceof RouteForbiddenError)
    return (
      <Suspense>
        <NotAuthorizedScreen />
      </Suspense>
    );
  return (
    <section className={styles.panel} role="alert" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('layout.routeError.heading')}</h1>
      <button
        type="button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('layout.routeError.retry')}
      </button>
    </section>
  );
}
