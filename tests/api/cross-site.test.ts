import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type ApiHarness, startApi, testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('anti-forgery, origins and security headers on $name', (target) => {
  let api: ApiHarness;
  let token: string;
  let xsrf: string;
  beforeAll(async () => {
    api = await startApi(target);
    api.app.post('/api/v1/test-write', { config: { access: 'signed-in' } }, async () => ({ written: true }));
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
    });
    token = loginSuccessSchema.parse(response.json()).access_token;
    xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
  });
  afterAll(() => api.close());

  const write = (headers: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/test-write',
      payload: {},
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('sets the XSRF-TOKEN cookie at sign-in: readable by the page, strict, for 30 days', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; Max-Age=2592000; SameSite=Strict$/);
    expect(cookie).not.toContain('HttpOnly');
  });

  it("refuses a change without the X-XSRF-TOKEN header, or with another session's token", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-xsrf-token': 'forged' },
      { 'x-xsrf-token': xsrf.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
    ];
    for (const headers of attempts) {
      const response = await write(headers);
      expect(response.statusCode).toBe(403);
      expect(errorBodySchema.parse(response.json()).message).toContain('X-XSRF-TOKEN');
    }
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'sales', password: demoPassword },
    });
    const otherXsrf = /XSRF-TOKEN=([^;]+)/.exec(String(other.headers['set-cookie']))?.[1] ?? '';
    expect(otherXsrf).not.toBe(xsrf);
    expect((await write({ 'x-xsrf-token': otherXsrf })).statusCode).toBe(403);
  });

  it("accepts a change that carries its session's token", async () => {
    const response = await write({ 'x-xsrf-token': xsrf });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ written: true });
  });

  it('refuses a change from a foreign origin or one the browser calls cross-site, sign-in included', async () => {
    expect((await write({ 'x-xsrf-token': xsrf, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await write({ 'x-xsrf-token': xsrf, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
      headers: { origin: 'https://evil.example' },
    });
    expect(login.statusCode).toBe(403);
  });

  it("allows the specification's host-derived client origin, with CORS headers", async () => {
    const headers = { host: 'erp-be.acme.com', origin: 'https://erp.acme.com' };
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
      headers,
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe('https://erp.acme.com');
    expect(login.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await api.app.inject({ method: 'OPTIONS', url: '/api/v1/login', headers });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('X-XSRF-TOKEN');
    const foreign = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/login',
      headers: { host: 'erp-be.acme.com', origin: 'https://erp.evil.com' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('holds an http page foreign to the same host served over https', async () => {
    const behindProxy = await buildApp({ database: api.database, auth: testAuthSettings, trustProxy: true });
    try {
      const login = (origin: string) =>
        behindProxy.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: 'admin', password: demoPassword },
          headers: { host: 'erp.acme.com', 'x-forwarded-proto': 'https', origin },
        });
      expect((await login('http://erp.acme.com')).statusCode).toBe(403);
      expect((await login('https://erp.acme.com')).statusCode).toBe(200);
      const derived = await behindProxy.inject({
        method: 'OPTIONS',
        url: '/api/v1/login',
        headers: { host: 'erp-be.acme.com', 'x-forwarded-proto': 'https', origin: 'http://erp.acme.com' },
      });
      expect(derived.statusCode).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends security headers, with a policy that forbids inline and foreign scripts', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('clears the cookie at logout', async () => {
    const session = await api.signIn('dispatcher');
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=; Path=\/; Max-Age=0/);
  });
});
