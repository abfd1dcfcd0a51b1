import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss, type Notification, type NotificationType } from './notifications';
import { closeButton, icon, message, snackbar } from './snackbar.css';
import { usePausableTimeout } from './use-pausable-timeout';
import { useSwipeDismiss } from './use-swipe-dismiss';

const icons = {
  success: IconCircleCheck,
  error: IconAlertCircle,
  warning: IconAlertTriangle,
  info: IconInfoCircle,
} satisfies Record<NotificationType, TablerIcon>;

/**
 * One snackbar. Its message is its own live region (alert for errors, status otherwise), so
 * notifications are never also sent to the announcer: a screen reader hears each one once.
 * The Close button sits outside that region so it is not read as part of the message.
 */
export function SnackbarItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const cameFrom = useRef<HTMLElement | null>(null);
  const self = useRef<HTMLLIElement>(null);

  const close = useCallback(() => {
    // Focus would fall to the body with the snackbar gone: give it back to where it came from.
    const holdsFocus = self.current?.contains(document.activeElement) ?? false;
    dismiss(notification.id);
    if (holdsFocus && cameFrom.current?.isConnected) cameFrom.current.focus();
  }, [notification.id]);

  usePausableTimeout(close, notification.timeout, hovered || focused);
  const swipe = useSwipeDismiss(close);
  const Icon = icons[notification.type];

  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (focused) return;
    setFocused(true);
    cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <li
      ref={self}
      className={snackbar[notification.type]}
      style={swipe.style}
      data-dragging={swipe.dragging ? '' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...swipe.handlers}
    >
      <Icon className={icon} aria-hidden="true" />
      <p className={message} role={notification.type === 'error' ? 'alert' : 'status'}>
        {notification.text ?? t('shell.notification.success')}
      </p>
      <button type="button" className={closeButton} aria-label={t('shell.close')} onClick={close}>
        <IconX aria-hidden="true" />
      </button>
    </li>
  );
}
