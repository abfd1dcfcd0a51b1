import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AbilityCache } from '../access/ability-cache';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';
import { checkXsrfHeader } from '../http/cross-site';
import { type ActiveSession, type RouteAccess, unauthenticated } from '../http/request-session';
import type { RouteDoc } from '../http/route-doc';
import { readAccessToken } from './access-tokens';
import type { AuthSettings } from './auth-settings';
import { SessionCache } from './session-cache';
import { endedReasonOf, findActiveSession, touchSession } from './session-store';

export interface DeclaredRoute {
  method: string;
  url: string;
  public: boolean;
  access: RouteAccess | undefined;
  doc: RouteDoc | undefined;
}

const endedByAdministrator = () => new AppError(401, 'UNAUTHENTICATED', said('sessionEnded'));

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  settings: AuthSettings,
  sessions: SessionCache,
): Promise<ActiveSession> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await readAccessToken(token, settings.secret, settings.now);
  if (!claims) throw unauthenticated();
  const { session, cached } = await sessions.find(claims.sessionId, claims.userId, () =>
    findActiveSession(db, claims.sessionId, claims.userId, settings.idleTimeoutSeconds),
  );
  // Only a refused request pays for the second look, to say why when an administrator ended it.
  if (!session)
    throw (await endedReasonOf(db, claims.sessionId)) === 'ended-by-admin'
      ? endedByAdministrator()
      : unauthenticated();
  if (!cached) await touchSession(db, session);
  return session;
}

/**
 * Guards every route under /api/: a route must say it is public or what it requires, or the
 * application refuses to build; a request then needs a live session, its anti-forgery token when
 * it changes data, and, where the route names one, the permission. A session checked in the last
 * `sessionCacheSeconds` is taken from the session cache (session-cache.ts). Each route is listed in `declared`, for the permission matrix test.
 */
export function guardRoutes(
  app: FastifyInstance,
  db: Db,
  settings: AuthSettings,
  abilities: AbilityCache,
  declared: DeclaredRoute[],
): void {
  const sessions = new SessionCache((settings.sessionCacheSeconds ?? 0) * 1000, () =>
    (settings.now?.() ?? new Date()).getTime(),
  );
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = route.config?.public === true;
    if (!isPublic && !route.config?.access)
      throw new Error(`${route.method} ${route.url} declares neither public nor access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        declared.push({
          method,
          url: route.url,
          public: isPublic,
          access: route.config?.access,
          doc: route.config?.doc,
        });
    }
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const session = await authenticate(request, db, settings, sessions);
    checkXsrfHeader(request, session.sessionId, settings.secret);
    const ability = await abilities.abilityFor(session);
    request.session = session;
    request.ability = ability;
    const access = config.access;
    if (access === undefined || access === 'signed-in') return;
    const subject = typeof access.subject === 'function' ? access.subject(request) : access.subject;
    if (ability.cannot(access.action, subject)) {
      const reason = ability.relevantRuleFor(access.action, subject)?.reason;
      throw new AppError(
        403,
        'FORBIDDEN',
        reason ?? said('mayNotRecords', { action: access.action, subject: String(subject) }),
      );
    }
  });
}
