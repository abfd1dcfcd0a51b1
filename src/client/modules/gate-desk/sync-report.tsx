import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/locale/languages';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import * as styles from './desk.css';
import type { DeskState } from './gate-desk-controller';
import { clockTime } from './result-words';
import { ScanCells } from './scan-cells';

const columns = ['time', 'code', 'shown', 'decided'] as const;

/** After a queue reached the server: how many went, and each scan it decided otherwise (conflicts, duplicates). */
export function SyncReport({
  sync,
  language,
}: {
  sync: NonNullable<DeskState['lastSync']>;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.sync} aria-label={t('gateDesk.sync.done', { count: sync.sent })}>
      <p className={styles.bannerLine}>
        {t('gateDesk.sync.done', { count: sync.sent })}{' '}
        {t(sync.otherwise.length > 0 ? 'gateDesk.sync.otherwise' : 'gateDesk.sync.allAgreed')}
      </p>
      {sync.otherwise.length > 0 && (
        <CaptionedTable
          caption={t('gateDesk.sync.caption')}
          columns={columns.map((key) => ({ key, label: t(`gateDesk.sync.columns.${key}`) }))}
        >
          {sync.otherwise.map((scan) => (
            <tr key={scan.ScanId}>
              <ScanCells scan={scan} language={language} />
              <td className={page.cell}>{t(`gateDesk.results.${scan.OfflineResult ?? 'not_existing'}`)}</td>
              <td className={page.cell}>
                {t(`gateDesk.results.${scan.Result ?? 'not_existing'}`)}
                {scan.First && (
                  <span className={styles.muted}>
                    {' '}
                    ({scan.First.GateCode}, {clockTime(scan.First.ScannedAt, language)})
                  </span>
                )}
              </td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </section>
  );
}
