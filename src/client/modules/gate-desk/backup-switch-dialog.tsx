import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateState } from '../../../shared/api/gate-backup';
import { HttpError } from '../../api/http-errors';
import * as form from '../../ui/form-controls.css';
import { ModalFrame } from '../../ui/modal-frame';
import { primaryButton } from '../../ui/primary-button.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import * as styles from './desk.css';

/** Asks the reason, then switches the gate: to backup (a reason is required) or back online. */
export function BackupSwitchDialog({
  gate,
  onSwitch,
  onClose,
}: {
  gate: GateState;
  onSwitch: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const on = gate.BackupMode !== 'Y';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = { reason: useId(), hint: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (on && reason.trim() === '') {
      setError(t('gateDesk.admin.reasonRequired'));
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSwitch(reason);
    } catch (failure) {
      setError(failure instanceof HttpError && failure.status ? failure.message : t('gateDesk.admin.failed'));
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      title={t(on ? 'gateDesk.admin.dialogOn' : 'gateDesk.admin.dialogOff', { gate: gate.GateCode })}
      onClose={onClose}
      placement="center"
      size="small"
      initialFocus={field}
    >
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor={ids.reason} className={form.label}>
            {t('gateDesk.admin.reason')}
          </label>
          <textarea
            ref={field}
            id={ids.reason}
            className={form.input}
            rows={3}
            maxLength={200}
            value={reason}
            required={on}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={ids.hint} className={form.hint}>
            {t('gateDesk.admin.reasonHint')}
          </p>
          {error && (
            <p id={ids.error} className={form.fieldError} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={styles.controls}>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('gateDesk.admin.confirm')}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('gateDesk.admin.cancel')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
