import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, partnerOf, sqlRows, stockOf } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

// PGlite runs one query at a time on one connection (PITFALLS.md): races exist only on PostgreSQL.
const postgres = testDatabases().filter((target) => target.name === 'postgres');

describe.runIf(postgres.length > 0).each(postgres)('documents under concurrency on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let customer: string;
  let supplier: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    supplier = await partnerOf(api, 'S');
    const [row] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
        and allow_neg_stk = 'N' order by item_code desc limit 1`,
    );
    item = row?.item_code ?? '';
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  it('numbers 200 documents created at once with no gap and no duplicate', async () => {
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        admin.create('23', { CardCode: customer, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      ),
    );
    const numbers = replies.map((reply) => documentOf(reply, 201).DocNum).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, index) => first + index));
    const entries = new Set(replies.map((reply) => documentOf(reply, 201).DocEntry));
    expect(entries.size).toBe(200);
  });

  it('delivers exactly 10 of 50 concurrent deliveries against a stock of 10 and refuses 40', async () => {
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
      Array.from({ length: 50 }, () =>
        admin.create('15', {
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
  });
});
