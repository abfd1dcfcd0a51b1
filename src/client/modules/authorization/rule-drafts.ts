import { type AbilityRule, abilityRuleSchema } from '../../../shared/access/ability-rule';
import { conditionsError } from '../../../shared/access/rule-validation';

/** A rule as the editor holds it: every part as the text its field shows. */
export interface RuleDraft {
  /** Identity for React while rows move; never saved. */
  key: number;
  actions: string;
  subjects: string;
  conditions: string;
  fields: string;
  inverted: boolean;
  reason: string;
}

export type DraftField = 'actions' | 'subjects' | 'conditions' | 'fields';

/**
 * What is wrong with a field: a text of the catalogue (`key`) or the condition parser's own
 * message (`text`, specification section 5), which the server answers word for word.
 */
export type FieldProblem = { key: string } | { text: string };

let nextKey = 1;
const newKey = () => nextKey++;

const listText = (value: string | string[] | undefined) => [value ?? []].flat().join(', ');
const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function draftOf(rule: AbilityRule): RuleDraft {
  return {
    key: newKey(),
    actions: listText(rule.action),
    subjects: listText(rule.subject),
    conditions: rule.conditions ? JSON.stringify(rule.conditions) : '',
    fields: listText(rule.fields),
    inverted: rule.inverted ?? false,
    reason: rule.reason ?? '',
  };
}

export const emptyDraft = (): RuleDraft => ({
  key: newKey(),
  actions: 'read',
  subjects: '',
  conditions: '',
  fields: '',
  inverted: false,
  reason: '',
});

/** The conditions text read as the ability would: empty is none, else a JSON object the parser accepts. */
export function conditionsProblem(text: string): FieldProblem | undefined {
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { key: 'authorization.rules.notJson' };
  }
  const problem = conditionsError(parsed);
  return problem ? { text: problem } : undefined;
}

/** At most one problem per field, the first that applies. */
export function draftProblems(draft: RuleDraft): Partial<Record<DraftField, FieldProblem>> {
  const problems: Partial<Record<DraftField, FieldProblem>> = {};
  if (listOf(draft.actions).length === 0) problems.actions = { key: 'authorization.rules.required' };
  if (listOf(draft.subjects).length === 0) problems.subjects = { key: 'authorization.rules.required' };
  const conditions = conditionsProblem(draft.conditions);
  if (conditions) problems.conditions = conditions;
  return problems;
}

const single = (values: string[]) => (values.length === 1 ? (values[0] as string) : values);

/** The rule a draft without problems stands for. */
export function ruleOf(draft: RuleDraft): AbilityRule {
  const fields = listOf(draft.fields);
  const reason = draft.reason.trim();
  return abilityRuleSchema.parse({
    action: single(listOf(draft.actions)),
    subject: single(listOf(draft.subjects)),
    ...(draft.conditions.trim() ? { conditions: JSON.parse(draft.conditions) } : {}),
    ...(fields.length ? { fields } : {}),
    ...(draft.inverted ? { inverted: true } : {}),
    ...(reason ? { reason } : {}),
  });
}

/** The rows with one moved by `delta` places; out of range, they stay as they are. */
export function moveDraft(drafts: readonly RuleDraft[], index: number, delta: -1 | 1): RuleDraft[] {
  const target = index + delta;
  if (index < 0 || index >= drafts.length || target < 0 || target >= drafts.length) return [...drafts];
  const moved = [...drafts];
  const [row] = moved.splice(index, 1);
  if (row) moved.splice(target, 0, row);
  return moved;
}

/**
 * The server's field errors (`rules.3.conditions`) by row and field, so a refusal shows on the
 * field it concerns, as the client's own check does.
 */
export function serverProblems(
  fields: Record<string, string[]> | undefined,
): Map<number, Partial<Record<DraftField, FieldProblem>>> {
  const byRow = new Map<number, Partial<Record<DraftField, FieldProblem>>>();
  const names: Record<string, DraftField> = {
    action: 'actions',
    subject: 'subjects',
    conditions: 'conditions',
    fields: 'fields',
  };
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const match = /^rules\.(\d+)\.(\w+)/.exec(path);
    const field = match ? names[match[2] ?? ''] : undefined;
    const message = messages[0];
    if (!match || !field || message === undefined) continue;
    const row = Number(match[1]);
    byRow.set(row, { ...byRow.get(row), [field]: { text: message } });
  }
  return byRow;
}
