import { useTranslation } from 'react-i18next';
import * as styles from './app-layout.css';

/** The page footer; sticky keeps it in view, hidden leaves it out. */
export function AppFooter({ type }: { type: 'static' | 'sticky' | 'hidden' }) {
  const { t } = useTranslation();
  if (type === 'hidden') return null;
  return (
    <footer className={type === 'sticky' ? styles.stickyFooter : styles.footer}>
      {t('layout.footer', { year: new Date().getFullYear() })}
    </footer>
  );
}
