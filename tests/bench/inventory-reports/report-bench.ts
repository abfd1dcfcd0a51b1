import { execFileSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';
import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signIn } from '../../support/sign-in';
import type { ReportBenchEntry, ReportRun, Timing } from './report-history';

/** Requests (and raw queries) measured per report, after a few unmeasured ones warm the caches. */
const warmUp = 5;
const pageSize = 100;

function timingOf(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { samples: sorted.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)) };
}

async function timed(times: number, run: () => Promise<void>): Promise<Timing> {
  for (let warm = 0; warm < warmUp; warm++) await run();
  const samples: number[] = [];
  for (let index = 0; index < times; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return timingOf(samples);
}

interface Target {
  path: string;
  page: string;
  count: string;
}

/** The same first pages as the server reads them, written out by hand (no rules: admin reads all). */
function targets(date: string): Record<string, Target> {
  return {
    movements: {
      path: `/api/v1/inventory/reports/movements?per_page=${pageSize}&count=1`,
      page: `select l.trans_num, l.trans_type, l.created_by, l.doc_line_num, d.doc_num, l.doc_date, l.item_code,
          i.item_name, l.whs_code, w.whs_name, l.in_qty, l.out_qty, l.price, l.card_code, p.card_name, l.comments
        from inventory_ledger l
        left join items i on i.item_code = l.item_code
        left join warehouses w on w.whs_code = l.whs_code
        left join business_partners p on p.card_code = l.card_code
        left join documents d on d.obj_type = l.trans_type and d.doc_entry = l.created_by and d.draft = 'N'
        order by l.trans_num desc limit ${pageSize + 1}`,
      count: 'select count(*) from inventory_ledger',
    },
    cumulativeBalances: {
      path: `/api/v1/inventory/reports/cumulative-balances?date=${date}&per_page=${pageSize}&count=1`,
      page: `select s.item_code, i.item_name, s.whs_code, w.whs_name, m.quantity, m.value
        from item_warehouses s
        join items i on i.item_code = s.item_code
        join warehouses w on w.whs_code = s.whs_code
        cross join lateral (
          select coalesce(sum(l.in_qty - l.out_qty), 0)::numeric(19,6)::text as quantity,
            coalesce(sum((l.in_qty - l.out_qty) * l.price), 0)::numeric(19,6)::text as value
          from inventory_ledger l
          where l.item_code = s.item_code and l.whs_code = s.whs_code and l.doc_date <= '${date}'
        ) m
        order by s.item_code, s.whs_code limit ${pageSize + 1}`,
      count: 'select count(*) from item_warehouses',
    },
    stockByItem: {
      path: `/api/v1/inventory/reports/stock-by-item?per_page=${pageSize}&count=1`,
      page: `select i.item_code, i.item_name, h.*
        from items i
        left join lateral (
          select jsonb_object_agg(s.whs_code, s.on_hand::text) as by_warehouse,
            coalesce(sum(s.on_hand), 0)::numeric(19,6)::text as on_hand,
            coalesce(sum(s.is_commited), 0)::numeric(19,6)::text as is_commited,
            coalesce(sum(s.on_order), 0)::numeric(19,6)::text as on_order,
            coalesce(sum(s.on_hand - s.is_commited + s.on_order), 0)::numeric(19,6)::text as available,
            coalesce(sum(s.on_hand * s.avg_price), 0)::numeric(19,6)::text as value
          from item_warehouses s where s.item_code = i.item_code
        ) h on true
        where i.invnt_item = 'Y'
        order by i.item_code limit ${pageSize + 1}`,
      count: "select count(*) from items where invnt_item = 'Y'",
    },
  };
}

/** Each report's first page through a built server started with `environment`, one request at a time. */
async function measureApi(
  url: string,
  environment: Record<string, string>,
  date: string,
  requests: number,
): Promise<Record<string, Timing>> {
  const server = await spawnServer({ DATABASE_URL: url, SEED: 'none', LOG_LEVEL: 'warn', ...environment });
  try {
    await waitUntilHealthy(server, 180_000);
    const headers = { authorization: `Bearer ${await signIn(server.url, 'admin')}` };
    const timings: Record<string, Timing> = {};
    for (const [name, target] of Object.entries(targets(date)))
      timings[name] = await timed(requests, async () => {
        const response = await fetch(`${server.url}${target.path}`, { headers });
        if (!response.ok) throw new Error(`${target.path}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      });
    return timings;
  } finally {
    await server.stop('SIGTERM');
  }
}

/**
 * The stock reports' first pages on the large company (issue 21): through the built server and,
 * in the same run on the same copy, as raw SQL; `requests` each, one at a time.
 */
export async function measureInventoryReports(
  adminUrl: string,
  label: string,
  requests = 40,
): Promise<ReportBenchEntry> {
  const copy = await copyOfLargeCompany(adminUrl);
  const pool = new pg.Pool({ connectionString: copy.url, max: 2 });
  // An idle connection cut by the server (a restart, another suite's terminate) must not end the run.
  pool.on('error', (error) => console.warn(`bench pool: ${error.message}`));
  try {
    await pool.query('analyze');
    const [sizes] = (
      await pool.query<{ ledger: number; stock: number }>(
        'select (select count(*) from inventory_ledger)::int as ledger, (select count(*) from item_warehouses)::int as stock',
      )
    ).rows;
    const date = new Date().toISOString().slice(0, 10);
    // Once as served (the total kept per filter until a posting), once counting it every time.
    const kept = await measureApi(copy.url, {}, date, requests);
    const counting = await measureApi(copy.url, { LIST_COUNT_SECONDS: '0' }, date, Math.min(requests, 20));
    const reports: Record<string, ReportRun> = {};
    for (const [name, target] of Object.entries(targets(date))) {
      const rawPage = await timed(requests, async () => void (await pool.query(target.page)));
      const rawCount = await timed(Math.min(requests, 10), async () => void (await pool.query(target.count)));
      const api = kept[name];
      const apiCounting = counting[name];
      if (!api || !apiCounting) throw new Error(`${name} was not measured`);
      reports[name] = { api, apiCounting, rawPage, rawCount };
      console.log(
        `${name}: API p95 ${api.p95Ms} ms (counting ${apiCounting.p95Ms}), raw page p95 ${rawPage.p95Ms} ms, count p95 ${rawCount.p95Ms} ms`,
      );
    }
    return {
      label,
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
      machine: { cpus: os.cpus().length, load1: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
      ledgerRows: sizes?.ledger ?? 0,
      itemWarehouses: sizes?.stock ?? 0,
      reports,
    };
  } finally {
    await pool.end();
    await copy.drop();
  }
}
