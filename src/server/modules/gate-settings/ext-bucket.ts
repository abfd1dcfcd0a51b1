import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  type ExtBucket,
  type ExtBucketTest,
  type ExtBucketUpdate,
  s3EndpointProblem,
} from '../../../shared/api/gate-settings';
import type { Db } from '../../db/database';
import { gateSettings } from '../../db/schema/gate-settings';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';

const columns = {
  StorageKind: gateSettings.StorageKind,
  LocalFolder: gateSettings.LocalFolder,
  S3Endpoint: gateSettings.S3Endpoint,
  S3Bucket: gateSettings.S3Bucket,
  S3Region: gateSettings.S3Region,
  S3AccessKeyId: gateSettings.S3AccessKeyId,
  S3SecretSet: sql<boolean>`${gateSettings.S3Secret} is not null`,
  version: gateSettings.version,
};

/** Where attachments go, as an administrator sees it: the secret only as set or not. */
export async function readExtBucket(db: Db): Promise<ExtBucket> {
  const [row] = await db.select(columns).from(gateSettings).where(eq(gateSettings.Code, 1));
  if (!row) throw new Error('gate_settings has no row: its migration makes it');
  return row;
}

/** Saves the store given the version read (409 when stale); an omitted secret keeps the stored one. */
export async function saveExtBucket(db: Db, update: ExtBucketUpdate): Promise<ExtBucket> {
  const { version, S3Secret, ...fields } = update;
  const [saved] = await db
    .update(gateSettings)
    .set({
      StorageKind: fields.StorageKind,
      LocalFolder: fields.LocalFolder,
      S3Endpoint: fields.S3Endpoint || null,
      S3Bucket: fields.S3Bucket || null,
      S3Region: fields.S3Region || null,
      S3AccessKeyId: fields.S3AccessKeyId || null,
      ...(S3Secret === undefined ? {} : { S3Secret: S3Secret || null }),
      version: sql`${gateSettings.version} + 1`,
    })
    .where(sql`${gateSettings.Code} = 1 and ${gateSettings.version} = ${version}`)
    .returning(columns);
  if (!saved) throw new AppError(409, 'VERSION_CONFLICT', said('gateSettingsStale'));
  return saved;
}

/**
 * The folder a relative setting names under the data directory; undefined when it would leave it
 * (the schema refuses such a setting, this holds for a stored one too).
 */
export function attachmentFolder(root: string, folder: string): string | undefined {
  const resolved = path.resolve(root, folder);
  const relative = path.relative(path.resolve(root), resolved);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : resolved;
}

/**
 * Tests the stored store: a local folder is made if missing and a file written and removed in it;
 * an S3 store's URL is checked for its form only (no request leaves the server).
 */
export async function testExtBucket(db: Db, dataDir: string): Promise<ExtBucketTest> {
  const stored = await readExtBucket(db);
  if (stored.StorageKind === 's3') {
    const problem = stored.S3Endpoint ? s3EndpointProblem(stored.S3Endpoint) : 'is not set';
    return problem ? { ok: false, outcome: 'url_bad', detail: problem } : { ok: true, outcome: 'url_ok' };
  }
  const folder = attachmentFolder(dataDir, stored.LocalFolder);
  if (!folder) return { ok: false, outcome: 'not_writable', detail: 'outside the data directory' };
  const probe = path.join(folder, `.write-test-${randomUUID()}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, 'test');
    await rm(probe);
    return { ok: true, outcome: 'writable' };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
    return { ok: false, outcome: 'not_writable', detail: code };
  }
}
