import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type RecordRow, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, type Reply } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const url = '/api/v1/resources/company-details/1';

describe.each(testDatabases())('company details on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
  });
  afterAll(() => api.close());

  const patch = (payload: object) =>
    api.app.inject({ method: 'PATCH', url, headers, payload }) as Promise<Reply>;
  const read = async (): Promise<RecordRow> => {
    const reply = await api.app.inject({ method: 'GET', url, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const fieldsOf = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(400);
    return errorBodySchema.parse(reply.json()).fields ?? {};
  };

  it('edits the settings every session carries, and a new sign-in carries them', async () => {
    const before = await read();
    const saved = await patch({
      SumDec: 3,
      DBSumDec: 4,
      useLocalSearch: 'Y',
      localUrl: 'http://search.local',
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
    });
    const oadm = loginSuccessSchema.parse(login.json()).user.oadm;
    expect(oadm).toMatchObject({
      SumDec: 3,
      DBSumDec: 4,
      useLocalSearch: true,
      localUrl: 'http://search.local',
    });
  });

  it('edits the price decimals, which a new sign-in carries and new lines are priced with', async () => {
    const before = await read();
    expect(before.PriceDec).toBe(3);
    expect(fieldsOf(await patch({ PriceDec: 7, version: before.version })).PriceDec).toBeDefined();
    const saved = await patch({ PriceDec: 2, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).PriceDec).toBe(2);
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'admin', password: demoPassword },
    });
    expect(loginSuccessSchema.parse(login.json()).user.oadm.PriceDec).toBe(2);
    const [item] = await itemsFor(api, 1);
    const order = documentOf(
      await documentRequests(api, headers).create('17', {
        CardCode: await partnerOf(api, 'C'),
        DocumentLines: [{ ItemCode: item, Quantity: '5', UnitPrice: '234.325', WarehouseCode: 'WH01' }],
      }),
      201,
    );
    // 234.325 -> 234.33 with two price decimals; 5 x 234.33 = 1,171.65
    expect(order.DocumentLines[0]).toMatchObject({ PriceBefDi: '234.330000', TotalFrgn: '1171.650000' });
  });

  it('stores amounts with at least the decimals they are shown with', async () => {
    const current = await read();
    expect(
      fieldsOf(await patch({ SumDec: 4, DBSumDec: 2, version: current.version })).DBSumDec,
    ).toBeDefined();
    expect(fieldsOf(await patch({ SumDec: 7, version: current.version })).SumDec).toBeDefined();
  });

  it('keeps the local and system currencies once documents are posted, and refuses unknown ones', async () => {
    const current = await read();
    const unknown = fieldsOf(await patch({ MainCurncy: 'ZZZ', version: current.version }));
    // A reference field: the engine's reference check answers before the binding's own.
    expect(unknown.MainCurncy?.[0]).toBe('ZZZ does not exist');
    const { rows } = await api.database.pool.query<{ curr_code: string }>(
      'select curr_code from currencies where curr_code <> $1 limit 1',
      [current.MainCurncy],
    );
    const other = rows[0]?.curr_code;
    expect(other).toBeDefined();
    const posted = fieldsOf(await patch({ SysCurrncy: other, version: current.version }));
    expect(posted.SysCurrncy?.[0]).toMatch(/documents have been posted/);
    expect((await read()).SysCurrncy).toBe(current.SysCurrncy);
  });

  it('is one record: never created or deleted, and only for who may change company settings', async () => {
    const current = await read();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/company-details',
      headers,
      payload: { CompnyName: 'Second company', MainCurncy: 'USD', SysCurrncy: 'USD', SumDec: 2, DBSumDec: 2 },
    });
    expect(created.statusCode).toBe(404);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url,
      headers,
      query: { version: String(current.version) },
    });
    expect(deleted.statusCode).toBe(404);
    const sales = await api.writeHeaders('sales');
    const refused = await api.app.inject({
      method: 'PATCH',
      url,
      headers: sales,
      payload: { CompnyName: 'Mine', version: current.version },
    });
    expect(refused.statusCode).toBe(403);
  });
});
