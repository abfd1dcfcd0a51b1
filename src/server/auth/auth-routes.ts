import type { FastifyInstance } from 'fastify';
import {
  loginRequestSchema,
  loginSuccessSchema,
  logoutAnswerSchema,
  verifyAnswerSchema,
} from '../../shared/api/auth';
import { findUser } from '../access/user-ability-rules';
import type { Database } from '../db/database';
import { notFound } from '../errors/app-error';
import { said } from '../errors/local-text';
import { clearXsrfCookie, setXsrfCookie, xsrfTokenFor } from '../http/cross-site';
import { parseRequest } from '../http/parse-request';
import { sessionOf } from '../http/request-session';
import type { AuthSettings } from './auth-settings';
import { loginPayload, sessionUser } from './session-payload';
import { endSession } from './session-store';
import { signIn } from './sign-in';

/** POST /login, GET /logout and GET /auth/verify (specification sections 4, 5 and 7). */
export function authRoutes(database: Database, settings: AuthSettings) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.post(
      '/login',
      {
        config: {
          doc: {
            summary: 'Signs in: an access token, and the XSRF-TOKEN cookie',
            tag: 'auth',
            body: loginRequestSchema,
            response: loginSuccessSchema,
          },
          public: true,
        },
      },
      async (request, reply) => {
        const credentials = parseRequest(loginRequestSchema, request.body);
        const result = await signIn(db, settings, {
          ...credentials,
          address: request.ip,
          userAgent: request.headers['user-agent'],
        });
        if (!result.ok) {
          if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
          const { httpStatus, ok: _, ...body } = result;
          return reply.status(httpStatus).send(body);
        }
        setXsrfCookie(reply, request, xsrfTokenFor(result.sessionId, settings.secret));
        const payload = await loginPayload(db, result.user, result.accessToken);
        return result.passwordExpired ? { ...payload, mustChangePassword: true as const } : payload;
      },
    );

    app.get(
      '/logout',
      {
        config: {
          doc: { summary: 'Ends the session', tag: 'auth', response: logoutAnswerSchema },
          access: 'signed-in',
        },
      },
      async (request, reply) => {
        await endSession(db, sessionOf(request).sessionId, 'logout');
        clearXsrfCookie(reply);
        return { statusCode: 0, message: 'Signed out.' };
      },
    );

    app.get(
      '/auth/verify',
      {
        config: {
          doc: {
            summary: "The signed-in user's profile, checking the session",
            tag: 'auth',
            response: verifyAnswerSchema,
          },
          access: 'signed-in',
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const user = await findUser(db, session.userId);
        if (!user) throw notFound(said('userNotFound'));
        // A client that lost its cookie (a new tab after a cleared cookie jar) gets it back here.
        setXsrfCookie(reply, request, xsrfTokenFor(session.sessionId, settings.secret));
        return { statusCode: 0, user: await sessionUser(db, user) };
      },
    );
  };
}
