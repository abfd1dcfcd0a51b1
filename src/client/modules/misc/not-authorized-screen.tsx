import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as styles from './misc-page.css';

/**
 * /not-authorized and /pages/misc/not-authorized, also shown in place of a route whose guard
 * refused the user: what happened, and the two ways on.
 */
export default function NotAuthorizedScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('pages.notAuthorized.heading')}</h1>
      <p className={styles.text}>{t('pages.notAuthorized.explanation')}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/dashboard">{t('pages.links.dashboard')}</Link>
        </li>
        <li>
          <Link to="/login">{t('pages.notAuthorized.signInAsOther')}</Link>
        </li>
      </ul>
    </div>
  );
}
