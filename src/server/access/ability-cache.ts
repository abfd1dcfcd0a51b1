import { type AppAbility, buildAbility } from '../../shared/access/app-ability';
import type { Db } from '../db/database';
import type { ActiveSession } from '../http/request-session';
import { findUser, userAbilityRules } from './user-ability-rules';

const capacity = 1_000;

/**
 * Abilities built from the database, kept per user and access-state version. A change to rules
 * bumps the version, so no server answers from stale rules past the request that sees it; the
 * cache only saves re-reading unchanged rules on every request.
 */
export class AbilityCache {
  private readonly entries = new Map<string, Promise<AppAbility>>();

  constructor(private readonly db: Db) {}

  abilityFor(session: ActiveSession): Promise<AppAbility> {
    return this.abilityOfUser(session.userId, session.accessVersion);
  }

  abilityOfUser(userId: number, accessVersion: number): Promise<AppAbility> {
    const key = `${userId}:${accessVersion}`;
    let ability = this.entries.get(key);
    if (!ability) {
      ability = this.build(userId);
      ability.catch(() => this.entries.delete(key));
      if (this.entries.size >= capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, ability);
    }
    return ability;
  }

  private async build(userId: number): Promise<AppAbility> {
    const user = await findUser(this.db, userId);
    return buildAbility(user ? await userAbilityRules(this.db, user) : []);
  }
}
