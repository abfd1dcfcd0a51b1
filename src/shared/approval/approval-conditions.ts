import { Decimal } from '../money/decimal';
import { creditDeviation } from './conditions/credit-deviation';
import { discountPercent } from './conditions/discount-percent';
import type { ConditionMeasure, DocumentFigures } from './conditions/document-figures';
import { documentTotal } from './conditions/document-total';
import { grossProfitPercent } from './conditions/gross-profit-percent';
import { totalQuantity } from './conditions/quantity';

/** Every kind of condition a template may hold, by the word that names it in the conditions text. */
export const conditionKinds = {
  total: documentTotal,
  discount: discountPercent,
  grossProfit: grossProfitPercent,
  quantity: totalQuantity,
  creditDeviation: creditDeviation,
} as const satisfies Record<string, ConditionMeasure>;
export type ConditionKind = keyof typeof conditionKinds;

export const conditionOperators = ['>', '<', 'between'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export interface ApprovalCondition {
  kind: ConditionKind;
  operator: ConditionOperator;
  value: string;
  /** The upper bound of `between` (inclusive, as the lower one). */
  upTo?: string;
}

const isKind = (word: string): word is ConditionKind => Object.hasOwn(conditionKinds, word);
const decimalText = /^-?\d{1,13}(\.\d{1,6})?$/;

export type ConditionsReading =
  | { ok: true; conditions: ApprovalCondition[] }
  | { ok: false; problems: string[] };

/**
 * Reads a template's conditions, one a line (or separated by semicolons):
 * `total > 1000`, `discount between 5 10`, `grossProfit < 12.5`, `quantity > 100`,
 * `creditDeviation > 0`. Problems name the line they are on.
 */
export function parseConditions(text: string | null | undefined): ConditionsReading {
  const conditions: ApprovalCondition[] = [];
  const problems: string[] = [];
  const lines = (text ?? '')
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  lines.forEach((line, index) => {
    const [kind = '', operator = '', value = '', upTo, ...rest] = line.split(/\s+/);
    const where = `condition ${index + 1} (${line})`;
    if (!isKind(kind)) {
      problems.push(`${where}: unknown measure, use one of ${Object.keys(conditionKinds).join(', ')}`);
      return;
    }
    if (!(conditionOperators as readonly string[]).includes(operator)) {
      problems.push(`${where}: unknown comparison, use >, < or between`);
      return;
    }
    const expected = operator === 'between' ? 2 : 1;
    const values = [value, upTo].filter((part): part is string => part !== undefined && part !== '');
    if (values.length !== expected || rest.length > 0 || !values.every((part) => decimalText.test(part))) {
      problems.push(`${where}: needs ${expected === 2 ? 'two numbers' : 'one number'}`);
      return;
    }
    if (operator === 'between' && Decimal.of(value).compare(upTo ?? value) > 0) {
      problems.push(`${where}: the lower bound is above the upper one`);
      return;
    }
    conditions.push({
      kind,
      operator: operator as ConditionOperator,
      value,
      ...(operator === 'between' ? { upTo } : {}),
    });
  });
  return problems.length ? { ok: false, problems } : { ok: true, conditions };
}

/** The stored form of conditions: one a line, as parseConditions reads them. */
export const formatConditions = (conditions: readonly ApprovalCondition[]): string =>
  conditions
    .map(({ kind, operator, value, upTo }) => [kind, operator, value, upTo].filter(Boolean).join(' '))
    .join('\n');

export function conditionHolds(condition: ApprovalCondition, figures: DocumentFigures): boolean {
  const measured = conditionKinds[condition.kind].measure(figures);
  switch (condition.operator) {
    case '>':
      return measured.compare(condition.value) > 0;
    case '<':
      return measured.compare(condition.value) < 0;
    case 'between':
      return (
        measured.compare(condition.value) >= 0 && measured.compare(condition.upTo ?? condition.value) <= 0
      );
  }
}

/** A template applies when every one of its conditions holds; one without conditions always applies. */
export const conditionsHold = (conditions: readonly ApprovalCondition[], figures: DocumentFigures): boolean =>
  conditions.every((condition) => conditionHolds(condition, figures));
