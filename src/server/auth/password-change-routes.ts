import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changePasswordRequestSchema, passwordRuleMessages } from '../../shared/api/security';
import type { Database } from '../db/database';
import { sessions } from '../db/schema/access';
import { notFound, validationFailed } from '../http/app-error';
import { sessionOf } from '../http/authenticate';
import { parseRequest } from '../http/parse-request';
import type { AuthSettings } from './auth-settings';
import { acceptNewPassword, readPasswordPolicy, storeNewPassword } from './password-policy';
import { verifyPassword } from './passwords';
import { findUser } from './session-payload';

/**
 * POST /account/password: a signed-in user replaces its own password (the way out of an expired
 * one). The policy applies; the user's other sessions end, this one stays.
 */
export function passwordChangeRoutes(database: Database, settings: AuthSettings) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.post('/account/password', { config: { access: 'signed-in' } }, async (request) => {
      const form = parseRequest(changePasswordRequestSchema, request.body);
      const session = sessionOf(request);
      const user = await findUser(db, session.userId);
      if (!user) throw notFound('The user');
      if (!(await verifyPassword(user.passwordHash, form.currentPassword)))
        throw validationFailed({ currentPassword: [passwordRuleMessages.wrongCurrent] });
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
      return { statusCode: 0, message: 'The password is changed.' };
    });
  };
}
