import type { AbilityRule } from '../../shared/access/ability-rule';
import type { groupRules } from '../db/schema/access';

type GroupRuleRow = typeof groupRules.$inferInsert;

/** A group's rules as table rows, `position` keeping their order (a later rule overrides). */
export function groupRuleRows(groupId: number, rules: AbilityRule[]): GroupRuleRow[] {
  return rules.map((rule, position) => ({
    groupId,
    position,
    action: [rule.action].flat(),
    subject: [rule.subject].flat(),
    conditions: rule.conditions ?? null,
    fields: rule.fields ?? null,
    inverted: rule.inverted ?? false,
    reason: rule.reason ?? null,
  }));
}
