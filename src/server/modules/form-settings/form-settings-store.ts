import { and, eq, sql } from 'drizzle-orm';
import type { FormSettings, FormSettingsPayload } from '../../../shared/api/form-settings';
import type { Db } from '../../db/database';
import { formSettings, type StoredFormSettings } from '../../db/schema/form-settings';

const answered = {
  objectId: formSettings.objectId,
  settings: formSettings.settings,
  version: formSettings.version,
};

type Row = { objectId: string; settings: StoredFormSettings; version: number };

const settingsOf = (row: Row): FormSettings => ({
  objectId: row.objectId,
  columns: row.settings.columns,
  sort: row.settings.sort,
  pageSize: row.settings.pageSize,
  version: row.version,
});

/** What a user saved for a grid, or undefined when they saved nothing. */
export async function readFormSettings(
  db: Db,
  userId: number,
  objectId: string,
): Promise<FormSettings | undefined> {
  const [row] = await db
    .select(answered)
    .from(formSettings)
    .where(and(eq(formSettings.userId, userId), eq(formSettings.objectId, objectId)));
  return row ? settingsOf(row) : undefined;
}

/**
 * Saves a user's settings of a grid in one statement, so two saves cannot interleave between a
 * read and a write. With the version the client read, only that version is replaced (an UPDATE
 * that finds no such row means someone saved since, or nothing was ever saved); without one, an
 * upsert. Undefined means the sent version is stale.
 */
export async function saveFormSettings(
  db: Db,
  userId: number,
  payload: FormSettingsPayload,
): Promise<FormSettings | undefined> {
  const settings: StoredFormSettings = {
    columns: payload.columns,
    sort: payload.sort ?? [],
    pageSize: payload.pageSize ?? null,
  };
  const key = and(eq(formSettings.userId, userId), eq(formSettings.objectId, payload.objectId));
  const next = { settings, version: sql`${formSettings.version} + 1`, updatedAt: sql`now()` };
  const [row] =
    payload.version === undefined
      ? await db
          .insert(formSettings)
          .values({ userId, objectId: payload.objectId, settings })
          .onConflictDoUpdate({ target: [formSettings.userId, formSettings.objectId], set: next })
          .returning(answered)
      : await db
          .update(formSettings)
          .set(next)
          .where(and(key, eq(formSettings.version, payload.version)))
          .returning(answered);
  return row ? settingsOf(row) : undefined;
}
