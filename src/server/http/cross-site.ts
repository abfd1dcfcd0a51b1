import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';
import { isAllowedOrigin } from './client-origins';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';
/** Specification section 9: the cookie helper's lifetime, 30 days, path /. */
const cookieMaxAgeSeconds = 2_592_000;
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafe = (request: FastifyRequest) => unsafeMethods.has(request.method);

/**
 * The XSRF token is an HMAC of the session id, not a random value the server would have to
 * remember or a bare double-submit: only this server can make it, and it dies with the session.
 */
export function xsrfTokenFor(sessionId: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');
}

export function setXsrfCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${xsrfCookieName}=${token}; Path=/; Max-Age=${cookieMaxAgeSeconds}; SameSite=Strict${secure}`,
  );
}

export function clearXsrfCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${xsrfCookieName}=; Path=/; Max-Age=0; SameSite=Strict`);
}

/** Refuses a state-changing request whose X-XSRF-TOKEN header is not its session's token. */
export function checkXsrfHeader(request: FastifyRequest, sessionId: string, secret: Uint8Array): void {
  if (!isUnsafe(request)) return;
  const sent = request.headers[xsrfHeaderName];
  const expected = Buffer.from(xsrfTokenFor(sessionId, secret));
  const received = Buffer.from(typeof sent === 'string' ? sent : '');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw new AppError(403, 'FORBIDDEN', said('noXsrfToken'));
  }
}

/**
 * CORS for the allowed client origins only, and no state-changing request from anywhere else:
 * a foreign Origin, or a browser saying the request is cross-site, is refused before any route.
 */
export function installCrossSiteGuards(app: FastifyInstance, configuredOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const allowed = origin !== undefined && isAllowedOrigin(origin, request, configuredOrigins);
    if (allowed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      if (!allowed) throw new AppError(403, 'FORBIDDEN', said('originRefused'));
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', 'Authorization, Content-Type, X-XSRF-TOKEN');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    }
    if (!isUnsafe(request)) return;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if ((origin !== undefined && !allowed) || (origin === undefined && crossSite)) {
      throw new AppError(403, 'FORBIDDEN', said('crossSiteRefused'));
    }
  });
}
