import { IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import * as styles from './desk.css';
import type { DeskState } from './gate-desk-controller';

/** "Backup mode", plainly: why, how many scans wait to be sent, and how fresh the cache is. */
export function BackupBanner({
  state,
  queued,
  language,
}: {
  state: DeskState;
  queued: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const gate = state.gates.find((each) => each.GateCode === state.GateCode);
  return (
    <section className={styles.banner} aria-labelledby="gate-desk-backup" data-backup={state.connection}>
      <h2 id="gate-desk-backup" className={styles.bannerTitle}>
        <IconCloudOff aria-hidden="true" />
        {t('gateDesk.backup.banner')}
      </h2>
      <p className={styles.bannerLine}>
        {state.connection === 'admin'
          ? t('gateDesk.backup.admin', { reason: gate?.BackupReason ?? '' })
          : t('gateDesk.backup.offline')}
      </p>
      <p className={styles.bannerLine} role="status">
        {t('gateDesk.backup.queue', { count: queued })}
      </p>
      <p className={styles.bannerLine}>
        {state.cacheAt
          ? t('gateDesk.backup.cache', {
              count: state.cachePasses,
              when: formatDateTime(state.cacheAt, language),
            })
          : t('gateDesk.backup.noCache')}
      </p>
      {gate?.BackupAllowed === 'N' && (
        <p className={styles.bannerLine}>
          <strong>{t('gateDesk.backup.notAllowed')}</strong>
        </p>
      )}
      {gate && state.cacheAt && Date.now() - Date.parse(state.cacheAt) > gate.BackupMaxHours * 3_600_000 && (
        <p className={styles.bannerLine}>
          <strong>{t('gateDesk.backup.tooOld', { hours: gate.BackupMaxHours })}</strong>
        </p>
      )}
    </section>
  );
}
