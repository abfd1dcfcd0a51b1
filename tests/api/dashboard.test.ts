import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardData, dashboardAnswerSchema } from '../../src/shared/api/dashboard';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { documentTypes } from '../../src/shared/documents/object-types';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];

describe.each(testDatabases())('GET /api/v1/dashboard on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<DemoUser, string>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) tokens.set(user, await api.signIn(user));
  });
  afterAll(() => api.close());

  const get = (user: DemoUser, url: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(user)}` } });

  async function dashboard(user: DemoUser): Promise<DashboardData> {
    const response = await get(user, '/api/v1/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    return dashboardAnswerSchema.parse(response.json()).ResponseData;
  }

  /** The total of the document list for the same user: what the dashboard must agree with. */
  async function openListTotal(user: DemoUser, objectId: string): Promise<number> {
    const response = await get(user, `/api/v1/marketing/docs/${objectId}?DocStatus=O&per_page=1`);
    expect(response.statusCode, response.body).toBe(200);
    return documentListAnswerSchema.parse(response.json()).ResponseData.total;
  }

  async function single<Row extends QueryResultRow>(sql: string): Promise<Row> {
    const { rows } = await api.database.pool.query<Row>(sql);
    const [row] = rows;
    if (!row) throw new Error(`no row from ${sql}`);
    return row;
  }

  const figureOf = (data: DashboardData, objectId: string) =>
    data.documents.find((figure) => figure.objectId === objectId);

  it('refuses a caller without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('gives an administrator the company and every figure group', async () => {
    const data = await dashboard('admin');
    expect(data.company).toEqual({ name: 'Meridian Trading & Distribution', currency: 'USD' });
    expect(data.documents.map((figure) => figure.objectId)).toEqual(
      documentTypes.map((type) => type.objectId),
    );
    const items = await single<{ n: number }>(
      `select count(*)::int as n from items where valid_for = 'Y' and frozen_for = 'N'`,
    );
    expect(data.items).toEqual({ active: items.n });
    const partners = await single<{ n: number }>(
      `select count(*)::int as n from business_partners where valid_for = 'Y' and frozen_for = 'N'`,
    );
    expect(data.businessPartners).toEqual({ active: partners.n });
    expect(partners.n).toBeGreaterThan(0);
  });

  it('counts and sums open posted documents exactly as the database holds them', async () => {
    const data = await dashboard('admin');
    const orders = await single<{ n: number; total: string }>(
      `select count(*)::int as n, sum(doc_total)::text as total from documents
       where obj_type = '17' and draft = 'N' and doc_status = 'O'`,
    );
    expect(figureOf(data, '17')).toEqual({ objectId: '17', openCount: orders.n, openTotal: orders.total });
    expect(orders.n).toBeGreaterThan(0);
    expect(figureOf(data, '17')?.openCount).toBe(await openListTotal('admin', '17'));
  });

  it("gives a sales user the figures of their own orders only, equal to their order list's total", async () => {
    const data = await dashboard('sales');
    expect(data.documents.map((figure) => figure.objectId)).toEqual(['23', '17', '15', '13']);
    const own = figureOf(data, '17');
    expect(own?.openCount).toBe(await openListTotal('sales', '17'));
    const expected = await single<{ n: number; total: string }>(
      `select count(*)::int as n, sum(doc_total)::text as total from documents
       where obj_type = '17' and draft = 'N' and doc_status = 'O' and slp_code = 1`,
    );
    expect(own).toEqual({ objectId: '17', openCount: expected.n, openTotal: expected.total });
    expect(own?.openCount).toBeLessThan(figureOf(await dashboard('admin'), '17')?.openCount ?? 0);
    const partners = await single<{ n: number }>(
      `select count(*)::int as n from business_partners where valid_for = 'Y' and frozen_for = 'N' and slp_code = 1`,
    );
    expect(data.businessPartners).toEqual({ active: partners.n });
  });

  it('leaves out what a user may not read instead of refusing the dashboard', async () => {
    const data = await dashboard('warehouse');
    expect(figureOf(data, '17')).toBeUndefined();
    expect(data.documents.map((figure) => figure.objectId)).toEqual([
      '15',
      '20',
      '21',
      '59',
      '60',
      '1250000001',
      '67',
      '310000001',
    ]);
    expect(data.businessPartners).toBeUndefined();
    expect(data.items?.active).toBeGreaterThan(0);
    expect(figureOf(data, '15')?.openCount).toBe(await openListTotal('warehouse', '15'));
    expect(figureOf(data, '15')?.openCount).toBeLessThan(
      figureOf(await dashboard('admin'), '15')?.openCount ?? 0,
    );
  });

  it('carries every total as a decimal string', async () => {
    for (const user of demoUsers) {
      for (const figure of (await dashboard(user)).documents) {
        expect(typeof figure.openTotal, `${user} ${figure.objectId}`).toBe('string');
        expect(figure.openTotal, `${user} ${figure.objectId}`).toMatch(/^-?\d+\.\d{6}$/);
      }
    }
  });
});
