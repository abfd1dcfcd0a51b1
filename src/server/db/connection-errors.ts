/**
 * Whether a database failure means the connection was lost (the server restarted, a backend was
 * terminated, a proxy timed out, the embedded database's thread died) rather than that the query
 * was wrong. Such a failure is the database's outage, not the request's fault or a bug: it is
 * answered 503 with a retry hint, and a read may be tried once more on a fresh connection.
 */

/** SQLSTATEs of a server that dropped or refused the session (class 08, 57P01 to 57P03). */
const lostStates = new Set(['57P01', '57P02', '57P03']);
const lostStateClass = '08';

/** Socket errors on the way to the database: PostgreSQL's TCP port or the embedded Unix socket. */
const lostSocketCodes = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOENT',
]);

/** node-postgres and pg-pool say it in words only. */
const lostMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function fieldOf(error: object, key: 'code' | 'syscall' | 'message'): string | undefined {
  const value: unknown = Reflect.get(error, key);
  return typeof value === 'string' ? value : undefined;
}

function isLostItself(error: object): boolean {
  const code = fieldOf(error, 'code');
  if (code !== undefined) {
    if (lostStates.has(code) || (code.length === 5 && code.startsWith(lostStateClass))) return true;
    // ENOENT only on connect: the embedded database's socket file is gone, not a missing file elsewhere.
    if (lostSocketCodes.has(code) && (code !== 'ENOENT' || fieldOf(error, 'syscall') === 'connect'))
      return true;
  }
  const message = fieldOf(error, 'message') ?? '';
  return lostMessages.some((words) => message.startsWith(words));
}

/** True when the error, or one of its causes (Drizzle wraps driver errors), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isLostItself(current)) return true;
    current = Reflect.get(current, 'cause');
  }
  return false;
}

/** Seconds a client should wait before trying again after a lost connection. */
export const retryAfterSeconds = 2;
