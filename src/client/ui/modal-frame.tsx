import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { tabStops, wrapTab } from './modal-focus';
import * as styles from './modal-frame.css';
import { secondaryButton } from './secondary-button.css';

export interface ModalFrameProps {
  /** The visible heading, which also names the dialog. */
  title: string;
  /** A line under the heading that describes the dialog to assistive technology too. */
  description?: string;
  /** The Close button's text; without it no Close button is drawn (the content offers its own). */
  closeLabel?: string;
  onClose: () => void;
  /** A side sheet at the inline end, or a box in the middle of the viewport. */
  placement: 'side' | 'center';
  /** The width of a centred box; a side sheet always has the same width. */
  size?: 'small' | 'large';
  /** What takes focus on open; by default Close, else the first control, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when the dialog closes, asked at that moment; the opener when it names none.
   * A question about a form opened from a title bar gives focus back to the form, not the button.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** `alertdialog` for a question that interrupts the work and must be answered. */
  role?: 'dialog' | 'alertdialog';
  /** The key scope the dialog declares: both are modal, so page shortcuts stop at its edge. */
  keyScope?: 'dialog' | 'palette';
  children: ReactNode;
}

/**
 * The frame every modal dialog shares: a scrim that closes it on a press outside, the dialog
 * named by its heading, focus moved in on open and given back to the opener on close, Tab kept
 * inside and Escape closing. The content is laid out as direct children of the dialog.
 */
export function ModalFrame({
  title,
  description,
  closeLabel,
  onClose,
  placement,
  size = 'large',
  initialFocus,
  returnFocus,
  role = 'dialog',
  keyScope = 'dialog',
  children,
}: ModalFrameProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusOnClose = useRef(returnFocus);
  focusOnClose.current = returnFocus;

  // Runs once: the opener is whatever had focus when the dialog mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus is read on open only.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialog.current;
    const target =
      initialFocus?.current ?? closeButton.current ?? (container && tabStops(container)[0]) ?? container;
    target?.focus();
    return () => {
      // The opener may have gone with the dialog (a menu item that unmounted): focus nothing then.
      const back = focusOnClose.current?.() ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A control inside (an open menu, a combobox) that used the key already has it.
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialog.current) {
      if (wrapTab(dialog.current, event.shiftKey, document.activeElement)) event.preventDefault();
    }
  };

  const box = placement === 'side' ? styles.side : styles.center[size];

  return (
    <div
      className={styles.scrim}
      onPointerDown={(event) => event.target === event.currentTarget && onClose()}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is dialog or alertdialog, not static. */}
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        data-key-scope={keyScope}
        tabIndex={-1}
        className={box}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeLabel !== undefined && (
            <button ref={closeButton} type="button" className={secondaryButton} onClick={onClose}>
              <IconX aria-hidden="true" size={18} />
              {closeLabel}
            </button>
          )}
        </div>
        {description !== undefined && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
