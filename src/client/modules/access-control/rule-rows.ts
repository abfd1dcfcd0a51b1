import type { AppAbility } from '../../../shared/access/app-ability';

/** One permission rule as the access-control table shows it. */
export interface RuleRow {
  actions: string[];
  subjects: string[];
  /** The conditions as compact JSON, or null when the rule covers every record. */
  conditions: string | null;
  /** null when the rule covers every field. */
  fields: string[] | null;
  inverted: boolean;
  reason: string | null;
}

const list = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : [...value];

const hasConditions = (conditions: unknown): boolean =>
  typeof conditions === 'object' && conditions !== null && Object.keys(conditions).length > 0;

/** The ability's rules in the order it holds them, which is the order they were stored in. */
export function ruleRows(ability: AppAbility): RuleRow[] {
  return ability.rules.map((rule) => {
    const fields = list(rule.fields);
    return {
      actions: list(rule.action),
      subjects: list(rule.subject).map(String),
      conditions: hasConditions(rule.conditions) ? JSON.stringify(rule.conditions) : null,
      fields: fields.length > 0 ? fields : null,
      inverted: rule.inverted === true,
      reason: rule.reason ?? null,
    };
  });
}
