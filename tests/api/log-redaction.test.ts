import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { users } from '../../src/server/db/schema/access';
import { serverLogger } from '../../src/server/http/log-redaction';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { type ApiHarness, startApi, testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/** The server's own logger, writing into a string the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: serverLogger('trace', sink), text: () => lines.join('') };
}

describe.each(testDatabases())('secrets kept out of the logs on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  it('logs a failed insert without the password hash it carried', async () => {
    const { logger, text } = capturingLogger();
    const passwordHash = await hashPassword('a password nobody should read');
    const failure = await api.database.db
      .insert(users)
      .values({ USER_CODE: 'x'.repeat(40), U_NAME: 'Too long a code', passwordHash })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    logger.error({ err: failure }, 'request failed');
    expect(text()).toContain('Failed query: insert into');
    expect(text()).not.toContain(passwordHash);
    expect(text()).not.toContain('$argon2id$');
  });

  it('logs a sign-in and a signed-in request without the password, token, hash or XSRF value', async () => {
    const { logger, text } = capturingLogger();
    const app = await buildApp({ database: api.database, auth: testAuthSettings, logger });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'admin', password: demoPassword },
      });
      const token = loginSuccessSchema.parse(login.json()).access_token;
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
      const headers = {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
      };
      await app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers });
      // What a careless log line would carry: the request's headers and its body.
      app.log.info({ req: { headers }, body: { username: 'admin', password: demoPassword } }, 'request seen');
      app.log.info({ headers, user: { passwordHash: '$argon2id$v=19$m=19456' } }, 'user seen');
      const { rows } = await api.database.pool.query<{ hash: string }>(
        `select password_hash as hash from users where user_code = 'admin'`,
      );
      const logged = text();
      expect(logged).toContain('request seen');
      for (const secret of [demoPassword, token, xsrf, rows[0]?.hash ?? 'no hash', '$argon2id$'])
        expect(logged).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
