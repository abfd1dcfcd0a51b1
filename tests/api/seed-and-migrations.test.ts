import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { readSchemaVersion, runMigrations } from '../../src/server/db/migrate';
import { isSeeded, seedDemoCompany } from '../../src/server/seed/demo-company';
import { seedIfAsked } from '../../src/server/seed/seed-if-asked';
import { fingerprint } from '../support/seed-fingerprint';
import { amountDifferences, type StoredDocument, storedDocumentsSql } from '../support/stored-amounts';
import { testDatabases } from '../support/test-databases';

async function violations(database: Database, sql: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::int as n from (${sql}) as broken`,
  );
  return rows[0]?.n ?? -1;
}

describe.each(testDatabases())('migrations and the demo company on $name', (target) => {
  let seeded: Database;
  beforeAll(async () => {
    seeded = await target.open();
  });
  afterAll(() => seeded.close());

  it('applies migrations again without change', async () => {
    const before = await readSchemaVersion(seeded);
    await runMigrations(seeded);
    await runMigrations(seeded);
    expect(await readSchemaVersion(seeded)).toEqual(before);
    expect(before.applied).toBe(before.known);
  });

  it.runIf(target.name === 'postgres')(
    'migrates and seeds once when two servers start together on one empty database',
    async () => {
      const fresh = await target.openEmpty();
      try {
        const other = fresh.openAnotherPool?.();
        if (!other) throw new Error('PostgreSQL opens more pools on one database');
        const log = { info: () => undefined, warn: () => undefined };
        await Promise.all([fresh, other].map((database) => runMigrations(database)));
        await Promise.all([fresh, other].map((database) => seedIfAsked(database, 'demo', log)));
        const { rows } = await fresh.pool.query<{ companies: number }>(
          'select count(*)::int as companies from company',
        );
        expect(rows[0]?.companies).toBe(1);
        expect(await fingerprint(fresh)).toBe(await fingerprint(seeded));
        expect((await readSchemaVersion(fresh)).applied).toBe((await readSchemaVersion(seeded)).applied);
      } finally {
        await fresh.close();
      }
    },
    120_000,
  );

  it('leaves nothing behind when a seed fails half-way', async () => {
    const fresh = await target.openEmpty();
    try {
      await runMigrations(fresh);
      // A company row already there makes the seed's first insert fail on its primary key.
      await fresh.pool.query(`insert into currencies (curr_code, curr_name) values ('USD', 'Dollar')`);
      await expect(seedDemoCompany(fresh, { size: 'demo' })).rejects.toThrow();
      expect(await isSeeded(fresh)).toBe(false);
      expect(await violations(fresh, 'select 1 from items')).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('writes documents whose totals follow the document arithmetic of DOMAIN.md', async () => {
    // Unit prices before and after the line discount are kept to the company's price decimals.
    expect(
      await violations(
        seeded,
        `select 1 from document_lines, company
          where price_bef_di <> round(price_bef_di, company.price_dec)
             or price <> round(price_bef_di * (1 - disc_prcnt / 100), company.price_dec)`,
      ),
    ).toBe(0);
    expect(
      await violations(seeded, 'select 1 from document_lines where line_total <> round(quantity * price, 2)'),
    ).toBe(0);
    // VAT is taken on what the header discount leaves of each line: at most the VAT of the whole line.
    expect(
      await violations(
        seeded,
        `select 1 from document_lines l join documents d using (obj_type, doc_entry)
         where l.vat_sum <> round(l.line_total * l.vat_prcnt / 100, 2) and d.disc_prcnt = 0
           or abs(l.vat_sum) > abs(round(l.line_total * l.vat_prcnt / 100, 2))`,
      ),
    ).toBe(0);
    expect(
      await violations(
        seeded,
        `select 1 from documents d join (select obj_type, doc_entry, sum(line_total) as lines from document_lines group by 1, 2) l
         using (obj_type, doc_entry) where d.doc_total <> l.lines - d.disc_sum + d.vat_sum
         or d.disc_sum <> round(l.lines * d.disc_prcnt / 100, 2)`,
      ),
    ).toBe(0);
    expect(
      await violations(seeded, `select 1 from documents where canceled = 'Y' and doc_status <> 'C'`),
    ).toBe(0);
    expect(
      await violations(
        seeded,
        `select 1 from document_lines l join documents d using (obj_type, doc_entry) where d.doc_status = 'C' and l.open_qty <> 0`,
      ),
    ).toBe(0);
  });

  it("gives every document the header and line amounts the API's own arithmetic gives from its lines", async () => {
    const { rows: settings } = await seeded.pool.query<{ db_sum_dec: number; price_dec: number }>(
      'select db_sum_dec, price_dec from company',
    );
    const decimals = { dbSumDec: settings[0]?.db_sum_dec ?? 2, priceDec: settings[0]?.price_dec ?? 2 };
    const { rows } = await seeded.pool.query<StoredDocument>(storedDocumentsSql);
    expect(rows.length).toBeGreaterThan(1000);
    const disagreeing = rows.flatMap((document) => {
      const differences = amountDifferences(document, decimals);
      return differences.length
        ? [`${document.obj_type}/${document.doc_entry}: ${differences.join(', ')}`]
        : [];
    });
    expect(disagreeing.slice(0, 5)).toEqual([]);
    expect(disagreeing).toHaveLength(0);
  });

  it('keeps stock figures in agreement with the open orders and purchase orders', async () => {
    expect(
      await violations(
        seeded,
        `select 1 from item_warehouses w left join (
           select l.item_code, l.whs_code, sum(l.open_qty) as open from document_lines l join documents d using (obj_type, doc_entry)
           where l.obj_type = '17' and d.doc_status = 'O' and d.draft = 'N' group by 1, 2
         ) o using (item_code, whs_code) where w.is_commited <> coalesce(o.open, 0)`,
      ),
    ).toBe(0);
    expect(
      await violations(
        seeded,
        `select 1 from items i join (select item_code, sum(on_hand) as on_hand, sum(is_commited) as committed, sum(on_order) as ordered from item_warehouses group by 1) w
         using (item_code) where i.on_hand <> w.on_hand or i.is_commited <> w.committed or i.on_order <> w.ordered`,
      ),
    ).toBe(0);
  });

  it('loads rows that satisfy every foreign key, though the load skips checking them', async () => {
    const { rows: keys } = await seeded.pool.query<{
      child: string;
      parent: string;
      pairs: [string, string][];
    }>(`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        (select json_agg(json_build_array(ca.attname, pa.attname))
         from unnest(c.conkey, c.confkey) as k(child_col, parent_col)
         join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = k.child_col
         join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = k.parent_col) as pairs
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`);
    expect(keys.length).toBeGreaterThan(20);
    const orphans: string[] = [];
    for (const key of keys) {
      const present = key.pairs.map(([column]) => `c.${column} is not null`).join(' and ');
      const matches = key.pairs.map(([column, parent]) => `p.${parent} = c.${column}`).join(' and ');
      const broken = await violations(
        seeded,
        `select 1 from ${key.child} c where ${present} and not exists (select 1 from ${key.parent} p where ${matches})`,
      );
      if (broken > 0) orphans.push(`${key.child} -> ${key.parent}: ${broken}`);
    }
    expect(orphans).toEqual([]);
  });

  it('numbers documents without gaps or duplicates and continues each series after its last number', async () => {
    expect(
      await violations(seeded, 'select series, doc_num from documents group by 1, 2 having count(*) > 1'),
    ).toBe(0);
    expect(
      await violations(
        seeded,
        `select 1 from numbering_series s join (select series, max(doc_num) as last, count(*) as n from documents group by 1) d
         using (series) where s.next_number <> d.last + 1 or d.last <> d.n`,
      ),
    ).toBe(0);
  });

  it('holds partners of all three markets and item codes that only look like numbers', async () => {
    const { rows } = await seeded.pool.query<{ country: string }>(
      'select distinct country from business_partners order by 1',
    );
    expect(rows.map((row) => row.country)).toEqual(['AE', 'FR', 'GB']);
    const special = await seeded.pool.query<{ item_code: string }>(
      `select item_code from items where item_code in ('662E41', '000123', '723421968459640832') order by 1`,
    );
    expect(special.rows.map((row) => row.item_code)).toEqual(['000123', '662E41', '723421968459640832']);
  });
});
