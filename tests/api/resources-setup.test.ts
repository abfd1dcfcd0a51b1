import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  type RecordRow,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import * as binLocations from '../../src/shared/resources/bin-locations';
import { assignmentKinds } from '../../src/shared/resources/employee-assignments';
import { shippingTypeResource, warehouseTypeResource } from '../../src/shared/resources/inventory-setup';
import * as organisation from '../../src/shared/resources/organisation';
import { periodDiscountResource } from '../../src/shared/resources/pricing';
import type { ResourceDefinition } from '../../src/shared/resources/resource-definition';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';
const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** The general and inventory setup resources that records may be created in and deleted from. */
const setupDefinitions: ResourceDefinition[] = [
  ...Object.values(organisation),
  ...assignmentKinds.map((kind) => kind.definition),
  ...Object.values(binLocations),
  warehouseTypeResource,
  shippingTypeResource,
  periodDiscountResource,
];
const setupResources = setupDefinitions.filter((definition) => definition.creatable && definition.deletable);

/** A record to create in each, and a change to make to it. */
const roundTrips: Record<string, { create: object; change: object }> = {
  branches: { create: { BPLName: 'Birmingham Branch', Address: '5 Canal St' }, change: { Disabled: 'Y' } },
  departments: { create: { Name: 'Quality' }, change: { Remarks: 'Inspects returned goods' } },
  employees: {
    create: { firstName: 'Nadia', lastName: 'Haddad', dept: 1, BPLId: 3 },
    change: { jobTitle: 'Key account manager' },
  },
  territories: { create: { descript: 'Marseille', parent: 2 }, change: { inactive: 'Y' } },
  drivers: {
    create: { DriverName: 'Tom Baker', LicenseExp: '2030-06-30' },
    change: { Phone: '+44 7700 900999' },
  },
  vehicles: {
    create: { VehicleCode: 'van99', Descr: 'Test van', PlateNum: 'ab12 cde', BPLId: 1 },
    change: { CapacityKg: 900 },
  },
  freight: { create: { ExpnsName: 'Packaging', VatGroupO: 'O1' }, change: { FixAmount: '5.000000' } },
  'time-sheets': {
    create: { empID: 2, Date: '2026-11-04', StartTime: '08:00', EndTime: '12:00', Activity: 'Stock count' },
    change: { Break: 15 },
  },
  'warehouse-types': {
    create: { Code: 'XDOCK', Name: 'Cross-dock' },
    change: { Descr: 'Goods do not stay' },
  },
  'shipping-types': { create: { TrnspName: 'Rail freight' }, change: { WebSite: 'https://rail.example' } },
  'bin-locations': {
    create: { BinCode: 'WH02-Z-09-9', WhsCode: 'WH02', SL1Code: 'Z' },
    change: { Descr: 'Top shelf' },
  },
  'bin-attribute-codes': { create: { Attribute: 2, AttrValue: 'HOT' }, change: { Descr: 'Above 25 °C' } },
  'bin-sublevel-codes': { create: { FldAbs: 4, SLCode: 'P9' }, change: { Descr: 'Position 9' } },
  'employee-branches': { create: { empID: 2, BPLId: 3 }, change: { Remarks: 'Covers Dubai' } },
  'employee-partners': { create: { empID: 2, CardCode: 'C00003' }, change: { Remarks: 'Key account' } },
  'employee-items': { create: { empID: 2, ItemCode: 'I000002' }, change: { Remarks: 'Product manager' } },
  'employee-payments': { create: { empID: 2, PayMethod: 'T' }, change: { PayMethod: 'R' } },
  'employee-warehouses': { create: { empID: 2, WhsCode: 'WH03' }, change: { Remarks: 'Night shift' } },
  'period-discounts': {
    create: { FromDate: '2027-01-01', ToDate: '2027-01-31', Price: '9.5' },
    change: { Discount: '5.000000' },
  },
};

