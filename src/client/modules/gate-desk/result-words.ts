import type { TFunction } from 'i18next';
import type { GatePassSummary } from '../../../shared/api/gate-pass';
import { formatDateTime, toLatinDigits } from '../../../shared/locale/formatters';
import { intlLocaleOf, type Language } from '../../../shared/locale/languages';
import { type DeskScan, shownResult } from './desk-scan';
import { resultClassOf } from './result-classes';

/** A moment of today as a clock shows it (seconds included: a burst is seconds apart). */
export const clockTime = (iso: string, language: Language) =>
  toLatinDigits(
    new Intl.DateTimeFormat(intlLocaleOf(language), { timeStyle: 'medium' }).format(new Date(iso)),
  );

/** The sentence under a result: why it is what it is, with the first scan for a duplicate or conflict. */
export function explanation(t: TFunction, scan: DeskScan, language: Language): string {
  const result = shownResult(scan);
  const direction = t(`gateDesk.directions.${scan.Direction}`);
  switch (result) {
    case 'duplicate':
    case 'conflict':
      return scan.First
        ? t(`gateDesk.explain.${result}`, {
            when: formatDateTime(scan.First.ScannedAt, language),
            gate: scan.First.GateCode,
          })
        : '';
    case 'not_existing':
      return t('gateDesk.explain.not_existing', { code: scan.Code });
    case 'expired':
      return scan.Pass
        ? t('gateDesk.explain.expired', {
            from: formatDateTime(scan.Pass.ValidFrom, language),
            until: formatDateTime(scan.Pass.ValidUntil, language),
          })
        : '';
    default:
      return t(`gateDesk.explain.${result}`, { direction });
  }
}

/** What a pass lets through, in one line for the announcement. */
export function passSummary(t: TFunction, pass: GatePassSummary | null): string {
  if (!pass) return '';
  return [
    `${t('gateDesk.fields.pass')} ${pass.ScanCode}`,
    t(`gatePasses.types.${pass.PassType}`),
    pass.CarrierName ? `${t('gateDesk.fields.carrier')} ${pass.CarrierName}` : '',
    pass.PlateNum ? `${t('gateDesk.fields.plate')} ${pass.PlateNum}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** What a screen reader says of a scan: the result, what to do, and why, in one breath. */
export function announcement(t: TFunction, scan: DeskScan, language: Language, backup: boolean): string {
  const result = shownResult(scan);
  const resultClass = resultClassOf[result];
  const details = [explanation(t, scan, language), passSummary(t, scan.Pass)].filter(Boolean).join(' ');
  const said = [`${t(`gateDesk.results.${result}`)}.`, `${t(`gateDesk.verdicts.${resultClass}`)}.`, details]
    .filter(Boolean)
    .join(' ');
  return backup ? `${t('gateDesk.announce.offline')} ${said}` : said;
}
