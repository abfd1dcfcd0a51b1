import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import {
  batchQuantities,
  createItem,
  localPartner,
  serialPlaces,
  trackingMismatches,
} from '../support/stock-tracking';
import { postgresOnly } from '../support/test-databases';

// PGlite runs one query at a time (PITFALLS.md): the races exist only on PostgreSQL.
const postgres = postgresOnly('batches and serials under concurrency');
const whs = 'WH02';

describe.each(postgres)('batches and serials under concurrency on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let elsewhere: ReturnType<typeof documentRequests>;
  let headers: Record<string, string>;
  let supplier: string;
  let customer: string;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    elsewhere = documentRequests(await api.startAnotherServer(), headers);
    supplier = await localPartner(api, 'S');
    customer = await localPartner(api, 'C');
  });
  afterEach(async () => {
    await expectStockBalanced(api.database);
    expect(await trackingMismatches(api, ['CONC-B', 'CONC-S'])).toEqual([]);
  });
  afterAll(() => api.close());

  const deliverOne = (index: number, extra: object = {}, item = 'CONC-B') =>
    (index % 2 ? elsewhere : admin).create('15', {
      CardCode: customer,
      DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs, ...extra }],
    });

  it('issues exactly 10 of 50 concurrent deliveries of one unit against a batch of 10, even where negative stock is allowed', async () => {
    // The item may go negative: only the batch's own limit can refuse the other 40.
    await createItem(api, headers, 'CONC-B', { ManBtchNum: 'Y' });
    await sqlRows(api, `update items set allow_neg_stk = 'Y' where item_code = 'CONC-B'`);
    documentOf(
      await admin.create('20', {
        CardCode: supplier,
        DocumentLines: [
          {
            ItemCode: 'CONC-B',
            Quantity: '10',
            WarehouseCode: whs,
            UnitPrice: '3',
            BatchNumbers: [{ BatchNumber: 'C-1', Quantity: '10', ExpiryDate: '2027-06-30' }],
          },
        ],
      }),
      201,
    );
    const ledgerBefore = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    const replies = await Promise.all(Array.from({ length: 50 }, (_, index) => deliverOne(index)));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const reply of replies.filter((one) => one.statusCode === 409))
      expect(reply.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect(await batchQuantities(api, 'CONC-B')).toEqual({ [`C-1@${whs}`]: 0 });
    const ledgerAfter = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    expect((ledgerAfter[0]?.n ?? 0) - (ledgerBefore[0]?.n ?? 0)).toBe(10);
    const documents = await sqlRows<{ n: number }>(
      api,
      `select count(distinct l.doc_entry)::int as n from document_lines l where l.obj_type = '15' and l.item_code = 'CONC-B'`,
    );
    expect(documents[0]?.n).toBe(10);
  });

  it('issues exactly 10 of 50 concurrent goods issues against a batch of 10 in one bin, the batch named or not', async () => {
    const binWhs = 'WH01';
    await createItem(api, headers, 'CONC-BB', { ManBtchNum: 'Y' });
    await sqlRows(api, `update items set allow_neg_stk = 'Y' where item_code = 'CONC-BB'`);
    const [shelf] = await sqlRows<{ abs: number }>(
      api,
      `select min(b.abs_entry) as abs from bin_locations b join warehouses w on w.whs_code = b.whs_code
        where b.whs_code = $1 and b.abs_entry <> w.dft_bin_abs`,
      [binWhs],
    );
    const bin = shelf?.abs ?? 0;
    documentOf(
      await admin.create('59', {
        DocumentLines: [
          {
            ItemCode: 'CONC-BB',
            Quantity: '10',
            WarehouseCode: binWhs,
            UnitPrice: '3',
            BatchNumbers: [{ BatchNumber: 'CB-1', Quantity: '10', ExpiryDate: '2027-06-30' }],
            DocumentLinesBinAllocations: [{ BinAbsEntry: bin, Quantity: '10' }],
          },
        ],
      }),
      201,
    );
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 ? elsewhere : admin).create('60', {
          DocumentLines: [
            {
              ItemCode: 'CONC-BB',
              Quantity: '1',
              WarehouseCode: binWhs,
              ...(index % 3 ? { BatchNumbers: [{ BatchNumber: 'CB-1', Quantity: '1' }] } : {}),
            },
          ],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const [pair] = await sqlRows<{ qty: string }>(
      api,
      `select on_hand_qty::text as qty from batch_bin_stock where item_code = 'CONC-BB' and bin_abs = $1`,
      [bin],
    );
    expect(Number(pair?.qty)).toBe(0);
    expect(await batchQuantities(api, 'CONC-BB')).toEqual({ [`CB-1@${binWhs}`]: 0 });
    expect(await trackingMismatches(api, ['CONC-BB'])).toEqual([]);
  });

  it('delivers a serial once when 20 deliveries name it at the same time', async () => {
    await createItem(api, headers, 'CONC-S', { ManSerNum: 'Y' });
    documentOf(
      await admin.create('20', {
        CardCode: supplier,
        DocumentLines: [
          {
            ItemCode: 'CONC-S',
            Quantity: '2',
            WarehouseCode: whs,
            UnitPrice: '50',
            SerialNumbers: [{ InternalSerialNumber: 'CS-1' }, { InternalSerialNumber: 'CS-2' }],
          },
        ],
      }),
      201,
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        deliverOne(index, { SerialNumbers: [{ InternalSerialNumber: 'CS-1' }] }, 'CONC-S'),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await serialPlaces(api, 'CONC-S')).toEqual({ 'CS-1': '', 'CS-2': whs });
    const moves = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from stock_allocations a join serial_numbers s on s.abs_entry = a.serial_abs
        where s.dist_number = 'CS-1' and a.quantity < 0`,
    );
    expect(moves[0]?.n).toBe(1);
  });
});
