import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/server/errors/app-error';
import { resolvePrice, resolvePrices } from '../../src/server/modules/documents/pricing/resolve-price';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentAnswerSchema, priceQuoteAnswerSchema } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/**
 * A hand-made fixture beside the demo data: items PR-A..PR-E, price lists 91..95 and partners
 * P-* in groups and lists of their own, so that each rule is tried alone. Partner group 103 and
 * item group 102 carry no demo discount groups; the "everyone" group only discounts item group 104.
 */
const fixtureSql = `
insert into items (item_code, item_name, itms_grp_cod, firm_code, ugp_entry) values
  ('PR-A', 'Pricing A', 100, 1, 2), ('PR-B', 'Pricing B', 101, 2, null), ('PR-C', 'Pricing C', 104, 3, null),
  ('PR-D', 'Pricing D', 101, null, null), ('PR-E', 'Pricing E', 101, null, null);
insert into price_lists (list_num, list_name, base_num, factor, round_sys, prim_curr) values
  (91, 'Derived to 0.05', 1, 0.83, '1', 'USD'), (92, 'Derived to 0.10', 1, 0.83, '2', 'USD'),
  (93, 'Derived to units', 1, 0.83, '3', 'USD'), (94, 'Derived unrounded', 1, 0.83, '0', 'USD'),
  (95, 'Own prices', 95, 1, '0', 'EUR');
insert into item_prices (item_code, price_list, price, currency, ovrwritten) values
  ('PR-A', 1, 10.33, 'USD', 'N'), ('PR-B', 1, 20, 'USD', 'N'), ('PR-C', 1, 5, 'USD', 'N'), ('PR-E', 1, 6, 'USD', 'N'),
  ('PR-A', 91, 1, 'USD', 'N'), ('PR-A', 92, 1, 'USD', 'N'), ('PR-A', 93, 1, 'USD', 'N'), ('PR-A', 94, 1, 'USD', 'N'),
  ('PR-B', 93, 15.55, 'USD', 'Y'), ('PR-B', 94, 16.6, 'USD', 'N'), ('PR-C', 94, 4.15, 'USD', 'N'),
  ('PR-A', 95, 7.77, 'EUR', 'N');
insert into business_partners (card_code, card_name, card_type, group_code, list_num, slp_code) values
  ('P-SP', 'Special prices', 'C', 100, 94, 1), ('P-DG', 'Discount groups', 'C', 103, 94, null),
  ('P-LS', 'List specials', 'C', 100, 95, null), ('P-91', 'List 91', 'C', 100, 91, null),
  ('P-92', 'List 92', 'C', 100, 92, null), ('P-93', 'List 93', 'C', 100, 93, null), ('P-94', 'List 94', 'C', 100, 94, null);
insert into special_prices (item_code, card_code, list_num, price, discount, valid_from, valid_to) values
  ('PR-A', 'P-SP', null, 9, 0, '2026-01-01', '2026-12-31'),
  ('PR-B', null, 95, 18, 2, null, null);
insert into special_price_periods (special_price_id, line_num, from_date, to_date, price, discount)
  select special_price_id, 0, '2026-03-01', '2026-03-31', 8.5, 0 from special_prices where card_code = 'P-SP';
insert into special_price_volumes (special_price_id, period_line, line_num, amount, price, discount)
  select special_price_id, 0, v.n, v.amount, v.price, 0 from special_prices,
    (values (0, 10, 8), (1, 20, 7.5)) as v(n, amount, price) where card_code = 'P-SP';
insert into special_price_periods (special_price_id, line_num, from_date, to_date, price, discount)
  select special_price_id, 0, '2026-01-01', null, 18, 2 from special_prices where list_num = 95 and card_code is null;
insert into special_price_volumes (special_price_id, period_line, line_num, amount, price, discount)
  select special_price_id, 0, 0, 5, 17, 2 from special_prices where list_num = 95 and card_code is null;
insert into discount_groups (type, obj_code, valid_from, valid_to) values
  ('C', 'P-DG', '2026-01-01', null), ('G', '103', null, null), ('A', '', null, null), ('C', 'P-SP', null, null);
insert into discount_group_rules (abs_entry, obj_type, obj_key, discount)
  select abs_entry, r.obj_type, r.obj_key, r.discount from discount_groups g join (values
    ('C', 'P-DG', '52', '100', 5), ('C', 'P-DG', '43', '1', 7),
    ('G', '103', '52', '100', 3), ('G', '103', '52', '101', 3.5),
    ('A', '', '52', '104', 2),
    ('C', 'P-SP', '4', 'PR-A', 50)
  ) as r(type, obj_code, obj_type, obj_key, discount) on r.type = g.type and r.obj_code = g.obj_code;
`;

