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

  const create = async (resource: string, headers: object, payload: object) =>
    recordOf(await call('POST', resource, headers, payload), 201);

  /** A customer of another sales employee than the sales user's (SlpCode 1). */
  async function foreignPartner(): Promise<string> {
    const { rows } = await api.database.pool.query<{ code: string }>(
      `select card_code as code from business_partners where card_type = 'C' and slp_code <> 1
        and exists (select 1 from contact_persons c where c.card_code = business_partners.card_code)
        order by card_code limit 1`,
    );
    return rows[0]?.code ?? '';
  }

  const filteredBy = (code: string) =>
    encodeURIComponent(JSON.stringify([{ field: 'CardCode', op: 'equals', value: code }]));

  async function totalOf(resource: string, headers: object) {
    const reply = await call('GET', `${resource}?count=1&per_page=200`, headers);
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceListAnswerSchema.parse(reply.json()).ResponseData;
  }

  it("shows a sales user only their own partners' addresses and contacts, in lists, CSV and records, while an admin sees all", async () => {
    const sales = await api.writeHeaders('sales');
    const foreign = await foreignPartner();
    const ownCodes = new Set(
      (
        await api.database.pool.query<{ code: string }>(
          'select card_code as code from business_partners where slp_code = 1',
        )
      ).rows.map((row) => row.code),
    );
    for (const [resource, table, key] of [
      ['partner-addresses', 'partner_addresses', 'line_num'],
      ['contact-persons', 'contact_persons', 'cntct_code'],
    ] as const) {
      const counts = await api.database.pool.query<{ own: number; every: number }>(
        `select count(*) filter (where p.slp_code = 1)::int as own, count(*)::int as every
           from ${table} c join business_partners p on p.card_code = c.card_code`,
      );
      const { own, every } = counts.rows[0] ?? { own: -1, every: -1 };
      expect(own).toBeGreaterThan(0);
      expect(every).toBeGreaterThan(own);
      const seen = await totalOf(resource, sales);
      expect(seen.total).toBe(own);
      expect(seen.data.every((row) => ownCodes.has(String(row.CardCode)))).toBe(true);
      expect((await totalOf(resource, admin)).total).toBe(every);

      expect(rowsOf(await call('GET', `${resource}?filters=${filteredBy(foreign)}`, sales))).toEqual([]);
      expect(
        rowsOf(await call('GET', `${resource}?filters=${filteredBy(foreign)}`, admin)).length,
      ).toBeGreaterThan(0);
      const csv = await call('GET', `${resource}.csv?columns=CardCode`, sales);
      expect(csv.statusCode, csv.body).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
      expect(lines).toHaveLength(own);
      expect(lines).not.toContain(foreign);

      const { rows } = await api.database.pool.query<{ key: number }>(
        `select ${key} as key from ${table} where card_code = $1 order by ${key} limit 1`,
        [foreign],
      );
      const path = `${resource}/${foreign}/${String(rows[0]?.key)}`;
      expect(errorOf(await call('GET', path, sales), 404).code).toBe('NOT_FOUND');
      errorOf(await call('GET', `${path}/history`, sales), 404);
      recordOf(await call('GET', path, admin));
    }
  });

  it("refuses a sales user changes to another employee's partner's addresses and contacts as missing ones, and allows their own", async () => {
    const sales = await api.writeHeaders('sales');
    const foreign = await foreignPartner();
    const address = await create('partner-addresses', admin, {
      CardCode: foreign,
      AdresType: 'S',
      Address: 'Far Yard',
    });
    const contact = await create('contact-persons', admin, { CardCode: foreign, Name: 'Far Person' });
    const addressPath = `partner-addresses/${foreign}/${String(address.LineNum)}`;
    const contactPath = `contact-persons/${foreign}/${String(contact.CntctCode)}`;
    for (const [path, version, change] of [
      [addressPath, address.version, { Street: 'Taken' }],
      [contactPath, contact.version, { Position: 'Taken' }],
    ] as const) {
      errorOf(await call('PATCH', path, sales, { version, ...change }), 404);
      errorOf(await call('DELETE', `${path}?version=${String(version)}`, sales), 404);
    }
    const refused = await call('POST', 'partner-addresses', sales, {
      CardCode: foreign,
      AdresType: 'B',
      Address: 'Not Mine',
    });
    expect(errorOf(refused, 400).fields).toHaveProperty('CardCode');
    // Nothing changed: the admin still finds both as they were.
    expect(recordOf(await call('GET', addressPath, admin)).version).toBe(address.version);
    expect(recordOf(await call('GET', contactPath, admin)).version).toBe(contact.version);

    const own = await create('contact-persons', sales, { CardCode: partner, Name: 'Own Person' });
    const ownPath = `contact-persons/${partner}/${String(own.CntctCode)}`;
    const edited = recordOf(await call('PATCH', ownPath, sales, { version: own.version, Position: 'Buyer' }));
    expect(edited.Position).toBe('Buyer');
    expect(recordOf(await call('DELETE', `${ownPath}?version=${String(edited.version)}`, sales))).toEqual({
      deleted: true,
    });
  });

  it('refuses a change to an address whose partner the user may read but not change with 403', async () => {
    // Dispatchers read partners; given every right on addresses (and none on partners but read),
    // they still may not change a partner's addresses, and may read them.
    const { rows } = await api.database.pool.query<{ id: number }>(
      `select id from user_groups where code = 'dispatchers'`,
    );
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${String(rows[0]?.id)}/rules`,
      headers: admin,
      payload: {
        rules: [
          { action: 'read', subject: 'BusinessPartner' },
          { action: ['read', 'create', 'update', 'delete'], subject: 'PartnerAddress' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const dispatcher = await api.writeHeaders('dispatcher');
    const [address] = rowsOf(await call('GET', `partner-addresses?filters=${underPartner()}`, dispatcher));
    const path = `partner-addresses/${partner}/${String(address?.LineNum)}`;
    recordOf(await call('GET', path, dispatcher));
    errorOf(await call('PATCH', path, dispatcher, { version: address?.version, City: 'Nowhere' }), 403);
    errorOf(await call('DELETE', `${path}?version=${String(address?.version)}`, dispatcher), 403);
    errorOf(
      await call('POST', 'partner-addresses', dispatcher, {
        CardCode: partner,
        AdresType: 'S',
        Address: 'X',
      }),
      403,
    );
  });
});
