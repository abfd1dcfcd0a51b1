import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LoginSuccess } from '../../shared/api/auth';
import type { HttpClient } from '../api/http-client';
import { referenceKeys, referenceListQuery } from '../api/reference-queries';
import { completeSignIn, endSession, resumeSession } from './session-flow';
import { sessionSignal } from './session-state';

const user = { id: 1, SUPERUSER: 1, oadm: { SumDec: 2, DBSumDec: 2, MainCurncy: '', SysCurrncy: 'USD' } };

/** An HTTP client that records the paths asked and answers each with what the flow reads. */
function recordingHttp() {
  const paths: string[] = [];
  const answer = (path: string): unknown => {
    if (path === 'auth/verify') return { user };
    if (path === 'logout') return {};
    if (path === 'item_masterdata') return { ResultCode: 1200, ResponseData: { data: [], total: 0 } };
    return { ResultCode: 1200, ResponseData: [] };
  };
  const get = async (path: string) => {
    paths.push(path);
    return answer(path);
  };
  const http = { get, request: get, post: get, put: get, patch: get, delete: get } as unknown as HttpClient;
  return { http, paths };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the session and the query cache', () => {
  it('resumes a stored session with one verification and no reference list asked for', async () => {
    sessionSignal.value = { status: 'checking' };
    const { http, paths } = recordingHttp();
    const queryClient = new QueryClient();
    await resumeSession({ http, storage: memoryStorage({ token: 'stored' }), queryClient });
    expect(sessionSignal.value.status).toBe('signed-in');
    expect(paths).toEqual(['auth/verify']);
    expect(queryClient.getQueryCache().findAll({ queryKey: referenceKeys.all })).toHaveLength(0);
  });

  it('loads the reference data once at sign-in, under the keys the screens read', async () => {
    const { http, paths } = recordingHttp();
    const queryClient = new QueryClient();
    const login = {
      access_token: 'new',
      user,
      branches: [],
      userdata: { userAbilityRules: [], profile: null },
    } as unknown as LoginSuccess;
    await completeSignIn({ http, storage: memoryStorage(), queryClient }, login);
    expect(paths).toHaveLength(13);
    expect(new Set(paths).size).toBe(13);
    // A screen reading a list finds it cached: no second request.
    await queryClient.fetchQuery(referenceListQuery(http, 'warehouse'));
    expect(paths).toHaveLength(13);
  });

  it('clears every cached answer on sign-out, so the next user sees none of them', async () => {
    const { http } = recordingHttp();
    const queryClient = new QueryClient();
    const storage = memoryStorage({ token: 'stored' });
    queryClient.setQueryData(referenceKeys.list('warehouse'), { ResultCode: 1200, ResponseData: [] });
    queryClient.setQueryData(['documents', 'rights'], { ResultCode: 1200, ResponseData: { data: [] } });
    await endSession({ http, storage, queryClient });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.items.size).toBe(0);
    expect(sessionSignal.value.status).toBe('signed-out');
  });
});
