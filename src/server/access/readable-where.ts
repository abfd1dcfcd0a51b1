import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../shared/access/app-ability';
import { AccessQueryError, accessibleWhere, type ConditionColumns } from './sql-conditions';

/**
 * The SQL filter of what the caller may read of a subject, or undefined when they may read none
 * of it: a page that shows several subjects (the dashboard, the palette search) leaves such a
 * subject out rather than refusing the whole answer. A rule whose conditions have no SQL form
 * leaves the subject out too (fail closed), logged with `leftOutMessage` for the administrator.
 */
export function readableWhere(
  ability: AppAbility,
  subject: string,
  columns: ConditionColumns,
  log: FastifyBaseLogger,
  leftOutMessage: string,
): SQL | undefined {
  if (ability.cannot('read', subject)) return undefined;
  try {
    return accessibleWhere(ability, 'read', subject, columns);
  } catch (error) {
    if (!(error instanceof AccessQueryError)) throw error;
    log.warn({ subject, err: error }, leftOutMessage);
    return undefined;
  }
}
