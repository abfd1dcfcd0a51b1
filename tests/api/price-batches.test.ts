import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPriceBatch, startPriceBatch } from '../../src/server/modules/price-tools/price-batch-runner';
import { previewChange } from '../../src/server/modules/price-tools/price-tool-queries';
import { buildAbility } from '../../src/shared/access/app-ability';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  byItemAnswerSchema,
  gapsAnswerSchema,
  type PriceBatch,
  type PriceChange,
  priceBatchAnswerSchema,
  priceBatchFinished,
  priceBatchListAnswerSchema,
  priceChangeSchema,
  priceHistoryAnswerSchema,
  pricePreviewAnswerSchema,
  statsAnswerSchema,
} from '../../src/shared/api/price-batches';
import { resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import { sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/** Three items whose prices in list 2 the test sets by hand, so each result is computed by hand. */
const handPrices = ['10.000000', '12.340000', '0.990000'];

describe.each(testDatabases())('base price batches on $name', (target) => {
  let api: ApiHarness;
  let codes: string[] = [];
  const { send } = requestsUnder(() => api, 'pricing/base-prices', 'admin');

  const pricesOf = async (list: number, itemCodes = codes) =>
    (
      await sqlRows<{ item_code: string; price: string }>(
        api,
        'select item_code, price::text as price from item_prices where price_list = $1 and item_code = any($2::text[]) order by item_code',
        [list, itemCodes],
      )
    ).map((row) => row.price);

  const setHandPrices = async () => {
    for (const [index, code] of codes.entries())
      await sqlRows(api, 'update item_prices set price = $1 where price_list = 2 and item_code = $2', [
        handPrices[index],
        code,
      ]);
  };

  /** Polls the batch until it is no longer running or undoing (it runs after the answer). */
  const settled = async (batchId: number): Promise<PriceBatch> => {
    for (;;) {
      const reply = await send('GET', `batches/${batchId}`);
      expect(reply.statusCode, reply.body).toBe(200);
      const batch = priceBatchAnswerSchema.parse(reply.json()).ResponseData;
      if (priceBatchFinished(batch.Status)) return batch;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const apply = async (change: object) => {
    const reply = await send('POST', 'batches', change);
    expect(reply.statusCode, reply.body).toBe(201);
    return settled(priceBatchAnswerSchema.parse(reply.json()).ResponseData.BatchId);
  };

  const undo = async (batchId: number, confirm?: boolean) => {
    const reply = await send(
      'POST',
      `batches/${batchId}/undo`,
      confirm === undefined ? {} : { Confirm: confirm },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return settled(batchId);
  };

  beforeAll(async () => {
    api = await startApi(target);
    codes = (
      await sqlRows<{ item_code: string }>(
        api,
        "select item_code from items where item_code ~ '^[A-Z]' order by item_code limit 3",
      )
    ).map((row) => row.item_code);
    const [company] = await sqlRows<{ price_dec: number }>(api, 'select price_dec from company');
    expect(company?.price_dec).toBe(3);
  });
  afterAll(() => api.close());

  const byHand = (selection: object, rule: object) => ({
    Kind: 'factor',
    Selection: { PriceList: 2, ItemCodes: codes, ...selection },
    ...rule,
  });

  // 10.00, 12.34, 0.99 in list 2; PriceDec is 3.
  const cases: [string, object, string[]][] = [
    ['a 3% rise kept to the price decimals', { Factor: '1.03' }, ['10.300000', '12.710000', '1.020000']],
    [
      'a 3% rise to the nearest 0.05',
      { Factor: '1.03', Rounding: 'nearest', RoundTo: '0.05' },
      ['10.300000', '12.700000', '1.000000'],
    ],
    [
      'a 3% rise up to 0.10',
      { Factor: '1.03', Rounding: 'up', RoundTo: '0.10' },
      ['10.300000', '12.800000', '1.100000'],
    ],
    [
      'a 3% rise down to a whole unit',
      { Factor: '1.03', Rounding: 'down', RoundTo: '1' },
      ['10.000000', '12.000000', '1.000000'],
    ],
    [
      'a 3% rise to the nearest ten',
      { Factor: '1.03', Rounding: 'nearest', RoundTo: '10' },
      ['10.000000', '10.000000', '0.000000'],
    ],
    [
      '0.50 more, up to 0.05',
      { Kind: 'amount', Amount: '0.50', Rounding: 'up', RoundTo: '0.05' },
      ['10.500000', '12.850000', '1.500000'],
    ],
    [
      '0.25 less, to the price decimals',
      { Kind: 'amount', Amount: '-0.25' },
      ['9.750000', '12.090000', '0.740000'],
    ],
    [
      'a 10% fall to the nearest 0.01',
      { Factor: '0.9', Rounding: 'nearest', RoundTo: '0.01' },
      ['9.000000', '11.110000', '0.890000'],
    ],
  ];

  it.each(cases)('previews, applies and undoes %s, computed by hand', async (_name, rule, expected) => {
    await setHandPrices();
    const change = byHand({}, rule);
    const preview = await send('POST', 'batches/preview', change);
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = pricePreviewAnswerSchema.parse(preview.json()).ResponseData;
    expect(shown.Rows).toBe(3);
    expect(shown.Sample.map((row) => [row.ItemCode, row.OldPrice, row.NewPrice])).toEqual(
      codes.map((code, index) => [code, handPrices[index], expected[index]]),
    );
    // The preview wrote nothing.
    expect(await pricesOf(2)).toEqual(handPrices);

    const batch = await apply(change);
    expect(batch).toMatchObject({
      Status: 'applied',
      RowsTotal: 3,
      RowsDone: 3,
      CreatedBy: expect.any(String),
    });
    expect(batch.Rule).toMatchObject(priceChangeSchema.parse(change));
    expect(await pricesOf(2)).toEqual(expected);

    const undone = await undo(batch.BatchId);
    expect(undone).toMatchObject({ Status: 'undone', RowsUndone: 3, UndoOverwrote: 0 });
    expect(await pricesOf(2)).toEqual(handPrices);
  });

  it('refuses an amount that would take a price below zero, and a selection with no price', async () => {
    await setHandPrices();
    for (const path of ['batches/preview', 'batches']) {
      const negative = await send('POST', path, byHand({}, { Kind: 'amount', Amount: '-1' }));
      expect(negative.statusCode).toBe(400);
      expect(errorBodySchema.parse(negative.json()).fields?.Amount?.[0]).toContain('1');
    }
    const none = await send('POST', 'batches', byHand({ ItemCodes: ['NO-SUCH-ITEM'] }, { Factor: '1.1' }));
    expect(none.statusCode).toBe(400);
    const bad = await send('POST', 'batches', byHand({}, { Factor: '-1' }));
    expect(errorBodySchema.parse(bad.json()).fields).toHaveProperty('Factor');
    expect(await pricesOf(2)).toEqual(handPrices);
  });

  it('copies a price list into an empty one with a factor, and the undo removes what it created', async () => {
    await sqlRows(
      api,
      "insert into price_lists (list_num, list_name, base_num) values (990, 'Copy target', 990)",
    );
    await sqlRows(api, 'update item_prices set price = $1 where price_list = 1 and item_code = $2', [
      '20.000000',
      codes[0],
    ]);
    await sqlRows(api, 'update item_prices set price = $1 where price_list = 1 and item_code = $2', [
      '3.330000',
      codes[1],
    ]);
    const [counted] = await sqlRows<{ count: number }>(
      api,
      'select count(*)::int as count from item_prices where price_list = 1',
    );
    const change = {
      Kind: 'copy',
      SourceList: 1,
      TargetList: 990,
      Factor: '1.1',
      Rounding: 'nearest',
      RoundTo: '0.05',
    };
    const preview = pricePreviewAnswerSchema.parse(
      (await send('POST', 'batches/preview', change)).json(),
    ).ResponseData;
    expect(preview).toMatchObject({ Rows: counted?.count, Created: counted?.count });
    const batch = await apply(change);
    expect(batch.RowsDone).toBe(counted?.count);
    // 20 x 1.1 = 22.00; 3.33 x 1.1 = 3.663, to the nearest 0.05 = 3.65.
    expect(await pricesOf(990, codes.slice(0, 2))).toEqual(['22.000000', '3.650000']);
    const undone = await undo(batch.BatchId);
    expect(undone.Status).toBe('undone');
    const [left] = await sqlRows<{ count: number }>(
      api,
      'select count(*)::int as count from item_prices where price_list = 990',
    );
    expect(left?.count).toBe(0);
  });

  it('copies over a list that has prices, keeping the old ones for the undo', async () => {
    const before = await pricesOf(3);
    const change = { Kind: 'copy', SourceList: 2, TargetList: 3, Factor: '2' };
    await setHandPrices();
    const preview = pricePreviewAnswerSchema.parse(
      (await send('POST', 'batches/preview', change)).json(),
    ).ResponseData;
    expect(preview.Created).toBe(0);
    const batch = await apply(change);
    expect(await pricesOf(3)).toEqual(['20.000000', '24.680000', '1.980000']);
    await undo(batch.BatchId);
    expect(await pricesOf(3)).toEqual(before);
    const same = await send('POST', 'batches', { ...change, TargetList: 2 });
    expect(errorBodySchema.parse(same.json()).fields).toHaveProperty('TargetList');
    const missing = await send('POST', 'batches/preview', { ...change, TargetList: 999 });
    expect(errorBodySchema.parse(missing.json()).fields).toHaveProperty('TargetList');
  });

  it('answers 409 to an undo over a price edited since, shows both in the history, and undoes once confirmed', async () => {
    await setHandPrices();
    const batch = await apply(byHand({}, { Factor: '1.5' }));
    expect(await pricesOf(2)).toEqual(['15.000000', '18.510000', '1.485000']);
    const path = `/api/v1/resources/item-prices/2/${encodeURIComponent(codes[1] ?? '')}`;
    const headers = await api.writeHeaders('admin');
    const read = await api.app.inject({ method: 'GET', url: path, headers });
    const { version } = resourceRecordAnswerSchema.parse(read.json()).ResponseData;
    const edited = await api.app.inject({
      method: 'PATCH',
      url: path,
      headers,
      payload: { Price: '19', version },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const refused = await send('POST', `batches/${batch.BatchId}/undo`, {});
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      code: 'VERSION_CONFLICT',
      fields: { Confirm: [expect.stringContaining('1')] },
    });
    expect(await pricesOf(2)).toEqual(['15.000000', '19.000000', '1.485000']);

    const history = async () =>
      priceHistoryAnswerSchema.parse(
        (await send('GET', `history?PriceList=2&ItemCode=${encodeURIComponent(codes[1] ?? '')}`)).json(),
      ).ResponseData.data;
    const shown = await history();
    expect(shown.slice(0, 2)).toEqual([
      expect.objectContaining({ BatchId: null, After: expect.stringMatching(/^19(\.0+)?$/) }),
      expect.objectContaining({ BatchId: batch.BatchId, Before: '12.340000', After: '18.510000' }),
    ]);

    const undone = await undo(batch.BatchId, true);
    expect(undone).toMatchObject({ Status: 'undone', UndoOverwrote: 1, UndoneBy: expect.any(String) });
    expect(await pricesOf(2)).toEqual(handPrices);
    expect((await history())[0]).toMatchObject({
      BatchId: batch.BatchId,
      Before: '18.510000',
      After: '12.340000',
    });

    const again = await send('POST', `batches/${batch.BatchId}/undo`, { Confirm: true });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).code).toBe('INVALID_STATE');
  });

  // PGlite runs one statement at a time: two writers at once are PostgreSQL's (PITFALLS.md).
  it.runIf(target.name === 'postgres')(
    'settles a batch and an inline edit of the same price at once: the later wins, and the history shows both',
    async () => {
      await setHandPrices();
      const code = codes[0] ?? '';
      const path = `/api/v1/resources/item-prices/2/${encodeURIComponent(code)}`;
      const headers = await api.writeHeaders('admin');
      const read = await api.app.inject({ method: 'GET', url: path, headers });
      const { version } = resourceRecordAnswerSchema.parse(read.json()).ResponseData;
      // Both wait on this lock, then go in whichever order the database lets them.
      const blocker = await api.database.pool.connect();
      await blocker.query('begin');
      await blocker.query('select 1 from item_prices where price_list = 2 and item_code = $1 for update', [
        code,
      ]);
      const started = await send('POST', 'batches', byHand({}, { Factor: '2' }));
      expect(started.statusCode, started.body).toBe(201);
      const edit = api.app.inject({ method: 'PATCH', url: path, headers, payload: { Price: '7', version } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await blocker.query('commit');
      blocker.release();
      const edited = await edit;
      const batch = await settled(priceBatchAnswerSchema.parse(started.json()).ResponseData.BatchId);
      expect(batch.Status).toBe('applied');
      const [price] = await pricesOf(2, [code]);
      const history = priceHistoryAnswerSchema.parse(
        (await send('GET', `history?PriceList=2&ItemCode=${encodeURIComponent(code)}`)).json(),
      ).ResponseData.data;
      // The newest change is the price there now.
      expect(Number(history[0]?.After)).toBe(Number(price));
      if (edited.statusCode === 200) {
        // The edit went first: the batch doubled the edited price, and both are in the history.
        expect(price).toBe('14.000000');
        expect(history.slice(0, 2)).toEqual([
          expect.objectContaining({ BatchId: batch.BatchId, Before: '7.000000', After: '14.000000' }),
          expect.objectContaining({ BatchId: null }),
        ]);
      } else {
        // The batch went first: the edit, made on the version before it, is refused as stale.
        expect(edited.statusCode).toBe(409);
        expect(price).toBe('20.000000');
      }
      await undo(batch.BatchId, true);
    },
  );

  it('runs a batch chunk by chunk, each leaving the batch where it is, and undoes it the same way', async () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const some = (
      await sqlRows<{ item_code: string }>(api, 'select item_code from items order by item_code limit 40')
    ).map((row) => row.item_code);
    const change = priceChangeSchema.parse({
      Kind: 'factor',
      Selection: { PriceList: 4, ItemCodes: some },
      Factor: '1.07',
    });
    const listFour = () =>
      sqlRows<{ item_code: string; price: string }>(
        api,
        'select item_code, price::text as price from item_prices where price_list = 4 and item_code = any($1::text[]) order by item_code',
        [some],
      );
    const before = await listFour();
    expect(before).toHaveLength(40);
    const [userId] = await sqlRows<{ user_id: number }>(
      api,
      "select user_id from users where user_code = 'admin'",
    );
    const batchId = await startPriceBatch(api.database.db, change, admin, userId?.user_id ?? 0);
    await runPriceBatch(api.database.db, batchId, 7);
    const after = await sqlRows<{ item_code: string; price: string; expected: string }>(
      api,
      `select p.item_code, p.price::text as price, round(r.old_price * 1.07, 3)::numeric(19,6)::text as expected
         from item_prices p join price_batch_rows r on r.price_list = p.price_list and r.item_code = p.item_code
        where r.batch_id = $1 order by p.item_code`,
      [batchId],
    );
    expect(after.map((row) => row.price)).toEqual(after.map((row) => row.expected));
    expect(after.map((row) => row.item_code)).toEqual(before.map((row) => row.item_code));
    const batch = priceBatchAnswerSchema.parse((await send('GET', `batches/${batchId}`)).json()).ResponseData;
    expect(batch).toMatchObject({ Status: 'applied', RowsDone: before.length, RowsTotal: before.length });

    await sqlRows(api, "update price_batches set status = 'undoing' where batch_id = $1", [batchId]);
    await runPriceBatch(api.database.db, batchId, 5);
    expect(await listFour()).toEqual(before);
    const listed = priceBatchListAnswerSchema.parse(
      (await send('GET', 'batches?limit=5')).json(),
    ).ResponseData;
    expect(listed.data[0]).toMatchObject({ BatchId: batchId, Status: 'undone', RowsUndone: before.length });
  });

  it("reaches only the prices the caller's rules let them update", async () => {
    const listTwoOnly = buildAbility([
      { action: ['read', 'update'], subject: 'ItemPrice', conditions: { PriceList: 2 } },
    ]);
    const change: PriceChange = priceChangeSchema.parse({
      Kind: 'factor',
      Selection: { ItemCodes: codes },
      Factor: '2',
    });
    const preview = await previewChange(api.database.db, change, listTwoOnly);
    expect(preview.Rows).toBe(3);
    expect(new Set(preview.Sample.map((row) => row.PriceList))).toEqual(new Set([2]));
    const sales = await send('POST', 'batches', byHand({}, { Factor: '2' }), 'sales');
    expect(sales.statusCode).toBe(403);
    const salesBatches = await send('GET', 'batches', undefined, 'sales');
    expect(salesBatches.statusCode).toBe(403);
  });

  it("shows an item's prices in every list, the items a list lacks, and the lists' figures", async () => {
    const code = codes[2] ?? '';
    const byItem = byItemAnswerSchema.parse(
      (await send('GET', `by-item?ItemCode=${encodeURIComponent(code)}`, undefined, 'sales')).json(),
    );
    const lists = await sqlRows<{ count: number }>(api, 'select count(*)::int as count from price_lists');
    expect(byItem.ResponseData.data).toHaveLength(lists[0]?.count ?? 0);
    expect(byItem.ResponseData.data.find((row) => row.PriceList === 2)?.Price).toBe('0.990000');

    await sqlRows(api, 'delete from item_prices where price_list = 6 and item_code = $1', [code]);
    const gaps = gapsAnswerSchema.parse((await send('GET', 'gaps?PriceList=6')).json()).ResponseData;
    expect(gaps.data.map((row) => row.ItemCode)).toContain(code);
    expect(gaps.total).toBe(gaps.data.length);

    const stats = statsAnswerSchema.parse((await send('GET', 'stats?days=7')).json()).ResponseData;
    const [figures] = await sqlRows<{ count: number; min: string; max: string }>(
      api,
      'select count(*)::int as count, min(price)::text as min, max(price)::text as max from item_prices where price_list = 6',
    );
    expect(stats.lists.find((row) => row.PriceList === 6)).toMatchObject({
      Count: figures?.count,
      Min: figures?.min,
      Max: figures?.max,
    });
    expect(stats.changes).toHaveLength(7);
    expect(stats.changes.at(-1)?.Batch).toBeGreaterThan(0);
    expect(stats.changes.at(-1)?.Edited).toBeGreaterThan(0);
  });
});
