import type { LoginSuccess } from '../../shared/api/auth';

/** Specification section 9: the token is stored under all four of these keys. */
export const tokenKeys = ['id_token', 'accessToken', 'token', 'stoken'] as const;
export const userDataKey = 'userData';
const rulesKey = 'userAbilityRules';

/** Every key a session writes; signing out removes them all (specification section 4). */
export const sessionKeys = [...tokenKeys, userDataKey, rulesKey] as const;

export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveSession(storage: SessionStorage, login: LoginSuccess): void {
  for (const key of tokenKeys) storage.setItem(key, login.access_token);
  storage.setItem(
    userDataKey,
    JSON.stringify({ user: login.user, branches: login.branches, profile: login.userdata.profile }),
  );
  storage.setItem(rulesKey, JSON.stringify(login.userdata.userAbilityRules));
}

export function storedToken(storage: Pick<Storage, 'getItem'>): string | null {
  for (const key of tokenKeys) {
    const token = storage.getItem(key);
    if (token) return token;
  }
  return null;
}

export function clearSession(storage: SessionStorage): void {
  for (const key of sessionKeys) storage.removeItem(key);
}
