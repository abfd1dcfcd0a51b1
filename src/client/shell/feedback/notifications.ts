import { signal } from '@preact/signals-react';

export const notificationTypes = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Specification section 8: a snackbar is a success unless told otherwise. */
export const defaultNotificationType: NotificationType = 'success';
export const defaultNotificationTimeoutMs = 6000;

export interface NotifyOptions {
  /** Already translated; without it the snackbar shows the translated word for success. */
  text?: string;
  type?: NotificationType;
  /** Milliseconds before it closes by itself; 0 or Infinity keeps it until closed. */
  timeout?: number;
}

export interface Notification {
  id: string;
  /**
   * Undefined for the default text, which is translated when drawn so that a language switch
   * re-translates a snackbar already on screen.
   */
  text: string | undefined;
  type: NotificationType;
  timeout: number;
}

/** The snackbars on screen, oldest first. */
export const notificationsSignal = signal<readonly Notification[]>([]);

let lastId = 0;

/** Queues a snackbar and returns its id, for dismiss(). */
export function notify(options: NotifyOptions = {}): string {
  lastId += 1;
  const id = `notification-${lastId}`;
  const notification: Notification = {
    id,
    text: options.text,
    type: options.type ?? defaultNotificationType,
    timeout: options.timeout ?? defaultNotificationTimeoutMs,
  };
  notificationsSignal.value = [...notificationsSignal.value, notification];
  return id;
}

/** Removes a snackbar; an unknown or already dismissed id is ignored. */
export function dismiss(id: string): void {
  const remaining = notificationsSignal.value.filter((notification) => notification.id !== id);
  if (remaining.length !== notificationsSignal.value.length) notificationsSignal.value = remaining;
}
