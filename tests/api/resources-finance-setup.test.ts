import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  type RecordRow,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import type { Reply } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';

/**
 * One sample record per financial and banking setup resource, with a change to make to it and
 * a record that keeps a seeded one from being deleted.
 */
interface LifeCycle {
  resource: string;
  payload: Record<string, unknown>;
  /** The record's path under the resource once created (its key, or parent/key). */
  pathOf: (record: RecordRow) => string;
  change: Record<string, unknown>;
  /** A seeded record something uses, and what the refusal names. */
  inUse: [path: string, uses: string];
}

const lifeCycles: LifeCycle[] = [
  {
    resource: 'currencies',
    payload: { CurrCode: 'CHF', CurrName: 'Swiss Franc', DocCurrCod: 'CHF' },
    pathOf: (record) => String(record.CurrCode),
    change: { CurrName: 'Swiss franc', Decimals: 2 },
    inUse: ['EUR', 'exchange rates'],
  },
  {
    resource: 'exchange-rates',
    payload: { RateDate: '2026-11-20', Currency: 'SAR', Rate: '0.266700' },
    pathOf: (record) => `${record.Currency}/${record.RateDate}`,
    change: { Rate: '0.266900' },
    inUse: ['', ''],
  },
  {
    resource: 'withholding-taxes',
    payload: {
      WTCode: 'WT07',
      WTName: 'Consultants 7%',
      Rate: '7',
      Category: 'P',
      BaseType: 'N',
      Account: '2400',
    },
    pathOf: (record) => String(record.WTCode),
    change: { Rate: '7.5' },
    inUse: ['', ''],
  },
  {
    resource: 'gl-accounts',
    payload: { AcctCode: '6600', AcctName: 'Office Supplies', FatherNum: '52', ActType: 'E' },
    pathOf: (record) => String(record.AcctCode),
    change: { AcctName: 'Office supplies and stationery' },
    inUse: ['1120', 'house bank accounts'],
  },
  {
    resource: 'banks',
    payload: { BankCode: 'LLOY', BankName: 'Lloyds Bank', CountryCod: 'GB', SwiftNum: 'LOYDGB2L' },
    pathOf: (record) => String(record.BankCode),
    change: { BankName: 'Lloyds Bank plc' },
    inUse: ['BARC', 'house bank accounts'],
  },
  {
    resource: 'house-bank-accounts',
    payload: { BankCode: 'HSBC', Account: '40-11-62 71234567', GLAccount: '1120', Currency: 'GBP' },
    pathOf: (record) => String(record.AbsEntry),
    change: { Branch: 'Manchester Spring Gardens' },
    inUse: ['', ''],
  },
  {
    resource: 'address-formats',
    payload: { Name: 'Germany', Format: '{Street} {StreetNo}\n{ZipCode} {City}\n{Country}' },
    pathOf: (record) => String(record.Code),
    change: { Name: 'Germany (DE)' },
    inUse: ['', ''],
  },
];

