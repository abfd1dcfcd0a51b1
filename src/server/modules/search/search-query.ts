import { and, asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsPattern, startsWithPattern } from '../../db/like-pattern';
import type { SearchScope } from './search-access';
import type { SearchSubject } from './search-subjects';

/**
 * The first `limit` rows of a subject whose code starts with the text or whose name contains it
 * (both case-insensitive), code-prefix matches first and then by code, within the caller's scope.
 * ILIKE with a leading wildcard cannot use a B-tree index: this is a scan of the subject's valid
 * rows, cheap at demo sizes; a pg_trgm index would be the way to make it scale.
 */
export async function findMatches(
  db: Db,
  target: SearchSubject,
  scope: SearchScope,
  text: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const codeMatch = ilike(target.code.column, startsWithPattern(text));
  const match = or(
    scope.byCode ? codeMatch : undefined,
    scope.byName ? ilike(target.name.column, containsPattern(text)) : undefined,
  );
  const rank = scope.byCode ? [desc(sql`(${codeMatch})`)] : [];
  return db
    .select(target.fields)
    .from(target.table)
    .where(and(target.filter, scope.access, match))
    .orderBy(...rank, asc(target.code.column))
    .limit(limit);
}
