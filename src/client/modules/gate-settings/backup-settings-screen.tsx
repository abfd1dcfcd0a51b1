import { useTranslation } from 'react-i18next';
import { gateSettingsPaths } from '../../../shared/screens/areas/gate-pass-routes';
import { ResourceList } from '../../resources/resource-list';
import { ResourceRecord } from '../../resources/resource-record';
import type { ResourceScreenSet } from '../../resources/resource-screen-map';
import * as page from '../../ui/page-table.css';
import * as styles from './gate-settings.css';

const path = gateSettingsPaths['backup-mode-settings'];
/** The company-wide cache: the settings row's one field, a form of its own. */
const cache: ResourceScreenSet = {
  resource: 'gate-cache-settings',
  objectId: 'gate-cache-settings',
  list: path,
  single: '1',
};
/** Each gate's rights, edited in place in the grid. */
const gates: ResourceScreenSet = {
  resource: 'gate-backup-settings',
  objectId: 'gate-backup-settings',
  list: path,
  inlineEdit: true,
};
const noParams = {};

/**
 * /gpm/gpm-settings/backup-mode-settings: the hours of passes every gate caches (the pass cache
 * reads it) and, per gate, whether it may enter backup mode on its own and for how long. Both are
 * the generic resource screens, one above the other.
 */
export default function BackupSettingsScreen() {
  const { t } = useTranslation();
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('gateSettings.backup.heading')}</h1>
      <p className={page.intro}>{t('gateSettings.backup.intro')}</p>
      <div className={styles.stack}>
        <ResourceRecord set={cache} kind="detail" params={noParams} />
        <ResourceList set={gates} params={noParams} heading={t('resources.gate-backup-settings.title')} />
      </div>
    </div>
  );
}
