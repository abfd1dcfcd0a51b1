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

/**
 * Makes a test database's commits return before their WAL reaches the disk (synchronous_commit
 * off; the database setting is not copied by CREATE DATABASE ... TEMPLATE, so each copy is given
 * it). Isolation, locks and constraints are unchanged; only a crash of the PostgreSQL server itself
 * could lose the last commits, which no test here provokes. Per-test databases on this machine's
 * virtual disk otherwise wait on a flush at every commit.
 */
export const withoutCommitFlush = (database: string) =>
  `alter database ${database} set synchronous_commit = off`;
