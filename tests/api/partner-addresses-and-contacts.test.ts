import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { resourceListAnswerSchema, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

const recordOf = (reply: Reply, status = 200) => {
  expect(reply.statusCode, reply.body).toBe(status);
  return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
};
const rowsOf = (reply: Reply) => {
  expect(reply.statusCode, reply.body).toBe(200);
  return resourceListAnswerSchema.parse(reply.json()).ResponseData.data;
};
const errorOf = (reply: Reply, status: number) => {
  expect(reply.statusCode, reply.body).toBe(status);
  return errorBodySchema.parse(reply.json());
};

describe.each(testDatabases())("a partner's addresses and contact persons on $name", (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let partner = '';
  beforeAll(async () => {
    api = await startApi(target);
    admin = await api.writeHeaders('admin');
    const { rows } = await api.database.pool.query<{ code: string }>(
      `select card_code as code from business_partners where card_type = 'C' and slp_code = 1 order by card_code limit 1`,
    );
    partner = rows[0]?.code ?? '';
  });
  afterAll(() => api.close());

  const underPartner = () =>
    encodeURIComponent(JSON.stringify([{ field: 'CardCode', op: 'equals', value: partner }]));
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: object,
    payload?: object,
  ) =>
    api.app.inject({
      method,
      url: `${base}/${url}`,
      headers: { ...headers },
      ...(payload ? { payload } : {}),
    });

  it("lists a demo partner's bill-to and ship-to addresses and its contacts under the partner", async () => {
    const addresses = rowsOf(await call('GET', `partner-addresses?filters=${underPartner()}`, admin));
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.every((row) => row.CardCode === partner)).toBe(true);
    expect(addresses.map((row) => row.AdresType)).toEqual(expect.arrayContaining(['B', 'S']));
    const contacts = rowsOf(await call('GET', `contact-persons?filters=${underPartner()}`, admin));
    expect(contacts.length).toBeGreaterThanOrEqual(1);
    const record = recordOf(await call('GET', `business-partners/${partner}`, admin));
    expect(contacts.map((row) => row.Name)).toContain(record.CntctPrsn);
  });

  it('creates, edits with its version, refuses a stale version, and deletes an address', async () => {
    const created = recordOf(
      await call('POST', 'partner-addresses', admin, {
        CardCode: partner,
        AdresType: 'S',
        Address: 'Dock 9',
        Street: '9 Quay Street',
        City: 'Bristol',
      }),
      201,
    );
    const path = `partner-addresses/${partner}/${String(created.LineNum)}`;
    const edited = recordOf(await call('PATCH', path, admin, { version: created.version, City: 'Bath' }));
    expect(edited).toMatchObject({ City: 'Bath', version: Number(created.version) + 1 });
    errorOf(await call('PATCH', path, admin, { version: created.version, City: 'Wells' }), 409);
    const twice = await call('POST', 'partner-addresses', admin, {
      CardCode: partner,
      AdresType: 'S',
      Address: 'Dock 9',
    });
    expect(errorOf(twice, 409).fields).toHaveProperty('Address');
    // The same name as a bill-to is another address (SAP keys it by name and type).
    recordOf(
      await call('POST', 'partner-addresses', admin, {
        CardCode: partner,
        AdresType: 'B',
        Address: 'Dock 9',
      }),
      201,
    );
    errorOf(await call('DELETE', `${path}?version=${String(created.version)}`, admin), 409);
    expect(recordOf(await call('DELETE', `${path}?version=${String(edited.version)}`, admin))).toEqual({
      deleted: true,
    });
    errorOf(await call('GET', path, admin), 404);
  });

  it('numbers contacts across partners, keeps a renamed default contact the default, and refuses a name used twice', async () => {
    const created = recordOf(
      await call('POST', 'contact-persons', admin, {
        CardCode: partner,
        Name: 'Test Person',
        Position: 'Buyer',
      }),
      201,
    );
    const { rows } = await api.database.pool.query<{ top: number }>(
      'select max(cntct_code) as top from contact_persons',
    );
    expect(created.CntctCode).toBe(rows[0]?.top);
    const record = recordOf(await call('GET', `business-partners/${partner}`, admin));
    const madeDefault = recordOf(
      await call('PATCH', `business-partners/${partner}`, admin, {
        version: record.version,
        CntctPrsn: 'Test Person',
      }),
    );
    const path = `contact-persons/${partner}/${String(created.CntctCode)}`;
    const renamed = recordOf(
      await call('PATCH', path, admin, { version: created.version, Name: 'Tess Person' }),
    );
    expect(recordOf(await call('GET', `business-partners/${partner}`, admin)).CntctPrsn).toBe('Tess Person');
    errorOf(await call('PATCH', path, admin, { version: created.version, Name: 'Stale' }), 409);
    const twice = await call('POST', 'contact-persons', admin, { CardCode: partner, Name: 'Tess Person' });
    expect(errorOf(twice, 409).fields).toHaveProperty('Name');
    const stranger = await call('PATCH', `business-partners/${partner}`, admin, {
      version: Number(madeDefault.version) + 1,
      CntctPrsn: 'Nobody Here',
    });
    expect(errorOf(stranger, 400).fields).toHaveProperty('CntctPrsn');
    expect(recordOf(await call('DELETE', `${path}?version=${String(renamed.version)}`, admin))).toEqual({
      deleted: true,
    });
  });

  it('lets a sales user read and maintain them, and refuses a user without rights with 403', async () => {
    const sales = await api.writeHeaders('sales');
    expect(
      rowsOf(await call('GET', `contact-persons?filters=${underPartner()}`, sales)).length,
    ).toBeGreaterThanOrEqual(1);
    const created = recordOf(
      await call('POST', 'partner-addresses', sales, {
        CardCode: partner,
        AdresType: 'S',
        Address: 'Sales depot',
      }),
      201,
    );
    // A partner of another sales employee is not theirs to add to: it does not exist for them.
    const { rows } = await api.database.pool.query<{ code: string }>(
      `select card_code as code from business_partners where card_type = 'C' and slp_code <> 1 order by card_code limit 1`,
    );
    const foreign = await call('POST', 'contact-persons', sales, {
      CardCode: rows[0]?.code,
      Name: 'Someone',
    });
    expect(errorOf(foreign, 400).fields).toHaveProperty('CardCode');
    const warehouse = await api.writeHeaders('warehouse');
    errorOf(await call('GET', 'partner-addresses', warehouse), 403);
    errorOf(await call('POST', 'contact-persons', warehouse, { CardCode: partner, Name: 'Nobody' }), 403);
    errorOf(
      await call('DELETE', `partner-addresses/${partner}/${String(created.LineNum)}?version=1`, warehouse),
      403,
    );
  });
});
