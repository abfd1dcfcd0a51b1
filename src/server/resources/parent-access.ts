import { rulesToAST } from '@casl/ability/extra';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AppAbility } from '../../shared/access/app-ability';
import { authorizeRecord, mayRead } from '../access/record-checks';
import { AccessQueryError, accessibleWhere } from '../access/sql-conditions';
import type { Db, DbOrTx } from '../db/database';
import { type AppError, validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';
import { lastKnownRecord } from './audit-trail';
import type { ParentRecords, ResourceSource } from './resource-source';

type Values = Record<string, unknown>;
type ParentKey = string | number;

const isKey = (value: unknown): value is ParentKey => typeof value === 'string' || typeof value === 'number';

/**
 * The rows of a child resource whose parent the caller may read, as SQL for its list, CSV and
 * count: `parent IN (select key from parent where <parent's read rules>)`, one query with the
 * list's own. Undefined where there is nothing to narrow (no parent, or one the caller reads
 * whole and unscoped, so a million item prices are not joined with every price list for nothing);
 * `false` where the caller may read no parent at all, as every parent they may not read is missing.
 */
export function readableParentWhere(ability: AppAbility, source: ResourceSource): SQL | undefined {
  const parent = source.parentRecords;
  if (!parent || !source.parent) return undefined;
  if (ability.cannot('read', parent.subject)) return sql`false`;
  const ast = rulesToAST(ability, 'read', parent.subject);
  const whole = ast?.operator === 'and' && Array.isArray(ast.value) && ast.value.length === 0;
  if (whole && !parent.scope) return undefined;
  const readable = and(parent.scope, accessibleWhere(ability, 'read', parent.subject, parent.stored));
  return sql`${source.parent} in (select ${parent.key} from ${parent.table} where ${readable})`;
}

/** As readableParentWhere, but a rule without an SQL form reads as no parent (fail closed). */
export function readableParentScope(ability: AppAbility, source: ResourceSource): SQL | undefined {
  try {
    return readableParentWhere(ability, source);
  } catch (error) {
    if (error instanceof AccessQueryError) return sql`false`;
    throw error;
  }
}

async function parentRow(db: DbOrTx, parent: ParentRecords, key: ParentKey): Promise<Values | undefined> {
  const [row] = await db
    .select(parent.stored)
    .from(parent.table)
    .where(and(eq(parent.key, key), parent.scope));
  return row;
}

/**
 * Judges the parent a child record sits under before the record itself: a parent the caller may
 * not read is missing (`missing()`: a 404 for a record, a 400 on the field for a new one), and a
 * write needs the parent's `writeNeeds` action on the parent row (403), so that who may not
 * change a partner may not change its addresses. Record checks run after this one, so no
 * refusal tells a record under an unreadable parent from a key that names nothing.
 */
export async function requireParent(
  db: DbOrTx,
  ability: AppAbility,
  source: ResourceSource,
  key: unknown,
  action: 'read' | 'write',
  missing: () => AppError,
): Promise<void> {
  const parent = source.parentRecords;
  if (!parent || !isKey(key)) return;
  const row = await parentRow(db, parent, key);
  if (!row || !mayRead(ability, parent.subject, row)) throw missing();
  if (action === 'write' && parent.writeNeeds !== 'read')
    authorizeRecord(ability, parent.writeNeeds, parent.subject, row);
}

/** A new child's parent is a reference: one the caller may not read is refused as a missing one. */
export function requireParentOfNew(
  db: DbOrTx,
  ability: AppAbility,
  source: ResourceSource,
  values: Values,
): Promise<void> {
  const field = source.binding.definition.parent?.field ?? '';
  const key = values[field];
  return requireParent(db, ability, source, key, 'write', () =>
    validationFailed({ [field]: [said('valueDoesNotExist', { value: String(key) })] }),
  );
}

/**
 * Whether the caller may read the history of a child under `key`: its parent as it is, or as it
 * last was if it was deleted since, as the child's own record is judged for its history.
 */
export async function mayReadParentHistory(
  db: Db,
  ability: AppAbility,
  source: ResourceSource,
  key: ParentKey | undefined,
): Promise<boolean> {
  const parent = source.parentRecords;
  if (!parent || key === undefined) return true;
  const row = (await parentRow(db, parent, key)) ?? (await lastKnownRecord(db, parent.resource, String(key)));
  return row !== undefined && mayRead(ability, parent.subject, row);
}
