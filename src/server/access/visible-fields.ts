import { permittedFieldsOf } from '@casl/ability/extra';
import type { AppAbility } from '../../shared/access/app-ability';

/**
 * The fields of a subject the ability may read, out of `allFields`: a rule that names fields
 * limits them, an inverted rule with fields hides them.
 */
export function readableFields(
  ability: AppAbility,
  subject: string,
  allFields: readonly string[],
): Set<string> {
  return new Set(
    permittedFieldsOf(ability, 'read', subject, { fieldsFrom: (rule) => rule.fields ?? [...allFields] }),
  );
}

/**
 * Removes from each row the fields the ability may not read (mass disclosure's counterpart of
 * mass assignment).
 */
export function keepVisibleFields(
  ability: AppAbility,
  subject: string,
  rows: Record<string, unknown>[],
): Record<string, unknown>[] {
  const [first] = rows;
  if (!first) return rows;
  const allFields = Object.keys(first);
  const visible = readableFields(ability, subject, allFields);
  if (allFields.every((field) => visible.has(field))) return rows;
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([field]) => visible.has(field))));
}
