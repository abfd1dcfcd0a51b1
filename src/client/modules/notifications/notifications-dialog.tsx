import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserNotification } from '../../../shared/api/notifications';
import { isolate } from '../../../shared/locale/bidi-isolate';
import { formatDateTime, formatNumber } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { ModalFrame } from '../../ui/modal-frame';
import { secondaryButton } from '../../ui/secondary-button.css';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
  notificationsQuery,
} from './notification-queries';
import { notificationText, subjectHref } from './notification-view';
import * as styles from './notifications.css';

/** Up, Down, Home and End move between the notifications (Tab still leaves the list). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = {
    ArrowDown: Math.min(at + 1, buttons.length - 1),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: buttons.length - 1,
  }[event.key];
  if (next === undefined || at < 0) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The caller's notifications, newest first, in a side sheet: Enter (or a click) on one opens what
 * it is about in a new pane and marks it read; "Mark all as read" clears the count.
 */
export function NotificationsDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const openPane = usePaneOpener();
  const page = useQuery(notificationsQuery(http, userId));
  const first = useRef<HTMLButtonElement>(null);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.page(userId) });

  const open = async (notification: UserNotification) => {
    const href = subjectHref(notification);
    onClose();
    if (href) openPane(href, 'split-right');
    if (notification.readAt !== null) return;
    try {
      await markNotificationRead(http, notification.id);
    } finally {
      await refresh();
    }
  };

  const markAll = async () => {
    try {
      await markAllNotificationsRead(http);
    } finally {
      await refresh();
    }
  };

  const rows = page.data?.data ?? [];
  const textOf = (notification: UserNotification) => {
    const { key, values } = notificationText(notification, (value) => formatNumber(value, language));
    const objType = notification.params.ObjType;
    const type = objType ? t(`fields.options.objectType.${objType}`) : '';
    return t(key, { ...values, document: type, interpolation: { escapeValue: false } });
  };

  return (
    <ModalFrame
      title={t('notifications.heading')}
      description={t('notifications.description')}
      closeLabel={t('notifications.close')}
      onClose={onClose}
      placement="side"
      initialFocus={first}
    >
      <div className={styles.actions}>
        <button
          type="button"
          className={secondaryButton}
          disabled={(page.data?.unread ?? 0) === 0}
          onClick={() => void markAll()}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {page.isPending && <p className={styles.status}>{t('notifications.loading')}</p>}
      {page.isError && (
        <p className={styles.status} role="alert">
          {t('notifications.failed')}
        </p>
      )}
      {page.isSuccess && rows.length === 0 && <p className={styles.status}>{t('notifications.empty')}</p>}
      {rows.length > 0 && (
        <ul className={styles.list} aria-label={t('notifications.listLabel')} onKeyDown={moveFocus}>
          {rows.map((notification, index) => (
            <li key={notification.id}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                className={styles.entry}
                data-unread={notification.readAt === null || undefined}
                onClick={() => void open(notification)}
              >
                <span>{textOf(notification)}</span>
                <span className={styles.meta}>
                  {[
                    notification.readAt === null ? t('notifications.unread') : undefined,
                    t('notifications.priority', {
                      priority: t(`fields.options.alertPriority.${notification.priority}`),
                    }),
                    isolate(notification.alertName),
                    formatDateTime(notification.createdAt, language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalFrame>
  );
}
