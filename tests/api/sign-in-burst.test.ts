import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/demo-access';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const limits = {
  accountAttemptLimit: 10,
  addressAttemptLimit: 30,
  // The bursts test the hard limits alone: no lock, no doubling waits.
  lockoutThreshold: 100,
  attemptsBeforeDelay: 100,
};

describe.each(testDatabases())('sign-in limits under a burst of concurrent requests on $name', (target) => {
  let api: ApiHarness;
  /** The API servers a burst is spread over: two on PostgreSQL, sharing its database. */
  let servers: ApiHarness[];
  beforeAll(async () => {
    api = await startApi(target, limits);
    servers = target.name === 'postgres' ? [api, await api.startAnotherServer()] : [api];
  });
  afterAll(async () => {
    for (const server of servers.slice(1)) await server.close();
    await api.close();
  });

  const login = (index: number, username: string, password: string, address: string) =>
    servers[index % servers.length]?.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
      remoteAddress: address,
    });
  const burst = async (requests: { username: string; password: string; address: string }[]) => {
    const answers = await Promise.all(
      requests.map((request, index) => login(index, request.username, request.password, request.address)),
    );
    return answers.map((answer) => answer?.statusCode ?? 0);
  };
  const checked = (statuses: number[]) => statuses.filter((status) => status !== 429).length;

  it('checks at most the account limit of 100 concurrent wrong passwords for one account', async () => {
    const statuses = await burst(
      Array.from({ length: 100 }, (_, index) => ({
        username: 'sales',
        password: `wrong ${index}`,
        address: `10.1.${Math.floor(index / 250)}.${index % 250}`,
      })),
    );
    expect(checked(statuses)).toBeGreaterThan(0);
    expect(checked(statuses)).toBeLessThanOrEqual(limits.accountAttemptLimit);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const { rows } = await api.database.pool.query<{ checked: number }>(
      `select count(*)::int as checked from sign_in_attempts where username = 'sales' and reason = 'invalid'`,
    );
    expect(rows[0]?.checked).toBeLessThanOrEqual(limits.accountAttemptLimit);
  });

  it('checks at most the address limit of 80 concurrent unknown names from one address', async () => {
    const statuses = await burst(
      Array.from({ length: 80 }, (_, index) => ({
        username: `nobody-${index}`,
        password: 'a guess',
        address: '10.2.0.1',
      })),
    );
    expect(checked(statuses)).toBeGreaterThan(0);
    expect(checked(statuses)).toBeLessThanOrEqual(limits.addressAttemptLimit);
  });

  it('lets the right password among 39 wrong ones in only within the limit, and not once it is spent', async () => {
    const requests = Array.from({ length: 40 }, (_, index) => ({
      username: 'dispatcher',
      password: index === 39 ? demoPassword : `wrong ${index}`,
      address: `10.3.0.${index + 1}`,
    }));
    const statuses = await burst(requests);
    expect(checked(statuses)).toBeLessThanOrEqual(limits.accountAttemptLimit);
    const right = statuses[39];
    expect([200, 429]).toContain(right);
    // Checked in the burst, the right password took one of the ten turns: nine failures remain.
    // Refused, it leaves the ten failures that spend the limit, and it stays refused.
    const after = await login(0, 'dispatcher', demoPassword, '10.3.1.1');
    expect(after?.statusCode).toBe(right === 200 ? 200 : 429);
  });
});
