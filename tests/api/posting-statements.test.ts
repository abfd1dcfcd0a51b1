import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf } from '../support/document-requests';
import { countStatements } from '../support/statement-counter';
import { binsOfWarehouse, createItem } from '../support/stock-tracking';
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
    const { statements, messages } = await countStatements(api.database, async () =>
      documentOf(await docs.create('17', order()), 201),
    );
    // The number, the audit row and the commit leave in one message: the series' lock is not held
    // while the server's event loop comes back to send the commit.
    expect(messages.filter((message) => message.startsWith('select number_document('))).toEqual([
      expect.stringMatching(/; commit$/),
    ]);
    // The answer is built in memory after the commit: what follows it runs from the after-commit
    // queue (the alerts), off the request path, and the harness waits for it.
    const committedAt = statements.indexOf('commit');
    expect(committedAt, statements.join('\n')).toBeGreaterThan(0);
    const requestPath = statements.slice(0, committedAt + 1);
    expect(requestPath.length, requestPath.join('\n')).toBeLessThanOrEqual(15);
    // What it is now: session, begin, opening read, partner, header references, items with their
    // pricing facts, header, lines, items' and stock rows' figures, number and audit, commit.
    expect(requestPath.length, requestPath.join('\n')).toBe(11);
    expect(requestPath.filter((statement) => /\b(alerts|user_notifications)\b/.test(statement))).toEqual([]);
    // No configuration is read again while nothing changed it: neither on the request path nor by
    // the alerts after it (the kinds watched).
    expect(
      requestPath.filter((statement) =>
        /from "(company|doc_settings|numbering_series|approval_templates)"/.test(statement),
      ),
    ).toEqual([]);
    expect(statements.filter((statement) => /select distinct alert_kind/.test(statement))).toEqual([]);
    // A posted document is not looked for among those pending approval.
    expect(statements.filter((statement) => /d\.wdd_status = 'W'/.test(statement))).toEqual([]);
  });

  it('posts a five-line A/R invoice with its journal entry in one statement more than before it', async () => {
    documentOf(await docs.create('13', order()), 201);
    const { statements } = await countStatements(api.database, async () =>
      documentOf(await docs.create('13', order()), 201),
    );
    const requestPath = statements.slice(0, statements.indexOf('commit') + 1);
    // The order's eleven, the stock step's average costs and ledger rows (the invoice issues
    // stock), and one statement for the journal entry, its lines and the partner's balance: 14
    // before the journal, 15 with it. It is sent with the ledger's rows, in their round trip.
    expect(requestPath.length, requestPath.join('\n')).toBe(15);
    const journal = requestPath.filter((statement) => /insert into journal_entries/.test(statement));
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatch(/update business_partners/);
    // The determination is read inside that statement, never on its own.
    expect(
      requestPath.filter((statement) => /^select .* from "?gl_account_determination/.test(statement)),
    ).toEqual([]);
  });

  it('moves a batch item in bins by batch-in-bin pairs in no more statements than batches and bins took apart', async () => {
    const headers = await api.writeHeaders('admin');
    await createItem(api, headers, 'STMT-BB', { ManBtchNum: 'Y' });
    const { dft, other } = await binsOfWarehouse(api, 'WH01');
    const line = (extra: object) => ({ ItemCode: 'STMT-BB', WarehouseCode: 'WH01', ...extra });
    const receipt = () =>
      docs.create('59', {
        DocumentLines: [
          line({
            Quantity: '10',
            UnitPrice: '2',
            BatchNumbers: [
              { BatchNumber: 'SB-1', Quantity: '6', ExpiryDate: '2027-01-01' },
              { BatchNumber: 'SB-2', Quantity: '4', ExpiryDate: '2027-05-01' },
            ],
            DocumentLinesBinAllocations: [
              { BinAbsEntry: dft, Quantity: '5' },
              { BinAbsEntry: other, Quantity: '5' },
            ],
          }),
        ],
      });
    documentOf(await receipt(), 201);
    const onPath = async (request: () => Promise<unknown>) => {
      const { statements } = await countStatements(api.database, request);
      return statements.slice(0, statements.indexOf('commit') + 1).length;
    };
    // Measured on PGlite before pairs were kept (batches and bins each their own statements):
    // receipt 17, issue by earliest expiry 16, issue naming its batch and bin 15, transfer 18.
    const counts = {
      receipt: await onPath(async () => documentOf(await receipt(), 201)),
      fefo: await onPath(async () =>
        documentOf(await docs.create('60', { DocumentLines: [line({ Quantity: '7' })] }), 201),
      ),
      named: await onPath(async () =>
        documentOf(
          await docs.create('60', {
            DocumentLines: [
              line({
                Quantity: '2',
                BatchNumbers: [{ BatchNumber: 'SB-2', Quantity: '2' }],
                DocumentLinesBinAllocations: [{ BinAbsEntry: other, Quantity: '2' }],
              }),
            ],
          }),
          201,
        ),
      ),
      transfer: await onPath(async () =>
        documentOf(
          await docs.create('67', {
            Filler: 'WH01',
            ToWhsCode: 'WH04',
            DocumentLines: [{ ItemCode: 'STMT-BB', Quantity: '3' }],
          }),
          201,
        ),
      ),
    };
    // Now one statement moves a line's pairs with their batches and bins; an issue reads the pairs first.
    expect(counts).toEqual({ receipt: 14, fefo: 15, named: 15, transfer: 16 });
  });

  it('answers a new document exactly as a read of it answers it', async () => {
    const created = documentOf(await docs.create('17', order()), 201);
    expect(documentOf(await docs.read('17', created.DocEntry))).toEqual(created);
  });

  /** The statements of one request, those on its request path (to its commit) and in all. */
  const counted = async (request: () => Promise<unknown>) => {
    const { statements } = await countStatements(api.database, request);
    const committedAt = statements.indexOf('commit');
    expect(committedAt, statements.join('\n')).toBeGreaterThan(0);
    return { requestPath: statements.slice(0, committedAt + 1), statements };
  };

  it('updates, closes and cancels a five-line order in a stated number of statements', async () => {
    const created = documentOf(await docs.create('17', order()), 201);
    // Session, begin, the document and its lines locked and read, the header references with the
    // names the answer joins, the caller's profile and defaults, the items (kept lines are not
    // priced again), header, old lines out, new lines in, the lines' stock state, items' and stock
    // rows' figures, audit, commit: the answer is built from what was written, not read back.
    const update = await counted(async () =>
      documentOf(
        await docs.update('17', created.DocEntry, {
          version: created.version,
          Comments: 'changed',
          DocumentLines: created.DocumentLines.map((line) => ({
            LineNum: line.LineNum,
            Quantity: String(Number(line.Quantity) + 1),
          })),
        }),
      ),
    );
    expect(update.requestPath.length, update.requestPath.join('\n')).toBeLessThanOrEqual(15);
    const updated = documentOf(await docs.read('17', created.DocEntry));
    // Session, begin, the document and its lines, lines closed, header closed, items, stock rows,
    // audit, commit: the answer is the document as read, closed, not read back.
    const close = await counted(async () =>
      documentOf(await docs.close('17', created.DocEntry, updated.version)),
    );
    expect(close.requestPath.length, close.requestPath.join('\n')).toBeLessThanOrEqual(10);
    const second = documentOf(await docs.create('17', order()), 201);
    // As closing, and the check for documents copied from it.
    const cancel = await counted(async () =>
      documentOf(await docs.cancel('17', second.DocEntry, second.version)),
    );
    expect(cancel.requestPath.length, cancel.requestPath.join('\n')).toBeLessThanOrEqual(11);
    for (const { requestPath } of [update, close, cancel])
      expect(requestPath.filter((statement) => /\b(alerts|user_notifications)\b/.test(statement))).toEqual(
        [],
      );
  });

  it('answers an updated document exactly as a read of it answers it', async () => {
    const created = documentOf(await docs.create('17', order()), 201);
    const [extra] = await itemsFor(api, 1, 3);
    const updated = documentOf(
      await docs.update('17', created.DocEntry, {
        version: created.version,
        Comments: 'edited, not read back',
        DiscPrcnt: '2.5',
        DocumentLines: [
          ...created.DocumentLines.slice(1).map((line) => ({
            LineNum: line.LineNum,
            Quantity: String(Number(line.Quantity) + 2),
          })),
          { ItemCode: extra, Quantity: '4' },
        ],
      }),
    );
    expect(updated.version).toBe(created.version + 1);
    expect(documentOf(await docs.read('17', created.DocEntry))).toEqual(updated);
  });

  it('answers a closed and a cancelled document exactly as a read of them answers them', async () => {
    const first = documentOf(await docs.create('17', order()), 201);
    const closed = documentOf(await docs.close('17', first.DocEntry, first.version));
    expect(documentOf(await docs.read('17', first.DocEntry))).toEqual(closed);
    const second = documentOf(await docs.create('17', order()), 201);
    const cancelled = documentOf(await docs.cancel('17', second.DocEntry, second.version));
    expect(documentOf(await docs.read('17', second.DocEntry))).toEqual(cancelled);
  });

  it('sees a new approval template at the next posting', async () => {
    const headers = await api.writeHeaders('admin');
    const post = async (url: string, payload: object) => {
      const answer = await api.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json() as { ResponseData: Record<string, number> };
    };
    // Cached once: the template is not there yet.
    documentOf(await docs.create('17', order()), 201);
    const stage = await post('resources/approval-stages', {
      Name: 'Statements test',
      Authorizers: 'dispatcher',
      MaxReqr: 1,
      MaxRejReqr: 1,
    });
    const template = await post('resources/approval-templates', {
      Name: 'Every order of the administrator',
      Active: 'Y',
      Originators: 'admin',
      DocTypes: '17',
      Stages: String(stage.ResponseData.WstCode),
      Conditions: '',
    });
    const held = await docs.create('17', order());
    expect(held.statusCode, held.body).toBe(202);
    // Approved, then posted by its originator through the core: the answer is what a read gives.
    const { WddCode } = (held.json() as { Approval: { WddCode: number } }).Approval;
    const approved = await api.app.inject({
      method: 'POST',
      url: `/api/v1/approval/requests/${WddCode}/approve`,
      headers: await api.writeHeaders('dispatcher'),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const posted = await api.app.inject({
      method: 'POST',
      url: `/api/v1/approval/requests/${WddCode}/post`,
      headers,
      payload: {},
    });
    const document = documentOf(posted, 201);
    expect(document.Draft).toBe('N');
    expect(documentOf(await docs.read('17', document.DocEntry))).toEqual(document);
    const { WtmCode, version } = template.ResponseData;
    const off = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/resources/approval-templates/${WtmCode}`,
      headers,
      payload: { Active: 'N', version },
    });
    expect(off.statusCode, off.body).toBe(200);
    documentOf(await docs.create('17', order()), 201);
  });

  it('sees a new kind of alert at the next posting', async () => {
    const headers = await api.writeHeaders('admin');
    const creditChecks = async () => {
      const { statements } = await countStatements(api.database, async () =>
        documentOf(await docs.create('17', order()), 201),
      );
      return statements.filter((statement) => /credit_line > 0/.test(statement)).length;
    };
    // The demo company watches no credit line.
    expect(await creditChecks()).toBe(0);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/alerts',
      headers,
      payload: {
        AlertCode: 'CREDIT-STMT',
        Name: 'Over the credit line',
        AlertKind: 'credit-line-exceeded',
        Priority: 'N',
        UserCodes: 'admin',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await creditChecks()).toBe(1);
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
