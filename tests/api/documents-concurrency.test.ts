import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  partnerOf,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { postgresOnly } from '../support/test-databases';

// PGlite runs one query at a time on one connection (PITFALLS.md): races exist only on PostgreSQL.
const postgres = postgresOnly('documents under concurrency');

type Requests = ReturnType<typeof documentRequests>;

describe.each(postgres)('documents under concurrency on $name', (target) => {
  let api: ApiHarness;
  let admin: Requests;
  /** The same administrator on a second API server with its own pool, as behind a load balancer. */
  let elsewhere: Requests;
  let customer: string;
  let supplier: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    const other = await api.startAnotherServer();
    // The session was made on the first server: the second must honour it from the database.
    elsewhere = documentRequests(other, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    supplier = await partnerOf(api, 'S');
    const [row] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
        and allow_neg_stk = 'N' and man_btch_num = 'N' and man_ser_num = 'N' order by item_code desc limit 1`,
    );
    item = row?.item_code ?? '';
  });
  afterEach(() => expectStockBalanced(api.database));
  // Closing the first server's database closes the second's pool too (test-databases.ts).
  afterAll(() => api.close());

  /** The n-th of many concurrent requests goes to one server, the next to the other. */
  const spread = (servers: Requests[], index: number) => servers[index % servers.length] ?? admin;

  async function numbersWithoutGaps(servers: Requests[]) {
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        spread(servers, index).create('23', {
          CardCode: customer,
          DocumentLines: [{ ItemCode: item, Quantity: '1' }],
        }),
      ),
    );
    const numbers = replies.map((reply) => documentOf(reply, 201).DocNum).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => first + index));
    const entries = new Set(replies.map((reply) => documentOf(reply, 201).DocEntry));
    expect(entries.size).toBe(200);
  }

  async function deliversNoMoreThanStock(servers: Requests[]) {
    const whs = 'WH03';
    const { OnHand } = await stockOf(api, item, whs);
    if (OnHand > 10)
      documentOf(
        await admin.create('15', {
          CardCode: customer,
          DocumentLines: [{ ItemCode: item, Quantity: String(OnHand - 10), WarehouseCode: whs }],
        }),
        201,
      );
    if (OnHand < 10)
      documentOf(
        await admin.create('20', {
          CardCode: supplier,
          DocumentLines: [{ ItemCode: item, Quantity: String(10 - OnHand), WarehouseCode: whs }],
        }),
        201,
      );
    expect((await stockOf(api, item, whs)).OnHand).toBe(10);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        spread(servers, index).create('15', {
          CardCode: customer,
          DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
        }),
      ),
    );
    const delivered = replies.filter((reply) => reply.statusCode === 201);
    const refused = replies.filter((reply) => reply.statusCode === 409);
    expect(delivered).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reply of refused) {
      const body = errorBodySchema.parse(reply.json());
      expect(body.code).toBe('INSUFFICIENT_STOCK');
      expect(body.message).toBe(
        `Not enough stock of item ${item} in warehouse ${whs}: 0 on hand, 1 required.`,
      );
    }
    expect((await stockOf(api, item, whs)).OnHand).toBe(0);
  }

  it('numbers 200 documents created at once with no gap and no duplicate', () => numbersWithoutGaps([admin]));

  it('numbers 200 documents created at once on two API servers with no gap and no duplicate', () =>
    numbersWithoutGaps([admin, elsewhere]));

  it('delivers exactly 10 of 50 concurrent deliveries against a stock of 10 and refuses 40', () =>
    deliversNoMoreThanStock([admin]));

  it('delivers exactly 10 of 50 deliveries spread over two API servers against a stock of 10', () =>
    deliversNoMoreThanStock([admin, elsewhere]));

  it('completes postings that touch the same items in opposite order, on two API servers, without a deadlock', async () => {
    const [first = '', second = ''] = (
      await sqlRows<{ item_code: string }>(
        api,
        `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and valid_for = 'Y'
          and frozen_for = 'N' order by item_code limit 2`,
      )
    ).map((row) => row.item_code);
    const lines = (codes: string[]) =>
      codes.map((ItemCode) => ({ ItemCode, Quantity: '1', WarehouseCode: 'WH01' }));
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        spread([admin, elsewhere], index).create('17', {
          CardCode: customer,
          DocumentLines: lines(index % 2 === 0 ? [first, second] : [second, first]),
        }),
      ),
    );
    for (const reply of replies) documentOf(reply, 201);
  });

  it('posts invoices and credit-checked orders of one customer at once without a deadlock, the balance exact', async () => {
    const headers = await api.writeHeaders('admin');
    const settings = async (values: object) => {
      const url = '/api/v1/resources/doc-settings/1';
      const read = await api.app.inject({ method: 'GET', url, headers });
      const { version } = (read.json() as { ResponseData: { version: number } }).ResponseData;
      const saved = await api.app.inject({ method: 'PATCH', url, headers, payload: { ...values, version } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const [first = '', second = ''] = (
      await sqlRows<{ item_code: string }>(
        api,
        `select i.item_code from items i join item_warehouses w on w.item_code = i.item_code and w.whs_code = 'WH01'
          where i.invnt_item = 'Y' and i.sell_item = 'Y' and i.valid_for = 'Y' and i.frozen_for = 'N'
            and i.man_btch_num = 'N' and i.man_ser_num = 'N' and w.on_hand >= 40
          order by i.item_code limit 2`,
      )
    ).map((row) => row.item_code);
    const balance = async () =>
      Number(
        (
          await sqlRows<{ balance: string }>(
            api,
            'select balance::text from business_partners where card_code = $1',
            [customer],
          )
        )[0]?.balance,
      );
    // An invoice locks the items, then the partner (its balance); an order checked against the
    // credit line queues on the partner's advisory lock, then locks the items (what it commits).
    await sqlRows(
      api,
      'update business_partners set credit_line = balance + 100000000 where card_code = $1',
      [customer],
    );
    await settings({ CreditCheck: 'B' });
    try {
      const before = await balance();
      const lines = (codes: string[]) =>
        codes.map((ItemCode) => ({ ItemCode, Quantity: '1', UnitPrice: '10', WarehouseCode: 'WH01' }));
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          spread([admin, elsewhere], index).create(index % 2 === 0 ? '13' : '17', {
            CardCode: customer,
            DocumentLines: lines(index % 2 === 0 ? [first, second] : [second, first]),
          }),
        ),
      );
      const invoiced = replies
        .map((reply) => documentOf(reply, 201))
        .filter((document) => document.ObjType === '13')
        .reduce((sum, document) => sum + Number(document.DocTotal), 0);
      expect(await balance()).toBeCloseTo(before + invoiced, 6);
    } finally {
      await settings({ CreditCheck: 'I' });
    }
  });

  it('lets one of 20 edits of the same version on two API servers through and answers the others 409', async () => {
    const order = documentOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: 'WH01' }],
      }),
      201,
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        spread([admin, elsewhere], index).update('17', order.DocEntry, {
          version: order.version,
          Comments: `edit ${index}`,
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const reply of replies.filter((candidate) => candidate.statusCode !== 200))
      expect(errorOf(reply, 409).code).toBe('VERSION_CONFLICT');
    const stored = documentOf(await elsewhere.read('17', order.DocEntry));
    expect(stored.version).toBe(order.version + 1);
    expect(stored.Comments).toBe(accepted[0] && documentOf(accepted[0]).Comments);
  });
});
