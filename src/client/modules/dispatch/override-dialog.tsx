import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import { ModalFrame } from '../../ui/modal-frame';
import * as styles from './planning.css';

/**
 * Saving a load beyond its vehicle's capacity: the dispatcher says why (the server keeps the
 * reason with the note) or goes back to the load unchanged. Escape and Cancel lose nothing.
 */
export function OverrideDialog({
  figures,
  onConfirm,
  onCancel,
}: {
  /** What is over, already written out ("Weight 2,100.0 of 2,000.0 kg"). */
  figures: string;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      input.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <ModalFrame
      role="alertdialog"
      title={t('dispatchPlanning.override.title')}
      description={t('dispatchPlanning.override.description', { figures })}
      onClose={onCancel}
      placement="center"
      size="small"
      initialFocus={input}
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className={controls.label}>
          {t('dispatchPlanning.override.reason')}
        </label>
        <input
          ref={input}
          id={id}
          className={`${controls.input} ${styles.reasonInput}`}
          value={reason}
          maxLength={254}
          dir="auto"
          aria-required="true"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {missing && (
          <p id={`${id}-error`} className={styles.over}>
            {t('dispatchPlanning.override.required')}
          </p>
        )}
        <div className={styles.dialogButtons}>
          <button type="button" className={buttons.button} onClick={onCancel}>
            {t('dispatchPlanning.override.cancel')}
          </button>
          <button type="submit" className={buttons.primaryButton}>
            {t('dispatchPlanning.override.confirm')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
