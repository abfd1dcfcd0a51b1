import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '../../shared/screens/route-definition';
import { RouteForbiddenError } from './app-router';
import * as styles from './route-fallbacks.css';
import { useRouteTitle } from './route-title';

const NotAuthorizedScreen = lazy(() => import('../modules/misc/not-authorized-screen'));

/**
 * A route of the specification whose screen belongs to a later part of the product: its title and
 * a way on, so that a link from the menu or a pasted URL never lands on an error.
 */
export function UnservedScreen({ definition }: { definition: RouteDefinition }) {
  const { t } = useTranslation();
  const title = useRouteTitle(definition);
  // Several panes may show such a page at once: each heading needs an id of its own.
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p>{t('layout.unserved.lead')}</p>
      <p>{t('layout.unserved.next')}</p>
      <Link to="/dashboard">{t('layout.unserved.dashboard')}</Link>
    </section>
  );
}

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
