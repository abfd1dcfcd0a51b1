import { useSignals } from '@preact/signals-react/runtime';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionSignal } from '../../session/session-state';
import { usePaneCloser } from '../../shell/pane-closer';
import { useUnclaimedFocus } from '../../shell/use-unclaimed-focus';
import * as styles from './misc-page.css';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * /pages/misc/not-found/$error and /error-404: the catch-all error page, and what a pane shows
 * for an address no route matches (the shell stays around it). The address that led here
 * arrives as `?from=`, or is the unmatched path itself; it is the visitor's own text, so it is
 * shown isolated in <bdi>.
 */
export default function NotFoundScreen() {
  useSignals();
  const { t } = useTranslation();
  const closePane = usePaneCloser();
  const heading = useRef<HTMLHeadingElement>(null);
  useUnclaimedFocus(heading);
  const params: Record<string, unknown> = useParams({ strict: false });
  const search: Record<string, unknown> = useSearch({ strict: false });
  const code = textOf(params.error) ?? '404';
  const unmatched = textOf(params._splat);
  const from = textOf(search.from) ?? (unmatched && `/${unmatched}`);
  const signedIn = sessionSignal.value.status === 'signed-in';

  return (
    <div className={styles.page}>
      <p className={styles.code}>{t('pages.notFound.code', { code })}</p>
      <h1 ref={heading} className={styles.heading} tabIndex={-1} data-focus-landing>
        {t('pages.notFound.heading')}
      </h1>
      <p className={styles.text}>{t('pages.notFound.explanation')}</p>
      {from && (
        <p className={styles.text}>
          {t('pages.notFound.requested')}{' '}
          <bdi className={styles.requested} dir="ltr">
            {from}
          </bdi>
        </p>
      )}
      <ul className={styles.links}>
        <li>
          <Link to="/dashboard">{t('pages.links.dashboard')}</Link>
        </li>
        {closePane && (
          <li>
            <button type="button" className={styles.linkButton} onClick={closePane}>
              {t('shell.closePane')}
            </button>
          </li>
        )}
        {!signedIn && (
          <li>
            <Link to="/login">{t('pages.links.signIn')}</Link>
          </li>
        )}
      </ul>
    </div>
  );
}
