import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase, postgresTarget } from '../../../src/server/db/database';
import { runMigrations } from '../../../src/server/db/migrate';
import { createEmbedded, embeddedDatabaseFolder, openEmbedded } from '../../../src/server/db/open-store';
import {
  runPriceBatch,
  startPriceBatch,
  startUndo,
} from '../../../src/server/modules/price-tools/price-batch-runner';
import { seedDemoCompany } from '../../../src/server/seed/demo-company';
import { buildAbility } from '../../../src/shared/access/app-ability';
import { priceChangeSchema } from '../../../src/shared/api/price-batches';
import { copyOfLargeCompany } from '../../support/large-company';
import { openScratchPostgres } from '../scratch-postgres';

export interface PriceFactorRun {
  database: 'PGlite' | 'PostgreSQL';
  company: 'demo' | 'large';
  rows: number;
  /** A plain UPDATE ... SET of the same rows, in one transaction: the baseline. */
  plainUpdateMs: number;
  /** The batch: numbering the rows, then its chunks (one transaction each). */
  batchMs: number;
  undoMs: number;
  /** plain / batch: 1 would be as fast as the plain UPDATE; the issue asks at least 0.5. */
  ratio: number;
}

interface Seeded {
  database: Database;
  dispose(): Promise<void>;
}

async function demoCompany(kind: 'pglite' | 'postgres', adminUrl?: string): Promise<Seeded> {
  if (kind === 'pglite') {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'price-bench-'));
    await createEmbedded(directory, async (database) => {
      await seedDemoCompany(database, { size: 'demo' });
    });
    const database = await openEmbedded(embeddedDatabaseFolder(directory));
    return {
      database,
      async dispose() {
        await database.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const scratch = await openScratchPostgres(adminUrl ?? '', 'price_bench');
  await runMigrations(scratch.database);
  await seedDemoCompany(scratch.database, { size: 'demo' });
  return scratch;
}

/** The large company on PostgreSQL (a copy of its template; loading the template takes minutes once). */
async function largeCompany(adminUrl: string): Promise<Seeded> {
  const copy = await copyOfLargeCompany(adminUrl);
  const database = openDatabase(postgresTarget(copy.url));
  await runMigrations(database);
  return {
    database,
    async dispose() {
      await database.close();
      await copy.drop();
    },
  };
}

const elapsed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round(performance.now() - started);
};

/**
 * A 3% rise on one whole price list (list 1), as a plain UPDATE and as a batch, on the same rows
 * in the same run. The plain UPDATE goes first and is put back by a second one, so the batch
 * starts from the same prices; the batch's undo is timed as well.
 */
export async function measurePriceFactor(
  kind: 'pglite' | 'postgres',
  company: 'demo' | 'large',
  adminUrl?: string,
): Promise<PriceFactorRun> {
  const seeded =
    company === 'large' && adminUrl ? await largeCompany(adminUrl) : await demoCompany(kind, adminUrl);
  try {
    const { db, pool } = seeded.database;
    const counted = await pool.query<{ rows: number }>(
      'select count(*)::int as rows from item_prices where price_list = 1',
    );
    const rows = counted.rows[0]?.rows ?? 0;
    const plainUpdateMs = await elapsed(() =>
      pool.query(
        'update item_prices set price = round(price * 1.03, 3), version = version + 1 where price_list = 1',
      ),
    );
    await pool.query(
      'update item_prices set price = round(price / 1.03, 3), version = version + 1 where price_list = 1',
    );
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const change = priceChangeSchema.parse({ Kind: 'factor', Selection: { PriceList: 1 }, Factor: '1.03' });
    const [user] = (
      await pool.query<{ user_id: number }>("select user_id from users where user_code = 'admin'")
    ).rows;
    let batchId = 0;
    const batchMs = await elapsed(async () => {
      batchId = await startPriceBatch(db, change, admin, user?.user_id ?? 0);
      await runPriceBatch(db, batchId);
    });
    const undoMs = await elapsed(async () => {
      await startUndo(db, batchId, true, admin, user?.user_id ?? 0);
      await runPriceBatch(db, batchId);
    });
    return {
      database: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      company,
      rows,
      plainUpdateMs,
      batchMs,
      undoMs,
      ratio: Math.round((plainUpdateMs / Math.max(1, batchMs)) * 100) / 100,
    };
  } finally {
    await seeded.dispose();
  }
}
