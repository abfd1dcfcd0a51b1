/**
 * Time of a 200-line posting through the API on the embedded database (and PostgreSQL with
 * TEST_DATABASE_URL): goods receipts into a warehouse, then deliveries out of it, one at a time.
 * A quick before/after comparison for stock-posting changes, not part of npm run bench.
 *
 *   npx tsx tests/bench/posting-timing.ts [rounds] [warehouse]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { authDefaults } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { runMigrations } from '../../src/server/db/migrate';
import { createEmbedded, embeddedDatabaseFolder, openEmbedded } from '../../src/server/db/open-store';
import { demoPassword } from '../../src/server/seed/demo-access';
import { seedDemoCompany } from '../../src/server/seed/demo-company';
import { openScratchPostgres } from './scratch-postgres';

const rounds = Number(process.argv[2] ?? 8);
const lines = 200;
// The warehouse: WH02 has no bins, WH01 has (a posting then moves bin stock too).
const whs = process.argv[3] ?? 'WH02';

async function openSeeded(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'posting-timing-'));
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
  const scratch = await openScratchPostgres(process.env.TEST_DATABASE_URL ?? '', 'posting_timing');
  await runMigrations(scratch.database);
  await seedDemoCompany(scratch.database, { size: 'demo' });
  return scratch;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(kind: 'pglite' | 'postgres') {
  const { database, dispose } = await openSeeded(kind);
  const app = await buildApp({
    database,
    auth: {
      ...authDefaults,
      secret: new TextEncoder().encode('a timing secret that is long enough for HS256'),
    },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { username: 'admin', password: demoPassword },
  });
  const token = (login.json() as { access_token: string }).access_token;
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  const { rows: items } = await database.pool.query<{ item_code: string }>(
    `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
       and valid_for = 'Y' and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
     order by item_code limit $1`,
    [lines],
  );
  const partner = async (type: string) =>
    (
      await database.pool.query<{ card_code: string }>(
        `select card_code from business_partners where card_type = $1 and valid_for = 'Y' and frozen_for = 'N'
           order by card_code limit 1`,
        [type],
      )
    ).rows[0]?.card_code;
  const post = async (objectType: string, cardCode: string | undefined) => {
    const started = performance.now();
    const reply = await app.inject({
      method: 'POST',
      url: `/api/v1/marketing/docs/${objectType}`,
      headers,
      payload: {
        CardCode: cardCode,
        DocumentLines: items.map((row) => ({ ItemCode: row.item_code, Quantity: '1', WarehouseCode: whs })),
      },
    });
    if (reply.statusCode !== 201)
      throw new Error(`${objectType} answered ${reply.statusCode}: ${reply.body}`);
    return performance.now() - started;
  };
  const supplier = await partner('S');
  const customer = await partner('C');
  const receipts: number[] = [];
  const deliveries: number[] = [];
  await post('20', supplier); // warm-up
  for (let round = 0; round < rounds; round++) {
    receipts.push(await post('20', supplier));
    deliveries.push(await post('15', customer));
  }
  console.log(
    `${kind}: ${lines}-line goods receipt median ${Math.round(median(receipts))} ms, ` +
      `delivery median ${Math.round(median(deliveries))} ms (${rounds} each)`,
  );
  await app.close();
  await dispose();
}

await measure('pglite');
if (process.env.TEST_DATABASE_URL) await measure('postgres');
process.exit(0);
