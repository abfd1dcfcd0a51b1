import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GatePassCreate, type GatePassMovement, gatePassMovements } from '../../../shared/api/gate-pass';
import { formatDate } from '../../../shared/locale/formatters';
import { refusalText } from '../../api/refusal-text';
import { WarehouseOptions } from '../../forms/warehouse-options';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useColumnFormat } from '../../reports/use-column-format';
import * as record from '../../resources/record-screen.css';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import * as styles from './gate-pass.css';
import { gatePassHrefs } from './gate-pass-paths';
import { createGatePass, gatePassKeys, gatesQuery, loadedNotesQuery } from './gate-pass-queries';

interface DraftLine {
  key: number;
  Dscription: string;
  Quantity: string;
  UomCode: string;
}

type Kind = 'note' | 'hand';

/** A datetime-local value (the user's clock) as ISO 8601 with its offset, or nothing when blank. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** What a draft sends: the source note, or the visitor's goods line by line (blank lines left out). */
export function passBody(
  kind: Kind,
  draft: Record<string, string>,
  lines: readonly DraftLine[],
): GatePassCreate {
  const common = {
    ...(draft.GateCode ? { GateCode: draft.GateCode } : {}),
    ...(draft.Comments ? { Comments: draft.Comments } : {}),
    ...(isoOf(draft.ValidFrom ?? '') ? { ValidFrom: isoOf(draft.ValidFrom ?? '') } : {}),
    ...(isoOf(draft.ValidUntil ?? '') ? { ValidUntil: isoOf(draft.ValidUntil ?? '') } : {}),
  };
  if (kind === 'note') return { SourceType: 'ODSP', SourceEntry: Number(draft.note), ...common };
  return {
    ...common,
    CarrierName: draft.CarrierName ?? '',
    ...(draft.PlateNum ? { PlateNum: draft.PlateNum } : {}),
    ...(draft.WhsCode ? { WhsCode: draft.WhsCode } : {}),
    Movement: (draft.Movement as GatePassMovement | undefined) ?? 'O',
    Lines: lines
      .filter((line) => line.Dscription.trim() !== '' || line.Quantity.trim() !== '')
      .map((line) => ({
        Dscription: line.Dscription,
        Quantity: line.Quantity.trim(),
        ...(line.UomCode ? { UomCode: line.UomCode } : {}),
      })),
  };
}

/**
 * /gpm/gpm-documents/create: a gate pass made from a loaded dispatch note (chosen from those loaded
 * or on the road; `?note=` preselects one) or by hand for a visitor's goods, typed line by line
 * (Alt+Shift+0 then N adds a line). Ctrl+S or Enter makes it, and the pass opens in the pane.
 */
