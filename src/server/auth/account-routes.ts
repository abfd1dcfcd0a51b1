import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountAnswerSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../shared/api/auth';
import type { Database } from '../db/database';
import { users } from '../db/schema/access';
import { AppError, validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { parseRequest } from '../http/parse-request';
import type { AuthSettings } from './auth-settings';
import type { Mailer } from './mailer';
import { acceptNewPassword, readPasswordPolicy } from './password-policy';
import { requestPasswordReset, resetPassword } from './password-resets';
import { reserveAttempt, settleAttempt } from './sign-in-limits';

const pageUrl = (request: FastifyRequest, path: string) => `${request.protocol}://${request.host}${path}`;

/**
 * Register, forgot-password and reset-password: public, rate limited per address like sign-in,
 * and never telling a stranger whether an account exists (except registration's "taken").
 */
export function accountRoutes(database: Database, settings: AuthSettings, mailer: Mailer) {
  const db = database.db;
  const limited = async (request: FastifyRequest, reason: string) => {
    // Every request counts, so the limit is a plain count: no doubling waits.
    const limits = { ...settings, attemptsBeforeDelay: settings.accountAttemptLimit };
    const reservation = await reserveAttempt(db, `${reason}:${request.ip}`, request.ip, limits);
    if (!reservation.reserved) throw new AppError(429, 'RATE_LIMITED', said('tooManyAttempts'));
    await settleAttempt(db, reservation, { succeeded: false, reason });
  };

  return async (app: FastifyInstance) => {
    app.post(
      '/register',
      {
        config: {
          doc: {
            summary: 'Registers an account an administrator then activates',
            tag: 'auth',
            body: registerRequestSchema,
            response: accountAnswerSchema,
            created: true,
          },
          public: true,
        },
      },
      async (request, reply) => {
        const form = parseRequest(registerRequestSchema, request.body);
        await limited(request, 'register');
        const taken = await db
          .select({ code: users.USER_CODE })
          .from(users)
          .where(
            or(
              eq(sql`lower(${users.USER_CODE})`, form.username.toLowerCase()),
              eq(sql`lower(${users.E_Mail})`, form.email.toLowerCase()),
            ),
          )
          .limit(1);
        if (taken.length) throw new AppError(409, 'ALREADY_EXISTS', said('alreadyRegistered'));
        const passwordHash = await acceptNewPassword(
          db,
          await readPasswordPolicy(db, settings),
          form.password,
          undefined,
        );
        await db.insert(users).values({
          USER_CODE: form.username,
          U_NAME: form.name,
          E_Mail: form.email,
          passwordHash,
          active: false,
        });
        return reply.status(201).send({
          statusCode: 0,
          message: 'Registered. An administrator must activate the account before it can sign in.',
        });
      },
    );

    app.post(
      '/forgot-password',
      {
        config: {
          doc: {
            summary: 'Mails a password reset link',
            tag: 'auth',
            body: forgotPasswordRequestSchema,
            response: accountAnswerSchema,
          },
          public: true,
        },
      },
      async (request) => {
        const { username } = parseRequest(forgotPasswordRequestSchema, request.body);
        await limited(request, 'forgot-password');
        await requestPasswordReset(db, mailer, username, pageUrl(request, '/reset-password'));
        // After the commit; an unreachable mail server leaves the mail queued, not the request failed.
        await mailer
          .deliver(db)
          .catch((error: unknown) => request.log.warn({ err: error }, 'mail delivery failed'));
        return {
          statusCode: 0,
          message: 'If that account exists and has an e-mail address, a reset link is on its way.',
        };
      },
    );

    app.post(
      '/reset-password',
      {
        config: {
          doc: {
            summary: 'Sets a new password with a reset token',
            tag: 'auth',
            body: resetPasswordRequestSchema,
            response: accountAnswerSchema,
          },
          public: true,
        },
      },
      async (request) => {
        const { token, password } = parseRequest(resetPasswordRequestSchema, request.body);
        await limited(request, 'reset-password');
        if (!(await resetPassword(db, await readPasswordPolicy(db, settings), token, password)))
          throw validationFailed({ token: [said('tokenInvalid')] });
        return { statusCode: 0, message: 'The password is changed. Sign in with the new one.' };
      },
    );
  };
}
