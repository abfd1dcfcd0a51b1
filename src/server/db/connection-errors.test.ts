import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './connection-errors';

const withCode = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('isConnectionLost', () => {
  it('recognises a terminated backend, a shutting-down server and a refused session', () => {
    expect(isConnectionLost(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isConnectionLost(withCode('terminating connection due to crash', '57P02'))).toBe(true);
    expect(isConnectionLost(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
  });

  it('recognises the driver losing its socket, in words or as a socket error', () => {
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(
      isConnectionLost(
        withCode('connect ENOENT /tmp/erp-pg-x/.s.PGSQL.5432', 'ENOENT', { syscall: 'connect' }),
      ),
    ).toBe(true);
  });

  it('looks through the wrapper Drizzle puts around a driver error', () => {
    const cause = withCode('terminating connection due to administrator command', '57P01');
    expect(isConnectionLost(new Error('Failed query: select 1', { cause }))).toBe(true);
  });

  it('leaves errors of the request or of the code alone', () => {
    expect(isConnectionLost(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('could not serialize access', '40001'))).toBe(false);
    expect(
      isConnectionLost(
        withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT', { syscall: 'open' }),
      ),
    ).toBe(false);
    expect(isConnectionLost(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
