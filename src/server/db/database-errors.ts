/** What PostgreSQL says of a failed statement: its SQLSTATE and, when it names them, where. */
export interface DatabaseFailure {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

function textOf(value: object, key: string): string | undefined {
  const property: unknown = Reflect.get(value, key);
  return typeof property === 'string' ? property : undefined;
}

/** PostgreSQL's answer to a failed statement, found on the error or on what it wraps (Drizzle's). */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const code = textOf(current, 'code');
    if (code !== undefined && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        table: textOf(current, 'table'),
        column: textOf(current, 'column'),
        constraint: textOf(current, 'constraint'),
      };
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE of a failed statement, found on the error or on what it wraps. */
export const sqlStateOf = (error: unknown): string | undefined => databaseFailureOf(error)?.code;

export const foreignKeyViolation = '23503';
export const uniqueViolation = '23505';
/** An exclusion constraint (two periods of one key that overlap) refused the row. */
export const exclusionViolation = '23P01';
