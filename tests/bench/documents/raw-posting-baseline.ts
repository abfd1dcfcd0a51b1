import type pg from 'pg';
import { percentile, round1 } from '../grid/frame-recorder';
import { type CpuShare, countCpu } from '../process-cpu';

/**
 * The floor the API's posting is judged against: a plain node-postgres script doing the writes a
 * five-line sales order needs, as a hand-written program would, at the same concurrency and on the
 * same database, in the same run (this machine is shared: only a same-run ratio means anything).
 * Per order, eleven statements: begin; lock the items in code order and read their cost; read the
 * partner's prices; commit the quantities in stock (one upsert); add them to the items; take a
 * DocEntry; take the number; insert the header, the lines and the audit row; commit.
 */
export interface RawPosting {
  clients: number;
  seconds: number;
  documents: number;
  documentsPerSecond: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
  statementsPerDocument: number;
  /** CPU per posting: PostgreSQL's, and this script's (with the embedded database's thread). */
  cpu: CpuShare;
}

interface Plan {
  customers: { CardCode: string; CardName: string; ListNum: number }[];
  itemCodes: string[];
  series: number;
  whsCode: string;
}

async function planOf(pool: pg.Pool, clients: number): Promise<Plan> {
  const customers = await pool.query<{ card_code: string; card_name: string; list_num: number | null }>(
    `select card_code, card_name, list_num from business_partners where card_type = 'C' and valid_for = 'Y'
      and frozen_for = 'N' order by card_code limit $1`,
    [clients],
  );
  const itemCodes = await pool.query<{ item_code: string }>(
    `select item_code from items where sell_item = 'Y' and frozen_for = 'N' and valid_for = 'Y'
      order by item_code limit 200`,
  );
  const series = await pool.query<{ series: number }>(
    `select series from numbering_series where object_code = '17' and is_default = 'Y' order by series limit 1`,
  );
  const whs = await pool.query<{ whs_code: string }>(
    `select whs_code from warehouses where inactive = 'N' order by whs_code limit 1`,
  );
  const seriesNumber = series.rows[0]?.series;
  const whsCode = whs.rows[0]?.whs_code;
  if (seriesNumber === undefined || whsCode === undefined)
    throw new Error('the company cannot post sales orders');
  return {
    customers: customers.rows.map((row) => ({
      CardCode: row.card_code,
      CardName: row.card_name,
      ListNum: row.list_num ?? 1,
    })),
    itemCodes: itemCodes.rows.map((row) => row.item_code),
    series: seriesNumber,
    whsCode,
  };
}

const statementsPerDocument = 11;

