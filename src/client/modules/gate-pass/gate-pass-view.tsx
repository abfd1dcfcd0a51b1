import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatePass } from '../../../shared/api/gate-pass';
import { formatDateTime, formatNumber } from '../../../shared/locale/formatters';
import { refusalText } from '../../api/refusal-text';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { entryOfId, Facts, RecordScreen } from '../../resources/record-screen';
import * as record from '../../resources/record-screen.css';
import { ScanCode } from '../../resources/scan-code';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar, type BarAction } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import * as styles from './gate-pass.css';
import {
  cancelGatePass,
  downloadGatePassPdf,
  gatePassKeys,
  gatePassQuery,
  mayGatePass,
} from './gate-pass-queries';

/** A gate pass's screen: read it, then show it, or say why not (not found, not allowed). */
export function GatePassScreen({ id }: { id: string | undefined }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const docEntry = entryOfId(id);
  const answer = useQuery({ ...gatePassQuery(http, docEntry ?? 0), enabled: docEntry !== undefined });
  return (
    <RecordScreen
      answer={answer}
      known={docEntry !== undefined}
      label={t('gatePasses.pass', { number: answer.data?.ResponseData.DocNum ?? id ?? '' })}
      notFound={t('gatePasses.notFound')}
      loading={t('gatePasses.loading')}
    >
      {(pass, container) => <GatePassView pass={pass} container={container} />}
    </RecordScreen>
  );
}

/** The facts of a pass, each label with its value in the reader's language. */
function passFacts(
  pass: GatePass,
  t: (key: string, values?: Record<string, unknown>) => string,
  moment: (iso: string) => string,
) {
  const facts: [string, string][] = [
    [t('gatePasses.columns.PassType'), t(`gatePasses.types.${pass.PassType}`)],
    [t('gatePasses.columns.Movement'), t(`gatePasses.movements.${pass.Movement}`)],
    [t('gatePasses.columns.ValidFrom'), moment(pass.ValidFrom)],
    [t('gatePasses.columns.ValidUntil'), moment(pass.ValidUntil)],
    [
      t('gatePasses.columns.GateCode'),
      pass.GateCode
        ? [pass.GateCode, pass.GateName].filter(Boolean).join(' · ')
        : t('gatePasses.view.anyGate'),
    ],
    [t('gatePasses.columns.WhsCode'), pass.WhsCode ?? ''],
    [t('gatePasses.columns.CarrierName'), pass.CarrierName ?? ''],
    [t('gatePasses.columns.PlateNum'), pass.PlateNum ?? ''],
    [t('gatePasses.columns.CardCode'), [pass.CardCode, pass.CardName].filter(Boolean).join(' · ')],
    [
      t('gatePasses.columns.SourceScanCode'),
      pass.SourceScanCode ? t('gatePasses.view.sourceNote', { code: pass.SourceScanCode }) : '',
    ],
    [t('gatePasses.columns.OutAt'), pass.OutAt ? moment(pass.OutAt) : ''],
    [t('gatePasses.columns.InAt'), pass.InAt ? moment(pass.InAt) : ''],
    [t('gatePasses.columns.CancelledAt'), pass.CancelledAt ? moment(pass.CancelledAt) : ''],
    [t('gatePasses.columns.Comments'), pass.Comments ?? ''],
  ];
  return facts.filter(([, value]) => value !== '');
}

/**
 * A gate pass (issue 24): its facts, the QR of its scan code, what may pass, and what may be done
 * with it: print (Ctrl+Shift+D) and, while open and not yet through a gate, cancel (Alt+Shift+Z).
 */
function GatePassView({
  pass,
  container,
}: {
  pass: GatePass;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const queryClient = useQueryClient();
  const within = { within: useShortcutScope(container, false) };
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = t('gatePasses.pass', { number: pass.DocNum });
  const mayCancel =
    pass.Status === 'O' && pass.OutAt === null && pass.InAt === null && mayGatePass('cancel', pass);
  const print = async () => {
    // The tab is opened now, inside the key or click, which browsers allow; the PDF arrives after.
    const shown = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await downloadGatePassPdf(http, pass.DocEntry, language));
      if (shown) shown.location.href = url;
      else window.location.assign(url);
    } catch {
      shown?.close();
      notify({ text: t('gatePasses.view.printFailed'), type: 'error' });
    }
  };
  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const answer = await cancelGatePass(http, pass.DocEntry, pass.version);
      queryClient.setQueryData(gatePassKeys.pass(pass.DocEntry), answer);
      notify({ text: t('gatePasses.view.cancelled', { number: pass.DocNum }) });
    } catch (error) {
      notify({ type: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: gatePassKeys.all });
    }
  };
  useKeyBinding('document-cancel', () => setAsking(true), { ...within, enabled: mayCancel && !busy });
  useKeyBinding('document-download-pdf', () => void print(), within);
  const actions: BarAction[] = [
    {
      id: 'pdf',
      label: t('gatePasses.view.print'),
      binding: 'document-download-pdf',
      onClick: () => void print(),
      primary: true,
    },
    ...(mayCancel
      ? [
          {
            id: 'cancel',
            label: t('gatePasses.view.cancel'),
            binding: 'document-cancel' as const,
            onClick: () => setAsking(true),
            disabled: busy,
          },
        ]
      : []),
  ];
  const moment = (iso: string) => formatDateTime(iso, language);
  return (
    <>
      <div className={record.header}>
        <h1 tabIndex={-1} className={record.heading}>
          {title}
        </h1>
        <span className={record.badge}>{t(`gatePasses.statuses.${pass.Status}`)}</span>
        <ActionBar actions={actions} />
      </div>
      <Facts facts={passFacts(pass, t, moment)} />
      <ScanCode
        code={pass.ScanCode}
        label={t('gatePasses.columns.ScanCode')}
        qrLabel={t('gatePasses.columns.ScanCode')}
      />
      <h2 className={record.subheading}>{t('gatePasses.lines.heading')}</h2>
      {pass.Lines.length === 0 ? (
        <p className={styles.muted}>{t('gatePasses.lines.none')}</p>
      ) : (
        <table className={styles.table} aria-label={t('gatePasses.lines.heading')}>
          <thead>
            <tr>
              <th className={styles.cell}>{t('gatePasses.lines.item')}</th>
              <th className={styles.cell}>{t('gatePasses.lines.description')}</th>
              <th className={styles.number}>{t('gatePasses.lines.quantity')}</th>
              <th className={styles.cell}>{t('gatePasses.lines.unit')}</th>
            </tr>
          </thead>
          <tbody>
            {pass.Lines.map((line) => (
              <tr key={line.LineNum}>
                <td className={styles.cell} dir="ltr">
                  {line.ItemCode ?? ''}
                </td>
                <td className={styles.cell} dir="auto">
                  {line.Dscription}
                </td>
                <td className={styles.number}>{formatNumber(line.Quantity, language)}</td>
                <td className={styles.cell}>{line.UomCode ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asking && (
        <ConfirmDialog
          title={t('gatePasses.view.askCancel', { number: pass.DocNum })}
          description={t('gatePasses.view.askCancelCost')}
          confirmLabel={t('gatePasses.view.cancel')}
          cancelLabel={t('gatePasses.view.keep')}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
