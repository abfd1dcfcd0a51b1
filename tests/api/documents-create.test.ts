import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../src/shared/documents/object-types';
import {
  dueDateOf,
  type PartnerAddress,
  type PartnerContact,
  partnerHeaderDefaultsOf,
} from '../../src/shared/documents/partner-document-defaults';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  plusDays,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

/**
 * A customer of its own beside the demo data: Net 15, its own price list (96, in the local
 * currency) with one price for the test's item, two ship-to addresses and a bill-to one, a default
 * contact person and an inactive one. Partner
 * group 103 carries no demo discount groups. Payment terms 91 count a month and then five days.
 */
const partnerFixtureSql = (itemCode: string) => `
insert into price_lists (list_num, list_name, base_num, factor, round_sys, prim_curr) values
  (96, 'Partner defaults', 96, 1, '0', 'USD');
insert into item_prices (item_code, price_list, price, currency, ovrwritten) values
  ('${itemCode}', 96, 12.34, 'USD', 'N');
insert into payment_terms (group_num, pymnt_group, extra_days, extra_month) values (91, 'A month and 5 days', 5, 1);
insert into business_partners (card_code, card_name, card_type, group_code, currency, list_num, group_num) values
  ('P-DEFAULTS', 'Partner defaults', 'C', 103, 'USD', 96, 1);
insert into partner_addresses (card_code, line_num, address, adres_type, street, city, zip_code, country) values
  ('P-DEFAULTS', 1, 'WAREHOUSE', 'S', '2 Dock Road', 'Hull', 'HU1 1AA', 'GB'),
  ('P-DEFAULTS', 2, 'MAIN', 'S', '1 High Street', 'York', 'YO1 7HH', 'GB'),
  ('P-DEFAULTS', 3, 'HQ', 'B', '9 Office Row', 'Leeds', 'LS1 1AA', 'GB');
insert into contact_persons (cntct_code, card_code, name, active) values
  (900001, 'P-DEFAULTS', 'Ann Buyer', 'Y'),
  (900002, 'P-DEFAULTS', 'Old Contact', 'N');
update business_partners set cntct_prsn = 'Ann Buyer' where card_code = 'P-DEFAULTS';
`;

/** An ISO date plus days, counted by the calendar (UTC), independently of the rule under test. */

