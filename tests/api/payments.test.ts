import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, readRightToLeft, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import { agingAnswerSchema } from '../../src/shared/api/finance-reports';
import { trialBalanceAnswerSchema } from '../../src/shared/api/journal';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import {
  openItemsAnswerSchema,
  type Payment,
  paymentAnswerSchema,
  paymentListAnswerSchema,
} from '../../src/shared/api/payments';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  partnerOf,
  type Reply,
  sqlRows,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

type Line = [account: string, shortName: string, debit: string, credit: string];

/**
 * Payments on the posting core, amounts computed by hand (issue 22). The demo determination
 * (reference-data.ts): 1200 receivables, 2100 payables; 1120 the operating house bank account's
 * G/L account, 1150 the first account of the Checks group, 1100 cash on hand.
 */
describe.each(testDatabases())('payments on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let vendor: string;
  let item: string;
  const whs = 'PAYT';
  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    vendor = await partnerOf(api, 'S');
    await sqlRows(
      api,
      `insert into tax_groups (code, name, rate, category) values ('O18', 'Output 18%', 18, 'O'),
      ('I18', 'Input 18%', 18, 'I') on conflict do nothing`,
    );
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: whs, WhsName: 'Payments test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [first] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
        and valid_for = 'Y' and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
      order by item_code limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    item = first.item_code;
    documentOf(
      await docs.create('59', {
        DocumentLines: [
          { ItemCode: item, Quantity: '500', UnitPrice: '60', VatGroup: 'I0', WarehouseCode: whs },
        ],
      }),
      201,
    );
  });
  afterAll(() => api.close());

  const { headersOf, send } = requestsUnder(() => api, 'payments', 'admin');
  const paymentOf = (reply: Reply, status = 200): Payment => {
    expect(reply.statusCode, reply.body).toBe(status);
    return paymentAnswerSchema.parse(reply.json()).ResponseData;
  };
  const invoiceOf = async (total: '1180' | '118', type = '13', CardCode = customer) =>
    documentOf(
      await docs.create(type, {
        CardCode,
        DocumentLines: [
          {
            ItemCode: item,
            Quantity: total === '1180' ? '4' : '1',
            UnitPrice: total === '1180' ? '250' : '100',
            VatGroup: type === '18' ? 'I18' : 'O18',
            WarehouseCode: whs,
          },
        ],
      }),
      201,
    );
  const reread = async (document: MarketingDocument) =>
    documentOf(await docs.read(document.ObjType, document.DocEntry));
  /** Euro rates of days, made or changed. */
  const euroRates = (rates: Record<string, string>) =>
    sqlRows(
      api,
      `insert into exchange_rates (currency, rate_date, rate)
       select 'EUR', d, r from unnest($1::text[], $2::numeric[]) as x(d, r)
       on conflict (currency, rate_date) do update set rate = excluded.rate`,
      [Object.keys(rates), Object.values(rates)],
    );
  /** 100.00 EUR + 18% = 118.00 EUR, booked on the 1st at 1.085: 128.03 in local currency. */
  const euroInvoice = async () =>
    documentOf(
      await docs.create('13', {
        CardCode: customer,
        DocCur: 'EUR',
        DocDate: '2026-11-01',
        DocumentLines: [
          { ItemCode: item, Quantity: '1', UnitPrice: '100', VatGroup: 'O18', WarehouseCode: whs },
        ],
      }),
      201,
    );
  /** A local-currency bank transfer on a day, all of it applied to one invoice. */
  const payInLocal = (invoice: MarketingDocument, DocDate: string, amount: string) =>
    send('POST', 'incoming', {
      CardCode: customer,
      DocDate,
      TransferSum: amount,
      HouseBankAccount: 1,
      PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: amount }],
    });
  const balanceOf = async (cardCode: string) =>
    (
      await sqlRows<{ balance: string }>(
        api,
        'select balance::text from business_partners where card_code = $1',
        [cardCode],
      )
    )[0]?.balance;
  const journalOf = async (ObjType: string, DocEntry: number) => {
    const rows = await sqlRows<{ account: string; short_name: string; debit: string; credit: string }>(
      api,
      `select l.account, l.short_name, l.debit::text as debit, l.credit::text as credit
         from journal_entries e join journal_lines l on l.trans_id = e.trans_id
        where e.trans_type = $1 and e.base_ref = $2 order by e.trans_id, l.account, l.short_name`,
      [ObjType, DocEntry],
    );
    return rows.map((row): Line => [row.account, row.short_name, row.debit, row.credit]);
  };
  const expectJournalSound = async () => {
    expect(
      await sqlRows(
        api,
        `select trans_id from journal_lines group by trans_id having sum(debit) <> sum(credit)
         union all select 0 where (select sum(debit) - sum(credit) from journal_lines) <> 0`,
      ),
    ).toEqual([]);
    expect(
      await sqlRows(
        api,
        `select p.card_code from business_partners p
           left join (select short_name, sum(debit - credit) as amount from journal_lines
                      where short_name <> account group by short_name) j on j.short_name = p.card_code
          where p.balance <> coalesce(j.amount, 0)`,
      ),
    ).toEqual([]);
    // PaidToDate is always the sum of what non-cancelled payments and credit memo reconciliations
    // took of each document.
    expect(
      await sqlRows(
        api,
        `select d.obj_type, d.doc_entry from documents d
           left join (select i.inv_type, i.inv_entry, sum(i.applied_sys) as paid from payment_invoices i
                      join payments p on p.doc_entry = i.doc_entry where p.canceled = 'N' group by 1, 2) s
             on s.inv_type = d.obj_type and s.inv_entry = d.doc_entry
           left join (select l.src_obj_typ, l.src_obj_abs, sum(l.recon_sum) as reconciled from reconciliation_lines l
                      join reconciliations r on r.recon_num = l.recon_num where r.canceled = 'N' group by 1, 2) c
             on c.src_obj_typ = d.obj_type and c.src_obj_abs = d.doc_entry
          where d.paid_to_date <> coalesce(s.paid, 0) + coalesce(c.reconciled, 0)`,
      ),
    ).toEqual([]);
    const trial = await api.app.inject({
      method: 'GET',
      url: '/api/v1/finance/trial-balance',
      headers: await api.writeHeaders('admin'),
    });
    const answer = trialBalanceAnswerSchema.parse(trial.json()).ResponseData;
    expect(answer.Debit).toBe(answer.Credit);
  };

  it('agrees with the seed: balances, paid amounts and the journal', async () => {
    await expectJournalSound();
    const [seeded] = await sqlRows<{ n: number }>(
      api,
      "select count(*)::int as n from payments where canceled = 'N'",
    );
    expect(seeded?.n).toBeGreaterThan(0);
  });

  it("gives the demo's customers a book someone kept: they owe what their aging says, in every bucket", async () => {
    const reply = await api.app.inject({
      method: 'GET',
      url: '/api/v1/finance/aging?Side=C&RefDate=2026-11-28',
      headers: await api.writeHeaders('admin'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { totals, data } = agingAnswerSchema.parse(reply.json()).ResponseData;
    // Credit memos are settled with the invoices they were copied from, some invoices are partly
    // paid at every age, and no year-old down payment is left as a credit.
    for (const bucket of [totals.Days0to30, totals.Days31to60, totals.Days61to90, totals.Over90])
      expect(Number(bucket)).toBeGreaterThan(0);
    const [owed] = await sqlRows<{ total: string; memos: number; based: number }>(
      api,
      `select (select sum(balance) from business_partners where card_type = 'C')::text as total,
         (select count(*)::int from documents where obj_type = '14' and canceled = 'N') as memos,
         (select count(distinct doc_entry)::int from document_lines where obj_type = '14' and base_type = '13') as based`,
    );
    expect(Number(totals.Total)).toBe(Number(owed?.total));
    expect(Number(totals.Total)).toBeGreaterThan(0);
    expect(owed?.based).toBeGreaterThan((owed?.memos ?? 0) * 0.9);
    // Memos of open invoices are reconciled with them, as the posting does: no memo is left open
    // beside an invoice it was copied from that is still open.
    const [reconciled] = await sqlRows<{ live: number; unreconciled: number }>(
      api,
      `select (select count(*)::int from reconciliations where canceled = 'N' and recon_type = 'credit-memo') as live,
         (select count(*)::int from documents m
           where m.obj_type in ('14', '19') and m.canceled = 'N' and m.paid_to_date < m.doc_total
             and exists (select 1 from document_lines l join documents i
               on i.obj_type = l.base_type and i.doc_entry = l.base_entry
               where l.obj_type = m.obj_type and l.doc_entry = m.doc_entry and i.canceled = 'N'
                 and i.paid_to_date < i.doc_total)) as unreconciled`,
    );
    expect(reconciled?.live).toBeGreaterThan(0);
    expect(reconciled?.unreconciled).toBe(0);
    // Partner by partner, the aging is the balance.
    const balances = new Map(
      (
        await sqlRows<{ card_code: string; balance: string }>(
          api,
          "select card_code, balance::text from business_partners where card_type = 'C' and balance <> 0",
        )
      ).map((row) => [row.card_code, Number(row.balance)]),
    );
    for (const row of data) expect(Number(row.Total)).toBeCloseTo(balances.get(row.CardCode) ?? 0, 6);
  });

  it('closes an invoice of 1,180.00 paid 500.00 by check and 680.00 by transfer; cancelling the transfer reopens 680.00', async () => {
    const invoice = await invoiceOf('1180');
    expect(invoice.DocTotal).toBe('1180.000000');
    const before = Number(await balanceOf(customer));
    const items = openItemsAnswerSchema.parse(
      (await send('GET', `incoming/open-items?CardCode=${customer}`)).json(),
    ).ResponseData;
    const open = items.data.find((row) => row.ObjType === '13' && row.DocEntry === invoice.DocEntry);
    expect(open).toMatchObject({
      OpenAmount: '1180.000000',
      PaidToDate: '0.000000',
      Sign: 1,
      DaysOverdue: 0,
    });

    const byCheck = paymentOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        PaymentChecks: [
          {
            CheckNumber: 100234,
            BankCode: 'BARC',
            DueDate: '2026-12-15',
            CheckSum: '500',
            CountryCode: 'GB',
          },
        ],
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '500' }],
      }),
      201,
    );
    expect(byCheck).toMatchObject({
      ObjType: '24',
      DocTotal: '500.000000',
      OpenBal: '0.000000',
      CheckAccount: '1150',
    });
    expect(byCheck.DocNum).toBeGreaterThan(0);
    expect(byCheck.PaymentChecks).toHaveLength(1);
    expect(await journalOf('24', byCheck.DocEntry)).toEqual([
      ['1150', '1150', '500.000000', '0.000000'],
      ['1200', customer, '0.000000', '500.000000'],
    ]);
    let current = await reread(invoice);
    expect(current.PaidToDate).toBe('500.000000');
    expect(current.DocStatus).toBe('O');

    const byTransfer = paymentOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        TransferSum: '680',
        HouseBankAccount: 1,
        TransferReference: 'SEPA-0042',
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '680' }],
      }),
      201,
    );
    expect(byTransfer).toMatchObject({
      TransferAccount: '1120',
      TransferSum: '680.000000',
      TransferReference: 'SEPA-0042',
    });
    expect(await journalOf('24', byTransfer.DocEntry)).toEqual([
      ['1120', '1120', '680.000000', '0.000000'],
      ['1200', customer, '0.000000', '680.000000'],
    ]);
    current = await reread(invoice);
    expect(current.PaidToDate).toBe('1180.000000');
    expect(current.DocStatus).toBe('C');
    expect(Number(await balanceOf(customer))).toBeCloseTo(before - 1180, 6);

    const cancelled = paymentOf(await send('POST', `incoming/${byTransfer.DocEntry}/cancel`, {}));
    expect(cancelled).toMatchObject({ Cancelled: 'Y', DocStatus: 'C' });
    current = await reread(invoice);
    expect(current.PaidToDate).toBe('500.000000');
    expect(current.DocStatus).toBe('O');
    expect(Number(await balanceOf(customer))).toBeCloseTo(before - 500, 6);
    expect(await journalOf('24', byTransfer.DocEntry)).toEqual([
      ['1120', '1120', '680.000000', '0.000000'],
      ['1200', customer, '0.000000', '680.000000'],
      ['1120', '1120', '0.000000', '680.000000'],
      ['1200', customer, '680.000000', '0.000000'],
    ]);
    const reopened = openItemsAnswerSchema
      .parse((await send('GET', `incoming/open-items?CardCode=${customer}`)).json())
      .ResponseData.data.find((row) => row.DocEntry === invoice.DocEntry && row.ObjType === '13');
    expect(reopened?.OpenAmount).toBe('680.000000');
    // The receipt prints in three languages, Arabic right to left.
    const pdfRuns = async (lang: string) => {
      const reply = await api.app.inject({
        method: 'GET',
        url: `/api/v1/payments/incoming/${byCheck.DocEntry}/pdf?lang=${lang}`,
        headers: await headersOf('admin'),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      const pdf = inspectPdf(reply.rawPayload);
      expect(pdf.problems).toEqual([]);
      return pagesOf(pdf).flatMap((page) => textRunsOf(pdf, page));
    };
    expect((await pdfRuns('en')).join('\n')).toContain(`Receipt ${byCheck.DocNum}`);
    expect((await pdfRuns('fr')).join('\n')).toContain(catalogues.fr.paymentPdf.means.total);
    expect((await pdfRuns('ar')).map(readRightToLeft)).toContain(catalogues.ar.paymentPdf.means.total);
    // Cancelling twice is a conflict.
    errorOf(await send('POST', `incoming/${byTransfer.DocEntry}/cancel`, {}), 409);
    await expectJournalSound();
  });

  it('takes a payment on account and a credit memo, and pays a vendor the other way round', async () => {
    const invoice = await invoiceOf('1180');
    const memo = await invoiceOf('118', '14');
    const payment = paymentOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        CashSum: '1100',
        CashAccount: '1100',
        PaymentInvoices: [
          { DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '1180' },
          { DocEntry: memo.DocEntry, InvoiceType: '14', SumApplied: '118' },
        ],
      }),
      201,
    );
    // 1,100.00 in cash pays 1,180.00 less the memo's 118.00 = 1,062.00; 38.00 stays on account.
    expect(payment.OpenBal).toBe('38.000000');
    // One control line per partner: 1,180.00 credited, 118.00 debited, 38.00 credited on account.
    expect(await journalOf('24', payment.DocEntry)).toEqual([
      ['1100', '1100', '1100.000000', '0.000000'],
      ['1200', customer, '0.000000', '1100.000000'],
    ]);
    expect((await reread(invoice)).DocStatus).toBe('C');
    expect((await reread(memo)).DocStatus).toBe('C');

    const bill = await invoiceOf('1180', '18', vendor);
    const paid = paymentOf(
      await send('POST', 'outgoing', {
        CardCode: vendor,
        TransferSum: '1180',
        HouseBankAccount: 1,
        PaymentInvoices: [{ DocEntry: bill.DocEntry, InvoiceType: '18', SumApplied: '1180' }],
      }),
      201,
    );
    expect(paid.ObjType).toBe('46');
    expect(await journalOf('46', paid.DocEntry)).toEqual([
      ['1120', '1120', '0.000000', '1180.000000'],
      ['2100', vendor, '1180.000000', '0.000000'],
    ]);
    expect((await reread(bill)).DocStatus).toBe('C');
    await expectJournalSound();
  });

  it('posts the exchange difference of a foreign-currency invoice, by hand', async () => {
    const invoice = await euroInvoice();
    // 100.00 EUR + 18% = 118.00 EUR; at 1.085: 108.50 + 19.53 = 128.03 in local currency.
    expect(invoice).toMatchObject({ DocTotalFC: '118.000000', DocTotal: '128.030000', DocRate: '1.085000' });
    const open = openItemsAnswerSchema
      .parse((await send('GET', `incoming/open-items?CardCode=${customer}`)).json())
      .ResponseData.data.find((row) => row.ObjType === '13' && row.DocEntry === invoice.DocEntry);
    expect(open).toMatchObject({ DocCurrency: 'EUR', OpenAmount: '118.000000', OpenAmountSys: '128.030000' });
    // A payment in a third currency settles none of it.
    const pounds = errorOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        DocCurrency: 'GBP',
        DocRate: '1.265',
        TransferSum: '100',
        TransferAccount: '1130',
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '100' }],
      }),
      400,
    );
    expect(Object.keys(pounds.fields ?? {})).toEqual(['PaymentInvoices.0.DocEntry']);
    // 40.00 EUR at 1.10 first: 44.00 received against a book value of 40 x 1.085 = 43.40, a gain of 0.60.
    const part = paymentOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        DocCurrency: 'EUR',
        DocRate: '1.1',
        TransferSum: '40',
        HouseBankAccount: 2,
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '40' }],
      }),
      201,
    );
    expect(part.PaymentInvoices[0]).toMatchObject({ AppliedSys: '43.400000', ExchangeDiff: '0.600000' });
    expect(await journalOf('24', part.DocEntry)).toEqual([
      ['1130', '1130', '44.000000', '0.000000'],
      ['1200', customer, '0.000000', '43.400000'],
      ['6500', '6500', '0.000000', '0.600000'],
    ]);
    // The remaining 78.00 EUR at 1.05: 81.90 received against the rest of the book value,
    // 128.03 - 43.40 = 84.63, a loss of 2.73 (on the losses account, 6510); the invoice closes
    // with PaidToDate its DocTotal.
    const rest = paymentOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        DocCurrency: 'EUR',
        DocRate: '1.05',
        TransferSum: '78',
        HouseBankAccount: 2,
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '78' }],
      }),
      201,
    );
    expect(await journalOf('24', rest.DocEntry)).toEqual([
      ['1130', '1130', '81.900000', '0.000000'],
      ['1200', customer, '0.000000', '84.630000'],
      ['6510', '6510', '2.730000', '0.000000'],
    ]);
    const paid = await reread(invoice);
    expect(paid).toMatchObject({ PaidToDate: '128.030000', DocStatus: 'C' });
    await expectJournalSound();
  });

  it("pays a foreign-currency invoice in the local currency at the payment date's rate, by hand", async () => {
    await euroRates({ '2026-11-10': '1.1', '2026-11-20': '1.05' });
    const invoice = await euroInvoice();
    // 118.00 EUR at its own rate 1.085: 128.03 in local currency (its book value).
    expect(invoice).toMatchObject({ DocTotalFC: '118.000000', DocTotal: '128.030000' });
    const openAt = async (AsOf: string) =>
      openItemsAnswerSchema
        .parse((await send('GET', `incoming/open-items?CardCode=${customer}&AsOf=${AsOf}`)).json())
        .ResponseData.data.find((row) => row.ObjType === '13' && row.DocEntry === invoice.DocEntry);
    // On the 10th at 1.10 the 118.00 EUR open are worth 129.80 in local currency.
    expect(await openAt('2026-11-10')).toMatchObject({
      OpenAmount: '118.000000',
      OpenAmountSys: '128.030000',
      Rate: '1.100000',
      OpenAmountLC: '129.80',
    });
    // 44.00 in local currency on the 10th is 44.00 / 1.10 = 40.00 EUR, whose book value is
    // 40 x 1.085 = 43.40: a realized gain of 0.60, credited to the gains account 6500.
    const part = paymentOf(await payInLocal(invoice, '2026-11-10', '44'), 201);
    expect(part).toMatchObject({ DocCurrency: 'USD', DocRate: '1.000000', DocTotal: '44.000000' });
    expect(part.PaymentInvoices[0]).toMatchObject({
      DocCurrency: 'EUR',
      SumApplied: '44.000000',
      AppliedFC: '40.000000',
      AppliedSys: '43.400000',
      ExchangeDiff: '0.600000',
    });
    expect(await journalOf('24', part.DocEntry)).toEqual([
      ['1120', '1120', '44.000000', '0.000000'],
      ['1200', customer, '0.000000', '43.400000'],
      ['6500', '6500', '0.000000', '0.600000'],
    ]);
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '43.400000', DocStatus: 'O' });
    // On the 20th at 1.05 the 78.00 EUR left are worth 81.90: one cent more is refused, naming it.
    expect(await openAt('2026-11-20')).toMatchObject({ OpenAmount: '78.000000', OpenAmountLC: '81.90' });
    const over = errorOf(await payInLocal(invoice, '2026-11-20', '81.91'), 400);
    expect(over.fields?.['PaymentInvoices.0.SumApplied']?.join(' ')).toContain('81.90');
    // A day without a EUR rate cannot value it.
    const unrated = errorOf(await payInLocal(invoice, '2026-11-21', '10'), 400);
    expect(Object.keys(unrated.fields ?? {})).toEqual(['PaymentInvoices.0.DocEntry']);
    // 81.90 closes it: 78.00 EUR against the rest of the book value, 128.03 - 43.40 = 84.63, a
    // realized loss of 2.73 debited to the losses account 6510.
    const rest = paymentOf(await payInLocal(invoice, '2026-11-20', '81.90'), 201);
    expect(rest.PaymentInvoices[0]).toMatchObject({
      AppliedFC: '78.000000',
      AppliedSys: '84.630000',
      ExchangeDiff: '-2.730000',
    });
    expect(await journalOf('24', rest.DocEntry)).toEqual([
      ['1120', '1120', '81.900000', '0.000000'],
      ['1200', customer, '0.000000', '84.630000'],
      ['6510', '6510', '2.730000', '0.000000'],
    ]);
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '128.030000', DocStatus: 'C' });
    await expectJournalSound();
    // Cancelling the second payment reopens 78.00 EUR (84.63 of its book value).
    paymentOf(await send('POST', `incoming/${rest.DocEntry}/cancel`, {}));
    expect(await reread(invoice)).toMatchObject({ PaidToDate: '43.400000', DocStatus: 'O' });
    expect(await openAt('2026-11-20')).toMatchObject({ OpenAmount: '78.000000', OpenAmountLC: '81.90' });
    await expectJournalSound();
  });

  it('refuses an exchange difference whose account is not determined, naming it, and writes nothing', async () => {
    await euroRates({ '2026-11-12': '1.2' });
    const invoice = await euroInvoice();
    await sqlRows(api, 'update gl_account_determination set exchange_ac = null');
    try {
      const [before] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from payments');
      // 12.00 on the 12th at 1.20 is 10.00 EUR, booked at 10.85: a gain of 1.15 with no gains account.
      const refused = errorOf(await payInLocal(invoice, '2026-11-12', '12'), 409);
      expect(Object.keys(refused.fields ?? {})).toEqual(['ExchangeAc']);
      const [after] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from payments');
      expect(after?.n).toBe(before?.n);
      expect(await reread(invoice)).toMatchObject({ PaidToDate: '0.000000' });
    } finally {
      await sqlRows(api, "update gl_account_determination set exchange_ac = '6500'");
    }
    await expectJournalSound();
  });

  it("lets a partner pay another partner's invoice, by credit card", async () => {
    const [other] = await sqlRows<{ card_code: string }>(
      api,
      "select card_code from business_partners where card_type = 'C' and card_code <> $1 and valid_for = 'Y' order by card_code limit 1",
      [customer],
    );
    if (!other) throw new Error('a second customer is needed');
    const invoice = await invoiceOf('118');
    const [ownerBefore, payerBefore] = [
      Number(await balanceOf(customer)),
      Number(await balanceOf(other.card_code)),
    ];
    const payment = paymentOf(
      await send('POST', 'incoming', {
        CardCode: other.card_code,
        PaymentCreditCards: [
          { CreditCard: 1, CreditCardNumber: '4242', VoucherNum: 'V-778', CreditSum: '118' },
        ],
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '118' }],
      }),
      201,
    );
    expect(payment).toMatchObject({ ThirdParty: 'Y', CreditSum: '118.000000', CardCode: other.card_code });
    expect(payment.PaymentCreditCards[0]).toMatchObject({
      CardName: 'Visa',
      CreditCardNumber: '4242',
      CreditAcct: '1120',
    });
    expect(payment.PaymentInvoices[0]?.CardCode).toBe(customer);
    expect(Number(await balanceOf(customer))).toBeCloseTo(ownerBefore - 118, 6);
    expect(Number(await balanceOf(other.card_code))).toBeCloseTo(payerBefore, 6);
    expect((await reread(invoice)).DocStatus).toBe('C');
    // An invoice with payments applied is not cancelled under them.
    const current = await reread(invoice);
    errorOf(await docs.cancel('13', invoice.DocEntry, current.version), 409);
    await expectJournalSound();
  });

  it('refuses bad input with field errors, overpaying included; 403 without rights; 404', async () => {
    const invoice = await invoiceOf('118');
    const over = errorOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        CashSum: '200',
        CashAccount: '1100',
        PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '200' }],
      }),
      400,
    );
    expect(Object.keys(over.fields ?? {})).toEqual(['PaymentInvoices.0.SumApplied']);
    const bad = errorOf(await send('POST', 'incoming', { CardCode: customer, CashSum: '-5', Extra: 1 }), 400);
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['CashSum']));
    errorOf(await send('POST', 'incoming', { CardCode: customer, CashSum: '10' }), 400);
    errorOf(await send('POST', 'incoming', { CardCode: 'NOPE', CashSum: '10', CashAccount: '1100' }), 400);
    errorOf(await send('POST', 'incoming', { CardCode: vendor, CashSum: '10', CashAccount: '1100' }), 400);
    errorOf(
      await send('POST', 'incoming', {
        CardCode: customer,
        PaymentCreditCards: [{ CreditCard: 99, CreditCardNumber: '4242', VoucherNum: 'V1', CreditSum: '10' }],
      }),
      400,
    );
    errorOf(await send('GET', 'incoming/99999999'), 404);
    errorOf(await send('POST', 'incoming/99999999/cancel', {}), 404);
    errorOf(
      await send('POST', 'incoming', { CardCode: customer, CashSum: '10', CashAccount: '1100' }, 'warehouse'),
      403,
    );
    errorOf(await send('GET', 'incoming', undefined, 'warehouse'), 403);
    errorOf(
      await send('POST', 'incoming', { CardCode: customer, CashSum: '10', CashAccount: '1100' }, 'sales'),
      403,
    );
    // The journal is closed to the sales user, who may see their own customers' open items.
    const journal = await api.app.inject({
      method: 'GET',
      url: '/api/v1/finance/trial-balance',
      headers: await api.writeHeaders('sales'),
    });
    expect(journal.statusCode).toBe(403);
    const [own] = await sqlRows<{ card_code: string; other: string }>(
      api,
      `select (select card_code from business_partners where card_type = 'C' and slp_code = u.slp_code order by card_code limit 1) as card_code,
              (select card_code from business_partners where card_type = 'C' and slp_code is distinct from u.slp_code order by card_code limit 1) as other
         from users u where u.user_code = 'sales'`,
    );
    if (own?.card_code)
      expect(
        (await send('GET', `incoming/open-items?CardCode=${own.card_code}`, undefined, 'sales')).statusCode,
      ).toBe(200);
    if (own?.other)
      errorOf(await send('GET', `incoming/open-items?CardCode=${own.other}`, undefined, 'sales'), 404);
    // A payment of their customer: read, not cancelled by them; another's is not there for them.
    const [theirs] = await sqlRows<{ doc_entry: number }>(
      api,
      `select p.doc_entry from payments p join business_partners b on b.card_code = p.card_code
         join users u on u.user_code = 'sales' and u.slp_code = b.slp_code
        where p.obj_type = '24' and p.canceled = 'N' order by p.doc_entry limit 1`,
    );
    if (!theirs) throw new Error("the seed holds no payment of the sales user's customer");
    paymentOf(await send('GET', `incoming/${theirs.doc_entry}`, undefined, 'sales'));
    errorOf(await send('POST', `incoming/${theirs.doc_entry}/cancel`, {}, 'sales'), 403);
    const [notTheirs] = await sqlRows<{ doc_entry: number }>(
      api,
      `select p.doc_entry from payments p join business_partners b on b.card_code = p.card_code
         join users u on u.user_code = 'sales' and u.slp_code is distinct from b.slp_code
        where p.obj_type = '24' order by p.doc_entry limit 1`,
    );
    if (!notTheirs) throw new Error('the seed holds no payment of another customer');
    errorOf(await send('GET', `incoming/${notTheirs.doc_entry}`, undefined, 'sales'), 404);
  });

  it('lists payments newest first, a page at a time, with filters', async () => {
    const list = async (query: string, user = 'admin') => {
      const reply = await send('GET', `incoming?${query}`, undefined, user);
      expect(reply.statusCode, reply.body).toBe(200);
      return paymentListAnswerSchema.parse(reply.json()).ResponseData;
    };
    const page = await list('Top=2');
    expect(page.data).toHaveLength(2);
    expect(page.more).toBe(true);
    const [a, b] = page.data;
    expect((a?.DocEntry ?? 0) > (b?.DocEntry ?? 0)).toBe(true);
    const next = await list(`Top=2&after=${page.next}`);
    expect(next.data[0]?.DocEntry).toBeLessThan(b?.DocEntry ?? 0);
    expect(next.total).toBe(page.total);
    const own = await list(`CardCode=${customer}&Cancelled=Y`);
    expect(own.data.every((row) => row.CardCode === customer && row.Cancelled === 'Y')).toBe(true);
    expect(own.data.length).toBeGreaterThan(0);
    errorOf(await send('GET', 'incoming?after=xyz'), 400);
    errorOf(await send('GET', 'incoming?sort=Comments'), 400);
    // Sorted by amount, largest first, page after page: the pages join into one descending run.
    const byAmount: { DocTotal: string; DocEntry: number }[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 3; pages++) {
      const sorted = await list(`Top=5&sort=DocTotal:desc${after ? `&after=${after}` : ''}`);
      byAmount.push(...sorted.data);
      after = sorted.next;
      if (!after) break;
    }
    const amounts = byAmount.map((row) => Number(row.DocTotal));
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(new Set(byAmount.map((row) => row.DocEntry)).size).toBe(byAmount.length);
    const [largest] = await sqlRows<{ doc_total: string }>(
      api,
      "select max(doc_total)::text as doc_total from payments where obj_type = '24'",
    );
    expect(amounts[0]).toBe(Number(largest?.doc_total));
    // A cursor of one order is refused by another.
    errorOf(await send('GET', `incoming?sort=DocDate:asc&after=${page.next}`), 400);
    const oldest = await list('Top=3&sort=DocDate:asc');
    const dates = oldest.data.map((row) => row.DocDate);
    expect(dates).toEqual([...dates].sort());
    // A sales user lists their own customers' payments only.
    const [slp] = await sqlRows<{ slp_code: number }>(
      api,
      "select slp_code from users where user_code = 'sales'",
    );
    const theirs = await list('Top=50', 'sales');
    const codes = [...new Set(theirs.data.map((row) => row.CardCode))];
    if (codes.length) {
      const owners = await sqlRows<{ slp_code: number }>(
        api,
        'select distinct slp_code from business_partners where card_code = any($1)',
        [codes],
      );
      expect(owners.map((row) => row.slp_code)).toEqual([slp?.slp_code]);
    }
  });

  it('never overpays an invoice under 30 concurrent payments', async () => {
    const invoice = await invoiceOf('1180');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        send('POST', 'incoming', {
          CardCode: customer,
          CashSum: '100',
          CashAccount: '1100',
          PaymentInvoices: [{ DocEntry: invoice.DocEntry, InvoiceType: '13', SumApplied: '100' }],
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(11);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);
    const current = await reread(invoice);
    expect(current.PaidToDate).toBe('1100.000000');
    expect(current.DocStatus).toBe('O');
    await expectJournalSound();
  });
});
