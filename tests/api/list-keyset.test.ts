import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { resourceListAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf } from '../support/document-requests';
import { padSalesOrders } from '../support/padded-orders';
import { testDatabases } from '../support/test-databases';

type Query = Record<string, string>;

const deepPage = 2_000;
const perPage = 50;

/**
 * Keyset paging (db/keyset.ts) against offset paging over the same rows: the demo company's posted
 * sales orders copied under new entries until page 2,000 of 50 exists, so the deep page is a real
 * one; and the documents list's total, counted once per query and data version, after writes.
 */
describe.each(testDatabases())('lists paged by keyset on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    admin = await api.writeHeaders('admin');
    await padSalesOrders(api.database.pool, deepPage * perPage + perPage);
  }, 300_000);
  afterAll(() => api.close());

  const request = (url: string, query: Query) =>
    api.app.inject({ method: 'GET', url, query, headers: { authorization: admin.authorization ?? '' } });
  async function documentsPage(query: Query) {
    const response = await request('/api/v1/marketing/docs/17', { per_page: String(perPage), ...query });
    expect(response.statusCode, response.body).toBe(200);
    return documentListAnswerSchema.parse(response.json()).ResponseData;
  }
  async function resourcePage(resource: string, query: Query) {
    const response = await request(`/api/v1/resources/${resource}`, query);
    expect(response.statusCode, response.body).toBe(200);
    return resourceListAnswerSchema.parse(response.json()).ResponseData;
  }
  const entries = (rows: readonly { DocEntry: number }[]) => rows.map((row) => row.DocEntry);
  async function sqlEntries(orderBy: string, offset: number) {
    const { rows } = await api.database.pool.query<{ entry: number }>(
      `select doc_entry as entry from documents where obj_type = '17' and draft = 'N'
       order by ${orderBy} offset $1 limit ${perPage}`,
      [offset],
    );
    return rows.map((row) => row.entry);
  }

  for (const [sort, orderBy] of [
    [undefined, 'doc_entry desc'],
    ['CardName:asc', 'card_name asc, doc_entry asc'],
    ['DocTotal:desc', 'doc_total desc, doc_entry desc'],
  ] as const) {
    it(`answers page 2,000 (${sort ?? 'newest first'}) after the cursor of page 1,999 with the rows page=2000 gives`, async () => {
      const sorted: Query = sort ? { sort } : {};
      const before = await documentsPage({ ...sorted, page: String(deepPage - 1) });
      expect(before.more).toBe(true);
      expect(before.next).toBeDefined();
      const byOffset = await documentsPage({ ...sorted, page: String(deepPage) });
      const byKeyset = await documentsPage({ ...sorted, page: String(deepPage), after: before.next ?? '' });
      expect(byOffset.data).toHaveLength(perPage);
      expect(entries(byKeyset.data)).toEqual(entries(byOffset.data));
      expect(byKeyset.data).toEqual(byOffset.data);
      expect(byKeyset.total).toBe(byOffset.total);
      expect(entries(byKeyset.data)).toEqual(await sqlEntries(orderBy, (deepPage - 1) * perPage));
    });
  }

  it('walks a filtered, searched list by cursor through every row once, in the order one large page gives', async () => {
    const query: Query = { DocStatus: 'O', search: 'a', sort: 'DocDate:desc' };
    const whole = await documentsPage({ ...query, per_page: '500' });
    const walked: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 100; page += 1) {
      const answer = await documentsPage({
        ...query,
        per_page: '7',
        page: String(page),
        ...(after ? { after } : {}),
      });
      walked.push(...entries(answer.data));
      expect(answer.total).toBe(whole.total);
      if (!answer.more || walked.length >= whole.data.length) break;
      after = answer.next;
    }
    const compared = Math.min(walked.length, whole.data.length);
    expect(compared).toBeGreaterThan(7);
    expect(walked.slice(0, compared)).toEqual(entries(whole.data).slice(0, compared));
    expect(new Set(walked).size).toBe(walked.length);
  });

  it('answers the last page without more or next, as { data, total }', async () => {
    const answer = await documentsPage({ per_page: '5', CardCode: 'C00001' });
    const last = Math.max(1, Math.ceil(answer.total / 5));
    const page = await documentsPage({ per_page: '5', CardCode: 'C00001', page: String(last) });
    expect(Object.keys(page).sort()).toEqual(['data', 'total']);
  });

  it('refuses a cursor of another sort and a tampered one with 400, and binds a forged text as a value', async () => {
    const first = await documentsPage({ page: '1' });
    const cursor = first.next ?? '';
    const otherSort = await request('/api/v1/marketing/docs/17', { sort: 'CardName:asc', after: cursor });
    expect(otherSort.statusCode).toBe(400);
    expect(errorBodySchema.parse(otherSort.json()).fields).toHaveProperty('after');
    const [fingerprint] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, number];
    const tampered = Buffer.from(JSON.stringify([fingerprint, '1; drop table documents; --'])).toString(
      'base64url',
    );
    expect((await request('/api/v1/marketing/docs/17', { after: tampered })).statusCode).toBe(400);
    expect((await request('/api/v1/marketing/docs/17', { after: 'not base64 json' })).statusCode).toBe(400);
    const byName = await documentsPage({ sort: 'CardName:asc' });
    const [nameFingerprint] = JSON.parse(Buffer.from(byName.next ?? '', 'base64url').toString()) as [string];
    const forged = Buffer.from(JSON.stringify([nameFingerprint, "Z' or '1'='1", 0])).toString('base64url');
    const afterForged = await documentsPage({ sort: 'CardName:asc', after: forged });
    expect(afterForged.data.every((row) => row.CardName > "Z' or '1'='1")).toBe(true);
    const { rows } = await api.database.pool.query<{ n: number }>('select count(*)::int as n from documents');
    expect(rows[0]?.n).toBeGreaterThan(deepPage * perPage);
  });

  it('answers the right total after a document is added, closed and cancelled', async () => {
    const open = { DocStatus: 'O', CANCELED: 'N', per_page: '1' };
    const before = (await documentsPage(open)).total;
    expect((await documentsPage(open)).total).toBe(before);
    const docs = documentRequests(api, admin);
    const customer = await partnerOf(api, 'C');
    const [item] = await itemsFor(api, 1);
    const line = { ItemCode: item ?? '', Quantity: '1', WarehouseCode: 'WH01' };
    const first = documentOf(await docs.create('17', { CardCode: customer, DocumentLines: [line] }), 201);
    expect((await documentsPage(open)).total).toBe(before + 1);
    const second = documentOf(await docs.create('17', { CardCode: customer, DocumentLines: [line] }), 201);
    expect((await documentsPage(open)).total).toBe(before + 2);
    documentOf(await docs.close('17', first.DocEntry, first.version));
    expect((await documentsPage(open)).total).toBe(before + 1);
    documentOf(await docs.cancel('17', second.DocEntry, second.version));
    expect((await documentsPage(open)).total).toBe(before);
  });

  it('pages a resource list by keyset: page 2,000 after the cursor of page 1,999 is page=2000', async () => {
    const query: Query = { sort: 'ItemCode:asc,PriceList:asc', per_page: '5', count: '0' };
    const before = await resourcePage('item-prices', { ...query, page: String(deepPage - 1) });
    expect(before.next).toBeDefined();
    const byOffset = await resourcePage('item-prices', { ...query, page: String(deepPage) });
    const byKeyset = await resourcePage('item-prices', {
      ...query,
      page: String(deepPage),
      after: before.next ?? '',
    });
    expect(byOffset.data).toHaveLength(5);
    expect(byKeyset.data).toEqual(byOffset.data);
  });

  it('walks a searched resource list in its relevance order by cursor, as one large page gives it', async () => {
    const query: Query = { search: 'or', count: '0' };
    const whole = await resourcePage('items', { ...query, per_page: '200' });
    const walked: unknown[] = [];
    let after: string | undefined;
    for (let page = 1; page <= 40; page += 1) {
      const answer = await resourcePage('items', {
        ...query,
        per_page: '9',
        page: String(page),
        ...(after ? { after } : {}),
      });
      walked.push(...answer.data);
      if (!answer.more || walked.length >= 200) break;
      after = answer.next;
    }
    const compared = Math.min(walked.length, whole.data.length);
    expect(compared).toBeGreaterThan(9);
    expect(walked.slice(0, compared)).toEqual(whole.data.slice(0, compared));
  });
});
