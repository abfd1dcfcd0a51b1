import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How sign-in, tokens and sessions behave; every number can be set from the environment. */
export interface AuthSettings {
  /** HMAC key of the access tokens (HS256). */
  secret: Uint8Array;
  tokenTtlSeconds: number;
  /** A session not used for this long is ended. */
  idleTimeoutSeconds: number;
  /** Failed sign-ins in a row after which an account locks (for the password policy's minutes). */
  lockoutThreshold: number;
  /** Failed sign-ins allowed per account and per address within the window before 429. */
  accountAttemptLimit: number;
  addressAttemptLimit: number;
  attemptWindowSeconds: number;
  /** Failures of an account in the window before each further one doubles the wait (1 s, 2 s...). */
  attemptsBeforeDelay: number;
  /**
   * Seconds a validated session is reused without a database lookup (session-cache.ts); absent
   * or 0: every request looks its session up.
   */
  sessionCacheSeconds?: number;
  /**
   * The time access tokens are signed and checked against: the system clock, or a test's own,
   * moved forward instead of sleeping until a token runs out.
   */
  now?: () => Date;
}

const secretFile = 'auth-secret';

/**
 * The signing secret comes from AUTH_SECRET, or is generated once into DATA_DIR and kept there
 * (readable by its owner only). API servers that share a PostgreSQL database must share
 * AUTH_SECRET too, or each refuses the others' tokens.
 */
export function loadSigningSecret(fromEnvironment: string | undefined, dataDir: string): Uint8Array {
  if (fromEnvironment) {
    if (fromEnvironment.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(fromEnvironment);
  }
  const file = path.join(dataDir, secretFile);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
