import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package exports it as a const enum, which isolated modules cannot read. */
const argon2id = 2;
// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane.
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (no such user) it still spends the time of a real
 * check, so the answer's timing does not tell which user names exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    decoy ??= hashPassword('a password no account has');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