export function GatePassCreateScreen({ note }: { note: string | undefined }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const open = usePaneOpener();
  const queryClient = useQueryClient();
  const container = useRef<HTMLFormElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const id = useId();
  const [kind, setKind] = useState<Kind>(note ? 'note' : 'hand');
  const [draft, setDraft] = useState<Record<string, string>>(note ? { note } : { Movement: 'O' });
  const nextKey = useRef(1);
  const [lines, setLines] = useState<DraftLine[]>([{ key: 0, Dscription: '', Quantity: '1', UomCode: '' }]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const notes =
    useQuery({ ...loadedNotesQuery(http), enabled: kind === 'note' }).data?.ResponseData.data ?? [];
  const gates = useQuery(gatesQuery(http)).data?.ResponseData.data ?? [];
  const set = (name: string) => (value: string) => setDraft((now) => ({ ...now, [name]: value }));
  const addLine = () => {
    const key = nextKey.current++;
    setLines((now) => [...now, { key, Dscription: '', Quantity: '1', UomCode: '' }]);
    // The new line's description takes the focus once it is drawn.
    requestAnimationFrame(() => document.getElementById(`${id}-line-${key}`)?.focus());
  };
  const setLine = (key: number, name: keyof Omit<DraftLine, 'key'>) => (value: string) =>
    setLines((now) => now.map((line) => (line.key === key ? { ...line, [name]: value } : line)));
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await createGatePass(http, passBody(kind, draft, lines));
      const pass = answer.ResponseData;
      void queryClient.invalidateQueries({ queryKey: gatePassKeys.all });
      notify({ text: t('gatePasses.create.created', { number: pass.DocNum }) });
      open(gatePassHrefs.pass(pass.DocEntry), 'focused');
    } catch (error) {
      setProblem(refusalText(error, t));
    } finally {
      setBusy(false);
    }
  };
  useKeyBinding('document-save', () => void save(), within);
  useKeyBinding('gate-pass-add-line', addLine, { ...within, enabled: kind === 'hand' });
  const gatesHere = gates.filter(
    (gate) => gate.Active === 'Y' && (!draft.WhsCode || gate.WhsCode === draft.WhsCode),
  );
  const text = (name: string, label: string, extra: { required?: boolean; ltr?: boolean } = {}) => (
    <label className={styles.field}>
      <span className={controls.label}>{label}</span>
      <input
        className={controls.input}
        value={draft[name] ?? ''}
        required={extra.required}
        dir={extra.ltr ? 'ltr' : 'auto'}
        onChange={(event) => set(name)(event.target.value)}
      />
    </label>
  );
  const moment = (name: 'ValidFrom' | 'ValidUntil', label: string) => (
    <label className={styles.field}>
      <span className={controls.label}>{label}</span>
      <input
        type="datetime-local"
        className={controls.input}
        value={draft[name] ?? ''}
        onChange={(event) => set(name)(event.target.value)}
      />
    </label>
  );
  return (
    <form
      ref={container}
      className={styles.form}
      aria-label={t('gatePasses.create.title')}
      data-key-scope="pane"
      onSubmit={(event) => void save(event)}
    >
      <div className={record.header}>
        <h1 className={record.heading}>{t('gatePasses.create.title')}</h1>
        <ActionBar
          actions={[
            {
              id: 'save',
              label: t('gatePasses.create.save'),
              binding: 'document-save',
              onClick: () => void save(),
              primary: true,
              disabled: busy,
            },
            ...(kind === 'hand'
              ? [
                  {
                    id: 'line',
                    label: t('gatePasses.create.addLine'),
                    binding: 'gate-pass-add-line' as const,
                    onClick: addLine,
                  },
                ]
              : []),
          ]}
        />
      </div>
      {problem && (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      )}
      <fieldset className={styles.kinds}>
        <legend className={controls.label}>{t('gatePasses.create.kind')}</legend>
        {(['note', 'hand'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === choice}
              onChange={() => setKind(choice)}
            />{' '}
            {t(choice === 'note' ? 'gatePasses.create.fromNote' : 'gatePasses.create.byHand')}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fields}>
        {kind === 'note' ? (
          <label className={styles.field}>
            <span className={controls.label}>{t('gatePasses.create.note')}</span>
            <select
              className={controls.input}
              required
              value={draft.note ?? ''}
              onChange={(event) => set('note')(event.target.value)}
            >
              <option value="">
                {notes.length ? t('gatePasses.create.chooseNote') : t('gatePasses.create.noNotes')}
              </option>
              {notes.map((row) => (
                <option key={row.DocEntry} value={String(row.DocEntry)}>
                  {t('gatePasses.create.noteOption', {
                    number: row.DocNum,
                    date: formatDate(row.DocDate, 'short', language),
                    vehicle: row.PlateNum ?? row.VehicleCode,
                    driver: row.DriverName,
                  })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <>
            {text('CarrierName', t('gatePasses.create.carrier'), { required: true })}
            {text('PlateNum', t('gatePasses.create.plate'), { ltr: true })}
            <label className={styles.field}>
              <span className={controls.label}>{t('gatePasses.create.warehouse')}</span>
              <select
                className={controls.input}
                required={!draft.GateCode}
                value={draft.WhsCode ?? ''}
                onChange={(event) => set('WhsCode')(event.target.value)}
              >
                <option value="" />
                <WarehouseOptions />
              </select>
            </label>
            <label className={styles.field}>
              <span className={controls.label}>{t('gatePasses.create.movement')}</span>
              <select
                className={controls.input}
                value={draft.Movement ?? 'O'}
                onChange={(event) => set('Movement')(event.target.value)}
              >
                {gatePassMovements.map((movement) => (
                  <option key={movement} value={movement}>
                    {t(`gatePasses.movements.${movement}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <label className={styles.field}>
          <span className={controls.label}>{t('gatePasses.create.gate')}</span>
          <select
            className={controls.input}
            value={draft.GateCode ?? ''}
            onChange={(event) => set('GateCode')(event.target.value)}
          >
            <option value="">{t('gatePasses.view.anyGate')}</option>
            {gatesHere.map((gate) => (
              <option key={gate.GateCode} value={gate.GateCode}>
                {`${gate.GateCode} · ${gate.GateName}`}
              </option>
            ))}
          </select>
        </label>
        {moment('ValidFrom', t('gatePasses.create.validFrom'))}
        {moment('ValidUntil', t('gatePasses.create.validUntil'))}
        {text('Comments', t('gatePasses.create.comments'))}
      </fieldset>
      {kind === 'hand' && (
        <>
          <h2 className={record.subheading}>{t('gatePasses.create.lines')}</h2>
          <table className={styles.table} aria-label={t('gatePasses.create.lines')}>
            <thead>
              <tr>
                <th className={styles.cell}>{t('gatePasses.lines.description')}</th>
                <th className={styles.cell}>{t('gatePasses.lines.quantity')}</th>
                <th className={styles.cell}>{t('gatePasses.lines.unit')}</th>
                <th className={styles.cell}>
                  <span className={controls.label}>{t('gatePasses.create.lines')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, index) => {
                const number = index + 1;
                const named = (what: string) => `${t('gatePasses.create.line', { line: number })}: ${what}`;
                return (
                  <tr key={line.key}>
                    <td className={styles.cell}>
                      <input
                        id={`${id}-line-${line.key}`}
                        className={controls.input}
                        aria-label={named(t('gatePasses.lines.description'))}
                        dir="auto"
                        value={line.Dscription}
                        onChange={(event) => setLine(line.key, 'Dscription')(event.target.value)}
                      />
                    </td>
                    <td className={styles.cell}>
                      <input
                        className={controls.input}
                        aria-label={named(t('gatePasses.lines.quantity'))}
                        inputMode="decimal"
                        dir="ltr"
                        value={line.Quantity}
                        onChange={(event) => setLine(line.key, 'Quantity')(event.target.value)}
                      />
                    </td>
                    <td className={styles.cell}>
                      <input
                        className={controls.input}
                        aria-label={named(t('gatePasses.lines.unit'))}
                        dir="ltr"
                        value={line.UomCode}
                        onChange={(event) => setLine(line.key, 'UomCode')(event.target.value)}
                      />
                    </td>
                    <td className={styles.cell}>
                      <button
                        type="button"
                        className={buttons.button}
                        disabled={lines.length === 1}
                        onClick={() => setLines((now) => now.filter((kept) => kept.key !== line.key))}
                      >
                        {t('gatePasses.create.removeLine', { line: number })}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </form>
  );
}
