import { useSignals } from '@preact/signals-react/runtime';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { foregroundSettled } from '../../api/foreground-first';
import { shortcutOf } from '../../commands/shell-commands';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { shortcutLabel } from '../../ui/shortcut-label';
import { notificationsQuery } from './notification-queries';
import * as styles from './notifications.css';
import { NotificationsDialog } from './notifications-dialog';
import { notificationsOpenSignal } from './notifications-open';

/**
 * The bell in the navbar: its name says how many notifications are unread (polled every minute
 * and refreshed after each change); it and Alt+Shift+1 open the list.
 */
export function NotificationsButton({ userId, className }: { userId: number; className: string }) {
  useSignals();
  const { t } = useTranslation();
  const { http } = useAppServices();
  // The count can wait until the page on screen has its data (foreground-first.ts).
  const page = useQuery({ ...notificationsQuery(http, userId), enabled: foregroundSettled.value });
  const open = notificationsOpenSignal.value;
  const setOpen = (value: boolean) => {
    notificationsOpenSignal.value = value;
  };
  useKeyBinding('open-notifications', () => setOpen(true));
  const unread = page.data?.unread ?? 0;
  const keys = shortcutLabel(shortcutOf('open-notifications'));
  const label = t('notifications.button', { count: unread });
  return (
    <>
      <button
        type="button"
        className={`${className} ${styles.bellButton}`}
        aria-label={label}
        aria-keyshortcuts={keys}
        aria-haspopup="dialog"
        title={`${label} (${keys})`}
        onClick={() => setOpen(true)}
      >
        <IconBell aria-hidden="true" />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {/* Out of the navbar, whose blur would hold a fixed sheet inside its own box. */}
      {open &&
        createPortal(<NotificationsDialog userId={userId} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}
