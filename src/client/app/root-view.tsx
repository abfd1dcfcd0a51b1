import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import { SystemStatus } from './system-status';

/** The single root view of the application (specification section 2, Shell). */
export function RootView() {
  const { t } = useTranslation();
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
      <main id="main" tabIndex={-1}>
        <SystemStatus />
      </main>
    </>
  );
}