describe.each(testDatabases())('creating documents on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let customer: string;
  let supplier: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    supplier = await partnerOf(api, 'S');
    [item = ''] = await itemsFor(api, 1, 10);
    await api.database.pool.query(partnerFixtureSql(item));
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  it('starts from balanced books: the seed wrote an opening balance for every stocked place', async () => {
    const [row] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from inventory_ledger where trans_type = '310000001'`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });

  // Inventory transactions name no partner: tests/api/inventory-transactions.test.ts posts them.
  const partnerTypes = documentTypes.filter((type) => type.area !== 'inventory');
  it.each(partnerTypes.map((type) => [type.objectId, type.name, type.area, type.stock] as const))(
    'creates a %s (%s) with a number from its series, priced lines and its stock effect',
    async (objectType, _name, area, stock) => {
      const whs = 'WH02';
      const was = await stockOf(api, item, whs);
      const answer = await admin.create(objectType, {
        CardCode: area === 'sales' ? customer : supplier,
        DocumentLines: [{ ItemCode: item, Quantity: '3', WarehouseCode: whs }],
      });
      const document = documentOf(answer, 201);
      expect(document).toMatchObject({ ObjType: objectType, DocStatus: 'O', CANCELED: 'N', version: 1 });
      const [line] = document.DocumentLines;
      expect(line).toMatchObject({
        ItemCode: item,
        Quantity: '3.000000',
        OpenQty: '3.000000',
        LineStatus: 'O',
      });
      expect(Number(line?.PriceBefDi)).toBeGreaterThan(0);
      const [series] = await sqlRows<{ next_number: number }>(
        api,
        `select next_number from numbering_series where series = $1`,
        [document.Series],
      );
      expect(series?.next_number).toBe(document.DocNum + 1);
      const is = await stockOf(api, item, whs);
      const moved = {
        OnHand: is.OnHand - was.OnHand,
        IsCommited: is.IsCommited - was.IsCommited,
        OnOrder: is.OnOrder - was.OnOrder,
      };
      const expected = {
        none: { OnHand: 0, IsCommited: 0, OnOrder: 0 },
        commit: { OnHand: 0, IsCommited: 3, OnOrder: 0 },
        order: { OnHand: 0, IsCommited: 0, OnOrder: 3 },
        issue: { OnHand: -3, IsCommited: 0, OnOrder: 0 },
        receive: { OnHand: 3, IsCommited: 0, OnOrder: 0 },
      }[stock];
      expect(moved).toEqual(expected);
      const read = documentOf(await admin.read(objectType, document.DocEntry));
      expect(read).toEqual(document);
    },
  );

  it('refuses a supplier on a sales document and an unknown item, naming the fields, writing nothing', async () => {
    const before = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    const wrongPartner = errorOf(
      await admin.create('17', { CardCode: supplier, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      400,
    );
    expect(wrongPartner.fields?.CardCode).toEqual([`${supplier} is not a customer`]);
    const badLine = errorOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [
          { ItemCode: 'NO-SUCH', Quantity: '1' },
          { ItemCode: item, Quantity: '-2' },
        ],
      }),
      400,
    );
    expect(badLine.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(badLine.fields ?? {})).toContain('DocumentLines.1.Quantity');
    const after = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    expect(after).toEqual(before);
  });

  describe('defaults from the partner, as SAP Business One fills them', () => {
    it('makes an order of a Net 15 partner without a due date due 15 days after its posting date', async () => {
      const [net15] = await sqlRows<{ card_code: string }>(
        api,
        `select card_code from business_partners where card_type = 'C' and group_num = 1 and valid_for = 'Y'
           and frozen_for = 'N' order by card_code limit 1`,
      );
      for (const CardCode of [net15?.card_code ?? '', 'P-DEFAULTS']) {
        const order = documentOf(
          await admin.create('17', { CardCode, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
          201,
        );
        expect(order.GroupNum).toBe(1);
        expect(order.DocDueDate).toBe(plusDays(order.DocDate, 15));
      }
    });

    it('counts the months of the terms the document names, and keeps a due date that was sent', async () => {
      const monthly = documentOf(
        await admin.create('17', {
          CardCode: 'P-DEFAULTS',
          GroupNum: 91,
          DocumentLines: [{ ItemCode: item, Quantity: '1' }],
        }),
        201,
      );
      expect(monthly.GroupNum).toBe(91);
      expect(monthly.DocDueDate).toBe(dueDateOf(monthly.DocDate, { ExtraMonth: 1, ExtraDays: 5 }));
      const sent = plusDays(monthly.DocDate, 3);
      const typed = documentOf(
        await admin.create('17', {
          CardCode: 'P-DEFAULTS',
          DocDueDate: sent,
          DocumentLines: [{ ItemCode: item, Quantity: '1' }],
        }),
        201,
      );
      expect(typed.DocDueDate).toBe(sent);
    });

    it("fills the partner's default ship-to and bill-to addresses (the first by name), or the ones asked for, and none when asked", async () => {
      const lines = [{ ItemCode: item, Quantity: '1' }];
      const byDefault = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: lines }),
        201,
      );
      expect(byDefault).toMatchObject({
        ShipToCode: 'MAIN',
        Address2: '1 High Street\nYO1 7HH York\nGB',
        PayToCode: 'HQ',
        Address: '9 Office Row\nLS1 1AA Leeds\nGB',
      });
      const chosen = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', ShipToCode: 'WAREHOUSE', DocumentLines: lines }),
        201,
      );
      expect(chosen).toMatchObject({
        ShipToCode: 'WAREHOUSE',
        Address2: '2 Dock Road\nHU1 1AA Hull\nGB',
        PayToCode: 'HQ',
      });
      const none = documentOf(
        await admin.create('17', {
          CardCode: 'P-DEFAULTS',
          ShipToCode: null,
          PayToCode: null,
          DocumentLines: lines,
        }),
        201,
      );
      expect(none).toMatchObject({ ShipToCode: null, Address2: null, PayToCode: null, Address: null });
      const read = documentOf(await admin.read('17', byDefault.DocEntry));
      expect(read).toMatchObject({
        ShipToCode: 'MAIN',
        Address2: byDefault.Address2,
        Address: byDefault.Address,
      });
      // The ship-to text is the user's to edit, apart from its code.
      const edited = documentOf(
        await admin.update('17', byDefault.DocEntry, {
          version: read.version,
          Address2: 'Gate 4, 1 High Street',
        }),
      );
      expect(edited.Address2).toBe('Gate 4, 1 High Street');
    });

    it("fills the partner's default contact person, none when asked, and a copy keeps its base's", async () => {
      const lines = [{ ItemCode: item, Quantity: '1' }];
      const byDefault = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: lines }),
        201,
      );
      expect(byDefault.CntctCode).toBe(900001);
      const none = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', CntctCode: null, DocumentLines: lines }),
        201,
      );
      expect(none.CntctCode).toBeNull();
      // A copy keeps its base's contact.
      const delivery = documentOf(
        await admin.create('15', {
          CardCode: 'P-DEFAULTS',
          DocumentLines: [{ BaseType: '17', BaseEntry: none.DocEntry, BaseLine: 0, Quantity: '1' }],
        }),
        201,
      );
      expect(delivery.CntctCode).toBeNull();
    });

    it("answers the contact person's name beside its number, as the view shows it", async () => {
      const lines = [{ ItemCode: item, Quantity: '1' }];
      const order = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: lines }),
        201,
      );
      expect(order).toMatchObject({ CntctCode: 900001, CntctName: 'Ann Buyer' });
      expect(documentOf(await admin.read('17', order.DocEntry)).CntctName).toBe('Ann Buyer');
      const none = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', CntctCode: null, DocumentLines: lines }),
        201,
      );
      expect(none).toMatchObject({ CntctCode: null, CntctName: null });
    });

    it("lays out the address an edit names anew, keeps the text of one named again, and a copy naming its base's keeps its text", async () => {
      const lines = [{ ItemCode: item, Quantity: '2' }];
      const order = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: lines }),
        201,
      );
      expect(order.ShipToCode).toBe('MAIN');
      const moved = documentOf(
        await admin.update('17', order.DocEntry, { version: order.version, ShipToCode: 'WAREHOUSE' }),
      );
      expect(moved).toMatchObject({ ShipToCode: 'WAREHOUSE', Address2: '2 Dock Road\nHU1 1AA Hull\nGB' });
      const typed = documentOf(
        await admin.update('17', order.DocEntry, { version: moved.version, Address2: 'Gate 4, 2 Dock Road' }),
      );
      // The editor sends back the name it shows: the text typed for it stays.
      const again = documentOf(
        await admin.update('17', order.DocEntry, {
          version: typed.version,
          ShipToCode: 'WAREHOUSE',
          PayToCode: null,
        }),
      );
      expect(again).toMatchObject({ Address2: 'Gate 4, 2 Dock Road', PayToCode: null, Address: null });
      const copy = (ShipToCode: string) =>
        admin.create('15', {
          CardCode: 'P-DEFAULTS',
          ShipToCode,
          DocumentLines: [{ BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '1' }],
        });
      expect(documentOf(await copy('WAREHOUSE'), 201).Address2).toBe('Gate 4, 2 Dock Road');
      expect(documentOf(await copy('MAIN'), 201).Address2).toBe('1 High Street\nYO1 7HH York\nGB');
    });

    it("seeds demo documents with their partner's default ship-to, bill-to and contact, laid out as the editor lays them out", async () => {
      const seeded = await sqlRows<{
        card: string;
        ShipToCode: string | null;
        Address2: string | null;
        PayToCode: string | null;
        Address: string | null;
        CntctCode: number | null;
        CntctPrsn: string | null;
      }>(
        api,
        `select d.card_code as card, d.ship_to_code as "ShipToCode", d.address2 as "Address2",
           d.pay_to_code as "PayToCode", d.address as "Address", d.cntct_code as "CntctCode", b.cntct_prsn as "CntctPrsn"
         from documents d join business_partners b on b.card_code = d.card_code
         where d.doc_entry <= 3 and d.card_code like '_0%' order by d.obj_type, d.doc_entry`,
      );
      expect(seeded.length).toBeGreaterThan(10);
      for (const document of seeded) {
        const addresses = await sqlRows<PartnerAddress & Record<string, unknown>>(
          api,
          `select address as "Address", adres_type as "AdresType", street as "Street", city as "City",
             zip_code as "ZipCode", country as "Country" from partner_addresses where card_code = $1`,
          [document.card],
        );
        const contacts = await sqlRows<PartnerContact & Record<string, unknown>>(
          api,
          `select cntct_code as "CntctCode", name as "Name", active as "Active" from contact_persons where card_code = $1`,
          [document.card],
        );
        const { DocDueDate: _due, ...expected } = partnerHeaderDefaultsOf({
          DocDate: '2026-01-01',
          terms: null,
          addresses,
          contacts,
          defaultContact: document.CntctPrsn,
        });
        expect(document).toMatchObject(expected);
        expect(document.ShipToCode).not.toBeNull();
      }
    });

    it("refuses a contact person, ship-to or bill-to that is not the partner's own, naming the field", async () => {
      const lines = [{ ItemCode: item, Quantity: '1' }];
      const [other] = await sqlRows<{ code: number }>(
        api,
        `select cntct_code as code from contact_persons where card_code <> 'P-DEFAULTS' order by cntct_code limit 1`,
      );
      const foreign = await admin.create('17', {
        CardCode: 'P-DEFAULTS',
        CntctCode: other?.code,
        DocumentLines: lines,
      });
      expect(errorOf(foreign, 400).fields).toHaveProperty('CntctCode');
      const inactive = await admin.create('17', {
        CardCode: 'P-DEFAULTS',
        CntctCode: 900002,
        DocumentLines: lines,
      });
      expect(errorOf(inactive, 400).fields).toHaveProperty('CntctCode');
      const shipTo = await admin.create('17', {
        CardCode: 'P-DEFAULTS',
        ShipToCode: 'HQ',
        DocumentLines: lines,
      });
      expect(errorOf(shipTo, 400).fields).toHaveProperty('ShipToCode');
      const billTo = await admin.create('17', {
        CardCode: 'P-DEFAULTS',
        PayToCode: 'NOWHERE',
        DocumentLines: lines,
      });
      expect(errorOf(billTo, 400).fields).toHaveProperty('PayToCode');
      const order = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: lines }),
        201,
      );
      const edit = await admin.update('17', order.DocEntry, {
        version: order.version,
        CntctCode: other?.code,
      });
      expect(errorOf(edit, 400).fields).toHaveProperty('CntctCode');
    });

    it("gives a demo customer's new order its default contact, bill-to and ship-to from the seed", async () => {
      const [demo] = await sqlRows<{ card: string; contact: number; billTo: string; shipTo: string }>(
        api,
        `select b.card_code as card, c.cntct_code as contact,
           (select min(address) from partner_addresses a where a.card_code = b.card_code and a.adres_type = 'B') as "billTo",
           (select min(address) from partner_addresses a where a.card_code = b.card_code and a.adres_type = 'S') as "shipTo"
         from business_partners b join contact_persons c on c.card_code = b.card_code and c.name = b.cntct_prsn
         where b.card_code = $1`,
        [customer],
      );
      expect(demo?.contact).toEqual(expect.any(Number));
      const order = documentOf(
        await admin.create('17', { CardCode: customer, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
        201,
      );
      expect(order).toMatchObject({
        CntctCode: demo?.contact,
        PayToCode: demo?.billTo,
        ShipToCode: demo?.shipTo,
      });
      expect(order.Address2).toEqual(expect.stringContaining('\n'));
    });

    it("prices a line from the partner's price list", async () => {
      const order = documentOf(
        await admin.create('17', {
          CardCode: 'P-DEFAULTS',
          DocumentLines: [{ ItemCode: item, Quantity: '2' }],
        }),
        201,
      );
      expect(order.DocCur).toBe('USD');
      expect(order.DocumentLines[0]).toMatchObject({ PriceSource: 'price-list' });
      expect(Number(order.DocumentLines[0]?.PriceBefDi)).toBe(12.34);
    });

    it("gives a line the item's sales tax group on a sale and its purchase group on a purchase, unless one is sent", async () => {
      const [groups] = await sqlRows<{ sales: string; purchase: string }>(
        api,
        `select vat_gourp_sa as sales, vat_group_pu as purchase from items where item_code = $1`,
        [item],
      );
      const line = { ItemCode: item, Quantity: '1' };
      const order = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: [line] }),
        201,
      );
      expect(order.DocumentLines[0]?.VatGroup).toBe(groups?.sales);
      const purchase = documentOf(
        await admin.create('22', { CardCode: supplier, DocumentLines: [line] }),
        201,
      );
      expect(purchase.DocumentLines[0]?.VatGroup).toBe(groups?.purchase);
      const sent = documentOf(
        await admin.create('17', { CardCode: 'P-DEFAULTS', DocumentLines: [{ ...line, VatGroup: 'O0' }] }),
        201,
      );
      expect(sent.DocumentLines[0]).toMatchObject({
        VatGroup: 'O0',
        VatPrcnt: expect.stringMatching(/^0(\.0+)?$/),
      });
    });
  });
});
