import { subject as recordOf } from '@casl/ability';
import { permittedFieldsOf } from '@casl/ability/extra';
import type { AppAbility } from '../../shared/access/app-ability';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';

/**
 * Checks an action on a loaded record, not on its type: `can('update', 'SalesOrder')` is true for
 * a user who may update only their own orders (PITFALLS.md). The row must hold every field the
 * rules mention, or a `$ne` condition would pass on a missing field.
 */
export function authorizeRecord(
  ability: AppAbility,
  action: string,
  subject: string,
  row: Record<string, unknown>,
): void {
  if (ability.can(action, recordOf(subject, { ...row }))) return;
  const reason = ability.relevantRuleFor(action, recordOf(subject, { ...row }))?.reason;
  throw new AppError(403, 'FORBIDDEN', reason ?? said('mayNotThis', { action, subject }));
}

/**
 * Whether the caller may read a loaded record (or one field of it). One they may not read is
 * answered as a missing one (404), so that no answer tells another owner's record from a key that
 * names nothing.
 */
export const mayRead = (
  ability: AppAbility,
  subject: string,
  row: Record<string, unknown>,
  field?: string,
): boolean => ability.can('read', recordOf(subject, { ...row }), field);

/**
 * Refuses a write that sets a field the user may not write (mass assignment), naming the field,
 * rather than silently dropping it.
 */
export function refuseForbiddenFields(
  ability: AppAbility,
  action: 'create' | 'update',
  subject: string,
  body: Record<string, unknown>,
  record: Record<string, unknown> = {},
): void {
  const sent = Object.keys(body);
  const allowed = new Set(
    permittedFieldsOf(ability, action, recordOf(subject, { ...record, ...body }), {
      fieldsFrom: (rule) => rule.fields ?? sent,
    }),
  );
  const forbidden = sent.filter((field) => !allowed.has(field));
  if (forbidden.length) {
    throw new AppError(
      403,
      'FORBIDDEN',
      said('mayNotSet', { fields: forbidden.join(', '), subject }),
      Object.fromEntries(forbidden.map((field) => [field, [said('notWritableByYou')]])),
    );
  }
}
