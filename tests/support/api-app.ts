import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AuthSettings } from '../../src/server/auth/auth-settings';
import { authDefaults } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import type { OpenedTestDatabase, TestDatabase } from './test-databases';

/** Real settings with a fixed secret; tests that need other numbers spread their own. */
export const testAuthSettings: AuthSettings = {
  ...authDefaults,
  secret: new TextEncoder().encode('a test secret that is long enough for HS256 signing'),
};

export interface ApiHarness {
  app: FastifyInstance;
  database: Database;
  /** Signs in through POST /login (demo password) and returns the access token. */
  signIn(userCode: string): Promise<string>;
  /** Signs in and returns the headers a state-changing request needs: the token and the XSRF token. */
  writeHeaders(userCode: string): Promise<Record<string, string>>;
  /**
   * Another API server over the same database with its own pool, as a second process behind a
   * load balancer would be (PostgreSQL only: the embedded database has one process by design).
   */
  startAnotherServer(): Promise<ApiHarness>;
  close(): Promise<void>;
}

/** The real application over a test's own seeded database, driven through inject(). */
export async function startApi(target: TestDatabase, auth: Partial<AuthSettings> = {}): Promise<ApiHarness> {
  return harnessOver(await target.open(), auth);
}

async function harnessOver(database: OpenedTestDatabase, auth: Partial<AuthSettings>): Promise<ApiHarness> {
  const app = await buildApp({ database, auth: { ...testAuthSettings, ...auth } });
  // Alerts run after the answer, from a queue: a test sees what a request set off as it would
  // once the queue drained, so every injected request waits for the queue to be idle.
  const inject = app.inject.bind(app);
  const drained = (async (...args: Parameters<typeof inject>) => {
    const response = await inject(...args);
    await app.afterCommit.whenIdle();
    return response;
  }) as typeof app.inject;
  app.inject = drained;
  return {
    app,
    database,
    async signIn(userCode) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: userCode, password: demoPassword },
      });
      if (response.statusCode !== 200) throw new Error(`signing in as ${userCode} failed: ${response.body}`);
      return loginSuccessSchema.parse(response.json()).access_token;
    },
    async writeHeaders(userCode) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: userCode, password: demoPassword },
      });
      const token = loginSuccessSchema.parse(response.json()).access_token;
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
      return { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
    },
    async startAnotherServer() {
      if (!database.openAnotherPool) throw new Error('Only PostgreSQL serves several API servers at once.');
      return harnessOver(database.openAnotherPool(), auth);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type InjectedReply = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Requests under one API prefix as the users of a test, each signed in once (thirty requests at
 * once would otherwise meet the sign-in limits, not what the test is about). `apiOf` is read at
 * each request (a test's harness is made in its beforeAll); `harness` sends through another API
 * server over the same database.
 */
export function requestsUnder(apiOf: () => ApiHarness, prefix: string, defaultUser: string) {
  const signedIn = new Map<string, Promise<Record<string, string>>>();
  const headersOf = (user: string) => {
    const known = signedIn.get(user) ?? apiOf().writeHeaders(user);
    signedIn.set(user, known);
    return known;
  };
  const send = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    user = defaultUser,
    harness = apiOf(),
  ): Promise<InjectedReply> =>
    harness.app.inject({
      method,
      url: `/api/v1/${prefix}/${url}`,
      headers: await headersOf(user),
      ...(payload ? { payload } : {}),
    });
  /** Signs the user in again on the next request (after their rules changed). */
  const forget = (user: string) => signedIn.delete(user);
  return { headersOf, send, forget };
}
