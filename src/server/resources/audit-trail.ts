import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '../../shared/api/resources';
import type { Db, Tx } from '../db/database';
import { users } from '../db/schema/access';
import { auditLog } from '../db/schema/audit';

export interface AuditRecord {
  userId: number;
  resource: string;
  recordKey: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Written with the transaction's handle, so the change and its audit row commit together. */
export async function writeAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(record);
}

/** The fields whose value differs between two versions of a record (all of them on create). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditEntry['changes'] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  names.delete('version');
  return [...names].flatMap((field) => {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    return JSON.stringify(was) === JSON.stringify(is) ? [] : [{ field, before: was, after: is }];
  });
}

/** The record as its newest audit row left it: what a deleted record was, for access checks. */
export async function lastKnownRecord(
  db: Db,
  resource: string,
  recordKey: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordKey, recordKey)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ? (row.after ?? row.before ?? undefined) : undefined;
}

/**
 * A record's history, newest first. `visible` removes fields the reader may not read from each
 * change, so the history does not disclose what the record screen hides.
 */
export async function readHistory(
  db: Db,
  resource: string,
  recordKey: string,
  page: { limit: number; offset: number },
  visible: (field: string) => boolean,
): Promise<{ data: AuditEntry[]; total: number }> {
  const where = and(eq(auditLog.resource, resource), eq(auditLog.recordKey, recordKey));
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        userName: users.U_NAME,
        action: auditLog.action,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.USERID, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.userId,
    userName: row.userName,
    action: row.action,
    changes: changedFields(row.before, row.after).filter((change) => visible(change.field)),
  }));
  return { data, total: counted[0]?.total ?? 0 };
}
