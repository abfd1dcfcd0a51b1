import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { documentAnswerSchema, type MarketingDocument } from '../../src/shared/api/marketing-docs';
import { sumOf } from '../../src/shared/money/decimal';

/** What the load posts: a customer, items with a price, and the warehouse deliveries take from. */
export interface LoadPlan {
  customer: string;
  items: string[];
  warehouse: string;
}

/** What the clients saw: every answer's status, the documents acknowledged, and what they did not expect. */
export interface LoadFigures {
  requests: number;
  statuses: Map<number | 'network', number>;
  acknowledged: MarketingDocument[];
  /** Answers outside the allowed statuses, and requests that hung. */
  unexpected: string[];
}

export interface LoadOptions {
  /** Where the server answers now; a restarted server may listen elsewhere. */
  baseUrl: () => string;
  headers: Record<string, string>;
  plan: LoadPlan;
  clients: number;
  /** Statuses a client may see besides 2xx: 409 (stock) and 503 (database lost) by default. */
  allowed?: number[];
  /** A request that has not answered in this time counts as hung. */
  hangAfterMs?: number;
}

export interface RunningLoad {
  figures: LoadFigures;
  stop(): Promise<LoadFigures>;
}

function body(plan: LoadPlan, round: number) {
  const lines = Array.from({ length: 1 + (round % 4) }, (_, index) => ({
    ItemCode: plan.items[(round + index) % plan.items.length],
    Quantity: String(1 + (index % 3)),
    WarehouseCode: plan.warehouse,
  }));
  return { CardCode: plan.customer, DocumentLines: lines };
}

/**
 * Clients that post sales orders and deliveries and read lists in a loop, as several people at
 * work would, until stopped. Network failures (a killed server) are counted, not thrown.
 */
export function startPostingLoad(options: LoadOptions): RunningLoad {
  const allowed = new Set(options.allowed ?? [409, 503]);
  const figures: LoadFigures = { requests: 0, statuses: new Map(), acknowledged: [], unexpected: [] };
  const count = (key: number | 'network') => figures.statuses.set(key, (figures.statuses.get(key) ?? 0) + 1);
  let running = true;
  const client = async (id: number) => {
    for (let step = 0; running; step++) {
      const round = id + step * options.clients;
      // Each client takes orders, deliveries and reads in turn, starting at a different one.
      const kind = ['17', '15', 'read'][(id + step) % 3];
      const url =
        kind === 'read'
          ? `${options.baseUrl()}/api/v1/marketing/docs/17?per_page=20`
          : `${options.baseUrl()}/api/v1/marketing/docs/${kind}`;
      figures.requests += 1;
      let response: Response;
      try {
        response = await fetch(url, {
          method: kind === 'read' ? 'GET' : 'POST',
          headers: { ...options.headers, 'content-type': 'application/json' },
          body: kind === 'read' ? undefined : JSON.stringify(body(options.plan, round)),
          signal: AbortSignal.timeout(options.hangAfterMs ?? 30_000),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError') {
          figures.unexpected.push(`${kind}: no answer within ${options.hangAfterMs ?? 30_000} ms`);
        }
        count('network');
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      count(response.status);
      const text = await response.text().catch(() => '');
      if (response.status === 201) {
        figures.acknowledged.push(documentAnswerSchema.parse(JSON.parse(text)).ResponseData);
      } else if (response.status === 503 && !response.headers.get('retry-after')) {
        figures.unexpected.push(`${kind}: 503 without Retry-After`);
      } else if (response.status >= 300 && !allowed.has(response.status)) {
        figures.unexpected.push(`${kind}: ${response.status} ${text.slice(0, 200)}`);
      }
    }
  };
  const clients = Array.from({ length: options.clients }, (_, id) => client(id));
  return {
    figures,
    async stop() {
      running = false;
      await Promise.all(clients);
      return figures;
    },
  };
}

/**
 * Documents the server acknowledged that are not stored as it answered them: missing, or with
 * other totals, another number of lines, or lines whose totals do not add up to the answer's.
 */
export async function incompleteDocuments(
  database: Database,
  documents: MarketingDocument[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const document of documents) {
    const { rows } = await database.pool.query<{
      doc_total: string;
      vat_sum: string;
      lines: string;
      line_total: string | null;
    }>(
      `select d.doc_total::text, d.vat_sum::text, count(l.line_num)::text as lines, sum(l.line_total)::text as line_total
         from documents d left join document_lines l on l.obj_type = d.obj_type and l.doc_entry = d.doc_entry
        where d.obj_type = $1 and d.doc_entry = $2 group by d.doc_total, d.vat_sum`,
      [document.ObjType, document.DocEntry],
    );
    const [row] = rows;
    const name = `${document.ObjType}/${document.DocEntry}`;
    if (!row) {
      problems.push(`${name}: acknowledged but not stored`);
      continue;
    }
    const answeredLines = sumOf(document.DocumentLines.map((line) => line.LineTotal));
    const whole =
      Number(row.lines) === document.DocumentLines.length &&
      answeredLines.equals(row.line_total ?? '0') &&
      sumOf([row.doc_total]).equals(document.DocTotal) &&
      sumOf([row.vat_sum]).equals(document.VatSum);
    if (!whole) problems.push(`${name}: stored ${JSON.stringify(row)}, answered ${document.DocTotal}`);
  }
  return problems;
}

/** Fails the test naming the acknowledged documents that are not whole. */
export async function expectAcknowledgedWhole(
  database: Database,
  documents: MarketingDocument[],
): Promise<void> {
  expect(await incompleteDocuments(database, documents)).toEqual([]);
}

/** A valid customer, and stocked items of the warehouse holding most stock, to post against. */
export async function loadPlanOf(database: Database): Promise<LoadPlan> {
  const query = async (text: string) =>
    (await database.pool.query<{ code: string }>(text)).rows.map((row) => row.code);
  const [customer] = await query(
    `select card_code as code from business_partners where card_type = 'C' and valid_for = 'Y'
       and frozen_for = 'N' order by card_code limit 1`,
  );
  const [warehouse] = await query(
    `select whs_code as code from item_warehouses group by whs_code order by sum(on_hand) desc limit 1`,
  );
  const items = await query(
    `select i.item_code as code from items i join item_warehouses w on w.item_code = i.item_code
      where w.whs_code = '${warehouse}' and w.on_hand > 0 and i.invnt_item = 'Y' and i.sell_item = 'Y'
        and i.valid_for = 'Y' and i.frozen_for = 'N' order by i.item_code limit 8`,
  );
  if (!customer || !warehouse || items.length === 0) throw new Error('the demo company has nothing to post');
  return { customer, items, warehouse };
}
