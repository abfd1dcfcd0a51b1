/**
 * A deterministic pseudo-random number in SQL: pg_temp.rnd(i, salt) maps a row number and a
 * purpose to 0..2147483646, the same on PGlite and PostgreSQL and on every run with one seed.
 * Generating rows inside the database (INSERT ... SELECT over generate_series) loads a million
 * prices in seconds, where row batches sent from Node took half a minute (PITFALLS.md).
 */
export function randomFunctionSql(seed: number): string {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 2_147_483_647)
    throw new RangeError('seed must be 0..2147483647');
  // An LCG step followed by a Lehmer (MINSTD) step; both stay well inside bigint.
  return `create or replace function pg_temp.rnd(i bigint, salt int) returns bigint
    language sql immutable
    as $$ select ((((i * 1103515245 + salt::bigint * 7919 + ${seed}::bigint * 104729) % 2147483647) * 48271) % 2147483647) $$`;
}
