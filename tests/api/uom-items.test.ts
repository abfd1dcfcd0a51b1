import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceListAnswerSchema, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources/uom-items';

describe.each(testDatabases())('the units of measure of items on $name', (target) => {
  let api: ApiHarness;
  let item: { item_code: string; ugp_entry: number; ugp_code: string; buy_unit_msr: string };
  const get = async (url: string, user = 'admin') =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await api.signIn(user)}` } });

  beforeAll(async () => {
    api = await startApi(target);
    // An item bought in another unit than it is stocked in (a case of twelve).
    const [row] = await sqlRows<typeof item>(
      api,
      `select i.item_code, i.ugp_entry, g.ugp_code, i.buy_unit_msr from items i
         join uom_groups g on g.ugp_entry = i.ugp_entry
        where i.buy_unit_msr <> i.invntry_uom order by i.item_code limit 1`,
    );
    if (!row) throw new Error('the seed has no item bought in another unit');
    item = row;
  });
  afterAll(() => api.close());

  it("lists each item's unit group and its stock, sales and purchase units, and opens one", async () => {
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'ItemCode', op: 'equals', value: item.item_code }]),
    );
    const listed = await get(`${base}?filters=${filters}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = resourceListAnswerSchema.parse(listed.json()).ResponseData.data;
    const expected = {
      ItemCode: item.item_code,
      UgpEntry: item.ugp_entry,
      UgpCode: item.ugp_code,
      InvntryUom: 'EA',
      BuyUnitMsr: item.buy_unit_msr,
    };
    expect(rows).toEqual([expect.objectContaining(expected)]);
    const one = await get(`${base}/${item.item_code}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(resourceRecordAnswerSchema.parse(one.json()).ResponseData).toMatchObject(expected);
  });

  it('changes nothing: units are set on the item, and no record is created here', async () => {
    const headers = await api.writeHeaders('admin');
    const created = await api.app.inject({ method: 'POST', url: base, headers, payload: { ItemCode: 'X' } });
    expect(created.statusCode).toBe(404);
    const changed = await api.app.inject({
      method: 'PATCH',
      url: `${base}/${item.item_code}`,
      headers,
      payload: { SalUnitMsr: 'CS12', version: 1 },
    });
    expect(changed.statusCode).toBe(400);
    // Its screens offer no edit either: the model says nothing here may be changed.
    const model = await get('/api/v1/doc_model/uom-items');
    expect(model.json().ResponseData.can).toEqual({ create: false, update: false, delete: false });
  });

  it('shows warehouse staff only the unit fields of items their rules let them read', async () => {
    const one = await get(`${base}/${item.item_code}`, 'warehouse');
    expect(one.statusCode, one.body).toBe(200);
    const record = resourceRecordAnswerSchema.parse(one.json()).ResponseData;
    expect(record).toMatchObject({ ItemCode: item.item_code, InvntryUom: 'EA' });
    expect(record).not.toHaveProperty('BuyUnitMsr');
  });

  const linesOf = async (ugpEntry: number, user = 'admin') => {
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'UgpEntry', op: 'equals', value: String(ugpEntry) }]),
    );
    return get(`/api/v1/resources/uom-group-lines?filters=${filters}`, user);
  };

  it("shows an item's units with their conversion into its base unit: its group's lines", async () => {
    const listed = await linesOf(item.ugp_entry);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = resourceListAnswerSchema.parse(listed.json()).ResponseData.data;
    const expected = await sqlRows<{ UomCode: string; AltQty: string; BaseQty: string }>(
      api,
      `select u.uom_code as "UomCode", l.alt_qty::text as "AltQty", l.base_qty::text as "BaseQty"
         from uom_group_lines l join units_of_measure u on u.uom_entry = l.uom_entry
        where l.ugp_entry = $1 order by l.base_qty, l.uom_entry`,
      [item.ugp_entry],
    );
    expect(rows.map((row) => [row.UomCode, Number(row.AltQty), Number(row.BaseQty)])).toEqual(
      expected.map((row) => [row.UomCode, Number(row.AltQty), Number(row.BaseQty)]),
    );
    // The unit the item is bought in is one of them, so a purchase in it converts.
    expect(rows.map((row) => row.UomCode)).toContain(item.buy_unit_msr);
    // The seeded RETAIL group: each, a pack of 6 and a case of 12.
    const retail = resourceListAnswerSchema.parse((await linesOf(2)).json()).ResponseData.data;
    expect(
      retail.map((row) => `${Number(row.AltQty)} ${String(row.UomCode)} = ${Number(row.BaseQty)} EA`),
    ).toEqual(['1 EA = 1 EA', '1 PK6 = 6 EA', '1 CS12 = 12 EA']);
  });

  it('keeps the lines read-only, and shows them only to readers of unit groups', async () => {
    const headers = await api.writeHeaders('admin');
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/uom-group-lines',
      headers,
      payload: { UgpEntry: 2, UomEntry: 5, AltQty: '1', BaseQty: '100' },
    });
    expect(created.statusCode).toBe(404);
    const changed = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/resources/uom-group-lines/2/3',
      headers,
      payload: { BaseQty: '10', version: 1 },
    });
    expect(changed.statusCode).toBe(400);
    const [kept] = await sqlRows<{ base_qty: string }>(
      api,
      'select base_qty::text from uom_group_lines where ugp_entry = 2 and uom_entry = 3',
    );
    expect(Number(kept?.base_qty)).toBe(12);
    // Warehouse staff read unit groups; dispatchers read items but not unit groups.
    expect((await linesOf(2, 'warehouse')).statusCode).toBe(200);
    expect((await linesOf(2, 'dispatcher')).statusCode).toBe(403);
  });
});
