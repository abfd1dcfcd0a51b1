import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf } from '../support/document-requests';
import { countStatements } from '../support/statement-counter';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('statements of a posting on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let itemCodes: string[];
  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    itemCodes = await itemsFor(api, 5, 3);
  });
  afterAll(() => api.close());

  const order = () => ({
    CardCode: customer,
    DocumentLines: itemCodes.map((ItemCode, line) => ({ ItemCode, Quantity: String(1 + line) })),
  });

  it('posts a five-line sales order in at most 15 statements, the session lookup included', async () => {
    // The first posting fills the configuration cache; the count is of a posting like the next thousand.
    documentOf(await docs.create('17', order()), 201);
    const { statements } = await countStatements(api.database, async () =>
      documentOf(await docs.create('17', order()), 201),
    );
    // The answer is built in memory after the commit: what follows it runs from the after-commit
    // queue (the alerts), off the request path, and the harness waits for it.
    const committedAt = statements.indexOf('commit');
    expect(committedAt, statements.join('\n')).toBeGreaterThan(0);
    const requestPath = statements.slice(0, committedAt + 1);
    expect(requestPath.length, requestPath.join('\n')).toBeLessThanOrEqual(15);
    expect(requestPath.filter((statement) => /\b(alerts|user_notifications)\b/.test(statement))).toEqual([]);
    // No configuration is read again while nothing changed it.
    expect(
      requestPath.filter((statement) => /from "(company|doc_settings|numbering_series)"/.test(statement)),
    ).toEqual([]);
  });

  it('answers a new document exactly as a read of it answers it', async () => {
    const created = documentOf(await docs.create('17', order()), 201);
    expect(documentOf(await docs.read('17', created.DocEntry))).toEqual(created);
  });

  it('sees a change of the document settings at the next posting', async () => {
    const headers = await api.writeHeaders('admin');
    const url = '/api/v1/resources/doc-settings/1';
    const change = async (values: object) => {
      const read = await api.app.inject({ method: 'GET', url, headers });
      const { version } = (read.json() as { ResponseData: { version: number } }).ResponseData;
      const saved = await api.app.inject({ method: 'PATCH', url, headers, payload: { ...values, version } });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const backdated = {
      ...order(),
      DocDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    };
    documentOf(await docs.create('17', backdated), 201);
    await change({ MaxBackdays: 7 });
    expect((await docs.create('17', backdated)).statusCode).toBe(400);
    await change({ MaxBackdays: null });
    documentOf(await docs.create('17', backdated), 201);
  });
});
