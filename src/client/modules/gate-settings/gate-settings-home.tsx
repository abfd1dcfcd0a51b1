import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gateSettingsPaths } from '../../../shared/screens/areas/gate-pass-routes';
import { usePaneOpener } from '../../shell/pane-opener';
import * as form from '../../ui/form-controls.css';
import * as page from '../../ui/page-table.css';
import * as styles from './gate-settings.css';

const { home: _, ...linked } = gateSettingsPaths;
const entries = Object.entries(linked) as [keyof typeof linked, string][];

/** /gpm/gpm-settings: the gate pass settings, one link each, opened in the same pane. */
export default function GateSettingsHome() {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const follow = (event: MouseEvent, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    open(href, 'focused');
  };
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('gateSettings.home.heading')}</h1>
      <p className={page.intro}>{t('gateSettings.home.intro')}</p>
      <nav aria-label={t('gateSettings.home.heading')}>
        <ul className={styles.homeLinks}>
          {entries.map(([key, href]) => (
            <li key={key}>
              <a href={href} className={form.label} onClick={(event) => follow(event, href)}>
                {t(`gateSettings.home.links.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
