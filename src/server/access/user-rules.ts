import type { AbilityRule } from '../../shared/access/ability-rule';

/** What a rule's conditions may refer to about the signed-in user. */
export interface RuleSubjectUser {
  id: number;
  SlpCode: number | null;
  BPLId: number | null;
  warehouses: string[];
}

const placeholder = /^\$\{user\.(\w+)\}$/;

function interpolateValue(value: unknown, known: Map<string, unknown>): unknown {
  if (typeof value === 'string') {
    const name = placeholder.exec(value)?.[1];
    if (name === undefined) return value;
    if (!known.has(name))
      throw new Error(`A permission rule refers to \${user.${name}}, which users do not have`);
    return known.get(name);
  }
  if (Array.isArray(value)) return value.map((item) => interpolateValue(item, known));
  if (value !== null && typeof value === 'object') return interpolateRecord(Object.entries(value), known);
  return value;
}

function interpolateRecord(
  entries: [string, unknown][],
  known: Map<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(entries.map(([key, inner]) => [key, interpolateValue(inner, known)]));
}

/**
 * A group's stored rules speak of "the user" (`${user.SlpCode}`, `${user.warehouses}`); each
 * user's rules carry that user's values, so the client and the server check the same thing.
 */
export function rulesForUser(rules: AbilityRule[], user: RuleSubjectUser): AbilityRule[] {
  const known = new Map<string, unknown>([
    ['id', user.id],
    ['SlpCode', user.SlpCode],
    ['BPLId', user.BPLId],
    ['warehouses', user.warehouses],
  ]);
  return rules.map((rule) =>
    rule.conditions
      ? { ...rule, conditions: interpolateRecord(Object.entries(rule.conditions), known) }
      : rule,
  );
}
