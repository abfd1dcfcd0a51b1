import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { decimalPattern, type WireRule } from '../wire/wire-formats';

type Issue = z.core.$ZodIssue;

const limitOf = (value: number | bigint) => Number(value);

/** A shared refinement, by the rule its params name (wire-formats.ts `ruled`). */
function ruleMessage(params: Partial<WireRule> | undefined, t: TFunction): string {
  switch (params?.rule) {
    case 'controlCharacters':
      return t('forms.rules.controlCharacters');
    case 'digits':
      return t('forms.rules.digits', { whole: params.whole, scale: params.scale });
    case 'positive':
      return t('forms.rules.above', { min: 0 });
    case 'notNegative':
      return t('forms.rules.min', { min: 0 });
    case 'between':
      return t('forms.rules.between', { min: params.min, max: params.max });
    default:
      return t('forms.rules.invalid');
  }
}

/**
 * What a shared zod schema found wrong with a value, said from the catalogues in the user's
 * language: zod's own messages are English and name types ("expected number, received string"),
 * which a clerk should never read. Every issue a wire schema raises falls into one of the form
 * rules' sentences; what has none says the value is not accepted. Parse with `reportInput` so a
 * missing value (Required) is told from one of the wrong type.
 */
export function zodIssueMessage(issue: Issue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small': {
      const min = limitOf(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? t('forms.rules.required') : t('forms.rules.minLength', { min });
      if (issue.origin === 'array') return min <= 1 ? t('forms.rules.required') : t('forms.rules.invalid');
      return issue.inclusive === false ? t('forms.rules.above', { min }) : t('forms.rules.min', { min });
    }
    case 'too_big': {
      const max = limitOf(issue.maximum);
      if (issue.origin === 'string') return t('forms.rules.maxLength', { max });
      if (issue.origin === 'array') return t('forms.rules.invalid');
      return issue.inclusive === false ? t('forms.rules.below', { max }) : t('forms.rules.max', { max });
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return t('forms.rules.required');
      if (issue.expected === 'int') return t('forms.rules.whole');
      if (issue.expected === 'number' || issue.expected === 'bigint') return t('forms.rules.decimal');
      return t('forms.rules.invalid');
    case 'invalid_format':
      if (issue.format === 'date') return t('forms.rules.date');
      return issue.format === 'regex' && issue.pattern === String(decimalPattern)
        ? t('forms.rules.decimal')
        : t('forms.rules.invalid');
    case 'custom':
      return ruleMessage(issue.params as Partial<WireRule> | undefined, t);
    case 'invalid_value':
      return t('forms.rules.choose');
    default:
      return t('forms.rules.invalid');
  }
}

/** A zod error's messages by path ("DocumentLines.0.Quantity"), as the server's 400 sends them. */
export function zodFieldErrors(error: z.ZodError, t: TFunction): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] = [...(fields[name] ?? []), zodIssueMessage(issue, t)];
  }
  return fields;
}
