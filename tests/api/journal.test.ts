import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPosting } from '../../src/server/posting/posting-core';
import {
  journalEntriesAnswerSchema,
  journalEntryAnswerSchema,
  trialBalanceAnswerSchema,
} from '../../src/shared/api/journal';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { Decimal } from '../../src/shared/money/decimal';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, partnerOf, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

type Line = [account: string, shortName: string, debit: string, credit: string];

/**
 * The demo determination (reference-data.ts): 1200 receivables, 2100 payables, 4100 revenue,
 * 2200 output tax, 1400 input tax, 1300 inventory, 5100 cost of sales, 2300 allocation.
 */
describe.each(testDatabases())('the journal of every posting on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let vendor: string;
  let item: string;
  let whs: string;
  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    vendor = await partnerOf(api, 'S');
    // A tax group of 18%, for the figures of the issue; and an item with no stock in a warehouse
    // without bins, so that its moving average there is what this test receives.
    await sqlRows(
      api,
      `insert into tax_groups (code, name, rate, category) values ('O18', 'Output 18%', 18, 'O'),
      ('I18', 'Input 18%', 18, 'I')`,
    );
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: 'JRNL', WhsName: 'Journal test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    whs = 'JRNL';
    const [first] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y'
        and valid_for = 'Y' and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
      order by item_code limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    item = first.item_code;
  });
  afterAll(() => api.close());

  const journalOf = async (document: Pick<MarketingDocument, 'ObjType' | 'DocEntry'>) => {
    const rows = await sqlRows<{ account: string; short_name: string; debit: string; credit: string }>(
      api,
      `select l.account, l.short_name, sum(l.debit)::text as debit, sum(l.credit)::text as credit
         from journal_entries e join journal_lines l on l.trans_id = e.trans_id
        where e.trans_type = $1 and e.base_ref = $2 group by 1, 2 order by 1, 2`,
      [document.ObjType, document.DocEntry],
    );
    return rows.map((row): Line => [row.account, row.short_name, row.debit, row.credit]);
  };
  const entriesOf = async (document: Pick<MarketingDocument, 'ObjType' | 'DocEntry'>) =>
    (
      await sqlRows<{ n: number }>(
        api,
        'select count(*)::int as n from journal_entries where trans_type = $1 and base_ref = $2',
        [document.ObjType, document.DocEntry],
      )
    )[0]?.n;
  const balanceOf = async (cardCode: string) =>
    (
      await sqlRows<{ balance: string }>(
        api,
        'select balance::text from business_partners where card_code = $1',
        [cardCode],
      )
    )[0]?.balance;
  const unbalanced = async () =>
    sqlRows(
      api,
      `select trans_id from journal_lines group by trans_id having sum(debit) <> sum(credit)
       union all select 0 where (select sum(debit) - sum(credit) from journal_lines) <> 0`,
    );
  const create = async (type: string, body: object) => documentOf(await docs.create(type, body), 201);
  const line = (Quantity: string, UnitPrice: string, VatGroup: string) => ({
    ItemCode: item,
    Quantity,
    UnitPrice,
    VatGroup,
    WarehouseCode: whs,
  });
  const cancel = async (document: MarketingDocument) => {
    const current = documentOf(await docs.read(document.ObjType, document.DocEntry));
    return documentOf(await docs.cancel(document.ObjType, document.DocEntry, current.version));
  };

  const trialBalance = async (user = 'admin', query = '') =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/finance/trial-balance${query}`,
      headers: await api.writeHeaders(user),
    });
  const balancedTrial = async (query = '') => {
    const reply = await trialBalance('admin', query);
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = trialBalanceAnswerSchema.parse(reply.json()).ResponseData;
    expect(answer.Debit).toBe(answer.Credit);
    expect(answer.data.reduce((sum, row) => sum.plus(row.Balance), Decimal.zero).isZero()).toBe(true);
    return answer;
  };
  /** Partners whose balance is not what the journal's control lines say. */
  const partnersOffTheJournal = () =>
    sqlRows(
      api,
      `select p.card_code from business_partners p
         left join (select short_name, sum(debit - credit) as amount from journal_lines
                    where short_name <> account group by short_name) j on j.short_name = p.card_code
        where p.balance <> coalesce(j.amount, 0)`,
    );

  it('balances after the whole demo seed, whose history the journal holds', async () => {
    const answer = await balancedTrial();
    const accounts = answer.data.map((row) => row.AcctCode);
    // Receivables, payables, both taxes, revenue, inventory and the opening balance's offset.
    expect(accounts).toEqual(
      expect.arrayContaining(['1200', '1300', '1400', '2100', '2200', '2300', '4100']),
    );
    expect(Number(answer.Debit)).toBeGreaterThan(0);
    expect(await partnersOffTheJournal()).toEqual([]);
    // Sales and warehouse users do not see the journal; its subject is JournalEntry.
    expect((await trialBalance('sales')).statusCode).toBe(403);
    expect((await trialBalance('warehouse')).statusCode).toBe(403);
    // Up to a date before the history: the opening balance's entry is the seed's first.
    const early = await balancedTrial('?RefDate=1990-01-01');
    expect(early.data).toEqual([]);
  });

  it('writes each posting of the chain as a balanced entry, by hand', async () => {
    const vendorBefore = Number(await balanceOf(vendor));
    const customerBefore = Number(await balanceOf(customer));
    // Goods receipt PO: 10 at 60.00 = 600.00 into stock, against the allocation account.
    const receipt = await create('20', { CardCode: vendor, DocumentLines: [line('10', '60', 'I0')] });
    expect(await journalOf(receipt)).toEqual([
      ['1300', '1300', '600.000000', '0.000000'],
      ['2300', '2300', '0.000000', '600.000000'],
    ]);
    // A/P invoice from it: 600.00 + 18% = 708.00; the allocation clears, nothing moves in stock.
    const bill = await create('18', {
      CardCode: vendor,
      DocumentLines: [
        {
          BaseType: '20',
          BaseEntry: receipt.DocEntry,
          BaseLine: 0,
          Quantity: '10',
          UnitPrice: '60',
          VatGroup: 'I18',
        },
      ],
    });
    expect(bill.DocTotal).toBe('708.000000');
    expect(await journalOf(bill)).toEqual([
      ['1400', '1400', '108.000000', '0.000000'],
      ['2100', vendor, '0.000000', '708.000000'],
      ['2300', '2300', '600.000000', '0.000000'],
    ]);
    expect(Number(await balanceOf(vendor))).toBeCloseTo(vendorBefore - 708, 6);
    // A/R invoice not based on a delivery: 4 at 250.00 = 1,000.00 + 18% = 1,180.00; it issues 4
    // at the average of 60.00 = 240.00.
    const invoice = await create('13', { CardCode: customer, DocumentLines: [line('4', '250', 'O18')] });
    expect(invoice.DocTotal).toBe('1180.000000');
    expect(await journalOf(invoice)).toEqual([
      ['1200', customer, '1180.000000', '0.000000'],
      ['1300', '1300', '0.000000', '240.000000'],
      ['2200', '2200', '0.000000', '180.000000'],
      ['4100', '4100', '0.000000', '1000.000000'],
      ['5100', '5100', '240.000000', '0.000000'],
    ]);
    expect(Number(await balanceOf(customer))).toBeCloseTo(customerBefore + 1180, 6);
    // Delivery of 2: 120.00 cost of sales; a return of 1 of them: 60.00 back.
    const delivery = await create('15', { CardCode: customer, DocumentLines: [line('2', '250', 'O18')] });
    expect(await journalOf(delivery)).toEqual([
      ['1300', '1300', '0.000000', '120.000000'],
      ['5100', '5100', '120.000000', '0.000000'],
    ]);
    const giveBack = await create('16', {
      CardCode: customer,
      DocumentLines: [{ BaseType: '15', BaseEntry: delivery.DocEntry, BaseLine: 0, Quantity: '1' }],
    });
    expect(await journalOf(giveBack)).toEqual([
      ['1300', '1300', '60.000000', '0.000000'],
      ['5100', '5100', '0.000000', '60.000000'],
    ]);
    // A/R credit memo of 1 from the invoice: 250.00 + 45.00 = 295.00, and the unit back at 60.00.
    const memo = await create('14', {
      CardCode: customer,
      DocumentLines: [
        {
          BaseType: '13',
          BaseEntry: invoice.DocEntry,
          BaseLine: 0,
          Quantity: '1',
          UnitPrice: '250',
          VatGroup: 'O18',
        },
      ],
    });
    expect(await journalOf(memo)).toEqual([
      ['1200', customer, '0.000000', '295.000000'],
      ['1300', '1300', '60.000000', '0.000000'],
      ['2200', '2200', '45.000000', '0.000000'],
      ['4100', '4100', '250.000000', '0.000000'],
      ['5100', '5100', '0.000000', '60.000000'],
    ]);
    expect(Number(await balanceOf(customer))).toBeCloseTo(customerBefore + 885, 6);
    // Cancelling the credit memo writes the reverse entry: the document's lines net to nothing.
    await cancel(memo);
    expect(await entriesOf(memo)).toBe(2);
    expect(await journalOf(memo)).toEqual([
      ['1200', customer, '295.000000', '295.000000'],
      ['1300', '1300', '60.000000', '60.000000'],
      ['2200', '2200', '45.000000', '45.000000'],
      ['4100', '4100', '250.000000', '250.000000'],
      ['5100', '5100', '60.000000', '60.000000'],
    ]);
    expect(Number(await balanceOf(customer))).toBeCloseTo(customerBefore + 1180, 6);
    // Goods issue of 1 (cost of sales) and goods receipt of 2 at 60.00 (allocation).
    const issue = await create('60', { DocumentLines: [line('1', '0', 'I0')] });
    expect(await journalOf(issue)).toEqual([
      ['1300', '1300', '0.000000', '60.000000'],
      ['5100', '5100', '60.000000', '0.000000'],
    ]);
    const goodsIn = await create('59', { DocumentLines: [line('2', '60', 'I0')] });
    expect(await journalOf(goodsIn)).toEqual([
      ['1300', '1300', '120.000000', '0.000000'],
      ['2300', '2300', '0.000000', '120.000000'],
    ]);
    // Orders post nothing.
    const order = await create('17', { CardCode: customer, DocumentLines: [line('1', '250', 'O18')] });
    expect(await entriesOf(order)).toBe(0);
    expect(await unbalanced()).toEqual([]);
    expect(await partnersOffTheJournal()).toEqual([]);
    await balancedTrial();
    await expectStockBalanced(api.database);
  });

  it('posts the difference when a posted invoice is changed, and its reverse when it is cancelled', async () => {
    // Every receipt into the test's warehouse is at 60.00: its average stays 60.00.
    await create('59', { DocumentLines: [line('10', '60', 'I0')] });
    const invoice = await create('13', { CardCode: customer, DocumentLines: [line('1', '100', 'O18')] });
    const before = Number(await balanceOf(customer));
    const changed = await docs.update('13', invoice.DocEntry, {
      version: invoice.version,
      DocumentLines: [{ LineNum: 0, Quantity: '3', UnitPrice: '100', VatGroup: 'O18' }],
    });
    const updated = documentOf(changed);
    // 1 -> 3 at 100.00 + 18%: 118.00 -> 354.00, a second entry of 236.00, and two more units
    // issued at 60.00: 60.00 + 120.00 of cost in all.
    expect(updated.DocTotal).toBe('354.000000');
    expect(await entriesOf(invoice)).toBe(2);
    expect(await journalOf(invoice)).toEqual([
      ['1200', customer, '354.000000', '0.000000'],
      ['1300', '1300', '0.000000', '180.000000'],
      ['2200', '2200', '0.000000', '54.000000'],
      ['4100', '4100', '0.000000', '300.000000'],
      ['5100', '5100', '180.000000', '0.000000'],
    ]);
    expect(Number(await balanceOf(customer))).toBeCloseTo(before + 236, 6);
    await cancel(updated);
    expect(Number(await balanceOf(customer))).toBeCloseTo(before - 118, 6);
    expect((await journalOf(invoice)).every(([, , debit, credit]) => debit === credit)).toBe(true);
    expect(await unbalanced()).toEqual([]);
  });

  it("lists a document's entries with their lines, and answers one entry, to whom may read the journal", async () => {
    await create('59', { DocumentLines: [line('2', '60', 'I0')] });
    const invoice = await create('13', { CardCode: customer, DocumentLines: [line('1', '100', 'O18')] });
    const get = async (url: string, user = 'admin') =>
      api.app.inject({ method: 'GET', url: `/api/v1/finance/${url}`, headers: await api.writeHeaders(user) });
    const listed = await get(`journal-entries?TransType=13&BaseRef=${invoice.DocEntry}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, next } = journalEntriesAnswerSchema.parse(listed.json()).ResponseData;
    expect(next).toBeNull();
    expect(data).toHaveLength(1);
    const [entry] = data;
    expect(entry).toMatchObject({
      TransType: '13',
      BaseRef: invoice.DocEntry,
      RefDate: invoice.DocDate,
      UserSign: 1,
    });
    expect(entry?.Lines.map((row) => [row.Account, row.ShortName, row.Debit, row.Credit])).toEqual([
      ['1200', customer, '118.000000', '0.000000'],
      ['2200', '2200', '0.000000', '18.000000'],
      ['4100', '4100', '0.000000', '100.000000'],
      ['1300', '1300', '0.000000', '60.000000'],
      ['5100', '5100', '60.000000', '0.000000'],
    ]);
    const one = await get(`journal-entries/${entry?.TransId}`);
    expect(journalEntryAnswerSchema.parse(one.json()).ResponseData).toEqual(entry);
    expect((await get('journal-entries/2000000000')).statusCode).toBe(404);
    // Newest first, a page at a time.
    const page = journalEntriesAnswerSchema.parse((await get('journal-entries?Top=2')).json()).ResponseData;
    expect(page.data).toHaveLength(2);
    expect(page.next).toBe(page.data[1]?.TransId);
    const after = journalEntriesAnswerSchema.parse(
      (await get(`journal-entries?Top=2&Before=${page.next}`)).json(),
    );
    expect(after.ResponseData.data[0]?.TransId).toBeLessThan(page.next ?? 0);
    expect((await get('journal-entries', 'sales')).statusCode).toBe(403);
    expect((await get(`journal-entries/${entry?.TransId}`, 'warehouse')).statusCode).toBe(403);
  });

  it('refuses a posting whose account is not determined, naming it, and writes nothing', async () => {
    await sqlRows(api, 'update gl_account_determination set revenues_ac = null');
    try {
      const count = async () =>
        (
          await sqlRows<{ n: number }>(api, "select count(*)::int as n from documents where obj_type = '13'")
        )[0]?.n;
      const before = { documents: await count(), balance: await balanceOf(customer) };
      const refused = errorOf(
        await docs.create('13', { CardCode: customer, DocumentLines: [line('1', '250', 'O18')] }),
        409,
      );
      expect(refused.message).toMatch(/RevenuesAc/);
      expect(refused.fields).toEqual({ RevenuesAc: ['is not set in the G/L account determination'] });
      expect({ documents: await count(), balance: await balanceOf(customer) }).toEqual(before);
    } finally {
      await sqlRows(api, "update gl_account_determination set revenues_ac = '4100'");
    }
  });

  it('posts lines on accounts named by their code, as a payment will, and refuses one that is not postable', async () => {
    const paid = (AcctCode: string) =>
      runPosting(api.database.db, async () => ({
        userId: 1,
        stock: [],
        journal: [
          {
            TransType: '24',
            BaseRef: 900001,
            RefDate: '2026-11-27',
            Memo: 'A payment of 500.00 into the operating account',
            lines: [
              { account: { AcctCode }, amount: Decimal.of('500') },
              { account: 'ARCtrlAcct' as const, amount: Decimal.of('-500'), partner: customer },
            ],
          },
        ],
        finish: async () => ({ value: 'posted' }),
        committed: () => undefined,
      }));
    const before = Number(await balanceOf(customer));
    // 11 is a title (Current Assets): no posting may name it; nothing is written.
    await expect(paid('11')).rejects.toMatchObject({
      statusCode: 409,
      fields: { 'AcctCode.11': ['is not a postable, active G/L account'] },
    });
    expect(await entriesOf({ ObjType: '24', DocEntry: 900001 })).toBe(0);
    await expect(paid('1120')).resolves.toBe('posted');
    expect(await journalOf({ ObjType: '24', DocEntry: 900001 })).toEqual([
      ['1120', '1120', '500.000000', '0.000000'],
      ['1200', customer, '0.000000', '500.000000'],
    ]);
    expect(Number(await balanceOf(customer))).toBeCloseTo(before - 500, 6);
    expect(await partnersOffTheJournal()).toEqual([]);
  });
});
