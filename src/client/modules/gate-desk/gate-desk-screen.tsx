import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanDirection } from '../../../shared/api/gate-pass';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ariaKeyShortcuts } from '../../ui/shortcut-label';
import { BackupBanner } from './backup-banner';
import * as styles from './desk.css';
import { pendingScans, todaysScans } from './desk-scan';
import { rememberedGate, rememberGate, setSoundsMuted, soundsMuted } from './desk-settings';
import { RecentScans } from './recent-scans';
import { ResultPanel } from './result-panel';
import { SyncReport } from './sync-report';
import { useBackupTitle } from './use-backup-title';
import { useGateDesk } from './use-gate-desk';

const directionKeys = bindingById('gate-direction').keys;
const soundKeys = bindingById('gate-sounds').keys;

/** Keys that type into a field: a scanner's characters landing on a button go to the scan box instead. */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.altKey && !event.ctrlKey && !event.metaKey;

/**
 * /gpm/gpm-scan-logs: the gate's scan desk. The scan box keeps the focus (a scanner types into
 * whatever has it); each Enter hands its code to the desk and empties the box at once, so the
 * next burst types on while the previous one is answered. Below the answer, the gate's scans of
 * the day. In backup mode a banner and the page title say so.
 */
export default function GateDeskScreen() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const [initialGate] = useState(rememberedGate);
  const { controller, state, failed } = useGateDesk(initialGate);
  const [muted, setMuted] = useState(soundsMuted);
  const root = useRef<HTMLDivElement>(null);
  const scanBox = useRef<HTMLInputElement>(null);
  const ids = { gate: useId(), scan: useId(), hint: useId(), direction: useId() };
  const backup = state !== undefined && state.connection !== 'online';
  useBackupTitle(backup, t('gateDesk.backup.banner'));

  const focusScan = () => scanBox.current?.focus({ preventScroll: true });
  // Focus starts in the scan box, and comes back after each answer unless the guard went elsewhere.
  useEffect(() => {
    if (controller) scanBox.current?.focus({ preventScroll: true });
  }, [controller]);

  const setDirection = (direction: ScanDirection) => controller?.setDirection(direction);
  const toggleDirection = () => setDirection(state?.direction === 'O' ? 'I' : 'O');
  const toggleSounds = () => {
    setSoundsMuted(!muted);
    setMuted(!muted);
  };
  useKeyBinding('gate-direction', toggleDirection, { within: root });
  useKeyBinding('gate-sounds', toggleSounds, { within: root });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const box = scanBox.current;
    if (!box || !controller) return;
    const code = box.value;
    box.value = '';
    controller.scan(code);
  };

  const chooseGate = (GateCode: string) => {
    rememberGate(GateCode);
    void controller?.selectGate(GateCode);
  };

  const today = useMemo(
    () => (state?.GateCode ? todaysScans(state.scans, state.GateCode, new Date()) : []),
    [state?.scans, state?.GateCode],
  );
  const queued = useMemo(() => pendingScans(state?.scans ?? []).length, [state?.scans]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target === scanBox.current || !typesText(event)) return;
    if (target.matches('select, textarea, input[type="text"], input:not([type])')) return;
    // A burst arriving while a radio or a button has the focus still reaches the scan box.
    focusScan();
  };

  const gateOptions = state?.gates.length
    ? state.gates
    : state?.GateCode
      ? [{ GateCode: state.GateCode, GateName: state.GateCode }]
      : [];

  const controls = (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor={ids.gate} className={styles.label}>
          {t('gateDesk.gate')}
        </label>
        <select
          id={ids.gate}
          className={styles.select}
          value={state?.GateCode ?? ''}
          onChange={(event) => chooseGate(event.target.value)}
        >
          {!state?.GateCode && <option value="">{t('gateDesk.chooseGate')}</option>}
          {gateOptions.map((gate) => (
            <option key={gate.GateCode} value={gate.GateCode}>
              {gate.GateName === gate.GateCode ? gate.GateCode : `${gate.GateCode} · ${gate.GateName}`}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.directions} aria-keyshortcuts={ariaKeyShortcuts(directionKeys)}>
        <legend className={styles.legend}>
          {t('gateDesk.direction')}{' '}
          <span className={styles.wideOnly}>
            <KeyCombination keys={directionKeys} />
          </span>
        </legend>
        {(['O', 'I'] as const).map((direction) => (
          <label key={direction} className={styles.choice}>
            <input
              type="radio"
              name={ids.direction}
              value={direction}
              checked={state?.direction === direction}
              onChange={() => {
                setDirection(direction);
                focusScan();
              }}
            />
            {t(`gateDesk.directions.${direction}`)}
          </label>
        ))}
      </fieldset>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={!muted}
          onChange={toggleSounds}
          aria-keyshortcuts={ariaKeyShortcuts(soundKeys)}
        />
        {t('gateDesk.sounds')}{' '}
        <span className={styles.wideOnly}>
          <KeyCombination keys={soundKeys} />
        </span>
      </label>
    </div>
  );

  const scanning = (
    <>
      <form className={styles.scanForm} onSubmit={submit}>
        <label htmlFor={ids.scan} className={styles.label}>
          {t('gateDesk.scanLabel')}
        </label>
        <div className={styles.scanRow}>
          <input
            ref={scanBox}
            id={ids.scan}
            className={styles.scanInput}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            dir="ltr"
            aria-describedby={ids.hint}
            disabled={!controller}
            onBlur={(event) => {
              // Focus that went nowhere (a tap on the panel) comes back; a chosen control keeps it.
              if (event.relatedTarget === null)
                setTimeout(() => {
                  if (document.activeElement === document.body) focusScan();
                }, 0);
            }}
          />
          <button type="submit" className={styles.checkButton} disabled={!state?.GateCode}>
            {t('gateDesk.check')}
          </button>
        </div>
        <p id={ids.hint} className={styles.hint}>
          {t('gateDesk.scanHint')}
        </p>
      </form>
      <p className={styles.status} role="status">
        {state && state.waiting > 0 ? t('gateDesk.waiting', { count: state.waiting }) : ''}
        {state?.syncing ? t('gateDesk.backup.syncing') : ''}
      </p>
      {state?.problem && (
        <p className={styles.problem} role="alert">
          {t('gateDesk.problem', { message: state.problem })}
        </p>
      )}
      <ResultPanel scan={state?.latest ?? null} language={language} />
    </>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: passes a scanner's keys typed on a control to the scan box
    <div ref={root} className={styles.desk} onKeyDown={onKeyDown}>
      <h1 className={styles.heading}>{t('gateDesk.title')}</h1>
      {backup && state && <BackupBanner state={state} queued={queued} language={language} />}
      {failed && <p role="alert">{t('gateDesk.admin.failed')}</p>}
      {state?.gatesKnown && gateOptions.length === 0 && <p>{t('gateDesk.noGates')}</p>}
      {!state?.GateCode && controls}
      {scanning}
      {state?.GateCode && controls}
      {state?.lastSync && <SyncReport sync={state.lastSync} language={language} />}
      {state?.GateCode && <RecentScans scans={today} language={language} />}
    </div>
  );
}
