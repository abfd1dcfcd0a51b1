import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountAnswerSchema } from '../../shared/api/auth';
import { changePasswordRequestSchema, passwordRuleMessages } from '../../shared/api/security';
import { findUser } from '../access/user-ability-rules';
import type { Database } from '../db/database';
import { sessions } from '../db/schema/access';
import { AppError, notFound, validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { sessionsChanged } from '../events/session-changes';
import { parseRequest } from '../http/parse-request';
import { sessionOf } from '../http/request-session';
import type { AuthSettings } from './auth-settings';
import { acceptNewPassword, readPasswordPolicy, storeNewPassword } from './password-policy';
import { verifyPassword } from './passwords';
import { rateLimited } from './sign-in';
import { reserveAttempt, settleAttempt } from './sign-in-limits';

/**
 * POST /account/password: a signed-in user replaces its own password (the way out of an expired
 * one). The policy applies; the user's other sessions end, this one stays.
 */
export function passwordChangeRoutes(database: Database, settings: AuthSettings) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.post(
      '/account/password',
      {
        config: {
          doc: {
            summary: "Changes the signed-in user's password",
            tag: 'auth',
            body: changePasswordRequestSchema,
            response: accountAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request, reply) => {
        const form = parseRequest(changePasswordRequestSchema, request.body);
        const session = sessionOf(request);
        const user = await findUser(db, session.userId);
        if (!user) throw notFound(said('userNotFound'));
        // The current password is a guess like a sign-in's: the same limits, on the same counts.
        const reservation = await reserveAttempt(db, user.USER_CODE.toLowerCase(), request.ip, settings);
        if (!reservation.reserved) {
          reply.header('retry-after', String(reservation.retryAfterSeconds));
          throw new AppError(429, 'RATE_LIMITED', rateLimited(reservation.retryAfterSeconds).message);
        }
        const right = await verifyPassword(user.passwordHash, form.currentPassword);
        await settleAttempt(
          db,
          reservation,
          right ? { succeeded: true } : { succeeded: false, reason: 'invalid' },
        );
        if (!right) throw validationFailed({ currentPassword: [passwordRuleMessages.wrongCurrent] });
        const policy = await readPasswordPolicy(db, settings);
        const passwordHash = await acceptNewPassword(db, policy, form.password, user.USERID);
        await db.transaction(async (tx) => {
          await storeNewPassword(tx, policy, user.USERID, passwordHash);
          await tx
            .update(sessions)
            .set({ endedAt: sql`now()`, endedReason: 'password-changed' })
            .where(
              and(
                eq(sessions.userId, user.USERID),
                isNull(sessions.endedAt),
                ne(sessions.id, session.sessionId),
              ),
            );
        });
        sessionsChanged();
        return { statusCode: 0, message: 'The password is changed.' };
      },
    );
  };
}
