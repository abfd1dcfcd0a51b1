import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { doneAnswerSchema } from '../../../shared/api/envelopes';
import {
  type ConnectedClient,
  connectedClientParamsSchema,
  connectedClientsAnswerSchema,
} from '../../../shared/api/security';
import type { AuthSettings } from '../../auth/auth-settings';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema/access';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { sessionsChanged } from '../../events/session-changes';
import { parseRequest } from '../../http/parse-request';
import { sessionOf } from '../../http/request-session';

/** The session id names a bearer token's session: the list shows and takes only its digest. */
const publicId: SQL<string> = sql<string>`encode(sha256(convert_to(${sessions.id}, 'UTF8')), 'hex')`;

/**
 * GET /administration/connected-clients lists the live sessions; DELETE .../{id} ends one, which
 * refuses that client's token at its next request on every API server.
 */
export function connectedClientsRoutes(database: Database, settings: AuthSettings) {
  const db = database.db;
  const live = and(
    isNull(sessions.endedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${settings.idleTimeoutSeconds})`),
  );
  return async (app: FastifyInstance) => {
    app.get(
      '/administration/connected-clients',
      {
        config: {
          doc: {
            summary: 'Live sessions: who is signed in, from where',
            response: connectedClientsAnswerSchema,
          },
          access: { action: 'read', subject: 'ConnectedClient' },
        },
      },
      async (request): Promise<{ data: ConnectedClient[] }> => {
        const own = sessionOf(request).sessionId;
        const rows = await db
          .select({
            id: publicId,
            sessionId: sessions.id,
            userCode: users.USER_CODE,
            userName: users.U_NAME,
            address: sessions.address,
            userAgent: sessions.userAgent,
            since: sessions.createdAt,
            lastSeen: sessions.lastSeenAt,
          })
          .from(sessions)
          .innerJoin(users, eq(users.USERID, sessions.userId))
          .where(live)
          .orderBy(desc(sessions.lastSeenAt))
          .limit(1000);
        return {
          data: rows.map(({ sessionId, since, lastSeen, ...row }) => ({
            ...row,
            since: since.toISOString(),
            lastSeen: lastSeen.toISOString(),
            current: sessionId === own,
          })),
        };
      },
    );

    app.delete(
      '/administration/connected-clients/:id',
      {
        config: {
          doc: { summary: 'Ends a session', params: connectedClientParamsSchema, response: doneAnswerSchema },
          access: { action: 'delete', subject: 'ConnectedClient' },
        },
      },
      async (request) => {
        const { id } = parseRequest(connectedClientParamsSchema, request.params);
        const ended = await db
          .update(sessions)
          .set({ endedAt: sql`now()`, endedReason: 'ended-by-admin' })
          .where(and(isNull(sessions.endedAt), eq(publicId, id)))
          .returning({ id: sessions.id });
        sessionsChanged();
        if (!ended.length) throw notFound(said('connectedClientNotFound'));
        return { statusCode: 0, message: 'The session is ended: that client must sign in again.' };
      },
    );
  };
}
