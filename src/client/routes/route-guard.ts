import type { AppAbility } from '../../shared/access/app-ability';
import type { RouteDefinition } from '../../shared/screens/route-definition';

export const dashboardPath = '/dashboard';
export const loginPath = '/login';

export type GuardSession = { status: 'signed-out' } | { status: 'signed-in'; ability: AppAbility };

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string; search?: { redirect: string } }
  | { kind: 'forbidden' };

/**
 * The guard of specification section 2, as a pure decision: public routes are open; routes for
 * signed-out users only send a signed-in user to the dashboard; every other route needs a
 * session (else login, with the requested path in `redirect`, left out for the root) and,
 * when it names one, the action on the subject (else not-authorized).
 */
export function guardRoute(route: RouteDefinition, session: GuardSession, requested: string): GuardOutcome {
  if (route.access === 'public') return { kind: 'allow' };
  if (route.access === 'guest')
    return session.status === 'signed-in' ? { kind: 'redirect', to: dashboardPath } : { kind: 'allow' };
  if (session.status === 'signed-out') {
    const atRoot = new URL(requested, 'http://origin.invalid').pathname === '/';
    return atRoot
      ? { kind: 'redirect', to: loginPath }
      : { kind: 'redirect', to: loginPath, search: { redirect: requested } };
  }
  if (route.path === '/') return { kind: 'redirect', to: dashboardPath };
  if (route.requires && session.ability.cannot(route.requires.action, route.requires.subject))
    return { kind: 'forbidden' };
  return { kind: 'allow' };
}
