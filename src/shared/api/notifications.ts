import { z } from 'zod';
import { alertKinds, alertPriorities, notificationSubjects } from '../alerts/alert-kinds';

/** GET /notifications: the caller's own, newest first, optionally unread only. */
export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['0', '1']).default('0'),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  alertCode: z.string(),
  alertName: z.string(),
  alertKind: z.enum(alertKinds),
  priority: z.enum(alertPriorities),
  subjectType: z.enum(notificationSubjects),
  /** The item code, `ObjType/DocEntry` of a document, or the partner's code. */
  subjectKey: z.string(),
  /** The figures the text shows, by name (OnHand, MinLevel, DocNum, Balance, CreditLine, ...). */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  total: z.number().int().nonnegative(),
  /** Unread notifications of the caller, whatever the page shows. */
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /notifications/:id/read and /notifications/read-all answer the unread count left. */
export const notificationReadAnswerSchema = z.object({ unread: z.number().int().nonnegative() });
