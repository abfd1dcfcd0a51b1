import type { QueryClient } from '@tanstack/react-query';
import { abilityRuleSchema } from '../../shared/access/ability-rule';
import type { LoginSuccess, SessionUser } from '../../shared/api/auth';
import type { HttpClient } from '../api/http-client';
import { loadInitialData } from '../api/reference-queries';
import { signOut, verifySession } from '../api/session-api';
import { redirectTarget } from './redirect-target';
import { setSignedIn, setSignedOut } from './session-state';
import { clearSession, type SessionStorage, saveSession, storedToken } from './session-storage';

export interface SessionServices {
  http: HttpClient;
  storage: SessionStorage;
  queryClient: QueryClient;
}

let verifying: Promise<SessionUser | null> | undefined;

/** One verification call however many screens ask at once (specification section 2's guard). */
export function verifyOnce(http: HttpClient): Promise<SessionUser | null> {
  verifying ??= verifySession(http).finally(() => {
    verifying = undefined;
  });
  return verifying;
}

function storedRules(storage: SessionStorage) {
  try {
    return abilityRuleSchema.array().parse(JSON.parse(storage.getItem('userAbilityRules') ?? '[]'));
  } catch {
    return [];
  }
}

/** At start: a stored token is verified with the server; without one, or when refused, signed out. */
export async function resumeSession(services: SessionServices): Promise<void> {
  if (!storedToken(services.storage)) {
    setSignedOut();
    return;
  }
  const user = await verifyOnce(services.http).catch(() => null);
  if (!user) {
    clearSession(services.storage);
    setSignedOut();
    return;
  }
  setSignedIn(user, storedRules(services.storage));
  await loadInitialData(services.queryClient, services.http).catch(() => undefined);
}

/**
 * After a successful sign-in: keep the session, build the ability, load the reference data, then
 * go to the redirect target or the dashboard.
 */
export async function completeSignIn(services: SessionServices, login: LoginSuccess): Promise<void> {
  saveSession(services.storage, login);
  setSignedIn(login.user, login.userdata.userAbilityRules);
  await loadInitialData(services.queryClient, services.http);
  window.history.replaceState(null, '', redirectTarget(window.location.search));
}

/** Sign-out: tell the server, then whatever it answered clear every cache and stored key. */
export async function endSession(services: SessionServices): Promise<void> {
  await signOut(services.http);
  services.queryClient.clear();
  clearSession(services.storage);
  setSignedOut();
  window.history.replaceState(null, '', '/login');
}
