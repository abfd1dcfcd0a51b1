import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  itemMasterDataAnswerSchema,
  referenceListAnswerSchema,
  referenceRowSchemas,
} from '../../src/shared/api/reference-data';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/** The initial data calls of specification section 7 and the schema of their rows. */
const lists = [
  ['/api/v1/currency', referenceRowSchemas.currency],
  ['/api/v1/employee', referenceRowSchemas.salesEmployee],
  ['/api/v1/uoms', referenceRowSchemas.unitOfMeasure],
  ['/api/v1/employee-master-data', referenceRowSchemas.employee],
  ['/api/v1/warehouse', referenceRowSchemas.warehouse],
  ['/api/v1/taxgroups/output', referenceRowSchemas.taxGroup],
  ['/api/v1/taxgroups/input', referenceRowSchemas.taxGroup],
  ['/api/v1/price_lists', referenceRowSchemas.priceList],
  ['/api/v1/credit-card', referenceRowSchemas.creditCard],
  ['/api/v1/activeGLaccounts', referenceRowSchemas.glAccount],
  ['/api/v1/activeGLaccounts?type=Checks', referenceRowSchemas.glAccount],
  ['/api/v1/activeGLaccounts?type=Revenue', referenceRowSchemas.glAccount],
] as const;

describe.each(testDatabases())('initial reference data on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales', 'dispatcher', 'warehouse'])
      tokens.set(user, await api.signIn(user));
  });
  afterAll(() => api.close());

  const get = (user: string, url: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(user)}` } });

  it('answers every list with ResultCode 1200 and its rows in ResponseData', async () => {
    for (const [url, row] of lists) {
      const response = await get('admin', url);
      expect(response.statusCode, url).toBe(200);
      const answer = referenceListAnswerSchema(row.strict()).parse(response.json());
      expect(answer.ResponseData.length, url).toBeGreaterThan(0);
    }
  });

  it('splits tax groups by output and input, and GL accounts by Default, Checks and Revenue', async () => {
    const categories = async (url: string) =>
      referenceListAnswerSchema(referenceRowSchemas.taxGroup)
        .parse((await get('admin', url)).json())
        .ResponseData.map((row) => row.Category);
    expect(new Set(await categories('/api/v1/taxgroups/output'))).toEqual(new Set(['O']));
    expect(new Set(await categories('/api/v1/taxgroups/input'))).toEqual(new Set(['I']));
    const accounts = async (url: string) =>
      referenceListAnswerSchema(referenceRowSchemas.glAccount)
        .parse((await get('admin', url)).json())
        .ResponseData.map((row) => row.AcctCode);
    expect(await accounts('/api/v1/activeGLaccounts?type=Checks')).toEqual(['1150', '1160']);
    expect(await accounts('/api/v1/activeGLaccounts?type=Revenue')).toEqual(['4100', '4200', '4300']);
    expect(await accounts('/api/v1/activeGLaccounts')).not.toContain('4100');
    expect((await get('admin', '/api/v1/activeGLaccounts?type=Assets')).statusCode).toBe(400);
  });

  it('pages item master data in ResponseData.data with the total, and searches it', async () => {
    const answer = itemMasterDataAnswerSchema.parse(
      (await get('admin', '/api/v1/item_masterdata?per_page=20')).json(),
    );
    expect(answer.ResponseData.data).toHaveLength(20);
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from items where valid_for = 'Y'`,
    );
    expect(answer.ResponseData.total).toBe(rows[0]?.n);
    const searched = itemMasterDataAnswerSchema.parse(
      (await get('admin', '/api/v1/item_masterdata?search=662E41')).json(),
    );
    expect(searched.ResponseData.data.map((row) => row.ItemCode)).toEqual(['662E41']);
    const refused = await get('admin', '/api/v1/item_masterdata?per_page=5000');
    expect(errorBodySchema.parse(refused.json()).fields).toHaveProperty('per_page');
  });

  it('hides item costs from sales staff and everything but stock figures from warehouse staff', async () => {
    const [salesItem] = itemMasterDataAnswerSchema.parse(
      (await get('sales', '/api/v1/item_masterdata?per_page=1')).json(),
    ).ResponseData.data;
    expect(salesItem).toHaveProperty('ItemName');
    expect(salesItem).not.toHaveProperty('AvgPrice');
    expect(salesItem).not.toHaveProperty('LastPurPrc');
    const [adminItem] = itemMasterDataAnswerSchema.parse(
      (await get('admin', '/api/v1/item_masterdata?per_page=1')).json(),
    ).ResponseData.data;
    expect(adminItem).toHaveProperty('AvgPrice');
    const [warehouseItem] = itemMasterDataAnswerSchema.parse(
      (await get('warehouse', '/api/v1/item_masterdata?per_page=1')).json(),
    ).ResponseData.data;
    expect(Object.keys(warehouseItem ?? {}).sort()).toEqual(
      [
        'CodeBars',
        'FrgnName',
        'InvntryUom',
        'IsCommited',
        'ItemCode',
        'ItemName',
        'ItmsGrpCod',
        'OnHand',
        'OnOrder',
      ].sort(),
    );
  });

  it('gives warehouse staff only their own warehouses, and everyone else all of them', async () => {
    const codes = async (user: string) =>
      referenceListAnswerSchema(referenceRowSchemas.warehouse)
        .parse((await get(user, '/api/v1/warehouse')).json())
        .ResponseData.map((row) => row.WhsCode);
    expect(await codes('warehouse')).toEqual(['WH01', 'WH02']);
    expect(await codes('admin')).toEqual(['WH01', 'WH02', 'WH03', 'WH04']);
  });

  it('leaves contact details out of the employee list for staff who are not administrators', async () => {
    const [employee] = referenceListAnswerSchema(referenceRowSchemas.employee).parse(
      (await get('dispatcher', '/api/v1/employee-master-data')).json(),
    ).ResponseData;
    expect(employee).toHaveProperty('lastName');
    expect(employee).not.toHaveProperty('email');
    expect(employee).not.toHaveProperty('mobile');
  });
});