async function postOne(
  client: pg.PoolClient,
  plan: Plan,
  customer: Plan['customers'][number],
  offset: number,
) {
  const codes = Array.from(
    { length: 5 },
    (_, line) => plan.itemCodes[(offset + line) % plan.itemCodes.length] ?? '',
  );
  const quantities = codes.map((_, line) => String(1 + (line % 3)));
  const sorted = [...new Set(codes)].sort();
  await client.query('begin');
  try {
    const costs = await client.query<{ item_code: string; avg_price: string }>(
      'select item_code, avg_price from items where item_code = any($1::text[]) order by item_code for update',
      [sorted],
    );
    const prices = await client.query<{ item_code: string; price: string }>(
      'select item_code, price::text from item_prices where price_list = $1 and item_code = any($2::text[])',
      [customer.ListNum, sorted],
    );
    const priceOf = new Map(prices.rows.map((row) => [row.item_code, row.price]));
    const costOf = new Map(costs.rows.map((row) => [row.item_code, row.avg_price]));
    await client.query(
      `insert into item_warehouses (item_code, whs_code, avg_price, is_commited)
       select v.item_code, $2, 0, v.qty from unnest($1::text[], $3::numeric[]) as v(item_code, qty)
       order by v.item_code
       on conflict (item_code, whs_code) do update set is_commited = item_warehouses.is_commited + excluded.is_commited`,
      [codes, plan.whsCode, quantities],
    );
    await client.query(
      `update items i set is_commited = i.is_commited + v.qty
       from (select item_code, sum(qty) as qty from unnest($1::text[], $2::numeric[]) as u(item_code, qty)
             group by item_code) v where i.item_code = v.item_code`,
      [codes, quantities],
    );
    const entry = await client.query<{ entry: string }>(
      `select nextval('document_entry_17'::regclass) as entry`,
    );
    const number = await client.query<{ doc_num: number }>(
      `update numbering_series set next_number = next_number + 1, version = version + 1
       where series = $1 returning next_number - 1 as doc_num`,
      [plan.series],
    );
    const DocEntry = Number(entry.rows[0]?.entry);
    const DocNum = number.rows[0]?.doc_num;
    const lineTotals = codes.map((code, line) =>
      (Number(priceOf.get(code) ?? '0') * Number(quantities[line])).toFixed(2),
    );
    const total = lineTotals.reduce((sum, value) => sum + Number(value), 0).toFixed(2);
    const today = new Date().toISOString().slice(0, 10);
    await client.query(
      `insert into documents (obj_type, doc_entry, doc_num, series, doc_date, doc_due_date, tax_date, card_code,
         card_name, doc_cur, doc_total, doc_total_fc)
       values ('17', $1, $2, $3, $4, $4, $4, $5, $6, 'EUR', $7, $7)`,
      [DocEntry, DocNum, plan.series, today, customer.CardCode, customer.CardName, total],
    );
    await client.query(
      `insert into document_lines (obj_type, doc_entry, line_num, item_code, dscription, quantity, open_qty,
         price, price_bef_di, line_total, total_frgn, stock_price, whs_code)
       select '17', $1, v.line_num, v.item_code, v.item_code, v.qty, v.qty, v.price, v.price, v.total, v.total,
         v.cost, $2
       from unnest($3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
         as v(line_num, item_code, qty, price, total, cost)`,
      [
        DocEntry,
        plan.whsCode,
        codes.map((_, line) => line),
        codes,
        quantities,
        codes.map((code) => priceOf.get(code) ?? '0'),
        lineTotals,
        codes.map((code) => costOf.get(code) ?? '0'),
      ],
    );
    await client.query(
      `insert into audit_log (user_id, resource, record_key, action, after) values (null, 'marketing-docs', $1, 'create', $2)`,
      [`17/${DocEntry}`, JSON.stringify({ DocEntry, DocNum, lines: codes })],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * Posts five-line orders from `clients` clients for `seconds` over the caller's pool (as many
 * connections as clients on PostgreSQL; one on the embedded database, which takes one at a time).
 */
export async function measureRawPosting(pool: pg.Pool, clients = 20, seconds = 10): Promise<RawPosting> {
  {
    const plan = await planOf(pool, clients);
    const latencies: number[] = [];
    const client = async (at: number, until: number, record: boolean) => {
      const customer = plan.customers[at % plan.customers.length];
      if (!customer) throw new Error('the company has no customer');
      for (let round = 0; performance.now() < until; round += 1) {
        const started = performance.now();
        const connection = await pool.connect();
        try {
          await postOne(connection, plan, customer, at * 7 + round);
        } finally {
          connection.release();
        }
        if (record) latencies.push(performance.now() - started);
      }
    };
    const workers = (until: number, record: boolean) =>
      Promise.all(Array.from({ length: clients }, (_, at) => client(at, until, record)));
    // Warm the pool and the plans before counting, as the API run does.
    await workers(performance.now() + 1000, false);
    const cpu = countCpu();
    const started = performance.now();
    await workers(started + seconds * 1000, true);
    const elapsed = (performance.now() - started) / 1000;
    const spent = cpu.per(latencies.length);
    return {
      clients,
      seconds: round1(elapsed),
      documents: latencies.length,
      documentsPerSecond: round1(latencies.length / elapsed),
      latencyP50Ms: round1(percentile(latencies, 0.5)),
      latencyP95Ms: round1(percentile(latencies, 0.95)),
      statementsPerDocument,
      cpu: spent,
    };
  }
}
