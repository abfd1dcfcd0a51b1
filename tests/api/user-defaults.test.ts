import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { priceQuoteAnswerSchema } from '../../src/shared/api/marketing-docs';
import { resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  type Reply,
  sqlRows,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('user defaults on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let docs: ReturnType<typeof documentRequests>;
  let adminId: number;
  let customer: string;
  let item: string;
  let priceList: number;
  let series: number;
  let salesEmployee: number;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    docs = documentRequests(api, headers);
    const [admin] = await sqlRows<{ user_id: number }>(
      api,
      `select user_id from users where user_code = 'admin'`,
    );
    adminId = admin?.user_id ?? 0;
    [item = ''] = await itemsFor(api, 1, 10);
    // A customer in the local currency, made to have no price list of its own.
    const [partner] = await sqlRows<{ card_code: string }>(
      api,
      `select card_code from business_partners
        where card_type = 'C' and valid_for = 'Y' and frozen_for = 'N' and list_num is not null
        order by card_code limit 1`,
    );
    customer = partner?.card_code ?? '';
    await sqlRows(
      api,
      `update business_partners set list_num = null, currency = (select main_curncy from company limit 1),
         credit_line = 0 where card_code = $1`,
      [customer],
    );
    const [list] = await sqlRows<{ list_num: number }>(
      api,
      `select list_num from price_lists where list_num <> 1 and base_num = list_num order by list_num limit 1`,
    );
    priceList = list?.list_num ?? 0;
  });
  afterAll(() => api.close());

  const resource = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    api.app.inject({
      method,
      url: `/api/v1/resources/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    }) as Promise<Reply>;
  const recordOf = (reply: Reply, status = 200) => {
    expect(reply.statusCode, reply.body).toBe(status);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const quote = async () => {
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/marketing/price?CardCode=${customer}&ItemCode=${encodeURIComponent(item)}&Quantity=2`,
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return priceQuoteAnswerSchema.parse(reply.json()).ResponseData;
  };
  const assign = (DfltsCode: string | null) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/users/${adminId}/defaults`,
      headers,
      payload: { DfltsCode },
    });

  it('keeps defaults keyed by a code, and refuses a series of another document type', async () => {
    series = Number(
      recordOf(
        await resource('POST', 'numbering-series', {
          ObjectCode: '17',
          SeriesName: 'North',
          InitialNum: 7000,
          NextNumber: 7000,
        }),
        201,
      ).Series,
    );
    const [invoiceSeries] = await sqlRows<{ series: number }>(
      api,
      `select series from numbering_series where object_code = '13' limit 1`,
    );
    const wrong = errorOf(
      await resource('POST', 'user-defaults', {
        Code: 'NORTH',
        Name: 'North',
        Series17: invoiceSeries?.series,
      }),
      400,
    );
    expect(wrong.fields?.Series17?.[0]).toMatch(/does not number/);
    const [employee] = await sqlRows<{ slp_code: number }>(
      api,
      `select slp_code from sales_employees
        where slp_code > 0 and slp_code is distinct from (select slp_code from business_partners where card_code = $1)
        order by slp_code limit 1`,
      [customer],
    );
    salesEmployee = employee?.slp_code ?? 0;
    const created = recordOf(
      await resource('POST', 'user-defaults', {
        Code: 'north',
        Name: 'North desk',
        BPLId: 2,
        WhsCode: 'WH03',
        PriceList: priceList,
        SlpCode: salesEmployee,
        Series17: series,
      }),
      201,
    );
    expect(created).toMatchObject({ Code: 'NORTH', WhsCode: 'WH03', PriceList: priceList, Series17: series });
  });

  it("fills a POSTed order's warehouse, series and price list from the user's defaults", async () => {
    const before = await quote();
    expect(before.ListNum).not.toBe(priceList);
    const assigned = await assign('NORTH');
    expect(assigned.statusCode, assigned.body).toBe(200);
    // The quote the editor shows is the price the saved line gets.
    const after = await quote();
    expect(after.ListNum).toBe(priceList);
    const order = documentOf(
      await docs.create('17', { CardCode: customer, DocumentLines: [{ ItemCode: item, Quantity: '2' }] }),
      201,
    );
    expect(order.Series).toBe(series);
    expect(order.DocNum).toBe(7000);
    expect(order).toMatchObject({ BPLId: 2, SlpCode: salesEmployee });
    expect(order.DocumentLines[0]).toMatchObject({ WhsCode: 'WH03' });
    expect(Number(order.DocumentLines[0]?.PriceBefDi)).toBe(Number(after.UnitPrice));
    // What the request names still wins.
    const [primary] = await sqlRows<{ series: number }>(
      api,
      `select series from numbering_series where object_code = '17' and series <> $1 limit 1`,
      [series],
    );
    const named = documentOf(
      await docs.create('17', {
        CardCode: customer,
        Series: primary?.series,
        DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: 'WH02' }],
      }),
      201,
    );
    expect(named.Series).toBe(primary?.series);
    expect(named.DocumentLines[0]).toMatchObject({ WhsCode: 'WH02' });
  });

  it("shows and changes a user's defaults on the user's own record (the users resource)", async () => {
    const admin = recordOf(await resource('GET', 'users/admin'));
    expect(admin.DfltsCode).toBe('NORTH');
    const refused = await resource('PATCH', 'users/admin', { DfltsCode: 'NOPE', version: admin.version });
    expect(refused.statusCode, refused.body).toBe(400);
    const cleared = recordOf(
      await resource('PATCH', 'users/admin', { DfltsCode: null, version: admin.version }),
    );
    expect(cleared.DfltsCode).toBeNull();
    recordOf(await resource('PATCH', 'users/admin', { DfltsCode: 'NORTH', version: cleared.version }));
  });

  it('tells the client the defaults at sign-in, and keeps a record users are assigned', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
    });
    const profile = loginSuccessSchema.parse(login.json()).userdata.profile;
    expect(profile.defaults).toMatchObject({
      WhsCode: 'WH03',
      PriceList: priceList,
      series: { '17': series },
    });
    const { version } = recordOf(await resource('GET', 'user-defaults/NORTH'));
    const refused = await resource('DELETE', `user-defaults/NORTH?version=${version}`);
    expect(refused.statusCode, refused.body).toBe(409);
    // A series the defaults name, with no document numbered in it yet, stays too.
    const unused = recordOf(
      await resource('POST', 'numbering-series', { ObjectCode: '15', SeriesName: 'North', InitialNum: 1 }),
      201,
    );
    const north = recordOf(await resource('GET', 'user-defaults/NORTH'));
    recordOf(
      await resource('PATCH', 'user-defaults/NORTH', { Series15: unused.Series, version: north.version }),
    );
    const named = await resource('DELETE', `numbering-series/${unused.Series}?version=${unused.version}`);
    expect(named.statusCode, named.body).toBe(409);
    expect(named.body).toMatch(/user defaults/);
    expect((await assign('NOPE')).statusCode).toBe(400);
    expect((await assign(null)).statusCode).toBe(200);
    const order = documentOf(
      await docs.create('17', { CardCode: customer, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      201,
    );
    expect(order.Series).not.toBe(series);
  });

  it('is kept by who may change users and setup only', async () => {
    const salesHeaders = await api.writeHeaders('sales');
    const reply = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/user-defaults',
      headers: salesHeaders,
      payload: { Code: 'MINE', Name: 'Mine' },
    });
    expect(reply.statusCode).toBe(403);
    const put = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/users/${adminId}/defaults`,
      headers: salesHeaders,
      payload: { DfltsCode: null },
    });
    expect(put.statusCode).toBe(403);
  });
});
