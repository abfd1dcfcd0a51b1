import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../../shared/api/envelopes';
import { AppError } from '../errors/app-error';
import { type LocalText, said } from '../errors/local-text';
import { databaseInputError } from './database-input-errors';
import { answerDatabaseOutage } from './database-outage';
import { fieldErrors } from './parse-request';
import { translatorOfRequest } from './request-language';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'VERSION_CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Fastify's own refusals, worded by their status: its messages are English and name internals. */
const textByStatus: Partial<Record<number, (message: string) => LocalText>> = {
  400: (detail) => said('malformedRequest', { detail }),
  413: () => said('payloadTooLarge'),
  415: () => said('unsupportedMediaType'),
  429: () => said('tooManyRequests'),
};

/**
 * The one place errors become HTTP answers, worded in the request's language (Accept-Language). What the client did wrong is a 4xx that says so;
 * anything else is logged with its stack and answered 500 without a word of internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const t = translatorOfRequest(request);
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody(t));
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send(new AppError(400, 'VALIDATION_FAILED', said('invalidFields'), fieldErrors(error)).toBody(t));
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    const code = status === undefined ? undefined : codeByStatus[status];
    if (status !== undefined && code !== undefined) {
      // Fastify's own client errors: malformed JSON, unsupported content type, body too large.
      const text = textByStatus[status];
      const body: ErrorBody = { code, message: text ? text(error.message)(t) : error.message };
      return reply.status(status).send(body);
    }
    if (answerDatabaseOutage(error, request, reply)) return reply;
    const refusedInput = databaseInputError(error, t);
    if (refusedInput) {
      // Not the error itself: a failed statement's text carries its parameters (a password's hash).
      request.log.warn({ fields: refusedInput.fields }, 'the database refused a value of the request');
      return reply.status(400).send(refusedInput);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ErrorBody = { code: 'INTERNAL', message: said('internal')(t) };
    return reply.status(500).send(body);
  });
}
