/** PostgreSQL's SQLSTATE of a failed statement, found on the error or on what it wraps. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export const foreignKeyViolation = '23503';
export const uniqueViolation = '23505';
