import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  sqlRows,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * Issue 16's bad inputs that answered 500, or were stored as something else than was sent: each
 * is now refused with 400 and the field it concerns, and nothing is written.
 */
describe.each(testDatabases())('input bounds on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let documents: ReturnType<typeof documentRequests>;
  let order: { CardCode: string; DocumentLines: { ItemCode: string; Quantity: string }[] };
  let itemCode: string;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    documents = documentRequests(api, headers);
    [itemCode = ''] = await itemsFor(api, 1);
    order = { CardCode: await partnerOf(api, 'C'), DocumentLines: [{ ItemCode: itemCode, Quantity: '1' }] };
  });
  afterAll(() => api.close());

  const documentCount = async () =>
    Number(
      (await sqlRows<{ count: string }>(api, 'select count(*)::text as count from documents'))[0]?.count,
    );
  const item = async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/resources/items/${itemCode}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const record: { version: number } = response.json().ResponseData;
    return record;
  };
  const updateItem = async (changes: object) =>
    api.app.inject({
      method: 'PATCH',
      url: `/api/v1/resources/items/${itemCode}`,
      headers,
      payload: { version: (await item()).version, ...changes },
    });
  const refusedFields = (reply: { statusCode: number; body: string; json(): unknown }) =>
    Object.keys(errorOf(reply, 400).fields ?? {});

  it('refuses a NUL character in a record, a document and the sign-in name, naming the field', async () => {
    expect(refusedFields(await updateItem({ ItemName: 'Juice\u0000' }))).toEqual(['ItemName']);
    const before = await documentCount();
    expect(refusedFields(await documents.create('17', { ...order, Comments: 'a\u0000b' }))).toEqual([
      'Comments',
    ]);
    const line = { ...order.DocumentLines[0], Dscription: 'd\u0000' };
    expect(refusedFields(await documents.create('17', { ...order, DocumentLines: [line] }))).toEqual([
      'DocumentLines.0.Dscription',
    ]);
    expect(await documentCount()).toBe(before);
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'adm\u0000in', password: 'whatever it is' },
    });
    expect(signIn.statusCode, signIn.body).toBe(400);
  });

  it('refuses a NUL in a path, a query or any part of a body, and the database keeps answering', async () => {
    for (const url of ['/api/v1/resources/items/A%00', '/api/v1/marketing/docs/17/1/close?x=%00']) {
      const response = await api.app.inject({ method: 'POST', url, headers, payload: { version: 1 } });
      expect(response.statusCode, response.body).toBeLessThan(500);
    }
    const removal = await api.app.inject({ method: 'DELETE', url: '/api/v1/resources/items/A%00', headers });
    expect(removal.statusCode, removal.body).toBe(400);
    const rules = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/administration/user-groups/1/rules',
      headers,
      payload: { rules: [{ action: 'read', subject: 'Item', conditions: { ItemCode: 'A\u0000' } }] },
    });
    expect(rules.statusCode, rules.body).toBe(400);
    expect((await item()).version).toBeGreaterThan(0);
  });

  it('refuses whole numbers of 2^31 or more, on a record and on a document', async () => {
    expect(refusedFields(await updateItem({ FirmCode: 2 ** 31 }))).toEqual(['FirmCode']);
    expect(refusedFields(await documents.create('17', { ...order, SlpCode: 2 ** 31 }))).toEqual(['SlpCode']);
    const notification = await api.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${2 ** 31}/read`,
      headers,
    });
    expect(notification.statusCode).toBeLessThan(500);
  });

  it('refuses amounts of 10^13 or more, which NUMERIC(19,6) cannot hold', async () => {
    expect(refusedFields(await updateItem({ MinLevel: '10000000000000' }))).toEqual(['MinLevel']);
    const line = { ...order.DocumentLines[0], UnitPrice: '10000000000000' };
    expect(refusedFields(await documents.create('17', { ...order, DocumentLines: [line] }))).toEqual([
      'DocumentLines.0.UnitPrice',
    ]);
  });

  it('refuses explicit null on a column that always holds a value', async () => {
    expect(refusedFields(await updateItem({ SellItem: null, MinLevel: null }))).toEqual([
      'SellItem',
      'MinLevel',
    ]);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/items',
      headers,
      payload: { ItemCode: 'NULL-TEST', ItemName: 'Null test', ItmsGrpCod: 100, InvntItem: null },
    });
    expect(refusedFields(created)).toEqual(['InvntItem']);
  });

  it('answers settings that are not valid JSON for the database, or not JSON at all, with 400', async () => {
    const settings = {
      objectId: '17',
      columns: [{ field: 'Doc\u0000Num' }],
      sort: [{ field: 'a\u0000', direction: 'asc' }],
    };
    const saved = await api.app.inject({
      method: 'POST',
      url: '/api/v1/form_settings',
      headers,
      payload: settings,
    });
    expect(refusedFields(saved)).toEqual(['columns.0.field']);
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/form_settings',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"objectId":"17","columns":[',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a quantity and an exchange rate of 0.0000001, which would be stored as 0', async () => {
    const before = await documentCount();
    const line = { ...order.DocumentLines[0], Quantity: '0.0000001' };
    expect(refusedFields(await documents.create('17', { ...order, DocumentLines: [line] }))).toEqual([
      'DocumentLines.0.Quantity',
    ]);
    expect(refusedFields(await documents.create('17', { ...order, DocRate: '0.0000001' }))).toEqual([
      'DocRate',
    ]);
    expect(await documentCount()).toBe(before);
  });

  it('refuses a negative unit price on an A/R invoice: a credit memo is for that', async () => {
    const line = { ...order.DocumentLines[0], UnitPrice: '-1050' };
    expect(refusedFields(await documents.create('13', { ...order, DocumentLines: [line] }))).toEqual([
      'DocumentLines.0.UnitPrice',
    ]);
  });

  it('still accepts the smallest quantity the column holds and a price of zero', async () => {
    const line = { ...order.DocumentLines[0], Quantity: '0.000001', UnitPrice: '0' };
    const created = documentOf(await documents.create('23', { ...order, DocumentLines: [line] }), 201);
    expect(Number(created.DocumentLines[0]?.Quantity)).toBe(0.000001);
    expect(Number(created.DocumentLines[0]?.OpenQty)).toBe(0.000001);
  });
});
