import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agingAnswerSchema, reconciliationsAnswerSchema } from '../../src/shared/api/finance-reports';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  plusDays,
  sqlRows,
  warehouseFor,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * A credit memo copied from an invoice is reconciled with it in the memo's own transaction, as SAP
 * Business One does: applied up to what the invoice has open, both PaidToDate raised, what is
 * left on the memo a credit the partner holds. Amounts by hand: four units at 250.00 with 18% tax
 * are 1,180.00, one unit 295.00.
 */
describe.each(testDatabases())('credit memos reconciled with their invoices on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let item: string;
  let today: string;
  const whs = 'RECN';
  const customers = ['REC-FULL', 'REC-PART', 'REC-PAID', 'REC-RACE', 'REC-DATE', 'REC-HELD'] as const;
  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    const model = await partnerOf(api, 'C');
    await sqlRows(
      api,
      `insert into business_partners (card_code, card_name, card_type, group_code, currency, list_num, group_num, slp_code)
       select x.code, x.code, 'C', p.group_code, p.currency, p.list_num, p.group_num, p.slp_code
         from business_partners p cross join unnest($2::text[]) x(code)
        where p.card_code = $1`,
      [model, [...customers]],
    );
    await sqlRows(
      api,
      `insert into tax_groups (code, name, rate, category) values ('O18', 'Output 18%', 18, 'O')
       on conflict do nothing`,
    );
    await warehouseFor(api, whs, 'Reconciliation test');
    const [first] = await itemsFor(api, 1);
    if (!first) throw new Error('no stocked item');
    item = first;
    const receipt = documentOf(
      await docs.create('59', {
        DocumentLines: [
          { ItemCode: item, Quantity: '500', UnitPrice: '60', VatGroup: 'I0', WarehouseCode: whs },
        ],
      }),
      201,
    );
    today = receipt.DocDate;
  });
  afterAll(() => api.close());

  const invoiceOf = async (CardCode: string, DocDate?: string) =>
    documentOf(
      await docs.create('13', {
        CardCode,
        ...(DocDate ? { DocDate, DocDueDate: DocDate, TaxDate: DocDate } : {}),
        DocumentLines: [
          { ItemCode: item, Quantity: '4', UnitPrice: '250', VatGroup: 'O18', WarehouseCode: whs },
        ],
      }),
      201,
    );
  const memoOf = (invoice: MarketingDocument, Quantity: string) =>
    docs.create('14', {
      CardCode: invoice.CardCode,
      DocumentLines: [{ BaseType: '13', BaseEntry: invoice.DocEntry, BaseLine: 0, Quantity }],
    });
  const reread = async (document: MarketingDocument) =>
    documentOf(await docs.read(document.ObjType, document.DocEntry));
  const pay = async (invoice: MarketingDocument, amount: string) => {
    const reply = await api.app.inject({
      method: 'POST',
      url: '/api/v1/payments/incoming',
      headers: await api.writeHeaders('admin'),
      payload: {
        CardCode: invoice.CardCode,
        TransferSum: amount,
        HouseBankAccount: 1,
        PaymentInvoices: [{ InvoiceType: '13', DocEntry: invoice.DocEntry, SumApplied: amount }],
      },
    });
    expect(reply.statusCode, reply.body).toBe(201);
  };
  /** The customer's aging total at a date (0 when no row), and their balance. */
  const agingOf = async (CardCode: string, RefDate = today) => {
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/finance/aging?Side=C&RefDate=${RefDate}`,
      headers: await api.writeHeaders('admin'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const row = agingAnswerSchema.parse(reply.json()).ResponseData.data.find((r) => r.CardCode === CardCode);
    return Number(row?.Total ?? 0);
  };
  const balanceOf = async (CardCode: string) => {
    const [row] = await sqlRows<{ balance: string }>(
      api,
      'select balance::text from business_partners where card_code = $1',
      [CardCode],
    );
    return Number(row?.balance);
  };
  const reconciliationsOf = (memo: MarketingDocument) =>
    sqlRows<{ canceled: string; total: string; lines: string }>(
      api,
      `select r.canceled, r.total::text,
         string_agg(l.src_obj_typ || '/' || l.is_credit || '/' || l.recon_sum::numeric(19, 2), ' ' order by l.line_seq) as lines
       from reconciliations r join reconciliation_lines l on l.recon_num = r.recon_num
       where r.init_obj_typ = '14' and r.init_obj_abs = $1 group by r.recon_num order by r.recon_num`,
      [memo.DocEntry],
    );

  it('closes both an unpaid invoice and the memo copying all of it; the aging shows neither', async () => {
    const invoice = await invoiceOf('REC-FULL');
    expect(invoice.DocTotal).toBe('1180.000000');
    const memo = documentOf(await memoOf(invoice, '4'), 201);
    expect(memo).toMatchObject({ DocTotal: '1180.000000', PaidToDate: '1180.000000', DocStatus: 'C' });
    expect(await reread(memo)).toMatchObject({
      PaidToDate: '1180.000000',
      DocStatus: 'C',
      version: memo.version,
    });
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '1180.000000', DocStatus: 'C' });
    expect(await reconciliationsOf(memo)).toEqual([
      { canceled: 'N', total: '1180.000000', lines: '14/C/1180.00 13/D/1180.00' },
    ]);
    expect(await agingOf('REC-FULL')).toBe(0);
    expect(await balanceOf('REC-FULL')).toBe(0);
    // The invoice's reconciliations, read as the aging's rules allow.
    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/v1/finance/reconciliations?ObjType=13&DocEntry=${invoice.DocEntry}`,
      headers: await api.writeHeaders('admin'),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(reconciliationsAnswerSchema.parse(listed.json()).ResponseData.data).toMatchObject([
      {
        ReconType: 'credit-memo',
        CardCode: 'REC-FULL',
        Total: '1180.000000',
        InitObjTyp: '14',
        InitObjAbs: memo.DocEntry,
        Canceled: 'N',
        CancelDate: null,
        lines: [
          {
            SrcObjTyp: '14',
            SrcObjAbs: memo.DocEntry,
            DocNum: memo.DocNum,
            IsCredit: 'C',
            ReconSum: '1180.000000',
          },
          { SrcObjTyp: '13', SrcObjAbs: invoice.DocEntry, DocNum: invoice.DocNum, IsCredit: 'D' },
        ],
      },
    ]);
    const refused = await api.app.inject({
      method: 'GET',
      url: `/api/v1/finance/reconciliations?ObjType=13&DocEntry=${invoice.DocEntry}`,
      headers: await api.writeHeaders('dispatcher'),
    });
    expect(refused.statusCode).toBe(403);
    // A reconciliation writes no journal entry: the memo's own is its only one.
    const [entries] = await sqlRows<{ n: number }>(
      api,
      "select count(*)::int as n from journal_entries where trans_type = '14' and base_ref = $1",
      [memo.DocEntry],
    );
    expect(entries?.n).toBe(1);

    // The invoice is held by the memo's reconciliation: the memo is cancelled first.
    const held = errorOf(await docs.cancel('13', invoice.DocEntry, (await reread(invoice)).version), 409);
    expect(held.message).toMatch(/credit memo/);
    documentOf(await docs.cancel('14', memo.DocEntry, memo.version));
    const reopened = await reread(invoice);
    expect(reopened).toMatchObject({ PaidToDate: '0.000000', DocStatus: 'O' });
    expect((await reread(memo)).PaidToDate).toBe('0.000000');
    expect(await reconciliationsOf(memo)).toMatchObject([{ canceled: 'Y' }]);
    expect(await agingOf('REC-FULL')).toBe(1180);
    expect(await balanceOf('REC-FULL')).toBe(1180);
    // Freed, the invoice may be cancelled now.
    documentOf(await docs.cancel('13', invoice.DocEntry, reopened.version));
  });

  it('leaves an invoice open less a partial memo', async () => {
    const invoice = await invoiceOf('REC-PART');
    const memo = documentOf(await memoOf(invoice, '1'), 201);
    expect(memo).toMatchObject({ DocTotal: '295.000000', PaidToDate: '295.000000', DocStatus: 'C' });
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '295.000000', DocStatus: 'O' });
    expect(await agingOf('REC-PART')).toBe(885);
    expect(await balanceOf('REC-PART')).toBe(885);
    // The payment screen offers what is left, and the memo no more.
    const reply = await api.app.inject({
      method: 'GET',
      url: '/api/v1/payments/incoming/open-items?CardCode=REC-PART',
      headers: await api.writeHeaders('admin'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const items = (reply.json() as { ResponseData: { data: { ObjType: string; OpenAmount: string }[] } })
      .ResponseData.data;
    expect(items.map((row) => [row.ObjType, row.OpenAmount])).toEqual([['13', '885.000000']]);
  });

  it('keeps what a memo of a paid invoice has left as an open credit', async () => {
    const invoice = await invoiceOf('REC-PAID');
    await pay(invoice, '1000');
    const memo = documentOf(await memoOf(invoice, '4'), 201);
    expect(memo).toMatchObject({ DocTotal: '1180.000000', PaidToDate: '180.000000', DocStatus: 'O' });
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '1180.000000', DocStatus: 'C' });
    expect(await reconciliationsOf(memo)).toEqual([
      { canceled: 'N', total: '180.000000', lines: '14/C/180.00 13/D/180.00' },
    ]);
    expect(await agingOf('REC-PAID')).toBe(-1000);
    expect(await balanceOf('REC-PAID')).toBe(-1000);
  });

  it('never applies two memos taken at once beyond what the invoice has open', async () => {
    const invoice = await invoiceOf('REC-RACE');
    await pay(invoice, '600');
    // Two memos of one unit (295.00 each) against 580.00 open: the second takes only 285.00.
    const replies = await Promise.all([memoOf(invoice, '1'), memoOf(invoice, '1')]);
    const memos = replies.map((reply) => documentOf(reply, 201));
    const paid = memos.map((memo) => memo.PaidToDate).sort();
    expect(paid).toEqual(['285.000000', '295.000000']);
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '1180.000000', DocStatus: 'C' });
    expect(await agingOf('REC-RACE')).toBe(-10);
    expect(await balanceOf('REC-RACE')).toBe(-10);
  });

  it('reconciles an A/P credit memo with the A/P invoice it copies, the other way round', async () => {
    const vendor = await partnerOf(api, 'S');
    const before = await balanceOf(vendor);
    const invoice = documentOf(
      await docs.create('18', {
        CardCode: vendor,
        DocumentLines: [
          { ItemCode: item, Quantity: '4', UnitPrice: '250', VatGroup: 'I0', WarehouseCode: whs },
        ],
      }),
      201,
    );
    const memo = documentOf(
      await docs.create('19', {
        CardCode: vendor,
        DocumentLines: [{ BaseType: '18', BaseEntry: invoice.DocEntry, BaseLine: 0, Quantity: '4' }],
      }),
      201,
    );
    expect(memo).toMatchObject({ DocTotal: invoice.DocTotal, PaidToDate: invoice.DocTotal, DocStatus: 'C' });
    expect(await reread(invoice)).toMatchObject({ PaidToDate: invoice.DocTotal, DocStatus: 'C' });
    const [recon] = await sqlRows<{ lines: string }>(
      api,
      `select string_agg(l.src_obj_typ || '/' || l.is_credit, ' ' order by l.line_seq) as lines
       from reconciliations r join reconciliation_lines l on l.recon_num = r.recon_num
       where r.init_obj_typ = '19' and r.init_obj_abs = $1`,
      [memo.DocEntry],
    );
    expect(recon?.lines).toBe('19/D 18/C');
    expect(await balanceOf(vendor)).toBe(before);
  });

  it('reconciles a memo held for approval only when it is posted', async () => {
    const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, user: string, payload?: object) =>
      api.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: await api.writeHeaders(user),
        ...(payload ? { payload } : {}),
      });
    const stage = await call('POST', 'resources/approval-stages', 'admin', {
      Name: 'Memo check',
      Authorizers: 'warehouse',
      MaxReqr: 1,
      MaxRejReqr: 1,
    });
    expect(stage.statusCode, stage.body).toBe(201);
    const { WstCode } = (stage.json() as { ResponseData: { WstCode: number } }).ResponseData;
    const template = await call('POST', 'resources/approval-templates', 'admin', {
      Name: 'Large credit memos',
      Active: 'Y',
      Originators: 'admin',
      DocTypes: '14',
      Stages: `${WstCode}`,
      Conditions: 'quantity > 3',
    });
    expect(template.statusCode, template.body).toBe(201);
    const { WtmCode, version } = (template.json() as { ResponseData: { WtmCode: number; version: number } })
      .ResponseData;
    try {
      const invoice = await invoiceOf('REC-HELD');
      const draft = documentOf(await memoOf(invoice, '4'), 202);
      expect(await reread(invoice)).toMatchObject({ PaidToDate: '0.000000' });
      const request = await call('GET', `approval/documents/14/${draft.DocEntry}`, 'admin');
      expect(request.statusCode, request.body).toBe(200);
      const { WddCode } = (request.json() as { ResponseData: { WddCode: number } }).ResponseData;
      expect((await call('POST', `approval/requests/${WddCode}/approve`, 'warehouse', {})).statusCode).toBe(
        200,
      );
      const posted = await call('POST', `approval/requests/${WddCode}/post`, 'admin');
      expect(posted.statusCode, posted.body).toBe(201);
      expect(await reread(draft)).toMatchObject({ Draft: 'N', PaidToDate: '1180.000000', DocStatus: 'C' });
      expect(await reread(invoice)).toMatchObject({ PaidToDate: '1180.000000', DocStatus: 'C' });
      expect(await agingOf('REC-HELD')).toBe(0);
    } finally {
      await call('PATCH', `resources/approval-templates/${WtmCode}`, 'admin', { Active: 'N', version });
    }
  });

  it('shows the invoice open in the aging at a date before the memo', async () => {
    const invoice = await invoiceOf('REC-DATE', plusDays(today, -10));
    documentOf(await memoOf(invoice, '4'), 201);
    expect(await agingOf('REC-DATE')).toBe(0);
    expect(await agingOf('REC-DATE', plusDays(today, -5))).toBe(1180);
    expect(await agingOf('REC-DATE', plusDays(today, -11))).toBe(0);
  });
});
