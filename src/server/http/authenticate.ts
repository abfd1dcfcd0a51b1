import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readAccessToken } from '../auth/access-tokens';
import type { AuthSettings } from '../auth/auth-settings';
import { type ActiveSession, findActiveSession, touchSession } from '../auth/session-store';
import type { Db } from '../db/database';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without signing in (login, health). Every other route requires a session. */
    public?: boolean;
  }
  interface FastifyRequest {
    session?: ActiveSession;
  }
}

const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue: the session is missing, ended or expired.');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Requires a live session on every route of the scope unless the route says it is public:
 * a route added without thinking about access is closed, not open.
 */
export function requireSessions(app: FastifyInstance, db: Db, settings: AuthSettings): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await readAccessToken(token, settings.secret);
    if (!claims) throw unauthenticated();
    const session = await findActiveSession(db, claims.sessionId, claims.userId, settings.idleTimeoutSeconds);
    if (!session) throw unauthenticated();
    await touchSession(db, session);
    request.session = session;
  });
}

/** The session of a route that requires one; the hook above guarantees it is there. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}
