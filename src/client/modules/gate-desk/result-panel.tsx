import { IconBan, IconCircleCheck, IconRepeat, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/locale/languages';
import * as styles from './desk.css';
import { type DeskScan, shownResult } from './desk-scan';
import { type ResultClass, resultClassOf } from './result-classes';
import { explanation } from './result-words';

const icons: Record<ResultClass, typeof IconCircleCheck> = {
  pass: IconCircleCheck,
  repeat: IconRepeat,
  refuse: IconBan,
};

/**
 * The last answer, large: colour, icon and words say the same thing three ways (let through,
 * already through, stop), and the facts of the pass say what may pass. Its text is not a live
 * region: the announcement (live-announcer) speaks each scan once, even the same result twice.
 */
export function ResultPanel({ scan, language }: { scan: DeskScan | null; language: Language }) {
  const { t } = useTranslation();
  if (!scan) {
    return (
      <section className={styles.panel.idle} aria-label={t('gateDesk.lastResult')}>
        <IconScan className={styles.panelIcon} aria-hidden="true" />
        <p className={styles.panelVerdict}>{t('gateDesk.noResult')}</p>
      </section>
    );
  }
  const result = shownResult(scan);
  const resultClass = resultClassOf[result];
  const Icon = icons[resultClass];
  const pass = scan.Pass;
  const why = explanation(t, scan, language);
  return (
    <section
      className={styles.panel[resultClass]}
      aria-label={t('gateDesk.lastResult')}
      data-result={result}
      data-scan-id={scan.ScanId}
    >
      <Icon className={styles.panelIcon} aria-hidden="true" stroke={2.25} />
      <p className={styles.panelResult}>{t(`gateDesk.results.${result}`)}</p>
      <p className={styles.panelVerdict}>{t(`gateDesk.verdicts.${resultClass}`)}</p>
      <div className={styles.panelBody}>
        {why && <p className={styles.factValue}>{why}</p>}
        {pass && (
          <dl className={styles.facts}>
            <dt className={styles.factTerm}>{t('gateDesk.fields.pass')}</dt>
            <dd className={styles.factValue}>
              <bdi>{pass.ScanCode}</bdi>
            </dd>
            <dt className={styles.factTerm}>{t('gateDesk.fields.type')}</dt>
            <dd className={styles.factValue}>{t(`gatePasses.types.${pass.PassType}`)}</dd>
            {pass.CardName && (
              <>
                <dt className={styles.factTerm}>{t('gateDesk.fields.partner')}</dt>
                <dd className={styles.factValue}>
                  <bdi>{pass.CardName}</bdi>
                </dd>
              </>
            )}
            {pass.CarrierName && (
              <>
                <dt className={styles.factTerm}>{t('gateDesk.fields.carrier')}</dt>
                <dd className={styles.factValue}>
                  <bdi>{pass.CarrierName}</bdi>
                </dd>
              </>
            )}
            {pass.PlateNum && (
              <>
                <dt className={styles.factTerm}>{t('gateDesk.fields.plate')}</dt>
                <dd className={styles.factValue}>
                  <bdi>{pass.PlateNum}</bdi>
                </dd>
              </>
            )}
          </dl>
        )}
        {pass && resultClass === 'pass' && pass.Lines.length > 0 && (
          <div>
            <p className={styles.factTerm}>{t('gateDesk.fields.lines')}</p>
            <ul className={styles.passLines}>
              {pass.Lines.map((line) => (
                <li key={line.LineNum}>
                  <bdi>
                    {line.Quantity} {line.UomCode ?? ''} {line.ItemCode ? `${line.ItemCode} ` : ''}
                    {line.Dscription}
                  </bdi>
                </li>
              ))}
            </ul>
          </div>
        )}
        {scan.Mode === 'backup' && scan.Result === undefined && (
          <p className={styles.note}>{t('gateDesk.judgedOffline')}</p>
        )}
      </div>
    </section>
  );
}
