import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchNote, DispatchStop } from '../../../shared/api/dispatch';
import { refusalText } from '../../api/refusal-text';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import { ActionBar } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import * as buttons from '../../ui/buttons.css';
import { CaptionedTable } from '../../ui/captioned-table';
import * as controls from '../../ui/form-controls.css';
import * as table from '../../ui/page-table.css';
import { shortcutLabel } from '../../ui/shortcut-label';
import { LineItemHeader, LineQuantityCell } from './line-cells';
import * as styles from './notes.css';
import { amountText } from './notes-columns';
import { outcomeKey } from './notes-model';
import { notesKeys, recordStopDelivery } from './notes-queries';
import {
  draftOutcome,
  draftValid,
  lineProblem,
  type PodDraft,
  podDraftOf,
  podRequest,
  refuseAll,
  returnQuantity,
} from './pod-model';
import { DeliveryLink } from './stop-card';

const saveKeys = bindingById('document-save').keys;

/**
 * A stop's proof of delivery by keyboard: each line delivered in full unless a smaller quantity
 * is typed, Refused (Alt+Shift+0 X) sets every line to 0, the receiver, the time (now unless
 * changed) and a note; what falls short is shown as the return line it becomes. Ctrl+S records.
 */
export function PodForm({
  note,
  stop,
  within,
  onSaved,
  autoFocus = false,
}: {
  note: DispatchNote;
  stop: DispatchStop;
  within: () => Element | null;
  onSaved(): void;
  /** Whether the first quantity takes the focus when the form opens (the next stop after a save). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const { language } = useColumnFormat();
  const amount = amountText(language);
  const [draft, setDraft] = useState<PodDraft>(() => podDraftOf(stop, new Date()));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const firstQuantity = useRef<HTMLInputElement>(null);
  // Only when the form opens: a later change of the flag is for another stop's form.
  const focusOnOpen = useRef(autoFocus);
  useEffect(() => {
    if (focusOnOpen.current) firstQuantity.current?.focus();
  }, []);
  const headingId = useId();
  const heading = t('dispatchNotes.stop.heading', { number: stop.StopNum, customer: stop.CardName });
  const outcome = draftOutcome(stop, draft);
  const valid = draftValid(stop, draft);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      const answer = await recordStopDelivery(
        http,
        note.DocEntry,
        stop.StopNum,
        podRequest(stop, draft, note.version),
      );
      queryClient.setQueryData(notesKeys.note(note.DocEntry), answer);
      void queryClient.invalidateQueries({ queryKey: notesKeys.returns() });
      notify({ text: t('dispatchNotes.pod.saved', { heading, outcome: t(outcomeKey(outcome)) }) });
      onSaved();
    } catch (refused) {
      setError(refusalText(refused, t));
      void queryClient.invalidateQueries({ queryKey: notesKeys.note(note.DocEntry) });
    } finally {
      setSaving(false);
    }
  };
  const refuse = () => {
    setDraft(refuseAll);
    firstQuantity.current?.focus();
  };
  useKeyBinding('document-save', () => void save(), { within, enabled: valid && !saving });
  useKeyBinding('dispatch-refuse-stop', refuse, { within });
  const returned = stop.Lines.filter(
    (line) => Number(returnQuantity(line.Quantity, draft.quantities[line.LineNum] ?? '')) > 0,
  );

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={(event) => void save(event)}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.subheading}>
          {heading}
        </h2>
        <span className={styles.badge}>{t(outcomeKey(outcome))}</span>
        <ActionBar
          actions={[
            {
              id: 'refuse',
              label: t('dispatchNotes.pod.refused'),
              binding: 'dispatch-refuse-stop',
              onClick: refuse,
            },
          ]}
        />
      </div>
      <p className={styles.value}>
        <DeliveryLink entry={stop.DeliveryEntry} number={stop.DeliveryNum} />
      </p>
      {stop.Address2 && (
        <p className={styles.value} dir="auto">
          {stop.Address2}
        </p>
      )}
      <CaptionedTable
        caption={t('dispatchNotes.pod.linesOf', { heading })}
        columns={[
          { key: 'item', label: t('dispatchNotes.columns.Item') },
          { key: 'qty', label: t('dispatchNotes.columns.Quantity') },
          { key: 'delivered', label: t('dispatchNotes.columns.DeliveredQty') },
          { key: 'return', label: t('dispatchNotes.columns.ReturnQty') },
        ]}
      >
        {stop.Lines.map((line, index) => {
          const typed = draft.quantities[line.LineNum] ?? '';
          const problem = lineProblem(line.Quantity, typed);
          const problemId = `${headingId}-p${line.LineNum}`;
          return (
            <tr key={line.LineNum}>
              <LineItemHeader line={line} />
              <LineQuantityCell line={line} amount={amount} />
              <td className={table.cell}>
                <input
                  ref={index === 0 ? firstQuantity : undefined}
                  className={`${controls.input} ${styles.quantity}`}
                  inputMode="decimal"
                  dir="ltr"
                  aria-label={t('dispatchNotes.pod.deliveredOf', { item: line.ItemName })}
                  aria-invalid={problem !== undefined}
                  aria-describedby={problem ? problemId : undefined}
                  value={typed}
                  onFocus={(event) => event.target.select()}
                  onChange={(event) =>
                    setDraft((now) => ({
                      ...now,
                      quantities: { ...now.quantities, [line.LineNum]: event.target.value },
                    }))
                  }
                />
                {problem && (
                  <span id={problemId} className={styles.problem}>
                    {t(`dispatchNotes.pod.problem.${problem}`)}
                  </span>
                )}
              </td>
              <td className={`${table.cell} ${styles.number}`}>
                {Number(returnQuantity(line.Quantity, typed)) > 0
                  ? amount(returnQuantity(line.Quantity, typed))
                  : ''}
              </td>
            </tr>
          );
        })}
      </CaptionedTable>
      <p className={styles.muted} role="status">
        {returned.length === 0
          ? t('dispatchNotes.pod.noReturn')
          : t('dispatchNotes.pod.becomesReturn', {
              lines: returned
                .map(
                  (line) =>
                    `${line.ItemName} ${amount(returnQuantity(line.Quantity, draft.quantities[line.LineNum] ?? ''))}`,
                )
                .join(', '),
            })}
      </p>
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={controls.label}>{t('dispatchNotes.pod.receiver')}</span>
          <input
            className={controls.input}
            dir="auto"
            maxLength={100}
            value={draft.receiver}
            onChange={(event) => setDraft((now) => ({ ...now, receiver: event.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span className={controls.label}>{t('dispatchNotes.pod.time')}</span>
          <input
            className={controls.input}
            type="datetime-local"
            value={draft.time}
            onChange={(event) => setDraft((now) => ({ ...now, time: event.target.value }))}
          />
        </label>
        <label className={styles.field}>
          <span className={controls.label}>{t('dispatchNotes.pod.note')}</span>
          <input
            className={controls.input}
            dir="auto"
            maxLength={254}
            value={draft.note}
            onChange={(event) => setDraft((now) => ({ ...now, note: event.target.value }))}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      <div>
        <button
          type="submit"
          className={buttons.primaryButton}
          disabled={!valid || saving}
          aria-keyshortcuts={shortcutLabel(saveKeys)}
        >
          {t('dispatchNotes.pod.save')} <KeyCombination keys={saveKeys} />
        </button>
      </div>
    </form>
  );
}
