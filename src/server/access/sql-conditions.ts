import { rulesToAST } from '@casl/ability/extra';
import type { Condition } from '@ucast/mongo2js';
import { and, eq, gt, gte, inArray, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../shared/access/app-ability';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';

/**
 * The fields a rule may filter a subject by, each mapped to SQL. A plain column, or a builder for
 * a field that lives elsewhere (a document's lines). Anything not listed is refused.
 */
export type FieldSql = AnyPgColumn | ((operator: string, value: unknown) => SQL);
export type ConditionColumns = Record<string, FieldSql>;

export class AccessQueryError extends AppError {
  constructor(detail: string) {
    super(403, 'FORBIDDEN', `Access rules cannot be applied: ${detail}.`);
  }
}

type Scalar = string | number | boolean | Date;

function scalar(value: unknown): Scalar {
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  throw new AccessQueryError(`a condition compares with ${JSON.stringify(value)}`);
}

function scalars(value: unknown): Scalar[] {
  if (!Array.isArray(value)) throw new AccessQueryError('an "in" condition without a list');
  return value.map(scalar);
}

/**
 * JavaScript's `$ne` is true for a missing value, SQL's `<>` drops NULL rows; IS DISTINCT FROM and
 * an explicit NULL branch keep the list and the record check in agreement (PITFALLS.md).
 */
export function columnCondition(column: AnyPgColumn, operator: string, value: unknown): SQL {
  switch (operator) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, scalar(value));
    case 'ne':
      return value === null ? sql`${column} is not null` : sql`${column} is distinct from ${scalar(value)}`;
    case 'in': {
      const list = scalars(value);
      return list.length ? inArray(column, list) : sql`false`;
    }
    case 'nin': {
      const list = scalars(value);
      return list.length ? sql`(${column} is null or ${column} not in ${list})` : sql`true`;
    }
    case 'lt':
      return lt(column, scalar(value));
    case 'lte':
      return lte(column, scalar(value));
    case 'gt':
      return gt(column, scalar(value));
    case 'gte':
      return gte(column, scalar(value));
    case 'exists':
      return value ? sql`${column} is not null` : isNull(column);
    default:
      throw new AccessQueryError(`the operator "${operator}" has no SQL form`);
  }
}

function isCompound(condition: Condition): condition is Condition & { value: Condition[] } {
  return Array.isArray(condition.value) && ['and', 'or', 'not'].includes(condition.operator);
}

export function conditionToSql(condition: Condition, columns: ConditionColumns): SQL {
  if (isCompound(condition)) {
    const parts = condition.value.map((inner) => conditionToSql(inner, columns));
    if (condition.operator === 'not') return not(and(...parts) ?? sql`true`);
    if (parts.length === 0) return condition.operator === 'and' ? sql`true` : sql`false`;
    return (condition.operator === 'and' ? and(...parts) : or(...parts)) ?? sql`true`;
  }
  if (!('field' in condition) || typeof condition.field !== 'string') {
    throw new AccessQueryError(`the condition "${condition.operator}" is not about a field`);
  }
  const target = columns[condition.field];
  if (target === undefined) throw new AccessQueryError(`the field "${condition.field}" cannot be filtered`);
  return typeof target === 'function'
    ? target(condition.operator, condition.value)
    : columnCondition(target, condition.operator, condition.value);
}

/**
 * The SQL filter that leaves only the rows the ability allows: the rules' conditions as SQL, with
 * inverted rules as AND NOT. No allowing rule at all is a 403, never an unfiltered query.
 */
export function accessibleWhere(
  ability: AppAbility,
  action: string,
  subject: string,
  columns: ConditionColumns,
): SQL {
  const ast = rulesToAST(ability, action, subject);
  if (ast === null) {
    const reason = ability.relevantRuleFor(action, subject)?.reason;
    throw new AppError(403, 'FORBIDDEN', reason ?? said('mayNotRecords', { action, subject }));
  }
  return conditionToSql(ast, columns);
}
