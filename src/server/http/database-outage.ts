import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ErrorBody } from '../../shared/api/envelopes';
import { isConnectionLost, retryAfterSeconds } from '../db/connection-errors';

/**
 * A request that lost its database connection is answered 503 with a retry hint: the database is
 * restarting, failing over or unreachable, which is neither the client's fault nor a bug.
 */
export function answerDatabaseOutage(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isConnectionLost(error)) return false;
  request.log.warn({ err: error }, 'request failed: the database connection was lost');
  const body: ErrorBody = {
    code: 'SERVICE_UNAVAILABLE',
    message: 'The database is unavailable for a moment. Try again shortly.',
  };
  void reply.status(503).header('retry-after', String(retryAfterSeconds)).send(body);
  return true;
}

/**
 * A GET only reads, so when its connection was lost before it answered it is run once more: the
 * pool has dropped the dead client and the second run takes a fresh one. Writes are never run
 * again here, since whether their transaction committed is unknown.
 */
export function retryReadsOnLostConnection(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || !methods.every((method) => method === 'GET' || method === 'HEAD'))
      return;
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function retryingOnce(request, reply) {
      const result = handler.call(this, request, reply);
      // A handler that answers through reply.send() keeps its own way of finishing.
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (!isConnectionLost(error) || reply.sent) throw error;
        request.log.warn({ err: error }, 'a read lost its database connection; trying it once more');
        return handler.call(this, request, reply);
      });
    };
  });
}
