import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../shared/access/app-ability';
import { route } from '../../shared/screens/route-definition';
import { type GuardSession, guardRoute } from './route-guard';

const signedOut: GuardSession = { status: 'signed-out' };
const signedIn = (rules: Parameters<typeof buildAbility>[0]): GuardSession => ({
  status: 'signed-in',
  ability: buildAbility(rules),
});
const admin = signedIn([{ action: 'manage', subject: 'all' }]);
const clerk = signedIn([{ action: 'read', subject: 'Item' }]);

const login = route('/login', { access: 'guest' });
const notAuthorized = route('/not-authorized', { access: 'public' });
const orders = route('/sales/doc/$objectId');
const accessControl = route('/access-control', { requires: { action: 'read', subject: 'AclDemo' } });
const root = route('/');

describe('guardRoute', () => {
  it('opens public routes to everyone', () => {
    expect(guardRoute(notAuthorized, signedOut, '/not-authorized')).toEqual({ kind: 'allow' });
    expect(guardRoute(notAuthorized, clerk, '/not-authorized')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from the sign-in page to the dashboard', () => {
    expect(guardRoute(login, clerk, '/login')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardRoute(login, signedOut, '/login')).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out user to login with the requested path, query included', () => {
    expect(guardRoute(orders, signedOut, '/sales/doc/17?DocStatus=O')).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { redirect: '/sales/doc/17?DocStatus=O' },
    });
  });

  it('leaves the redirect query out when the root was requested', () => {
    expect(guardRoute(root, signedOut, '/')).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a signed-in user from the root to the dashboard', () => {
    expect(guardRoute(root, clerk, '/')).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('refuses a route whose action on its subject the user may not take', () => {
    expect(guardRoute(accessControl, clerk, '/access-control')).toEqual({ kind: 'forbidden' });
    expect(guardRoute(accessControl, admin, '/access-control')).toEqual({ kind: 'allow' });
    expect(guardRoute(accessControl, signedOut, '/access-control')).toEqual({
      kind: 'redirect',
      to: '/login',
      search: { redirect: '/access-control' },
    });
  });

  it('lets a signed-in user into an authenticated route that names no subject', () => {
    expect(guardRoute(orders, clerk, '/sales/doc/17')).toEqual({ kind: 'allow' });
  });
});
