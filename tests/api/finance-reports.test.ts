import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatementAnswerSchema,
  agingAnswerSchema,
  agingBucketOf,
} from '../../src/shared/api/finance-reports';
import { journalEntriesAnswerSchema, trialBalanceAnswerSchema } from '../../src/shared/api/journal';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, partnerOf, plusDays, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * The aging, the account statement and the journal's filters over documents posted here, with
 * amounts worked out by hand: one unit at 100.00 with 18% tax is 118.00.
 */
describe.each(testDatabases())('the finance reports on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let today: string;
  let refDate: string;
  const own = 'AGE-OWN';
  const other = 'AGE-OTHER';
  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    const vendor = await partnerOf(api, 'S');
    const model = await partnerOf(api, 'C', 1);
    // Two customers of their own, one the sales user's (SlpCode 1, the demo rules' condition).
    await sqlRows(
      api,
      `insert into business_partners (card_code, card_name, card_type, group_code, currency, list_num, group_num, slp_code)
       select x.code, x.name, 'C', p.group_code, p.currency, p.list_num, p.group_num, x.slp
         from business_partners p cross join (values ($2, 'Aging own', 1), ($3, 'Aging other', -1)) x(code, name, slp)
        where p.card_code = $1`,
      [model, own, other],
    );
    await sqlRows(
      api,
      `insert into tax_groups (code, name, rate, category) values ('AO18', 'Output 18%', 18, 'O')
       on conflict do nothing`,
    );
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: 'AGNG', WhsName: 'Aging test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [first] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
        and valid_for = 'Y' and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
      order by item_code limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    const line = (Quantity: string, UnitPrice = '100') => ({
      ItemCode: first.item_code,
      Quantity,
      UnitPrice,
      VatGroup: 'AO18',
      WarehouseCode: 'AGNG',
    });
    documentOf(await docs.create('20', { CardCode: vendor, DocumentLines: [line('50', '10')] }), 201);
    // Aged 150 days after today: due 10, 45, 75 and 120 days before that date, and a credit memo.
    const first13 = documentOf(await docs.create('13', { CardCode: own, DocumentLines: [line('1')] }), 201);
    today = first13.DocDate;
    refDate = plusDays(today, 150);
    await sqlRows(api, `update documents set doc_due_date = $1 where obj_type = '13' and doc_entry = $2`, [
      plusDays(today, 140),
      first13.DocEntry,
    ]);
    for (const [quantity, due] of [
      ['2', 105],
      ['3', 75],
      ['4', 30],
    ] as const)
      documentOf(
        await docs.create('13', {
          CardCode: own,
          DocDueDate: plusDays(today, due),
          DocumentLines: [line(quantity)],
        }),
        201,
      );
    documentOf(
      await docs.create('14', {
        CardCode: own,
        DocDueDate: plusDays(today, 140),
        DocumentLines: [line('1', '50')],
      }),
      201,
    );
    documentOf(await docs.create('13', { CardCode: other, DocumentLines: [line('1')] }), 201);
    // What a payment of 100.00 leaves open on the 472.00 invoice (the payments write PaidToDate).
    await sqlRows(
      api,
      `update documents set paid_to_date = 100 where obj_type = '13' and card_code = $1 and doc_total = 472`,
      [own],
    );
  });
  afterAll(() => api.close());

  const get = async (user: string, url: string) =>
    api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: await api.writeHeaders(user) });
  const aging = async (user: string, query: string) => {
    const reply = await get(user, `/finance/aging${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return agingAnswerSchema.parse(reply.json()).ResponseData;
  };
  const figures = (row: Record<string, string> | undefined) =>
    row && Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));

  /** The other customer's aging row, in figures, a number of days after today. */
  const rowOn = async (day: number) =>
    figures(
      (await aging('admin', `?Side=C&RefDate=${plusDays(today, day)}`)).data.find(
        (row) => row.CardCode === other,
      ),
    );
  /** An incoming payment by transfer from the other customer on a day, applied as `PaymentInvoices` say. */
  const payIncoming = async (day: number, TransferSum: string, PaymentInvoices: object[] = []) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/payments/incoming',
      headers: await api.writeHeaders('admin'),
      payload: {
        CardCode: other,
        DocDate: plusDays(today, day),
        TransferSum,
        HouseBankAccount: 1,
        PaymentInvoices,
      },
    });

  it('ages open invoices and credit memos by due date into 0-30, 31-60, 61-90 and over 90 days', async () => {
    const answer = await aging('admin', `?Side=C&RefDate=${refDate}`);
    const { CardCode, CardName, ...buckets } = answer.data.find((row) => row.CardCode === own) ?? {
      CardCode: '',
      CardName: '',
    };
    expect(CardName).toBe('Aging own');
    // 118.00 - 59.00 credit memo; 236.00; 354.00; 472.00 less 100.00 paid.
    expect(figures(buckets)).toEqual({
      Days0to30: 59,
      Days31to60: 236,
      Days61to90: 354,
      Over90: 372,
      Total: 1021,
    });
    expect(Number(answer.totals.Total)).toBeCloseTo(
      answer.data.reduce((sum, row) => sum + Number(row.Total), 0),
      4,
    );
    // On the posting date nothing is due yet: all in the first bucket; the day before, nothing.
    const posted = await aging('admin', `?Side=C&RefDate=${today}`);
    expect(figures(posted.data.find((row) => row.CardCode === own))).toMatchObject({
      Days0to30: 1021,
      Over90: 0,
    });
    const before = await aging('admin', `?Side=C&RefDate=${plusDays(today, -1)}`);
    expect(before.data.find((row) => row.CardCode === own)).toBeUndefined();
    // Vendors are the other side: no customer there.
    const vendors = await aging('admin', `?Side=S&RefDate=${refDate}`);
    expect(vendors.data.find((row) => row.CardCode === own)).toBeUndefined();
    expect(agingBucketOf(-5)).toBe('Days0to30');
    expect(agingBucketOf(91)).toBe('Over90');
  });

  it("shows a sales user their own customers' aging, without the journal", async () => {
    const answer = await aging('sales', `?Side=C&RefDate=${refDate}`);
    expect(answer.data.map((row) => row.CardCode)).toContain(own);
    expect(answer.data.map((row) => row.CardCode)).not.toContain(other);
    expect(Number(answer.data.find((row) => row.CardCode === own)?.Total)).toBe(1021);
    const admin = await aging('admin', `?Side=C&RefDate=${refDate}`);
    expect(admin.data.map((row) => row.CardCode)).toContain(other);
    for (const url of [
      `/finance/account-statement?CardCode=${own}`,
      '/finance/journal-entries',
      '/finance/trial-balance',
    ])
      expect((await get('sales', url)).statusCode, url).toBe(403);
    // Dispatchers read partners but not their balances; warehouse staff no partners at all.
    expect((await get('dispatcher', '/finance/aging')).statusCode).toBe(403);
    expect((await get('warehouse', '/finance/aging')).statusCode).toBe(403);
    expect((await get('admin', '/finance/aging?Side=X')).statusCode).toBe(400);
  });

  it("states the partner's control account with an opening line and a running balance", async () => {
    const reply = await get('admin', `/finance/account-statement?CardCode=${own}&DateFrom=${today}`);
    expect(reply.statusCode, reply.body).toBe(200);
    const statement = accountStatementAnswerSchema.parse(reply.json()).ResponseData;
    expect(Number(statement.OpeningBalance)).toBe(0);
    expect(statement.data.map((row) => [Number(row.Debit), Number(row.Credit), Number(row.Balance)])).toEqual(
      [
        [118, 0, 118],
        [236, 0, 354],
        [354, 0, 708],
        [472, 0, 1180],
        [0, 59, 1121],
      ],
    );
    expect(statement.data.every((row) => row.Account === '1200' && row.DocNum !== null)).toBe(true);
    expect(statement.data.map((row) => row.TransType)).toEqual(['13', '13', '13', '13', '14']);
    expect(Number(statement.ClosingBalance)).toBe(1121);
    // From the next day: everything is in the opening balance.
    const later = accountStatementAnswerSchema.parse(
      (
        await get('admin', `/finance/account-statement?CardCode=${own}&DateFrom=${plusDays(today, 1)}`)
      ).json(),
    ).ResponseData;
    expect([Number(later.OpeningBalance), later.data.length, Number(later.ClosingBalance)]).toEqual([
      1121, 0, 1121,
    ]);
    // The journal's own balance of the partner says the same.
    const [balance] = await sqlRows<{ balance: string }>(
      api,
      'select balance::text from business_partners where card_code = $1',
      [own],
    );
    expect(Number(balance?.balance)).toBe(1121);
    expect((await get('admin', '/finance/account-statement?CardCode=NOPE')).statusCode).toBe(404);
    expect((await get('admin', '/finance/account-statement')).statusCode).toBe(400);
  });

  it("lists the journal's entries of a partner or an account, newest first, a page at a time", async () => {
    const read = async (query: string) => {
      const reply = await get('admin', `/finance/journal-entries${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return journalEntriesAnswerSchema.parse(reply.json()).ResponseData;
    };
    const partner = await read(`?ShortName=${own}`);
    expect(partner.data.map((entry) => entry.TransType)).toEqual(['14', '13', '13', '13', '13']);
    expect(partner.data.every((entry) => entry.CardCode === own && entry.DocNum !== null)).toBe(true);
    const ids = partner.data.map((entry) => entry.TransId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const firstPage = await read(`?ShortName=${own}&Top=2`);
    expect(firstPage.data.map((entry) => entry.TransId)).toEqual(ids.slice(0, 2));
    const secondPage = await read(`?ShortName=${own}&Top=2&Before=${firstPage.next}`);
    expect(secondPage.data.map((entry) => entry.TransId)).toEqual(ids.slice(2, 4));
    const revenue = await read(`?Account=4100&DateFrom=${today}&Top=500`);
    expect(revenue.data.every((entry) => entry.Lines.some((l) => l.Account === '4100'))).toBe(true);
    expect(revenue.data.map((entry) => entry.TransId)).toEqual(expect.arrayContaining(ids));
  });

  it('ages at a date by the payments posted by then, and by the cancellations after it', async () => {
    const [invoice] = await sqlRows<{ doc_entry: number }>(
      api,
      `select doc_entry from documents where obj_type = '13' and card_code = $1`,
      [other],
    );
    if (!invoice) throw new Error('no invoice of the other customer');
    const headers = await api.writeHeaders('admin');
    const paid = await payIncoming(10, '118', [
      { DocEntry: invoice.doc_entry, InvoiceType: '13', SumApplied: '118' },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const openOn = async (day: number) =>
      Number(
        (await aging('admin', `?Side=C&RefDate=${plusDays(today, day)}`)).data.find(
          (row) => row.CardCode === other,
        )?.Total ?? 0,
      );
    // Open before the payment's date, settled from it on (PaidToDate alone would say settled always).
    expect(await openOn(5)).toBe(118);
    expect(await openOn(10)).toBe(0);
    const { DocEntry } = paid.json().ResponseData as { DocEntry: number };
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/v1/payments/incoming/${DocEntry}/cancel`,
      headers,
      payload: { CancelDate: plusDays(today, 20) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Settled between the payment and its cancellation, open again after.
    expect(await openOn(5)).toBe(118);
    expect(await openOn(15)).toBe(0);
    expect(await openOn(25)).toBe(118);
  });

  it("counts a payment's part on account against the partner from its own date until it is cancelled", async () => {
    const headers = await api.writeHeaders('admin');
    const without = await rowOn(40);
    const paid = await payIncoming(30, '50');
    expect(paid.statusCode, paid.body).toBe(201);
    // The 118.00 invoice is open again (its payment was cancelled above); 50.00 on account from day 30.
    expect((await rowOn(25))?.Total).toBe(118);
    const after = await rowOn(40);
    expect(after?.Total).toBe(68);
    // Aged from the payment's date: ten days, so in the first bucket, as a credit.
    expect(after?.Days0to30).toBe((without?.Days0to30 ?? 0) - 50);
    const { DocEntry } = paid.json().ResponseData as { DocEntry: number };
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/v1/payments/incoming/${DocEntry}/cancel`,
      headers,
      payload: { CancelDate: plusDays(today, 50) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await rowOn(40))?.Total).toBe(68);
    expect((await rowOn(55))?.Total).toBe(118);
  });

  it('counts what was paid of a down payment invoice as a credit the customer holds, and states the payment', async () => {
    const [item] = await sqlRows<{ item_code: string }>(
      api,
      "select item_code from document_lines where obj_type = '13' and whs_code = 'AGNG' limit 1",
    );
    // A down payment invoice of 2 x 100.00 + 18% = 236.00, due in 10 days: nothing owed by it
    // until it is paid (it posts nothing), so the aging does not move.
    const down = documentOf(
      await docs.create('203', {
        CardCode: other,
        DocDueDate: plusDays(today, 10),
        DocumentLines: [
          {
            ItemCode: item?.item_code,
            Quantity: '2',
            UnitPrice: '100',
            VatGroup: 'AO18',
            WarehouseCode: 'AGNG',
          },
        ],
      }),
      201,
    );
    expect(down.DocTotal).toBe('236.000000');
    const before = await rowOn(60);
    // 100.00 paid of it on day 60: the customer holds 100.00, 50 days past the due date.
    const paid = await payIncoming(60, '100', [
      { DocEntry: down.DocEntry, InvoiceType: '203', SumApplied: '100' },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await rowOn(59)).toEqual(before);
    const after = await rowOn(60);
    expect(after?.Total).toBe((before?.Total ?? 0) - 100);
    expect(after?.Days31to60).toBe((before?.Days31to60 ?? 0) - 100);
    // The account statement shows the payment on the control account, a credit of 100.00.
    const statement = accountStatementAnswerSchema.parse(
      (await get('admin', `/finance/account-statement?CardCode=${other}`)).json(),
    ).ResponseData;
    const { DocEntry } = paid.json().ResponseData as { DocEntry: number };
    expect(statement.data.find((line) => line.TransType === '24' && line.BaseRef === DocEntry)).toMatchObject(
      {
        Credit: '100.000000',
      },
    );
    // From the payment's date on, the aging's total of the customer is their balance.
    const [balance] = await sqlRows<{ balance: string }>(
      api,
      'select balance::text from business_partners where card_code = $1',
      [other],
    );
    expect(after?.Total).toBe(Number(balance?.balance));
  });

  it('leaves the trial balance balanced after these postings', async () => {
    const reply = await get('admin', '/finance/trial-balance');
    const answer = trialBalanceAnswerSchema.parse(reply.json()).ResponseData;
    expect(answer.Debit).toBe(answer.Credit);
  });
});
