import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as buttons from '../../ui/confirm-dialog.css';
import * as form from '../../ui/form-controls.css';
import { ModalFrame } from '../../ui/modal-frame';
import { primaryButton } from '../../ui/primary-button.css';
import { secondaryButton } from '../../ui/secondary-button.css';

interface DecisionDialogProps {
  verdict: 'approve' | 'reject';
  /** Names the document decided on ("Sales order draft 12"). */
  document: string;
  onConfirm(remarks: string): void;
  onClose(): void;
  busy?: boolean;
}

/**
 * Approve or reject with remarks: the remarks field has focus on open, Ctrl+Enter (or the
 * button) confirms, Escape closes without deciding.
 */
export function DecisionDialog({ verdict, document, onConfirm, onClose, busy }: DecisionDialogProps) {
  const { t } = useTranslation();
  const remarksId = useId();
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [remarks, setRemarks] = useState('');
  const confirm = (event?: FormEvent) => {
    event?.preventDefault();
    if (!busy) onConfirm(remarks.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) confirm(event);
  };
  return (
    <ModalFrame
      title={t(`approval.dialog.${verdict}Title`, { document })}
      onClose={onClose}
      placement="center"
      size="small"
      initialFocus={field}
    >
      <form className={form.form} onSubmit={confirm}>
        <div className={form.field}>
          <label className={form.label} htmlFor={remarksId}>
            {t('approval.dialog.remarks')}
          </label>
          <textarea
            ref={field}
            id={remarksId}
            className={form.input}
            rows={3}
            maxLength={254}
            value={remarks}
            aria-describedby={hintId}
            onChange={(event) => setRemarks(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p id={hintId} className={form.hint}>
            {t('approval.dialog.hint')}
          </p>
        </div>
        <div className={buttons.buttons}>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('approval.dialog.close')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t(verdict === 'approve' ? 'approval.dialog.confirmApprove' : 'approval.dialog.confirmReject')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