describe.each(testDatabases())('financial and banking setup on $name', (target) => {
  let api: ApiHarness;
  const headers = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales', 'warehouse']) headers.set(user, await api.writeHeaders(user));
  });
  afterAll(() => api.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    user = 'admin',
  ): Promise<Reply> => api.app.inject({ method, url: `${base}/${url}`, payload, headers: headers.get(user) });
  const recordOf = (reply: Reply, status = 200): RecordRow => {
    expect(reply.statusCode, reply.body).toBe(status);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const refusal = (reply: Reply, status: number) => {
    expect(reply.statusCode, reply.body).toBe(status);
    return errorBodySchema.parse(reply.json());
  };
  const remove = (path: string, version: unknown, user = 'admin') =>
    send('DELETE', `${path}?version=${String(version)}`, undefined, user);

  describe.each(lifeCycles)('$resource', (cycle) => {
    it('is listed, created, read, updated with its version and deleted', async () => {
      const list = await send('GET', `${cycle.resource}?per_page=5`);
      expect(list.statusCode, list.body).toBe(200);
      expect(resourceListAnswerSchema.parse(list.json()).ResponseData.data.length).toBeGreaterThan(0);

      const created = recordOf(await send('POST', cycle.resource, cycle.payload), 201);
      const path = `${cycle.resource}/${cycle.pathOf(created)}`;
      expect(recordOf(await send('GET', path))).toEqual(created);
      const updated = recordOf(await send('PATCH', path, { ...cycle.change, version: created.version }));
      expect(updated.version).toBe(Number(created.version) + 1);
      expect(
        refusal(await send('PATCH', path, { ...cycle.change, version: created.version }), 409).code,
      ).toBe('VERSION_CONFLICT');
      expect((await remove(path, created.version)).statusCode).toBe(409);
      expect((await remove(path, updated.version)).statusCode).toBe(200);
      expect((await send('GET', path)).statusCode).toBe(404);
    });

    it.runIf(cycle.inUse[0] !== '')('refuses to delete a record that others use, naming them', async () => {
      const path = `${cycle.resource}/${cycle.inUse[0]}`;
      const current = recordOf(await send('GET', path));
      const body = refusal(await remove(path, current.version), 409);
      expect(body.code).toBe('REFERENCED');
      expect(body.message).toContain(cycle.inUse[1]);
    });

    it('is refused to a user without rights on it', async () => {
      const body = refusal(await send('POST', cycle.resource, cycle.payload, 'warehouse'), 403);
      expect(body.code).toBeDefined();
    });
  });

  describe('exchange rates', () => {
    it('refuses a rate of the local currency, a rate of zero and a second rate for the same day', async () => {
      const local = refusal(
        await send('POST', 'exchange-rates', { RateDate: '2026-11-21', Currency: 'USD', Rate: '1' }),
        400,
      );
      expect(local.fields).toHaveProperty(['Currency']);
      const zero = refusal(
        await send('POST', 'exchange-rates', { RateDate: '2026-11-21', Currency: 'EUR', Rate: '0' }),
        400,
      );
      expect(zero.fields).toHaveProperty(['Rate']);
      const twice = refusal(
        await send('POST', 'exchange-rates', { RateDate: '2026-11-01', Currency: 'EUR', Rate: '1.1' }),
        409,
      );
      expect(twice.code).toBe('ALREADY_EXISTS');
    });

    it('keeps rates as decimal strings', async () => {
      const rate = recordOf(await send('GET', 'exchange-rates/EUR/2026-11-01'));
      expect(rate).toMatchObject({
        Currency: 'EUR',
        RateDate: '2026-11-01',
        Rate: '1.085000',
        CurrName: 'Euro',
      });
    });
  });

  describe('address formats', () => {
    it('refuses a placeholder that is no address field', async () => {
      const body = refusal(
        await send('POST', 'address-formats', { Name: 'Bad', Format: '{Street}\n{Town}' }),
        400,
      );
      expect(body.fields?.Format).toEqual(['{Town} is not an address field']);
    });
  });

  describe('G/L account determination', () => {
    it('is one company-wide record of postable accounts', async () => {
      const current = recordOf(await send('GET', 'gl-account-determination/1'));
      expect(current).toMatchObject({ RevenuesAc: '4100', ARCtrlAcct: '1200', VatOutAcct: '2200' });
      const title = refusal(
        await send('PATCH', 'gl-account-determination/1', { RevenuesAc: '4', version: current.version }),
        400,
      );
      expect(title.fields).toHaveProperty(['RevenuesAc']);
      const missing = refusal(
        await send('PATCH', 'gl-account-determination/1', { SaleCostAc: '9999', version: current.version }),
        400,
      );
      expect(missing.fields).toHaveProperty(['SaleCostAc']);
      const saved = recordOf(
        await send('PATCH', 'gl-account-determination/1', { ExpensesAc: '6200', version: current.version }),
      );
      expect(saved.ExpensesAc).toBe('6200');
      expect((await send('POST', 'gl-account-determination', { RevenuesAc: '4100' })).statusCode).toBe(404);
      expect(
        (
          await send(
            'PATCH',
            'gl-account-determination/1',
            { ExpensesAc: '6300', version: saved.version },
            'sales',
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('chart of accounts', () => {
    const account = async (code: string) => recordOf(await send('GET', `gl-accounts/${code}`));
    const move = async (code: string, change: object) => {
      const current = await account(code);
      return send('PATCH', `gl-accounts/${code}`, { ...change, version: current.version });
    };

    it('puts a new account one level below its parent drawer, in its drawer group', async () => {
      const created = recordOf(
        await send('POST', 'gl-accounts', { AcctCode: '1170', AcctName: 'Card Receipts', FatherNum: '11' }),
        201,
      );
      expect(created).toMatchObject({ Levels: 3, GroupMask: 1, Postable: 'Y' });
      const drawer = recordOf(
        await send('POST', 'gl-accounts', { AcctCode: '7', AcctName: 'Other', Postable: 'N' }),
        201,
      );
      expect(drawer).toMatchObject({ Levels: 1, GroupMask: 7, FatherNum: null });
    });

    it('moves an account with the accounts below it, carrying their levels', async () => {
      recordOf(
        await send('POST', 'gl-accounts', {
          AcctCode: '13',
          AcctName: 'Other Assets',
          FatherNum: '1',
          Postable: 'N',
        }),
        201,
      );
      recordOf(
        await send('POST', 'gl-accounts', { AcctCode: '1310', AcctName: 'Deposits', FatherNum: '13' }),
        201,
      );
      const moved = recordOf(await move('13', { FatherNum: '12' }));
      expect(moved.Levels).toBe(3);
      expect(await account('1310')).toMatchObject({ Levels: 4, FatherNum: '13' });
    });

    it('refuses a move under the account itself or one of its own sub-accounts', async () => {
      const below = refusal(await move('1', { FatherNum: '11' }), 400);
      expect(below.fields?.FatherNum?.[0]).toMatch(/accounts below it/);
      expect(refusal(await move('11', { FatherNum: '11' }), 400).fields).toHaveProperty(['FatherNum']);
      expect((await account('1')).FatherNum).toBeNull();
    });

    it('refuses a postable parent and making a title with accounts below it postable', async () => {
      expect(refusal(await move('1100', { FatherNum: '1110' }), 400).fields).toHaveProperty(['FatherNum']);
      expect(refusal(await move('11', { Postable: 'Y' }), 400).fields).toHaveProperty(['Postable']);
      expect(refusal(await move('1120', { Postable: 'N' }), 400).fields?.Postable?.[0]).toMatch(/house bank/);
    });

    it('refuses deleting an account with accounts below it', async () => {
      const drawer = await account('21');
      const body = refusal(await remove('gl-accounts/21', drawer.version), 409);
      expect(body.message).toContain('accounts below it');
    });

    it('offers only postable accounts to the fields that post', async () => {
      const reply = await send('GET', 'postable-gl-accounts?per_page=500');
      const rows = resourceListAnswerSchema.parse(reply.json()).ResponseData.data;
      expect(rows.length).toBeGreaterThan(20);
      expect(rows.every((row) => row.Postable === 'Y')).toBe(true);
      expect((await send('GET', 'postable-gl-accounts/11')).statusCode).toBe(404);
    });

    it('lets every user read the chart but only administrators change it', async () => {
      const sales = await send('GET', 'gl-accounts?per_page=3', undefined, 'sales');
      expect(sales.statusCode).toBe(200);
      const current = await account('6200');
      expect(
        (await send('PATCH', 'gl-accounts/6200', { AcctName: 'x', version: current.version }, 'sales'))
          .statusCode,
      ).toBe(403);
    });
  });
});
