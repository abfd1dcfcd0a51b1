import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type DocumentListAnswer, documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('GET /api/v1/marketing/docs/{objectType} on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    headers = { authorization: `Bearer ${await api.signIn('admin')}` };
  });
  afterAll(() => api.close());

  async function list(objectType: string, query: Record<string, string> = {}): Promise<DocumentListAnswer> {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/marketing/docs/${objectType}`,
      query,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return documentListAnswerSchema.parse(response.json());
  }

  async function refused(objectType: string, query: Record<string, string>) {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/marketing/docs/${objectType}`,
      query,
      headers,
    });
    expect(response.statusCode).toBe(400);
    return errorBodySchema.parse(response.json());
  }

  async function countInDatabase(where: string, values: unknown[] = []): Promise<number> {
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from documents where ${where}`,
      values,
    );
    return rows[0]?.n ?? 0;
  }

  it('refuses a caller without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/marketing/docs/17' });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it("answers the specification's sales order query with ResultCode 1200, 50 rows and the total", async () => {
    const answer = await list('17', { isDoc: '1', page: '1', per_page: '50', DocStatus: 'O', IsICT: 'N' });
    expect(answer.ResultCode).toBe(1200);
    expect(answer.ResponseData.data).toHaveLength(50);
    const expected = await countInDatabase(
      `obj_type = '17' and draft = 'N' and doc_status = 'O' and is_ict = 'N'`,
    );
    expect(answer.ResponseData.total).toBe(expected);
    expect(answer.ResponseData.total).toBeGreaterThan(50);
    for (const row of answer.ResponseData.data)
      expect(row).toMatchObject({ ObjType: '17', DocStatus: 'O', Draft: 'N' });
  });

  it('pages 50 at a time by default, newest document first, with no row twice', async () => {
    const first = await list('13');
    const second = await list('13', { page: '2' });
    expect(first.ResponseData.data).toHaveLength(50);
    const entries = [...first.ResponseData.data, ...second.ResponseData.data].map((row) => row.DocEntry);
    expect(new Set(entries).size).toBe(100);
    expect(entries).toEqual([...entries].sort((a, b) => b - a));
    expect(first.ResponseData.total).toBe(await countInDatabase(`obj_type = '13' and draft = 'N'`));
  });

  it('answers a page past the end with no rows and the same total', async () => {
    const answer = await list('13', { page: '9999' });
    expect(answer.ResponseData.data).toEqual([]);
    expect(answer.ResponseData.total).toBeGreaterThan(0);
  });

  it('carries amounts as decimal strings and dates as year-month-day', async () => {
    const [row] = (await list('17', { per_page: '1' })).ResponseData.data;
    expect(typeof row?.DocTotal).toBe('string');
    expect(row?.DocTotal).toMatch(/^\d+\.\d{6}$/);
    expect(row?.DocDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('filters by status and cancellation', async () => {
    const closed = await list('17', { DocStatus: 'C', per_page: '500' });
    expect(closed.ResponseData.data.every((row) => row.DocStatus === 'C')).toBe(true);
    const cancelled = await list('17', { CANCELED: 'Y', per_page: '500' });
    expect(cancelled.ResponseData.total).toBe(
      await countInDatabase(`obj_type = '17' and draft = 'N' and canceled = 'Y'`),
    );
    expect(cancelled.ResponseData.data.every((row) => row.CANCELED === 'Y' && row.DocStatus === 'C')).toBe(
      true,
    );
  });

  it('lists drafts pending approval with isDoc=0 and only then', async () => {
    const drafts = await list('17', { isDoc: '0' });
    expect(drafts.ResponseData.total).toBe(await countInDatabase(`obj_type = '17' and draft = 'Y'`));
    expect(drafts.ResponseData.data.every((row) => row.Draft === 'Y' && row.WddStatus === 'W')).toBe(true);
    const posted = await list('17', { per_page: '500' });
    expect(posted.ResponseData.data.some((row) => row.Draft === 'Y')).toBe(false);
  });

  it('filters by partner, sales employee, number, dates and totals together', async () => {
    const sample = (await list('13', { per_page: '1', page: '3' })).ResponseData.data[0];
    if (!sample?.CardCode) throw new Error('the demo company has no invoices');
    const byPartner = await list('13', { CardCode: sample.CardCode });
    expect(byPartner.ResponseData.data.every((row) => row.CardCode === sample.CardCode)).toBe(true);
    expect(byPartner.ResponseData.total).toBe(
      await countInDatabase(`obj_type = '13' and draft = 'N' and card_code = $1`, [sample.CardCode]),
    );
    const exact = await list('13', {
      DocNum: String(sample.DocNum),
      SlpCode: String(sample.SlpCode),
      DocDateFrom: sample.DocDate,
      DocDateTo: sample.DocDate,
      DocTotalMin: sample.DocTotal,
      DocTotalMax: sample.DocTotal,
    });
    expect(exact.ResponseData.data.map((row) => row.DocEntry)).toEqual([sample.DocEntry]);
    const dated = await list('13', { DocDateFrom: '2026-10-01', DocDateTo: '2026-10-31', per_page: '500' });
    expect(
      dated.ResponseData.data.every((row) => row.DocDate >= '2026-10-01' && row.DocDate <= '2026-10-31'),
    ).toBe(true);
    expect(dated.ResponseData.total).toBeGreaterThan(0);
  });

  it('filters by column filters as a resource list does: contains, a range and equals, with their fields checked', async () => {
    const sample = (await list('17', { per_page: '1', page: '2' })).ResponseData.data[0];
    if (!sample) throw new Error('the demo company has no orders');
    const part = sample.CardName.slice(1, 5).toLowerCase();
    const filters = (value: unknown) => ({ filters: JSON.stringify(value), per_page: '500' });
    const named = await list('17', filters([{ field: 'CardName', op: 'contains', value: part }]));
    expect(named.ResponseData.total).toBe(
      await countInDatabase(`obj_type = '17' and draft = 'N' and card_name ilike $1`, [`%${part}%`]),
    );
    expect(named.ResponseData.data.every((row) => row.CardName.toLowerCase().includes(part))).toBe(true);
    const exact = await list(
      '17',
      filters([
        { field: 'DocNum', op: 'equals', value: String(sample.DocNum) },
        { field: 'DocTotal', op: 'between', value: { from: sample.DocTotal, to: sample.DocTotal } },
        { field: 'DocDate', op: 'between', value: { from: sample.DocDate } },
      ]),
    );
    expect(exact.ResponseData.data.map((row) => row.DocEntry)).toEqual([sample.DocEntry]);
    const unknown = await refused('17', filters([{ field: 'Password', op: 'equals', value: 'x' }]));
    expect(unknown.fields).toHaveProperty(['filters.0.field']);
    const wrongOperator = await refused('17', filters([{ field: 'DocTotal', op: 'contains', value: '1' }]));
    expect(wrongOperator.fields).toHaveProperty(['filters.0.op']);
  });

  it('searches by document number, partner code, partner name and customer reference', async () => {
    const sample = (await list('17', { per_page: '1', page: '7' })).ResponseData.data[0];
    const partner = sample?.CardCode;
    if (!sample || !partner) throw new Error('the demo company has no orders');
    const byNumber = await list('17', { search: String(sample.DocNum) });
    expect(byNumber.ResponseData.data.map((row) => row.DocEntry)).toContain(sample.DocEntry);
    const byCode = await list('17', { search: partner, per_page: '500' });
    expect(byCode.ResponseData.data.every((row) => row.CardCode?.startsWith(partner))).toBe(true);
    const word = sample.CardName.split(' ').at(-1) ?? '';
    const byName = await list('17', { search: word.toLowerCase(), per_page: '500' });
    expect(byName.ResponseData.total).toBeGreaterThan(0);
    expect(
      byName.ResponseData.data.every(
        (row) =>
          row.CardName.toLowerCase().includes(word.toLowerCase()) ||
          row.CardCode?.toLowerCase().startsWith(word.toLowerCase()) ||
          (row.NumAtCard ?? '').toLowerCase().includes(word.toLowerCase()) ||
          String(row.DocNum) === word,
      ),
    ).toBe(true);
  });

  it('treats search wildcards as plain text', async () => {
    const answer = await list('17', { search: '%' });
    expect(answer.ResponseData.total).toBe(0);
  });

  it('sorts by a whitelisted field in either direction', async () => {
    const descending = (await list('17', { sort: 'DocTotal:desc', per_page: '100' })).ResponseData.data;
    const totals = descending.map((row) => Number(row.DocTotal));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const ascending = (await list('17', { sort: 'CardCode', per_page: '100' })).ResponseData.data.map(
      (row) => row.CardCode,
    );
    expect(ascending).toEqual([...ascending].sort());
  });

  it('serves every document type of sales and purchasing', async () => {
    for (const objectType of [
      '23',
      '17',
      '15',
      '16',
      '203',
      '13',
      '14',
      '1470000113',
      '540000006',
      '22',
      '20',
      '21',
      '18',
      '19',
    ]) {
      expect((await list(objectType, { per_page: '5' })).ResponseData.total, objectType).toBeGreaterThan(0);
    }
  });

  it('refuses bad input with 400 and the offending field named', async () => {
    expect((await refused('99', {})).fields).toHaveProperty('objectType');
    expect((await refused('17', { per_page: '0' })).fields).toHaveProperty('per_page');
    expect((await refused('17', { per_page: '501' })).fields).toHaveProperty('per_page');
    expect((await refused('17', { page: 'two' })).fields).toHaveProperty('page');
    expect((await refused('17', { DocStatus: 'X' })).fields).toHaveProperty('DocStatus');
    expect((await refused('17', { DocDateFrom: '2026-02-30' })).fields).toHaveProperty('DocDateFrom');
    expect((await refused('17', { DocTotalMin: '1e3' })).fields).toHaveProperty('DocTotalMin');
    expect((await refused('17', { sort: 'Password:asc' })).fields).toHaveProperty('sort');
    const misspelt = await refused('17', { DocStatuss: 'O' });
    expect(misspelt.code).toBe('VALIDATION_FAILED');
    expect(misspelt.fields).toHaveProperty('DocStatuss');
  });
});
