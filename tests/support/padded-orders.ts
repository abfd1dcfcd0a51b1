import type pg from 'pg';

/**
 * Copies the posted sales orders (headers only: lists read no lines) under new entries and numbers
 * until at least `wanted` are posted, so that a deep page of the documents list is a real one (the
 * demo company has about 750, the large one about 37,000). The type's entry sequence moves past the
 * copies, so documents created afterwards post as usual. Returns how many posted orders there are.
 */
export async function padSalesOrders(client: pg.Pool | pg.Client, wanted: number): Promise<number> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = 'documents' order by ordinal_position`,
  );
  const names = rows.map((row) => row.name);
  const counted = await client.query<{ posted: number; top: number }>(
    `select count(*)::int as posted, max(doc_entry)::int as top from documents where obj_type = '17' and draft = 'N'`,
  );
  const { posted, top } = counted.rows[0] ?? { posted: 0, top: 0 };
  if (posted === 0) throw new Error('there are no posted sales orders to copy');
  const copies = Math.ceil(wanted / posted) - 1;
  if (copies <= 0) return posted;
  const values = names.map((name) =>
    name === 'doc_entry' || name === 'doc_num' ? `${name} + k * ${top}` : name,
  );
  await client.query(
    `insert into documents (${names.join(', ')})
     select ${values.join(', ')} from documents cross join generate_series(1, ${copies}) k
     where obj_type = '17' and draft = 'N'`,
  );
  await client.query(
    `select setval('document_entry_17', (select max(doc_entry) from documents where obj_type = '17'))`,
  );
  // Sets the new rows' hint bits and visibility now, not during the first measured reads.
  await client.query('vacuum (analyze) documents');
  return posted * (copies + 1);
}
