import type { AbilityRule } from '../../shared/access/ability-rule';
import type { DataOwnershipLevel } from '../../shared/api/administration';
import { findDocumentType } from '../../shared/documents/object-types';

/**
 * The condition each level adds to a group's rules on a document type, in the placeholders
 * rulesForUser fills with the signed-in user's values: a sales employee's own documents, or the
 * documents of the user's branch. The document rule columns already filter by both.
 */
const levelConditions: Record<Exclude<DataOwnershipLevel, 'all'>, Record<string, unknown>> = {
  own: { SlpCode: '${user.SlpCode}' },
  branch: { BPLId: '${user.BPLId}' },
};

function combined(
  conditions: Record<string, unknown> | undefined,
  added: Record<string, unknown>,
): Record<string, unknown> {
  if (!conditions) return added;
  const overlap = Object.keys(added).some((key) => key in conditions);
  return overlap ? { $and: [conditions, added] } : { ...conditions, ...added };
}

/** A group's levels by the permission subject of each document type. */
export function levelsBySubject(
  rows: readonly { objectType: string; level: string }[],
): Map<string, Exclude<DataOwnershipLevel, 'all'>> {
  const levels = new Map<string, Exclude<DataOwnershipLevel, 'all'>>();
  for (const row of rows) {
    const subject = findDocumentType(row.objectType)?.subject;
    if (subject && (row.level === 'own' || row.level === 'branch')) levels.set(subject, row.level);
  }
  return levels;
}

/**
 * Narrows one group's rules by its data ownership: an allowing rule on a restricted document type
 * gets the level's condition (split from the rule's other subjects, which stay as they were). A
 * group's ownership narrows only that group's rules, so a user in two groups keeps the wider
 * reach of the two. Inverted rules already narrow and stay as they are; a rule on `all` (the
 * administrators') is not narrowed.
 */
export function narrowByOwnership(
  rules: readonly AbilityRule[],
  levels: ReadonlyMap<string, Exclude<DataOwnershipLevel, 'all'>>,
): AbilityRule[] {
  if (levels.size === 0) return [...rules];
  return rules.flatMap((rule) => {
    if (rule.inverted) return [rule];
    const subjects = [rule.subject].flat();
    const restricted = subjects.filter((subject) => levels.has(subject));
    if (restricted.length === 0) return [rule];
    const others = subjects.filter((subject) => !levels.has(subject));
    const kept: AbilityRule[] = others.length
      ? [{ ...rule, subject: others.length === 1 ? (others[0] as string) : others }]
      : [];
    return [
      ...kept,
      ...restricted.map((subject) => ({
        ...rule,
        subject,
        conditions: combined(rule.conditions, levelConditions[levels.get(subject) ?? 'own']),
      })),
    ];
  });
}
