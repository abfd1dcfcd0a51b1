import { type AbilityRule, abilityRuleSchema } from '../../shared/access/ability-rule';
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

/** A stored row as the rule it was saved from (one action or subject back to a plain string). */
export function storedRule(
  row: Pick<
    typeof groupRules.$inferSelect,
    'action' | 'subject' | 'conditions' | 'fields' | 'inverted' | 'reason'
  >,
): AbilityRule {
  return abilityRuleSchema.parse({
    action: row.action.length === 1 ? row.action[0] : row.action,
    subject: row.subject.length === 1 ? row.subject[0] : row.subject,
    ...(row.conditions ? { conditions: row.conditions } : {}),
    ...(row.fields?.length ? { fields: row.fields } : {}),
    ...(row.inverted ? { inverted: true } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  });
}
