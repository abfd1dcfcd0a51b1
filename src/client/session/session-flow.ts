import type { QueryClient } from '@tanstack/react-query';
import type { AbilityRule } from '../../shared/access/ability-rule';
import type { LoginSuccess, SessionUser } from '../../shared/api/auth';
import type { HttpClient } from '../api/http-client';
import { HttpError } from '../api/http-errors';
import { type SessionState, sessionSignal, setSignedOut } from './session-state';
import { clearSession, type SessionStorage, saveSession, storedToken } from './session-storage';

/*
 * The calls to the server and their schemas are fetched on first use: with them zod, about a
 * tenth of the first load, which the sign-in page does without (issue 20, initial JavaScript).
 */
const sessionApi = () => import('../api/session-api');
const referenceQueries = () => import('../api/reference-queries');

async function setSignedIn(user: SessionUser, rules: AbilityRule[]): Promise<void> {
  (await import('./session-ability')).setSignedIn(user, rules);
}

async function loadInitialData(services: SessionServices): Promise<void> {
  const { loadInitialData: load } = await referenceQueries();
  await load(services.queryClient, services.http);
}

export interface SessionServices {
  http: HttpClient;
  storage: SessionStorage;
  queryClient: QueryClient;
}

let verifying: Promise<SessionUser | null> | undefined;
let resuming: Promise<void> | undefined;
let verifiedAt = 0;

/**
 * Every authenticated route re-verifies the session (specification section 2). A verification
 * younger than this counts, so that moving between screens does not wait for the server each
 * time; every API call still carries the token, and a refused one signs the user out.
 */
export const reverifyAfterMs = 30_000;

/**
 * The signed-in user while the token is good, null once the server refuses it. The request leaves
 * at once; the schema that reads the answer arrives with the session calls' chunk meanwhile.
 */
async function verifySession(http: HttpClient): Promise<SessionUser | null> {
  try {
    const schema = sessionApi().then(({ verifyAnswerSchema }) => verifyAnswerSchema);
    return (await http.get('auth/verify', { schema })).user;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** One verification call however many screens ask at once (specification section 2's guard). */
export function verifyOnce(http: HttpClient): Promise<SessionUser | null> {
  verifying ??= verifySession(http).finally(() => {
    verifying = undefined;
  });
  return verifying;
}

async function storedRules(storage: SessionStorage) {
  const { abilityRuleSchema } = await import('../../shared/access/ability-rule');
  try {
    return abilityRuleSchema.array().parse(JSON.parse(storage.getItem('userAbilityRules') ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * At start: a stored token is verified with the server; without one, or when refused, signed out.
 * The reference data is not loaded up front here (see the end).
 */
export async function resumeSession(services: SessionServices): Promise<void> {
  if (!storedToken(services.storage)) {
    setSignedOut();
    return;
  }
  // The stored rules and the ability's chunk are read while the server verifies, not after.
  const rules = storedRules(services.storage);
  void import('./session-ability').catch(() => undefined);
  const user = await verifyOnce(services.http).catch(() => null);
  if (!user) {
    clearSession(services.storage);
    setSignedOut();
    return;
  }
  verifiedAt = Date.now();
  await setSignedIn(user, await rules);
  // A reload or a shared layout is not a sign-in: the panes ask react-query for the reference
  // lists they show (reference-queries.ts, one key each), and the rest are not asked for at all,
  // instead of thirteen requests queuing before the panes' own on six connections.
}

/**
 * The session as the route guard needs it: resumed from storage on the first navigation, and
 * verified again with the server once the last verification is older than reverifyAfterMs. A
 * server that cannot be reached leaves the session as it is; one that refuses the token ends it.
 */
export async function ensureSession(services: SessionServices): Promise<SessionState> {
  if (sessionSignal.value.status === 'checking') {
    resuming ??= resumeSession(services);
    await resuming;
  } else if (sessionSignal.value.status === 'signed-in' && Date.now() - verifiedAt > reverifyAfterMs) {
    const user = await verifyOnce(services.http).catch(() => undefined);
    if (user === null) signedOutLocally(services);
    else if (user) verifiedAt = Date.now();
  }
  return sessionSignal.value;
}

/** The server no longer knows the session (a 401): forget it here too, without calling the server. */
export function signedOutLocally(services: SessionServices): void {
  services.queryClient.clear();
  clearSession(services.storage);
  setSignedOut();
}

/**
 * After a successful sign-in: keep the session, build the ability, load the reference data. The
 * caller then goes to the redirect target or the dashboard.
 */
export async function completeSignIn(services: SessionServices, login: LoginSuccess): Promise<void> {
  saveSession(services.storage, login);
  verifiedAt = Date.now();
  await setSignedIn(login.user, login.userdata.userAbilityRules);
  await loadInitialData(services);
}

/**
 * Sign-out: tell the server, then whatever it answered clear every cache and stored key. The
 * caller then goes to login.
 */
export async function endSession(services: SessionServices): Promise<void> {
  const { signOut } = await sessionApi();
  await signOut(services.http);
  signedOutLocally(services);
}
