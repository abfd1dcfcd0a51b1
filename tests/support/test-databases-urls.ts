import { randomBytes } from 'node:crypto';

/** A PostgreSQL URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A database name no other run uses: tests and benchmarks make and drop their own. */
export const uniqueDatabaseName = (prefix: string) =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
