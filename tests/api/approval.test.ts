import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { approvalDetailAnswerSchema, approvalReportAnswerSchema } from '../../src/shared/api/approval';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  type Reply,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced, stockMismatches } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

const whs = 'WH01';

describe.each(testDatabases())('approval procedures on $name', (target) => {
  let api: ApiHarness;
  const headers: Record<string, Record<string, string>> = {};
  let customer: string;
  let item: string;
  let firstStage: number;
  let secondStage: number;

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    user: string,
    payload?: object,
  ): Promise<Reply> =>
    api.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: headers[user],
      ...(payload ? { payload } : {}),
    });
  const sales = () => documentRequests(api, headers.sales ?? {});
  const order = (Quantity: string) =>
    sales().create('17', {
      CardCode: customer,
      DocumentLines: [{ ItemCode: item, Quantity, WarehouseCode: whs }],
    });
  const nextNumber = async () => {
    const [row] = await sqlRows<{ next_number: number }>(
      api,
      `select next_number from numbering_series where object_code = '17' and is_default = 'Y' order by series limit 1`,
    );
    return row?.next_number ?? 0;
  };
  const requestOf = async (DocEntry: number) => {
    const answer = await call('GET', `approval/documents/17/${DocEntry}`, 'sales');
    expect(answer.statusCode, answer.body).toBe(200);
    return approvalDetailAnswerSchema.parse(answer.json()).ResponseData;
  };
  const requestOf15 = async (DocEntry: number) => {
    const answer = await call('GET', `approval/documents/15/${DocEntry}`, 'dispatcher');
    expect(answer.statusCode, answer.body).toBe(200);
    return approvalDetailAnswerSchema.parse(answer.json()).ResponseData;
  };
  const decide = (WddCode: number, user: string, verdict: 'approve' | 'reject', Remarks?: string) =>
    call('POST', `approval/requests/${WddCode}/${verdict}`, user, Remarks ? { Remarks } : {});
  /** Activates a template for one test; the function it answers deactivates it again. */
  const activeTemplate = async (body: object) => {
    const template = await call('POST', 'resources/approval-templates', 'admin', { Active: 'Y', ...body });
    expect(template.statusCode, template.body).toBe(201);
    const { WtmCode, version } = z
      .object({ ResponseData: z.object({ WtmCode: z.number(), version: z.number() }) })
      .parse(template.json()).ResponseData;
    return async () => {
      await call('PATCH', `resources/approval-templates/${WtmCode}`, 'admin', { Active: 'N', version });
    };
  };

  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales', 'dispatcher', 'warehouse'])
      headers[user] = await api.writeHeaders(user);
    customer = await partnerOf(api, 'C', 1);
    [item = ''] = await itemsFor(api, 1, 20);
    const stage = async (body: object) => {
      const answer = await call('POST', 'resources/approval-stages', 'admin', body);
      expect(answer.statusCode, answer.body).toBe(201);
      return z.object({ ResponseData: z.object({ WstCode: z.number() }) }).parse(answer.json()).ResponseData
        .WstCode;
    };
    firstStage = await stage({
      Name: 'Sales managers',
      Authorizers: 'ADMIN, dispatcher',
      MaxReqr: 2,
      MaxRejReqr: 1,
    });
    secondStage = await stage({ Name: 'Warehouse', Authorizers: 'warehouse', MaxReqr: 1, MaxRejReqr: 1 });
    const template = await call('POST', 'resources/approval-templates', 'admin', {
      Name: 'Large sales orders',
      Active: 'Y',
      Originators: 'sales',
      DocTypes: '17',
      Stages: `${firstStage}, ${secondStage}`,
      Conditions: 'quantity > 50',
    });
    expect(template.statusCode, template.body).toBe(201);
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  it("puts the demo's drafts before the administrator, each with one request", async () => {
    const [drafts] = await sqlRows<{ waiting: number; requested: number }>(
      api,
      `select count(*)::int as waiting, count(r.wdd_code)::int as requested from documents d
         left join approval_requests r on r.obj_type = d.obj_type and r.doc_entry = d.doc_entry
        where d.draft = 'Y' and d.wdd_status = 'W' and d.canceled = 'N'`,
    );
    // The demo size may seed no draft at all; the larger sizes seed dozens.
    expect(drafts?.requested).toBe(drafts?.waiting);
    const pending = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/decision-report?tab=pending', 'admin')).json(),
    ).ResponseData.data;
    expect(pending.length).toBe(Math.min(drafts?.waiting ?? 0, 500));
  });

  it('refuses a stage requiring more approvals than it has authorizers, and unknown users', async () => {
    const tooMany = await call('POST', 'resources/approval-stages', 'admin', {
      Name: 'Too many',
      Authorizers: 'admin',
      MaxReqr: 2,
      MaxRejReqr: 1,
    });
    expect(Object.keys(errorOf(tooMany, 400).fields ?? {})).toEqual(['MaxReqr']);
    const unknown = await call('POST', 'resources/approval-stages', 'admin', {
      Name: 'Nobody',
      Authorizers: 'nobody-here',
      MaxReqr: 1,
      MaxRejReqr: 1,
    });
    expect(Object.keys(errorOf(unknown, 400).fields ?? {})).toEqual(['Authorizers']);
    const badTemplate = await call('POST', 'resources/approval-templates', 'admin', {
      Name: 'Broken',
      Originators: 'sales',
      DocTypes: '17, 99',
      Stages: '999',
      Conditions: 'price > 3',
    });
    expect(Object.keys(errorOf(badTemplate, 400).fields ?? {}).sort()).toEqual([
      'Conditions',
      'DocTypes',
      'Stages',
    ]);
  });

  it('posts a document whose conditions do not match, at once', async () => {
    const was = await stockOf(api, item, whs);
    const number = await nextNumber();
    const document = documentOf(await order('2'), 201);
    expect(document).toMatchObject({ Draft: 'N', WddStatus: '-', DocNum: number });
    expect((await stockOf(api, item, whs)).IsCommited - was.IsCommited).toBe(2);
  });

  it('keeps a matching document pending: no number, no stock, a request for each authorizer', async () => {
    const was = await stockOf(api, item, whs);
    const number = await nextNumber();
    const answer = await order('60');
    const draft = documentOf(answer, 202);
    expect(
      z.object({ Approval: z.object({ Status: z.string() }) }).parse(answer.json()).Approval.Status,
    ).toBe('W');
    expect(draft).toMatchObject({ Draft: 'Y', WddStatus: 'W' });
    expect(draft.DocNum).toBeLessThan(0);
    expect(await nextNumber()).toBe(number);
    expect(await stockOf(api, item, whs)).toEqual(was);
    const detail = await requestOf(draft.DocEntry);
    expect(detail).toMatchObject({ Status: 'W', CurrStep: 0, TemplateName: 'Large sales orders' });
    expect(
      detail.decisions.map((decision) => [decision.StepCode, decision.UserCode, decision.Status]),
    ).toEqual([
      [0, 'admin', 'W'],
      [0, 'dispatcher', 'W'],
      [1, 'warehouse', 'W'],
    ]);
    // The draft is not among the posted orders, and cannot be edited as one.
    const edit = await sales().update('17', draft.DocEntry, { Comments: 'x', version: draft.version });
    expect(edit.statusCode).toBe(404);
  });

  it('passes two stages by their required approvals, then the originator posts with the next number and stock', async () => {
    const draft = documentOf(await order('55'), 202);
    const { WddCode } = await requestOf(draft.DocEntry);
    // Not an authorizer of the request at all, then not of its current stage.
    expect((await decide(WddCode, 'sales', 'approve')).statusCode).toBe(403);
    expect((await decide(WddCode, 'warehouse', 'approve')).statusCode).toBe(403);
    expect((await decide(WddCode, 'admin', 'approve', 'Fine by me')).statusCode).toBe(200);
    errorOf(await decide(WddCode, 'admin', 'approve'), 409);
    expect((await requestOf(draft.DocEntry)).CurrStep).toBe(0);
    // The originator cannot post before it is approved.
    errorOf(await call('POST', `approval/requests/${WddCode}/post`, 'sales'), 409);
    expect((await decide(WddCode, 'dispatcher', 'approve')).statusCode).toBe(200);
    expect((await requestOf(draft.DocEntry)).CurrStep).toBe(1);
    const pendingForWarehouse = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/decision-report?tab=pending', 'warehouse')).json(),
    ).ResponseData.data;
    expect(pendingForWarehouse.map((row) => row.WddCode)).toContain(WddCode);
    expect((await decide(WddCode, 'warehouse', 'approve')).statusCode).toBe(200);
    const approved = await requestOf(draft.DocEntry);
    expect(approved).toMatchObject({ Status: 'Y', can: { post: true, cancel: true, decide: false } });
    expect(documentOf(await sales().read('17', draft.DocEntry))).toMatchObject({
      Draft: 'Y',
      WddStatus: 'Y',
    });

    // Only the originator posts it.
    expect((await call('POST', `approval/requests/${WddCode}/post`, 'admin')).statusCode).toBe(403);
    const was = await stockOf(api, item, whs);
    const number = await nextNumber();
    const posted = documentOf(await call('POST', `approval/requests/${WddCode}/post`, 'sales'), 201);
    expect(posted).toMatchObject({ DocEntry: draft.DocEntry, Draft: 'N', WddStatus: 'Y', DocNum: number });
    expect(await nextNumber()).toBe(number + 1);
    expect((await stockOf(api, item, whs)).IsCommited - was.IsCommited).toBe(55);
    errorOf(await call('POST', `approval/requests/${WddCode}/post`, 'sales'), 409);
    const generated = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/status-report?tab=generated', 'sales')).json(),
    ).ResponseData.data;
    expect(generated.map((row) => row.WddCode)).toContain(WddCode);
    const byAuthorizer = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/status-report?tab=authorizer', 'admin')).json(),
    ).ResponseData.data;
    expect(
      byAuthorizer.filter((row) => row.WddCode === WddCode).map((row) => [row.AuthorizerCode, row.Remarks]),
    ).toEqual([
      ['admin', 'Fine by me'],
      ['dispatcher', null],
      ['warehouse', null],
    ]);
  });

  it('counts two authorizers deciding at the same moment once each: the stage passes exactly once', async () => {
    const draft = documentOf(await order('65'), 202);
    const { WddCode } = await requestOf(draft.DocEntry);
    const answers = await Promise.all([
      decide(WddCode, 'admin', 'approve'),
      decide(WddCode, 'dispatcher', 'approve'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const detail = await requestOf(draft.DocEntry);
    expect(detail).toMatchObject({ Status: 'W', CurrStep: 1 });
    expect(detail.decisions.filter((decision) => decision.Status === 'Y')).toHaveLength(2);
    expect((await call('POST', `approval/requests/${WddCode}/cancel`, 'sales')).statusCode).toBe(200);
  });

  it('rejects a document when a stage reaches its rejections; it can then neither be decided nor posted', async () => {
    const was = await stockOf(api, item, whs);
    const number = await nextNumber();
    const draft = documentOf(await order('70'), 202);
    const { WddCode } = await requestOf(draft.DocEntry);
    expect((await decide(WddCode, 'dispatcher', 'reject', 'Too much for this customer')).statusCode).toBe(
      200,
    );
    expect(await requestOf(draft.DocEntry)).toMatchObject({ Status: 'N', can: { post: false } });
    expect(documentOf(await sales().read('17', draft.DocEntry)).WddStatus).toBe('N');
    errorOf(await decide(WddCode, 'admin', 'approve'), 409);
    errorOf(await call('POST', `approval/requests/${WddCode}/post`, 'sales'), 409);
    expect(await nextNumber()).toBe(number);
    expect(await stockOf(api, item, whs)).toEqual(was);
    const rejected = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/decision-report?tab=rejected', 'dispatcher')).json(),
    ).ResponseData.data;
    expect(rejected.find((row) => row.WddCode === WddCode)).toMatchObject({
      DecisionStatus: 'N',
      Remarks: 'Too much for this customer',
    });
  });

  it('lets the originator cancel a pending draft, and no one else', async () => {
    const draft = documentOf(await order('80'), 202);
    const { WddCode } = await requestOf(draft.DocEntry);
    expect((await call('POST', `approval/requests/${WddCode}/cancel`, 'admin')).statusCode).toBe(403);
    expect((await call('POST', `approval/requests/${WddCode}/cancel`, 'sales')).statusCode).toBe(200);
    expect(documentOf(await sales().read('17', draft.DocEntry))).toMatchObject({ CANCELED: 'Y', Draft: 'Y' });
    errorOf(await decide(WddCode, 'admin', 'approve'), 409);
    const cancelled = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/status-report?tab=cancelled', 'sales')).json(),
    ).ResponseData.data;
    expect(cancelled.map((row) => row.WddCode)).toContain(WddCode);
    // Another originator's requests are not in a non-administrator's status report.
    const others = approvalReportAnswerSchema.parse(
      (await call('GET', 'approval/status-report?tab=cancelled', 'dispatcher')).json(),
    ).ResponseData.data;
    expect(others).toEqual([]);
  });

  it('refuses to post an approved copy whose base was spent meanwhile, unless copies may exceed their base', async () => {
    // Deliveries of four or more by the dispatcher wait for the warehouse's approval.
    const deactivate = await activeTemplate({
      Name: 'Dispatcher deliveries',
      Originators: 'dispatcher',
      DocTypes: '15',
      Stages: `${secondStage}`,
      Conditions: 'quantity > 3',
    });
    const admin = documentRequests(api, headers.admin ?? {});
    const dispatcher = documentRequests(api, headers.dispatcher ?? {});
    const ordered = documentOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: item, Quantity: '4', WarehouseCode: whs }],
      }),
      201,
    );
    const copy = (requests: typeof admin) =>
      requests.create('15', {
        CardCode: customer,
        DocumentLines: [
          { BaseType: '17', BaseEntry: ordered.DocEntry, BaseLine: 0, Quantity: '4', WarehouseCode: whs },
        ],
      });
    const draft = documentOf(await copy(dispatcher), 202);
    // Meanwhile the administrator delivers the whole order.
    documentOf(await copy(admin), 201);
    const { WddCode } = await requestOf15(draft.DocEntry);
    expect((await decide(WddCode, 'warehouse', 'approve')).statusCode).toBe(200);
    const spent = errorOf(await call('POST', `approval/requests/${WddCode}/post`, 'dispatcher'), 409);
    expect(spent.message).toMatch(/which no longer has 4(\.0+)? open/);
    const settings = async (ExceedBase: 'Y' | 'N') => {
      const read = await call('GET', 'resources/doc-settings/1', 'admin');
      const { version } = z
        .object({ ResponseData: z.object({ version: z.number() }) })
        .parse(read.json()).ResponseData;
      const saved = await call('PATCH', 'resources/doc-settings/1', 'admin', { ExceedBase, version });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await settings('Y');
    try {
      const posted = documentOf(await call('POST', `approval/requests/${WddCode}/post`, 'dispatcher'), 201);
      expect(posted).toMatchObject({ Draft: 'N', WddStatus: 'Y' });
    } finally {
      await settings('N');
      await deactivate();
    }
  });

  it('refuses to post an approved copy of an order its poster may no longer read, as if its base were spent', async () => {
    // Sales deliveries of four or more wait for the warehouse's approval.
    const deactivate = await activeTemplate({
      Name: 'Sales deliveries',
      Originators: 'sales',
      DocTypes: '15',
      Stages: `${secondStage}`,
      Conditions: 'quantity > 3',
    });
    try {
      const ordered = documentOf(await order('4'), 201);
      const draft = documentOf(
        await sales().create('15', {
          CardCode: customer,
          DocumentLines: [{ BaseType: '17', BaseEntry: ordered.DocEntry, BaseLine: 0, Quantity: '4' }],
        }),
        202,
      );
      // Meanwhile the order passes to another sales employee: out of the poster's reach.
      const admin = documentRequests(api, headers.admin ?? {});
      documentOf(await admin.update('17', ordered.DocEntry, { version: ordered.version, SlpCode: 2 }));
      const pending = await call('GET', `approval/documents/15/${draft.DocEntry}`, 'sales');
      const { WddCode } = approvalDetailAnswerSchema.parse(pending.json()).ResponseData;
      expect((await decide(WddCode, 'warehouse', 'approve')).statusCode).toBe(200);
      const refused = errorOf(await call('POST', `approval/requests/${WddCode}/post`, 'sales'), 409);
      expect(refused.message).toMatch(/which no longer has 4(\.0+)? open/);
      expect(documentOf(await admin.read('17', ordered.DocEntry)).DocumentLines[0]?.OpenQty).toBe('4.000000');
    } finally {
      await deactivate();
    }
  });

  it('leaves the stock ledger equal to the stock figures after drafts, decisions and posting', async () => {
    expect(await stockMismatches(api.database)).toEqual([]);
  });

  it('answers 404 for an unknown request and 400 for a bad body', async () => {
    errorOf(await decide(999_999, 'admin', 'approve'), 404);
    errorOf(await call('POST', 'approval/requests/1/approve', 'admin', { Remarks: 'x'.repeat(300) }), 400);
    errorOf(await call('GET', 'approval/status-report?tab=nothing', 'admin'), 400);
  });
});