describe.each(testDatabases())('general and inventory setup resources on $name', (target) => {
  let api: ApiHarness;
  const headers = new Map<DemoUser, Record<string, string>>();
  let specialPrice = 0;
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) headers.set(user, await api.writeHeaders(user));
    const { rows } = await api.database.pool.query<{ id: number }>(
      'select special_price_id as id from special_prices order by 1 limit 1',
    );
    specialPrice = rows[0]?.id ?? 0;
  });
  afterAll(() => api.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    user: DemoUser = 'admin',
  ) =>
    api.app.inject({ method, url: `${base}/${url}`, payload, headers: headers.get(user) }) as Promise<Reply>;
  const remove = (path: string, version: number, user: DemoUser = 'admin') =>
    send('DELETE', `${path}?version=${version}`, undefined, user);

  function recordOf(response: Reply, status = 200): RecordRow {
    expect(response.statusCode, response.body).toBe(status);
    return resourceRecordAnswerSchema.parse(response.json()).ResponseData;
  }

  function refusal(response: Reply, status: number) {
    expect(response.statusCode, response.body).toBe(status);
    return errorBodySchema.parse(response.json());
  }

  async function rowsOf(resource: string, query = '', user: DemoUser = 'admin') {
    const response = await send('GET', `${resource}?per_page=500${query}`, undefined, user);
    expect(response.statusCode, response.body).toBe(200);
    return resourceListAnswerSchema.parse(response.json()).ResponseData.data;
  }

  const read = async (path: string) => recordOf(await send('GET', path));
  const create = async (resource: string, payload: object, user: DemoUser = 'admin') =>
    recordOf(await send('POST', resource, payload, user), 201);

  it('has a round trip for every setup resource records are created in', () => {
    expect(Object.keys(roundTrips).sort()).toEqual(
      setupResources.map((definition) => definition.name).sort(),
    );
  });

  it.each(setupResources.map((definition) => [definition.name, definition] as const))(
    'lists, creates, reads, updates (409 on a stale version) and deletes %s',
    async (name, definition) => {
      const trip = roundTrips[name] ?? { create: {}, change: {} };
      const payload = definition.parent ? { ...trip.create, SpecialPriceId: specialPrice } : trip.create;
      const created = await create(name, payload);
      const key = String(created[definition.key]);
      const path = definition.parent ? `${name}/${specialPrice}/${key}` : `${name}/${key}`;
      expect(created.version).toBe(1);
      expect(await read(path)).toEqual(created);
      const listed = await rowsOf(name);
      expect(listed.map((row) => String(row[definition.key]))).toContain(key);
      const updated = recordOf(await send('PATCH', path, { ...trip.change, version: 1 }));
      expect(updated).toMatchObject({ ...trip.change, version: 2 });
      expect(refusal(await send('PATCH', path, { ...trip.change, version: 1 }), 409).code).toBe(
        'VERSION_CONFLICT',
      );
      expect(refusal(await remove(path, 1), 409).code).toBe('VERSION_CONFLICT');
      expect((await remove(path, 2)).statusCode).toBe(200);
      expect(refusal(await send('GET', path), 404).code).toBe('NOT_FOUND');
    },
  );

  describe('territories', () => {
    it('refuses to delete a territory with territories under it', async () => {
      const europe = await read('territories/4');
      const body = refusal(await remove('territories/4', Number(europe.version)), 409);
      expect(body.code).toBe('REFERENCED');
      expect(body.message).toContain('territories under it');
    });

    it('refuses to delete a territory a business partner is in', async () => {
      const partner = await read('business-partners/C00001');
      recordOf(await send('PATCH', 'business-partners/C00001', { Territory: 12, version: partner.version }));
      const body = refusal(await remove('territories/12', 1), 409);
      expect(body.message).toContain('business partners');
      expect(await read('territories/12')).toMatchObject({ descript: 'Saudi Arabia' });
    });

    it('refuses a parent under the territory itself, and a parent that does not exist', async () => {
      const europe = await read('territories/4');
      const cycle = refusal(
        await send('PATCH', 'territories/4', { parent: 6, version: europe.version }),
        400,
      );
      expect(cycle.fields).toHaveProperty(['parent']);
      const itself = refusal(
        await send('PATCH', 'territories/4', { parent: 4, version: europe.version }),
        400,
      );
      expect(itself.fields).toHaveProperty(['parent']);
      const missing = refusal(await send('POST', 'territories', { descript: 'Nowhere', parent: 999 }), 400);
      expect(missing.fields).toHaveProperty(['parent']);
      expect(await read('territories/4')).toEqual(europe);
    });

    it("holds every demo partner's territory in the tree", async () => {
      const { rows } = await api.database.pool.query<{ n: number }>(
        'select count(*)::int as n from business_partners b where not exists (select 1 from territories t where t.territry_id = b.territory)',
      );
      expect(rows[0]?.n).toBe(0);
    });
  });

  describe('what protects a record', () => {
    it.each([
      ['branches/3', 'warehouses'],
      ['departments/1', 'employees'],
      ['employees/1', 'sales employees'],
      ['drivers/1', 'vehicles'],
      ['warehouse-types/MAIN', 'warehouses'],
      ['warehouses/WH04', 'bin locations'],
      ['bin-locations/1', 'items in the bin'],
      ['business-partners/C00002', 'employee assignments'],
    ])('refuses to delete %s, used by %s', async (path, uses) => {
      const current = await read(path);
      const body = refusal(await remove(path, Number(current.version)), 409);
      expect(body.code).toBe('REFERENCED');
      expect(body.message).toContain(uses);
      expect(await read(path)).toEqual(current);
    });

    it("deletes an employee's assignments with the employee", async () => {
      const employee = await create('employees', { firstName: 'Short', lastName: 'Stay' });
      const id = Number(employee.empID);
      await create('employee-warehouses', { empID: id, WhsCode: 'WH01' });
      await create('employee-payments', { empID: id, PayMethod: 'C' });
      expect(
        await rowsOf('employee-assignments', `&filters=[{"field":"empID","op":"equals","value":"${id}"}]`),
      ).toHaveLength(2);
      expect((await remove(`employees/${id}`, 1)).statusCode).toBe(200);
      const { rows } = await api.database.pool.query('select 1 from employee_assignments where emp_id = $1', [
        id,
      ]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('rules beyond the fields', () => {
    it('keeps each kind of assignment to its own resource', async () => {
      const warehouses = await rowsOf('employee-warehouses');
      expect(warehouses.length).toBeGreaterThan(0);
      for (const row of warehouses) expect(row.WhsCode).toBeTruthy();
      const branch = (await rowsOf('employee-branches'))[0];
      refusal(await send('GET', `employee-warehouses/${String(branch?.AbsEntry)}`), 404);
      const twice = refusal(await send('POST', 'employee-warehouses', { empID: 3, WhsCode: 'WH01' }), 409);
      expect(twice.code).toBe('ALREADY_EXISTS');
      const none = refusal(await send('POST', 'employee-branches', { empID: 3 }), 400);
      expect(none.fields).toHaveProperty(['BPLId']);
    });

    it('refuses a time sheet entry that ends before it starts or is not HH:MM', async () => {
      const entry = { empID: 2, Date: '2026-11-05', Activity: 'Inventory' };
      const backwards = refusal(
        await send('POST', 'time-sheets', { ...entry, StartTime: '14:00', EndTime: '09:00' }),
        400,
      );
      expect(backwards.fields).toHaveProperty(['EndTime']);
      const loose = refusal(
        await send('POST', 'time-sheets', { ...entry, StartTime: '9h', EndTime: '10:00' }),
        400,
      );
      expect(loose.fields).toHaveProperty(['StartTime']);
    });

    it("numbers a special price's periods within it and refuses one that ends before it starts", async () => {
      const { rows } = await api.database.pool.query<{ top: number }>(
        'select coalesce(max(line_num), 0)::int as top from special_price_periods where special_price_id = $1',
        [specialPrice],
      );
      const period = await create('period-discounts', {
        SpecialPriceId: specialPrice,
        FromDate: '2028-01-01',
        Price: '1',
      });
      expect(period.LineNum).toBe((rows[0]?.top ?? 0) + 1);
      const backwards = refusal(
        await send('POST', 'period-discounts', {
          SpecialPriceId: specialPrice,
          FromDate: '2028-02-01',
          ToDate: '2028-01-01',
          Price: '1',
        }),
        400,
      );
      expect(backwards.fields).toHaveProperty(['ToDate']);
      const periods = await rowsOf(
        'period-discounts',
        `&filters=[{"field":"SpecialPriceId","op":"equals","value":"${specialPrice}"}]`,
      );
      expect(periods.every((row) => row.SpecialPriceId === specialPrice)).toBe(true);
    });

    it('keeps the item defaults and the bin field activation to their one record', async () => {
      const defaults = await read('item-defaults/1');
      expect(
        recordOf(await send('PATCH', 'item-defaults/1', { DfltWhs: 'WH02', version: defaults.version })),
      ).toMatchObject({
        DfltWhs: 'WH02',
      });
      // Created only where a company has none (doc-settings.test.ts): here it has its one.
      refusal(await send('POST', 'item-defaults', { DfltWhs: 'WH02' }), 409);
      refusal(await remove('item-defaults/1', 2), 404);
      const fields = await read('bin-field-settings/1');
      expect(
        recordOf(await send('PATCH', 'bin-field-settings/1', { SL4Active: 'Y', version: fields.version })),
      ).toMatchObject({ SL4Active: 'Y' });
    });

    it('reports what each bin holds with its code, warehouse and item name', async () => {
      const stock = await rowsOf('bin-stock');
      expect(stock.length).toBeGreaterThan(0);
      for (const row of stock) {
        expect(String(row.BinCode)).toMatch(/^WH0[14]-/);
        expect(String(row.BinCode).startsWith(String(row.WhsCode))).toBe(true);
        expect(row.ItemName).toBeTruthy();
      }
    });
  });

  describe('the demo groups', () => {
    it('let dispatchers keep vehicles and drivers, and sales staff only read territories', async () => {
      const vehicle = await create(
        'vehicles',
        { VehicleCode: 'VAN77', Descr: 'Hired van', PlateNum: 'HV77 AAA' },
        'dispatcher',
      );
      expect(vehicle.VehicleCode).toBe('VAN77');
      refusal(
        await send('POST', 'vehicles', { VehicleCode: 'VAN78', Descr: 'x', PlateNum: 'x' }, 'sales'),
        403,
      );
      expect((await rowsOf('territories', '', 'sales')).length).toBeGreaterThan(10);
      refusal(await send('POST', 'territories', { descript: 'Not allowed' }, 'sales'), 403);
      refusal(await send('GET', 'time-sheets', undefined, 'dispatcher'), 403);
    });

    it('let warehouse staff keep the bins of their own warehouses only', async () => {
      const bins = await rowsOf('bin-locations', '', 'warehouse');
      expect(new Set(bins.map((row) => row.WhsCode))).toEqual(new Set(['WH01']));
      const own = await create(
        'bin-locations',
        { BinCode: 'WH01-Q-01-1', WhsCode: 'WH01', SL1Code: 'Q' },
        'warehouse',
      );
      expect(own.WhsCode).toBe('WH01');
      refusal(
        await send(
          'POST',
          'bin-locations',
          { BinCode: 'WH04-Q-01-1', WhsCode: 'WH04', SL1Code: 'Q' },
          'warehouse',
        ),
        403,
      );
      refusal(await send('GET', 'bin-locations/7', undefined, 'warehouse'), 403);
      expect((await rowsOf('bin-stock', '', 'warehouse')).length).toBeGreaterThan(0);
    });
  });
});