describe.each(testDatabases())('pricing rules on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    api = await startApi(target);
    await api.database.pool.query(fixtureSql);
    for (const user of ['admin', 'sales', 'warehouse']) tokens.set(user, await api.signIn(user));
  });
  afterAll(() => api.close());

  const price = (CardCode: string, ItemCode: string, DocDate: string, Quantity = '1', UomEntry?: number) =>
    resolvePrice(api.database.db, { CardCode, ItemCode, Quantity, DocDate, UomEntry });

  const quote = (query: Record<string, string>, user = 'admin') =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/marketing/price',
      query,
      headers: { authorization: `Bearer ${tokens.get(user)}` },
    });

  describe('special price of the partner', () => {
    it('applies its own price inside its dates and outside its period', async () => {
      expect(await price('P-SP', 'PR-A', '2026-02-28')).toEqual({
        UnitPrice: '9',
        DiscountPercent: '0',
        Currency: 'USD',
        PriceSource: 'special-price',
        ListNum: 94,
        NumPerMsr: '1',
      });
      expect((await price('P-SP', 'PR-A', '2026-04-01')).UnitPrice).toBe('9');
      expect((await price('P-SP', 'PR-A', '2026-01-01')).UnitPrice).toBe('9');
    });

    it('applies the period from its first to its last day', async () => {
      expect((await price('P-SP', 'PR-A', '2026-03-01')).UnitPrice).toBe('8.5');
      expect((await price('P-SP', 'PR-A', '2026-03-31')).UnitPrice).toBe('8.5');
    });

    it('takes the highest volume break at or below the quantity', async () => {
      expect((await price('P-SP', 'PR-A', '2026-03-15', '9.999')).UnitPrice).toBe('8.5');
      expect((await price('P-SP', 'PR-A', '2026-03-15', '10')).UnitPrice).toBe('8');
      expect((await price('P-SP', 'PR-A', '2026-03-15', '19.999')).UnitPrice).toBe('8');
      expect((await price('P-SP', 'PR-A', '2026-03-31', '20')).UnitPrice).toBe('7.5');
    });

    it('beats the partner discount group, which applies once the special price has expired', async () => {
      expect(await price('P-SP', 'PR-A', '2027-01-01')).toMatchObject({
        UnitPrice: '8.574',
        DiscountPercent: '50',
        PriceSource: 'discount-group',
        ListNum: 94,
      });
    });
  });

  describe('discount groups', () => {
    it('prefers a manufacturer rule to an item group rule and prices from the partner list', async () => {
      expect(await price('P-DG', 'PR-A', '2026-06-01')).toMatchObject({
        UnitPrice: '8.574',
        DiscountPercent: '7',
        PriceSource: 'discount-group',
        ListNum: 94,
      });
    });

    it('falls to the partner group when the partner has no rule for the item or its group is not valid yet', async () => {
      expect(await price('P-DG', 'PR-B', '2026-06-01')).toMatchObject({
        UnitPrice: '16.6',
        DiscountPercent: '3.5',
        PriceSource: 'discount-group',
      });
      expect(await price('P-DG', 'PR-A', '2025-12-31')).toMatchObject({ DiscountPercent: '3' });
    });

    it('falls to the group for everyone last', async () => {
      expect(await price('P-94', 'PR-C', '2026-06-01')).toMatchObject({
        UnitPrice: '4.15',
        DiscountPercent: '2',
        PriceSource: 'discount-group',
      });
    });
  });

  describe('the partner price list', () => {
    it('answers the list price in the list currency', async () => {
      expect(await price('P-LS', 'PR-A', '2026-06-01')).toMatchObject({
        UnitPrice: '7.77',
        DiscountPercent: '0',
        Currency: 'EUR',
        PriceSource: 'price-list',
        ListNum: 95,
      });
    });

    it('applies the special price of the list, with its volume break', async () => {
      expect(await price('P-LS', 'PR-B', '2026-06-01', '4')).toMatchObject({
        UnitPrice: '18',
        DiscountPercent: '2',
        PriceSource: 'price-list',
        ListNum: 95,
      });
      expect((await price('P-LS', 'PR-B', '2026-06-01', '5')).UnitPrice).toBe('17');
    });

    it('derives the price from the base list x Factor, rounded by RoundSys, over a stored price not set by hand', async () => {
      // 10.33 x 0.83 = 8.5739, kept to the demo company's three price decimals (PriceDec): 8.574
      expect(await price('P-94', 'PR-A', '2026-06-01')).toMatchObject({
        UnitPrice: '8.574',
        PriceSource: 'price-list',
      });
      expect((await price('P-91', 'PR-A', '2026-06-01')).UnitPrice).toBe('8.55');
      expect((await price('P-92', 'PR-A', '2026-06-01')).UnitPrice).toBe('8.6');
      expect((await price('P-93', 'PR-A', '2026-06-01')).UnitPrice).toBe('9');
    });

    it('keeps a price set by hand in a derived list', async () => {
      expect(await price('P-93', 'PR-B', '2026-06-01')).toMatchObject({
        UnitPrice: '15.55',
        PriceSource: 'price-list',
      });
    });
  });

  describe('the base price', () => {
    it('derives from the base list when the partner list has no price for the item', async () => {
      // 6 x 0.83 = 4.98, to 0.05: 5
      expect(await price('P-91', 'PR-E', '2026-06-01')).toMatchObject({
        UnitPrice: '5',
        PriceSource: 'base-price',
        ListNum: 1,
      });
    });

    it('takes price list 1 when the partner list is not derived and has no price', async () => {
      expect(await price('P-LS', 'PR-E', '2026-06-01')).toMatchObject({
        UnitPrice: '6',
        PriceSource: 'base-price',
        ListNum: 1,
      });
    });

    it('answers zero when no list prices the item', async () => {
      expect(await price('P-LS', 'PR-D', '2026-06-01')).toMatchObject({
        UnitPrice: '0',
        PriceSource: 'base-price',
        ListNum: null,
        Currency: 'USD',
      });
    });
  });

  describe('units of measure', () => {
    it('multiplies the unit price by units per measure', async () => {
      // UoM group 2: a case (UomEntry 3) holds 12
      expect(await price('P-LS', 'PR-A', '2026-06-01', '1', 3)).toMatchObject({
        UnitPrice: '93.24',
        NumPerMsr: '12',
      });
    });

    it('compares volume breaks in base units', async () => {
      // a pack (UomEntry 2) holds 6: 1 pack is 6 units, below the break at 10; 2 packs are 12
      expect((await price('P-SP', 'PR-A', '2026-03-15', '1', 2)).UnitPrice).toBe('51');
      expect((await price('P-SP', 'PR-A', '2026-03-15', '2', 2)).UnitPrice).toBe('48');
    });

    it('refuses a unit outside the item UoM group', async () => {
      await expect(price('P-SP', 'PR-A', '2026-03-15', '1', 4)).rejects.toMatchObject({
        statusCode: 400,
        fields: { UomEntry: [expect.any(String)] },
      });
    });
  });

  describe('batches', () => {
    it('refuses an unknown partner or item with a 400 naming the field', async () => {
      const refusal = await price('NO-SUCH', 'NO-SUCH', '2026-06-01').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys((refusal as AppError).fields ?? {}).sort()).toEqual(['CardCode', 'ItemCode']);
    });

    it('prices 200 lines in a fixed number of queries, in the order asked', async () => {
      const requests = Array.from({ length: 200 }, (_, index) => ({
        CardCode: index % 2 ? 'P-SP' : 'P-LS',
        ItemCode: ['PR-A', 'PR-B', 'PR-C', 'PR-E'][index % 4] ?? 'PR-A',
        Quantity: String(1 + (index % 30)),
        DocDate: '2026-03-15',
        UomEntry: index % 4 === 0 ? 3 : null,
      }));
      const queries = vi.spyOn(api.database.pool, 'query');
      const started = performance.now();
      const results = await resolvePrices(api.database.db, requests);
      const elapsed = performance.now() - started;
      const count = queries.mock.calls.length;
      queries.mockRestore();
      expect(count).toBeLessThanOrEqual(10);
      console.info(`200 lines priced in ${count} queries, ${elapsed.toFixed(1)} ms on ${target.name}`);
      expect(results).toHaveLength(200);
      for (const [index, request] of requests.entries()) {
        expect(results[index]).toEqual(await resolvePrice(api.database.db, request));
      }
      expect(await resolvePrices(api.database.db, [])).toEqual([]);
    });
  });

  describe('GET /marketing/price', () => {
    it('answers the quote with its rule', async () => {
      const response = await quote({
        CardCode: 'P-SP',
        ItemCode: 'PR-A',
        Quantity: '20',
        DocDate: '2026-03-15',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(priceQuoteAnswerSchema.parse(response.json()).ResponseData).toEqual({
        ItemCode: 'PR-A',
        UnitPrice: '7.5',
        DiscountPercent: '0',
        Currency: 'USD',
        PriceSource: 'special-price',
        ListNum: 94,
      });
    });

    it("quotes a derived price kept to the company's price decimals, as a saved line keeps it", async () => {
      // 10.33 x 0.83 = 8.5739: 8.574 with the demo company's PriceDec 3
      const response = await quote({ CardCode: 'P-94', ItemCode: 'PR-A', DocDate: '2026-06-01' });
      expect(priceQuoteAnswerSchema.parse(response.json()).ResponseData.UnitPrice).toBe('8.574');
      const order = await api.app.inject({
        method: 'POST',
        url: '/api/v1/marketing/docs/23',
        headers: await api.writeHeaders('admin'),
        payload: {
          CardCode: 'P-94',
          DocDate: '2026-06-01',
          DocumentLines: [{ ItemCode: 'PR-A', Quantity: '7', WarehouseCode: 'WH01', VatGroup: 'O0' }],
        },
      });
      expect(order.statusCode, order.body).toBe(201);
      // 7 x 8.574 = 60.018 -> 60.02: the shown price x the quantity is the shown total
      expect(documentAnswerSchema.parse(order.json()).ResponseData.DocumentLines[0]).toMatchObject({
        PriceBefDi: '8.574000',
        Price: '8.574000',
        TotalFrgn: '60.020000',
        PriceSource: 'price-list',
      });
    });

    it('prices in a unit of measure', async () => {
      const response = await quote({
        CardCode: 'P-LS',
        ItemCode: 'PR-A',
        DocDate: '2026-06-01',
        UomEntry: '3',
      });
      expect(priceQuoteAnswerSchema.parse(response.json()).ResponseData.UnitPrice).toBe('93.24');
    });

    it('refuses a malformed query with 400 naming the fields', async () => {
      const response = await quote({ ItemCode: 'PR-A', Quantity: '0', extra: '1' });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(errorBodySchema.parse(response.json()).fields ?? {}).sort()).toEqual([
        'CardCode',
        'Quantity',
        'extra',
      ]);
      const unit = await quote({ CardCode: 'P-SP', ItemCode: 'PR-A', UomEntry: '4' });
      expect(unit.statusCode).toBe(400);
      expect(errorBodySchema.parse(unit.json()).fields).toHaveProperty('UomEntry');
    });

    it('answers 404 for an unknown partner or item', async () => {
      expect((await quote({ CardCode: 'NO-SUCH', ItemCode: 'PR-A' })).statusCode).toBe(404);
      expect((await quote({ CardCode: 'P-SP', ItemCode: 'NO-SUCH' })).statusCode).toBe(404);
    });

    it('answers 403 to a user who may read no partner, and 404 for a partner the user may not read', async () => {
      expect((await quote({ CardCode: 'P-SP', ItemCode: 'PR-A' }, 'warehouse')).statusCode).toBe(403);
      // sales reads only the partners of its own sales employee (SlpCode 1)
      expect(
        (await quote({ CardCode: 'P-SP', ItemCode: 'PR-A', DocDate: '2026-03-15' }, 'sales')).statusCode,
      ).toBe(200);
      // Another owner's partner answers as a missing one (tests/api/ownership-matrix.test.ts).
      const refused = await quote({ CardCode: 'P-LS', ItemCode: 'PR-A' }, 'sales');
      expect(refused.statusCode).toBe(404);
      expect(errorBodySchema.parse(refused.json()).code).toBe('NOT_FOUND');
    });
  });
});
