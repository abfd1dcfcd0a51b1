import type { SQL } from 'drizzle-orm';
import type { AlertKind, NotificationSubject } from '../../../../shared/alerts/alert-kinds';
import type { CommittedChange } from '../../../events/committed-change';

/**
 * One condition an alert may watch. Its query is a set-based SELECT over the CTE `candidate`
 * (the alerts being evaluated, alias `a`) answering one row per alert and subject:
 * `alert_code`, `subject_key` and `params` (jsonb).
 */
export interface ConditionKind {
  kind: AlertKind;
  subject: NotificationSubject;
  /**
   * The query limited to what a committed change touched, or over everything without a change
   * (the periodic evaluation); undefined when the change cannot affect this condition.
   */
  occurrencesFor(change: CommittedChange | undefined): SQL | undefined;
}

interface ConditionParts<Scope> {
  kind: AlertKind;
  subject: NotificationSubject;
  /** What of a change this kind looks at; undefined when the change cannot affect it. */
  scopeOf(change: CommittedChange): Scope | undefined;
  /** The query; undefined scope means every subject. */
  occurrences(scope: Scope | undefined): SQL;
}

/** A condition from its parts: what it looks at in a change, and its query over that scope. */
export function defineCondition<Scope>(parts: ConditionParts<Scope>): ConditionKind {
  return {
    kind: parts.kind,
    subject: parts.subject,
    occurrencesFor(change) {
      if (change === undefined) return parts.occurrences(undefined);
      const scope = parts.scopeOf(change);
      return scope === undefined ? undefined : parts.occurrences(scope);
    },
  };
}

/** A scope of keys, or undefined when there are none (nothing to look at). */
export function keysOrNothing<Key>(keys: readonly Key[]): readonly Key[] | undefined {
  return keys.length > 0 ? keys : undefined;
}
