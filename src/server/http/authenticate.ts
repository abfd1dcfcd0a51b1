import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, AppAbility } from '../../shared/access/app-ability';
import type { AbilityCache } from '../access/ability-cache';
import { readAccessToken } from '../auth/access-tokens';
import type { AuthSettings } from '../auth/auth-settings';
import { type ActiveSession, endedReasonOf, findActiveSession, touchSession } from '../auth/session-store';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { checkXsrfHeader } from './cross-site';

/**
 * What a route requires: any signed-in user, or an action on a subject. The subject may depend
 * on the request (the document type in the path); records and lists are then checked by the
 * route against their rows, since a rule's conditions need the row.
 */
export type RouteAccess =
  | 'signed-in'
  | { action: Action; subject: string | ((request: FastifyRequest) => string) };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without signing in (login, health). */
    public?: boolean;
    /** Required of every route that is not public: a route without it does not start. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session?: ActiveSession;
    ability?: AppAbility;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  public: boolean;
  access: RouteAccess | undefined;
}

const unauthenticated = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Sign in to continue: the session is missing, ended or expired.');

const endedByAdministrator = () =>
  new AppError(401, 'UNAUTHENTICATED', 'An administrator ended this session: sign in again to continue.');

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function authenticate(request: FastifyRequest, db: Db, settings: AuthSettings): Promise<ActiveSession> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const claims = await readAccessToken(token, settings.secret);
  if (!claims) throw unauthenticated();
  const session = await findActiveSession(db, claims.sessionId, claims.userId, settings.idleTimeoutSeconds);
  // Only a refused request pays for the second look, to say why when an administrator ended it.
  if (!session)
    throw (await endedReasonOf(db, claims.sessionId)) === 'ended-by-admin'
      ? endedByAdministrator()
      : unauthenticated();
  await touchSession(db, session);
  return session;
}

/**
 * Guards every route under /api/: a route must say it is public or what it requires, or the
 * application refuses to build; a request then needs a live session, its anti-forgery token when
 * it changes data, and, where the route names one, the permission. Each route is listed in `declared`, for the permission matrix test.
 */
export function guardRoutes(
  app: FastifyInstance,
  db: Db,
  settings: AuthSettings,
  abilities: AbilityCache,
  declared: DeclaredRoute[],
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const isPublic = route.config?.public === true;
    if (!isPublic && !route.config?.access)
      throw new Error(`${route.method} ${route.url} declares neither public nor access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        declared.push({ method, url: route.url, public: isPublic, access: route.config?.access });
    }
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const session = await authenticate(request, db, settings);
    checkXsrfHeader(request, session.sessionId, settings.secret);
    const ability = await abilities.abilityFor(session);
    request.session = session;
    request.ability = ability;
    const access = config.access;
    if (access === undefined || access === 'signed-in') return;
    const subject = typeof access.subject === 'function' ? access.subject(request) : access.subject;
    if (ability.cannot(access.action, subject)) {
      const reason = ability.relevantRuleFor(access.action, subject)?.reason;
      throw new AppError(403, 'FORBIDDEN', reason ?? `You may not ${access.action} ${subject} records.`);
    }
  });
}

/** The session of a route that requires one; the hook above guarantees it is there. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export function abilityOf(request: FastifyRequest): AppAbility {
  if (!request.ability) throw unauthenticated();
  return request.ability;
}
