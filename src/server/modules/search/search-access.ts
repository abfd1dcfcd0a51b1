import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../../shared/access/app-ability';
import { readableWhere } from '../../access/readable-where';
import type { SearchSubject } from './search-subjects';

/** What the caller may search of a subject: the rows their rules allow, by the fields they may read. */
export interface SearchScope {
  access: SQL;
  byCode: boolean;
  byName: boolean;
}

/**
 * The caller's scope in a subject, or undefined when the palette should leave the subject out:
 * no read rule, rules with no SQL form (fail closed, logged), or neither searched field readable.
 * Matching on a field the caller may not read would disclose it one keystroke at a time.
 */
export function searchScope(
  ability: AppAbility,
  target: SearchSubject,
  log: FastifyBaseLogger,
): SearchScope | undefined {
  if (ability.cannot('read', target.subject)) return undefined;
  const byCode = ability.can('read', target.subject, target.code.field);
  const byName = ability.can('read', target.subject, target.name.field);
  if (!byCode && !byName) return undefined;
  const access = readableWhere(
    ability,
    target.subject,
    target.conditionColumns,
    log,
    'a search subject was left out: its read rules have no SQL form',
  );
  return access ? { access, byCode, byName } : undefined;
}
