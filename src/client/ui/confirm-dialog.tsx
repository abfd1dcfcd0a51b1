import { useRef } from 'react';
import * as styles from './confirm-dialog.css';
import { ModalFrame } from './modal-frame';
import { primaryButton } from './primary-button.css';
import { secondaryButton } from './secondary-button.css';

export interface ConfirmDialogProps {
  /** The question, which names the dialog. */
  title: string;
  /** What answering yes costs, read out with the question. */
  description: string;
  /** The answer that goes ahead (Discard changes). */
  confirmLabel: string;
  /** The answer that changes nothing (Keep editing): it has focus on open, and Escape gives it. */
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once the dialog closes; the opener when it names none. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A question that must be answered before the work goes on: an alert dialog named by its
 * question and described by its cost, with the safe answer focused, so Enter or Escape straight
 * away loses nothing.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  returnFocus,
}: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      role="alertdialog"
      title={title}
      description={description}
      onClose={onCancel}
      placement="center"
      size="small"
      initialFocus={safe}
      returnFocus={returnFocus}
    >
      <div className={styles.buttons}>
        <button ref={safe} type="button" className={primaryButton} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
