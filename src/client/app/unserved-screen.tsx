import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '../../shared/screens/route-definition';
import * as styles from './route-fallbacks.css';
import { useRouteTitle } from './route-title';

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
