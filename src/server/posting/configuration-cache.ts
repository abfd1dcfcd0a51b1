import type { Db } from '../db/database';

/**
 * One piece of configuration a posting reads and that rarely changes (the company's decimals,
 * the document settings, the numbering series, the approval templates): a name and how to load
 * it. Modules declare their own parts; the cache knows none of them.
 */
export interface ConfigurationPart<Value> {
  name: string;
  load(db: Db): Promise<Value>;
}

/**
 * Configuration kept in the process, versioned like the ability cache: by the access version
 * (access_state.version), which the session lookup of every request already reads, so a fresh
 * value costs no statement of its own. A write to configuration bumps that version in its own
 * transaction (ResourceBinding.configuration), so this server and every other one load the part
 * again at their next request that needs it. Only the newest version is kept; a load that fails
 * is forgotten, so the next request tries again.
 */
export class ConfigurationCache {
  private version: number | undefined;
  private readonly parts = new Map<string, Promise<unknown>>();

  constructor(private readonly db: Db) {}

  read<Value>(part: ConfigurationPart<Value>, version: number): Promise<Value> {
    if (this.version === undefined || version > this.version) {
      this.version = version;
      this.parts.clear();
    }
    // A request that began before a change still holds the older version: it reads the newest.
    let value = this.parts.get(part.name) as Promise<Value> | undefined;
    if (!value) {
      // Resolved once: a query builder is a thenable that would run again at every await.
      value = Promise.resolve(part.load(this.db));
      const loading = value;
      loading.catch(() => {
        if (this.parts.get(part.name) === loading) this.parts.delete(part.name);
      });
      this.parts.set(part.name, loading);
    }
    return value;
  }
}
