import type { FastifyRequest } from 'fastify';
import type { Action, AppAbility } from '../../shared/access/app-ability';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';

/**
 * A live session as the route guard (auth/authenticate.ts) found it. It is declared here, below
 * access and auth, so that their own routes read the request's session without the guard.
 */
export interface ActiveSession {
  sessionId: string;
  userId: number;
  lastSeenAt: Date;
  /** The access state version when the request began: abilities are cached per user and version. */
  accessVersion: number;
  /** Last use was long enough ago to be written again (see touchAfterSeconds). */
  stale: boolean;
}

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

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', said('sessionMissing'));

/** The session of a route that requires one; the route guard guarantees it is there. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthenticated();
  return request.session;
}

export function abilityOf(request: FastifyRequest): AppAbility {
  if (!request.ability) throw unauthenticated();
  return request.ability;
}
