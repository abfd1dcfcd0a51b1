import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type NotificationPage,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationReadAnswerSchema,
} from '../../../shared/api/notifications';
import type { Database, DbOrTx } from '../../db/database';
import { alerts, userNotifications } from '../../db/schema/alerts';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';

// Every signed-in user has a notification list of their own; the user id comes from the session,
// never from the request, so no rule can widen it to someone else's.
const signedIn = (doc: RouteDoc) => ({ config: { access: 'signed-in' as const, doc } });

async function unreadOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
  return row?.n ?? 0;
}

/** GET /notifications, POST /notifications/:id/read and /notifications/read-all. */
export function notificationRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/notifications',
      signedIn({
        summary: "The caller's notifications, newest first",
        query: notificationListQuerySchema,
        response: notificationPageSchema,
      }),
      async (request): Promise<NotificationPage> => {
        const { page, itemsPerPage, unread } = parseRequest(notificationListQuerySchema, request.query);
        const userId = sessionOf(request).userId;
        const own = and(
          eq(userNotifications.userId, userId),
          unread === '1' ? isNull(userNotifications.readAt) : undefined,
        );
        const rows = await db
          .select({
            id: userNotifications.id,
            alertCode: userNotifications.alertCode,
            alertName: alerts.Name,
            alertKind: alerts.AlertKind,
            priority: alerts.Priority,
            subjectType: userNotifications.subjectType,
            subjectKey: userNotifications.subjectKey,
            params: userNotifications.params,
            createdAt: userNotifications.createdAt,
            readAt: userNotifications.readAt,
          })
          .from(userNotifications)
          .innerJoin(alerts, eq(alerts.AlertCode, userNotifications.alertCode))
          .where(own)
          .orderBy(desc(userNotifications.id))
          .limit(itemsPerPage)
          .offset((page - 1) * itemsPerPage);
        const [total] = await db.select({ n: count() }).from(userNotifications).where(own);
        return notificationPageSchema.parse({
          data: rows.map((row) => ({
            ...row,
            createdAt: row.createdAt.toISOString(),
            readAt: row.readAt?.toISOString() ?? null,
          })),
          total: total?.n ?? 0,
          unread: await unreadOf(db, userId),
        });
      },
    );

    app.post(
      '/notifications/:id/read',
      signedIn({
        summary: 'Marks a notification read',
        params: notificationIdParamsSchema,
        response: notificationReadAnswerSchema,
      }),
      async (request) => {
        const { id } = parseRequest(notificationIdParamsSchema, request.params);
        const userId = sessionOf(request).userId;
        // Someone else's notification answers as one that does not exist.
        const [found] = await db
          .update(userNotifications)
          .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
          .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
          .returning({ id: userNotifications.id });
        if (!found) throw notFound(said('notificationNotFound', { id }));
        return { unread: await unreadOf(db, userId) };
      },
    );

    app.post(
      '/notifications/read-all',
      signedIn({
        summary: "Marks all the caller's notifications read",
        response: notificationReadAnswerSchema,
      }),
      async (request) => {
        const userId = sessionOf(request).userId;
        await db
          .update(userNotifications)
          .set({ readAt: sql`now()` })
          .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)));
        return { unread: 0 };
      },
    );
  };
}
