import type { z } from 'zod';
import { type PasswordRule, passwordRuleMessages } from '../../../shared/api/security';

/** What is wrong with a field, as a key under `account.fieldErrors` and the values its text needs. */
export type FieldProblemKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'email'
  | 'characters'
  | 'mismatch'
  | 'invalid'
  | 'rejected'
  | PasswordRule;

export interface FieldProblem {
  key: FieldProblemKey;
  values?: Record<string, number>;
}

export type FieldProblems = Partial<Record<string, FieldProblem>>;

/**
 * A zod issue of the shared request schema in words the catalogues hold: the schema's own
 * messages are English, so the client keys on the issue's code instead.
 */
export function problemOfIssue(issue: z.core.$ZodIssue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? { key: 'required' }
        : { key: 'tooShort', values: { minimum: Number(issue.minimum) } };
    case 'too_big':
      return { key: 'tooLong', values: { maximum: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'characters' };
    case 'invalid_type':
      return { key: 'required' };
    default:
      return { key: 'invalid' };
  }
}

function isBlank(input: unknown, field: string): boolean {
  if (typeof input !== 'object' || input === null || !(field in input)) return false;
  const value: unknown = Reflect.get(input, field);
  return typeof value === 'string' && value.trim() === '';
}

export type Validation<Payload> = { ok: true; payload: Payload } | { ok: false; problems: FieldProblems };

/**
 * Checks a form with the same shared schema the server parses the request with, plus checks
 * only the form has (a confirmation field). The first problem of each field is the one shown.
 */
export function validateWith<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  extra: FieldProblems = {},
): Validation<z.infer<Schema>> {
  const parsed = schema.safeParse(input);
  const problems: FieldProblems = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path.join('.') || '_';
    // "Use at least 3 characters" would be a riddle for a field left empty.
    problems[field] ??= isBlank(input, field) ? { key: 'required' } : problemOfIssue(issue);
  }
  for (const [field, problem] of Object.entries(extra)) problems[field] ??= problem;
  if (parsed.success && Object.keys(problems).length === 0) return { ok: true, payload: parsed.data };
  return { ok: false, problems };
}

/** The confirmation must repeat the password; an empty confirmation is simply missing. */
export function confirmationProblem(password: string, confirm: string): FieldProblems {
  if (confirm === '') return { confirm: { key: 'required' } };
  return password === confirm ? {} : { confirm: { key: 'mismatch' } };
}

const isPasswordRule = (key: string): key is PasswordRule => key in passwordRuleMessages;

/** A server message of the password policy as its key; the policy's length as tooShort. */
function problemOfServerMessage(message: string | undefined): FieldProblem {
  const rule = Object.keys(passwordRuleMessages).find(
    (key) => isPasswordRule(key) && passwordRuleMessages[key] === message,
  );
  if (rule !== undefined && isPasswordRule(rule)) return { key: rule };
  const minimum = /^must be at least (\d+) characters long$/.exec(message ?? '')?.[1];
  return minimum ? { key: 'tooShort', values: { minimum: Number(minimum) } } : { key: 'rejected' };
}

/**
 * The fields a server's 400 named that the form shows. The server checked with the same schema,
 * so its English messages add nothing a translation could keep: each becomes "rejected", except
 * the password policy's, which the catalogues word (shared/api/security.ts).
 */
export function serverProblems(
  fields: Record<string, string[]> | undefined,
  shown: readonly string[],
): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, messages] of Object.entries(fields ?? {}))
    if (shown.includes(field)) problems[field] = problemOfServerMessage(messages[0]);
  return problems;
}
