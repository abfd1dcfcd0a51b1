import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const capacity = 500;

/**
 * The totals of list queries, counted once per query and data version instead of on every page.
 * The key is the query's own WHERE (its SQL and parameters, the caller's rule conditions among
 * them), so two users with different rules never share a total. `changed()` is called when a
 * write on this server commits and drops every total at once; writes on other servers are seen
 * when a total outlives `lifetimeMs`, the bound on how stale a total may be there.
 */
export class CountCache {
  private readonly entries = new Map<string, { at: number; total: Promise<number> }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A committed write may have changed any total: the next request of each counts again. */
  changed(): void {
    this.entries.clear();
  }

  count(scope: string, where: SQL | undefined, read: () => Promise<number>): Promise<number> {
    if (this.lifetimeMs <= 0) return read();
    const query = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
    const key = `${scope}\n${query.sql}\n${JSON.stringify(query.params)}`;
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.at < this.lifetimeMs) return cached.total;
    const total = read();
    const entry = { at: this.now(), total };
    // A count that fails is not kept; one still running when `changed()` clears the map is not
    // put back, so no total read before a commit is answered after it.
    total.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size >= capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
    return total;
  }
}
