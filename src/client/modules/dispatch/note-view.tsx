import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchAction, DispatchNote } from '../../../shared/api/dispatch';
import { formatDateTime } from '../../../shared/locale/formatters';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { entryOfId, Facts, RecordScreen } from '../../resources/record-screen';
import { ScanCode } from '../../resources/scan-code';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar, type BarAction } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { PaneLink } from '../../shell/pane-link';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import * as styles from './notes.css';
import { amountText, dateText } from './notes-columns';
import { actionBindings, asksFirst, statusKey } from './notes-model';
import type { DispatchHrefs } from './notes-paths';
import { downloadNotePdf, noteQuery } from './notes-queries';
import { StopCard } from './stop-card';
import { useGatePass } from './use-gate-pass';
import { useNoteActions } from './use-note-action';

/** A dispatch note's screen: read it, then show it, or say why not (not found, not allowed). */
export function NoteScreen({ id, hrefs }: { id: string | undefined; hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const docEntry = entryOfId(id);
  const answer = useQuery({ ...noteQuery(http, docEntry ?? 0), enabled: docEntry !== undefined });
  return (
    <RecordScreen
      answer={answer}
      known={docEntry !== undefined}
      label={t('dispatchNotes.note.title', { number: answer.data?.ResponseData.DocNum ?? id ?? '' })}
      notFound={t('dispatchNotes.note.notFound')}
      loading={t('dispatchNotes.loading')}
    >
      {(note, container) => <NoteView note={note} hrefs={hrefs} container={container} />}
    </RecordScreen>
  );
}

/**
 * A dispatch note (issue 23): its header, the QR of its scan code, the moves its status allows
 * (each a button with its key, and in the palette), its PDF, and its stops in order with their
 * lines, each delivery a link that opens it in the pane.
 */
function NoteView({
  note,
  hrefs,
  container,
}: {
  note: DispatchNote;
  hrefs: DispatchHrefs;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const within = { within: useShortcutScope(container, false) };
  const [asking, setAsking] = useState<DispatchAction>();
  const title = t('dispatchNotes.note.title', { number: note.DocNum });
  const { allowed, busy, run: runAction } = useNoteActions(note);
  const amount = amountText(language);

  const run = (action: DispatchAction) => {
    setAsking(undefined);
    void runAction(action);
  };
  const start = (action: DispatchAction) => (asksFirst(action) ? setAsking(action) : run(action));
  const print = async () => {
    // The tab is opened now, inside the key or click, which browsers allow; the PDF arrives after.
    const shown = window.open('', '_blank');
    try {
      const pdf = await downloadNotePdf(http, note.DocEntry, language);
      const url = URL.createObjectURL(pdf);
      if (shown) shown.location.href = url;
      else window.location.assign(url);
    } catch {
      shown?.close();
      notify({ text: t('dispatchNotes.note.printFailed'), type: 'error' });
    }
  };
  const enabled = (action: DispatchAction) => ({ ...within, enabled: allowed.includes(action) && !busy });
  useKeyBinding('dispatch-load', () => start('load'), enabled('load'));
  useKeyBinding('dispatch-unload', () => start('unload'), enabled('unload'));
  useKeyBinding('dispatch-depart', () => start('depart'), enabled('depart'));
  useKeyBinding('dispatch-complete', () => start('complete'), enabled('complete'));
  useKeyBinding('document-cancel', () => start('cancel'), enabled('cancel'));
  useKeyBinding('document-download-pdf', () => void print(), within);
  const gatePass = useGatePass(note);
  useKeyBinding('dispatch-gate-pass', () => void gatePass.run(), {
    ...within,
    enabled: gatePass.offered && !gatePass.busy,
  });

  const actions: BarAction[] = [
    ...allowed.map((action) => ({
      id: action,
      label: t(`dispatchNotes.actions.${action}`),
      binding: actionBindings[action],
      onClick: () => start(action),
      primary: action !== 'cancel' && action !== 'unload',
      disabled: busy,
    })),
    {
      id: 'pdf',
      label: t('dispatchNotes.note.print'),
      binding: 'document-download-pdf',
      onClick: () => void print(),
    },
    ...(gatePass.offered
      ? [
          {
            id: 'gate-pass',
            label: t('dispatchNotes.actions.gatePass'),
            binding: 'dispatch-gate-pass' as const,
            onClick: () => void gatePass.run(),
            disabled: gatePass.busy,
          },
        ]
      : []),
  ];
  const moment = (iso: string | null) => (iso ? formatDateTime(iso, language) : '');
  const facts: [string, string][] = [
    [t('dispatchNotes.columns.DocDate'), dateText(language)(note.DocDate)],
    [t('dispatchNotes.columns.Vehicle'), [note.VehicleName, note.PlateNum].filter(Boolean).join(' · ')],
    [t('dispatchNotes.columns.Driver'), note.DriverName],
    [t('dispatchNotes.columns.StopCount'), String(note.StopCount)],
    [
      t('dispatchNotes.columns.Weight'),
      Number(note.CapacityKg) > 0
        ? t('dispatchNotes.note.ofCapacity', {
            amount: amount(note.Weight),
            capacity: amount(note.CapacityKg),
          })
        : amount(note.Weight),
    ],
    [
      t('dispatchNotes.columns.Volume'),
      Number(note.CapacityM3) > 0
        ? t('dispatchNotes.note.ofCapacity', {
            amount: amount(note.Volume),
            capacity: amount(note.CapacityM3),
          })
        : amount(note.Volume),
    ],
    ...(
      [
        ['LoadedAt', note.LoadedAt],
        ['DepartedAt', note.DepartedAt],
        ['CompletedAt', note.CompletedAt],
        ['CancelledAt', note.CancelledAt],
      ] as const
    )
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [t(`dispatchNotes.columns.${key}`), moment(value)] as [string, string]),
    ...(note.OverrideReason
      ? [[t('dispatchNotes.columns.OverrideReason'), note.OverrideReason] as [string, string]]
      : []),
    ...(note.Comments ? [[t('dispatchNotes.columns.Comments'), note.Comments] as [string, string]] : []),
  ];

  return (
    <>
      <div className={styles.header}>
        <h1 tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        <span className={styles.badge}>{t(statusKey(note.Status))}</span>
        <ActionBar actions={actions} />
      </div>
      <Facts facts={facts} />
      <ScanCode
        code={note.ScanCode}
        label={t('dispatchNotes.columns.ScanCode')}
        qrLabel={t('dispatchNotes.note.qr', { code: note.ScanCode })}
      />
      {note.Status === 'R' && (
        <p className={styles.muted}>
          <PaneLink href={hrefs.deliveredNote(note.DocEntry)} className={styles.link}>
            {t('dispatchNotes.note.recordDeliveries')}
          </PaneLink>
        </p>
      )}
      <h2 className={styles.subheading}>{t('dispatchNotes.note.stops')}</h2>
      {note.Stops.length === 0 ? (
        <p className={styles.muted}>{t('dispatchNotes.note.noStops')}</p>
      ) : (
        <ol className={styles.stops} aria-label={t('dispatchNotes.note.stopsOf', { title })}>
          {note.Stops.map((stop) => (
            <li key={stop.StopNum}>
              <StopCard stop={stop} hrefs={hrefs} />
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <ConfirmDialog
          title={t(`dispatchNotes.ask.${asking}`, { title })}
          description={t(`dispatchNotes.ask.${asking}Cost`)}
          confirmLabel={t(`dispatchNotes.actions.${asking}`)}
          cancelLabel={t('dispatchNotes.ask.keep')}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  );
}
