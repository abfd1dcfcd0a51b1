import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '../../shared/api/auth';
import { clearSession, saveSession, sessionKeys, storedToken } from './session-storage';
import { storedProfile } from './stored-profile';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const login: LoginSuccess = {
  statusCode: 0,
  message: 'Signed in.',
  user: {
    id: 1,
    USER_CODE: 'admin',
    U_NAME: 'Administrator',
    SUPERUSER: 1,
    oadm: { SumDec: 2, DBSumDec: 2, PriceDec: 2, MainCurncy: 'USD', SysCurrncy: 'USD' },
  },
  branches: [],
  userdata: {
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
    profile: {
      groups: [],
      email: null,
      SlpCode: null,
      BPLId: null,
      warehouses: [],
      language: null,
      defaults: null,
    },
  },
  access_token: 'token-1',
};

describe('session storage', () => {
  it('stores the token under id_token, accessToken, token and stoken', () => {
    const storage = memoryStorage();
    saveSession(storage, login);
    for (const key of ['id_token', 'accessToken', 'token', 'stoken'])
      expect(storage.values.get(key)).toBe('token-1');
    expect(storedToken(storage)).toBe('token-1');
  });

  it('removes every session key and nothing else when the session ends', () => {
    const storage = memoryStorage();
    storage.setItem('language', 'ar');
    saveSession(storage, login);
    expect([...storage.values.keys()].sort()).toEqual([...sessionKeys, 'language'].sort());
    clearSession(storage);
    expect([...storage.values.keys()]).toEqual(['language']);
    expect(storedToken(storage)).toBeNull();
  });

  it("reads back the signed-in user's profile, and nothing from a broken or absent one", () => {
    const storage = memoryStorage();
    expect(storedProfile(storage)).toBeNull();
    saveSession(storage, {
      ...login,
      userdata: { ...login.userdata, profile: { ...login.userdata.profile, BPLId: 2, warehouses: ['WH2'] } },
    });
    expect(storedProfile(storage)).toMatchObject({ BPLId: 2, warehouses: ['WH2'] });
    storage.setItem('userData', '{not json');
    expect(storedProfile(storage)).toBeNull();
  });
});
