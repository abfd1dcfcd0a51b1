import { IconBan, IconCircleCheck, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/locale/languages';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import * as styles from './desk.css';
import { type DeskScan, shownResult } from './desk-scan';
import { type ResultClass, resultClassOf } from './result-classes';
import { ScanCells } from './scan-cells';

const marks: Record<ResultClass, typeof IconCircleCheck> = {
  pass: IconCircleCheck,
  repeat: IconRepeat,
  refuse: IconBan,
};

const columns = ['time', 'code', 'direction', 'result', 'mode'] as const;

/** This gate's scans of today, newest first: what the guard let through and what they stopped. */
export function RecentScans({ scans, language }: { scans: readonly DeskScan[]; language: Language }) {
  const { t } = useTranslation();
  if (scans.length === 0) return <p>{t('gateDesk.recent.empty')}</p>;
  return (
    <CaptionedTable
      caption={t('gateDesk.recent.caption')}
      columns={columns.map((key) => ({ key, label: t(`gateDesk.recent.columns.${key}`) }))}
    >
      {scans.map((scan) => {
        const result = shownResult(scan);
        const Mark = marks[resultClassOf[result]];
        const server =
          scan.Mode === 'backup' && scan.Result !== undefined && scan.Result !== scan.OfflineResult;
        return (
          <tr key={scan.ScanId} data-scan-id={scan.ScanId}>
            <ScanCells scan={scan} language={language} />
            <td className={page.cell}>{t(`gateDesk.directions.${scan.Direction}`)}</td>
            <td className={page.cell}>
              <span className={styles.resultCell}>
                <Mark className={styles.mark[resultClassOf[result]]} size={18} aria-hidden="true" />
                {t(`gateDesk.results.${server ? (scan.OfflineResult ?? result) : result}`)}
                {server && (
                  <span className={styles.muted}>
                    ({t('gateDesk.recent.server', { result: t(`gateDesk.results.${result}`) })})
                  </span>
                )}
              </span>
            </td>
            <td className={page.cell}>
              {t(`gateDesk.recent.modes.${scan.Mode}`)}
              {scan.Mode === 'backup' && !scan.Sent && (
                <span className={styles.muted}> ({t('gateDesk.recent.queued')})</span>
              )}
            </td>
          </tr>
        );
      })}
    </CaptionedTable>
  );
}
