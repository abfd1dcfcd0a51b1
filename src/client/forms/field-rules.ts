/**
 * Generic form rules (specification section 5): a rule answers true or the error to show, and a
 * field shows at most `maxErrors` of them (1 by default), checked again on every input.
 */
export type FieldRule<T> = (value: T) => true | string;

export const defaultMaxErrors = 1;

export function validateField<T>(
  value: T,
  rules: readonly FieldRule<T>[],
  maxErrors: number = defaultMaxErrors,
): string[] {
  const errors: string[] = [];
  for (const rule of rules) {
    if (errors.length >= maxErrors) break;
    const answer = rule(value);
    if (answer !== true) errors.push(answer);
  }
  return errors;
}
