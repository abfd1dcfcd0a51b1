import { queryOptions } from '@tanstack/react-query';
import { notificationPageSchema, notificationReadAnswerSchema } from '../../../shared/api/notifications';
import type { HttpClient } from '../../api/http-client';

/** Query keys of the caller's notifications, built in one place so invalidation is precise. */
export const notificationKeys = {
  all: ['notifications'] as const,
  page: (userId: number) => [...notificationKeys.all, userId] as const,
};

/** How often the count in the navbar asks again (the list also refreshes after every change). */
export const notificationPollMs = 60_000;

export const notificationsQuery = (http: HttpClient, userId: number) =>
  queryOptions({
    queryKey: notificationKeys.page(userId),
    queryFn: ({ signal }) =>
      http.get('notifications', { schema: notificationPageSchema, query: { itemsPerPage: 50 }, signal }),
    refetchInterval: notificationPollMs,
  });

export const markNotificationRead = (http: HttpClient, id: number) =>
  http.post(`notifications/${id}/read`, { body: {}, schema: notificationReadAnswerSchema });

export const markAllNotificationsRead = (http: HttpClient) =>
  http.post('notifications/read-all', { body: {}, schema: notificationReadAnswerSchema });
