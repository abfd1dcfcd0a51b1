import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('uses port 8080, ./data, the embedded database and the demo seed when nothing is set', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databasePoolSize: 20,
      logLevel: 'info',
      seed: 'demo',
      clientOrigins: [],
      trustProxy: false,
      alertCheckSeconds: 60,
      listCountSeconds: 5,
      adminPassword: undefined,
      smtp: undefined,
      auth: {
        secret: undefined,
        tokenTtlSeconds: 28_800,
        idleTimeoutSeconds: 7_200,
        lockoutThreshold: 5,
        sessionCacheSeconds: 5,
      },
    });
  });

  it('reads SESSION_CACHE_SECONDS and LIST_COUNT_SECONDS, where 0 turns the session cache off', () => {
    expect(readConfig({ SESSION_CACHE_SECONDS: '0' }).auth.sessionCacheSeconds).toBe(0);
    expect(readConfig({ LIST_COUNT_SECONDS: '30' }).listCountSeconds).toBe(30);
    expect(() => readConfig({ SESSION_CACHE_SECONDS: '61' })).toThrow(ConfigError);
  });

  it('reads ALERT_CHECK_SECONDS, where 0 turns the periodic alert check off', () => {
    expect(readConfig({ ALERT_CHECK_SECONDS: '0' }).alertCheckSeconds).toBe(0);
    expect(readConfig({ ALERT_CHECK_SECONDS: '300' }).alertCheckSeconds).toBe(300);
    expect(() => readConfig({ ALERT_CHECK_SECONDS: '-1' })).toThrow(ConfigError);
  });

  it('reads TRUST_PROXY as a flag, a number of hops or proxy addresses', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'not a proxy!' })).toThrow(ConfigError);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and LOG_LEVEL from the environment', () => {
    const config = readConfig({
      PORT: '9090',
      DATA_DIR: '/srv/erp',
      DATABASE_URL: 'postgres://erp@db:5432/erp',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/srv/erp',
      databaseUrl: 'postgres://erp@db:5432/erp',
      logLevel: 'debug',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('refuses a bad value and names the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readConfig({ SEED: 'huge' })).toThrow(/SEED/);
    expect(() => readConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => readConfig({ CLIENT_ORIGINS: 'not an origin' })).toThrow(/CLIENT_ORIGINS/);
    expect(
      readConfig({ CLIENT_ORIGINS: 'https://erp.acme.com/, http://localhost:5173' }).clientOrigins,
    ).toEqual(['https://erp.acme.com', 'http://localhost:5173']);
  });
});
