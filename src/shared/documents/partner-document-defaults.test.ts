import { describe, expect, it } from 'vitest';
import {
  billToOf,
  contactOf,
  dueDateOf,
  lineTaxGroupOf,
  type PartnerAddress,
  type PartnerContact,
  partnerChoiceProblems,
  partnerCurrencyOf,
  partnerHeaderDefaultsOf,
  shipToOf,
} from './partner-document-defaults';

const net = (ExtraDays: number, ExtraMonth = 0) => ({ ExtraDays, ExtraMonth });

describe('dueDateOf', () => {
  it('is the posting date plus the extra days of the terms (Net 15)', () => {
    expect(dueDateOf('2026-03-10', net(15))).toBe('2026-03-25');
    expect(dueDateOf('2026-12-24', net(15))).toBe('2027-01-08');
  });

  it('adds the extra months first, on the same day or the last day of a shorter month', () => {
    expect(dueDateOf('2026-03-10', net(0, 1))).toBe('2026-04-10');
    expect(dueDateOf('2026-01-31', net(0, 1))).toBe('2026-02-28');
    expect(dueDateOf('2028-01-31', net(0, 1))).toBe('2028-02-29');
    expect(dueDateOf('2026-01-31', net(5, 1))).toBe('2026-03-05');
    expect(dueDateOf('2026-11-15', net(0, 14))).toBe('2028-01-15');
  });

  it('is the posting date itself without terms or with terms of no days (cash)', () => {
    expect(dueDateOf('2026-03-10', null)).toBe('2026-03-10');
    expect(dueDateOf('2026-03-10', undefined)).toBe('2026-03-10');
    expect(dueDateOf('2026-03-10', net(0))).toBe('2026-03-10');
  });

  it('leaves a posting date it cannot read as it is', () => {
    expect(dueDateOf('', net(15))).toBe('');
    expect(dueDateOf('10/03/2026', net(15))).toBe('10/03/2026');
  });
});

const address = (Address: string, AdresType: 'B' | 'S', City: string): PartnerAddress => ({
  Address,
  AdresType,
  Street: `1 ${City} Road`,
  City,
  ZipCode: '100',
  Country: 'GB',
});

describe('shipToOf', () => {
  it('takes the first ship-to address by name, never a bill-to one, laid out as text', () => {
    const addresses = [
      address('A-BILL', 'B', 'Leeds'),
      address('WAREHOUSE', 'S', 'York'),
      address('MAIN', 'S', 'Hull'),
    ];
    expect(shipToOf(addresses)).toEqual({ ShipToCode: 'MAIN', Address2: '1 Hull Road\n100 Hull\nGB' });
  });

  it('lays the address out by the format it is given', () => {
    expect(shipToOf([address('MAIN', 'S', 'Hull')], { format: '{City} ({Country})' }).Address2).toBe(
      'Hull (GB)',
    );
  });

  it('takes the ship-to address asked for by name, and none when asked for none', () => {
    const addresses = [
      address('WAREHOUSE', 'S', 'York'),
      address('MAIN', 'S', 'Hull'),
      address('BILL', 'B', 'Leeds'),
    ];
    expect(shipToOf(addresses, { code: 'WAREHOUSE' })).toEqual({
      ShipToCode: 'WAREHOUSE',
      Address2: '1 York Road\n100 York\nGB',
    });
    expect(shipToOf(addresses, { code: null })).toEqual({ ShipToCode: null, Address2: null });
    expect(shipToOf(addresses, { code: 'BILL' })).toEqual({ ShipToCode: 'BILL', Address2: null });
  });

  it('leaves both empty when the partner has no ship-to address', () => {
    expect(shipToOf([address('A-BILL', 'B', 'Leeds')])).toEqual({ ShipToCode: null, Address2: null });
    expect(shipToOf([])).toEqual({ ShipToCode: null, Address2: null });
  });

  it('keeps the name of an address without any field, with no text', () => {
    const bare: PartnerAddress = {
      Address: 'DOCK',
      AdresType: 'S',
      Street: null,
      City: null,
      ZipCode: null,
      Country: null,
    };
    expect(shipToOf([bare])).toEqual({ ShipToCode: 'DOCK', Address2: null });
  });

  it('cuts the text to what the document stores', () => {
    const long = { ...address('MAIN', 'S', 'Hull'), Street: 'x'.repeat(400) };
    expect(shipToOf([long]).Address2).toHaveLength(254);
  });
});

describe('billToOf', () => {
  it('takes the first bill-to address by name, never a ship-to one; a name asks for that one', () => {
    const addresses = [
      address('MAIN', 'S', 'Hull'),
      address('OFFICE', 'B', 'Leeds'),
      address('HQ', 'B', 'York'),
    ];
    expect(billToOf(addresses)).toEqual({ PayToCode: 'HQ', Address: '1 York Road\n100 York\nGB' });
    expect(billToOf(addresses, { code: 'OFFICE' }).Address).toBe('1 Leeds Road\n100 Leeds\nGB');
    expect(billToOf([address('MAIN', 'S', 'Hull')])).toEqual({ PayToCode: null, Address: null });
  });
});

describe('partnerHeaderDefaultsOf', () => {
  it('gives the due date from the terms and the default ship-to address', () => {
    expect(
      partnerHeaderDefaultsOf({
        DocDate: '2026-05-01',
        terms: net(30),
        addresses: [address('MAIN', 'S', 'Hull')],
      }),
    ).toEqual({
      DocDueDate: '2026-05-31',
      ShipToCode: 'MAIN',
      Address2: '1 Hull Road\n100 Hull\nGB',
      PayToCode: null,
      Address: null,
      CntctCode: null,
    });
  });

  it("takes the partner's default contact unless one is asked for", () => {
    const facts = {
      DocDate: '2026-05-01',
      terms: null,
      addresses: [],
      contacts: [{ CntctCode: 7, Name: 'Ann Buyer', Active: 'Y' as const }],
      defaultContact: 'Ann Buyer',
    };
    expect(partnerHeaderDefaultsOf(facts).CntctCode).toBe(7);
    expect(partnerHeaderDefaultsOf(facts, { contact: null }).CntctCode).toBeNull();
  });
});

const contacts: PartnerContact[] = [
  { CntctCode: 11, Name: 'Ann Buyer', Active: 'Y' },
  { CntctCode: 12, Name: 'Bob Gone', Active: 'N' },
];

describe('contactOf', () => {
  it("is the partner's default contact, found by its name (OCRD.CntctPrsn)", () => {
    expect(contactOf(contacts, 'Ann Buyer')).toBe(11);
  });

  it('is none when the partner names no default, names one it no longer has, or one that is inactive', () => {
    expect(contactOf(contacts, null)).toBeNull();
    expect(contactOf(contacts, 'Carl Renamed')).toBeNull();
    expect(contactOf(contacts, 'Bob Gone')).toBeNull();
  });

  it('is the one asked for, or none when none is asked for', () => {
    expect(contactOf(contacts, 'Ann Buyer', 12)).toBe(12);
    expect(contactOf(contacts, 'Ann Buyer', null)).toBeNull();
  });
});

describe('partnerChoiceProblems', () => {
  const facts = {
    CardCode: 'C1',
    addresses: [address('MAIN', 'S', 'Hull'), address('OFFICE', 'B', 'Leeds')],
    contacts,
  };

  it("accepts the partner's own addresses of the right type, an active contact, and no choice at all", () => {
    expect(partnerChoiceProblems(facts, { ShipToCode: 'MAIN', PayToCode: 'OFFICE', CntctCode: 11 })).toEqual(
      {},
    );
    expect(partnerChoiceProblems(facts, { ShipToCode: null, PayToCode: undefined, CntctCode: null })).toEqual(
      {},
    );
  });

  it('names each field whose choice is not the partner’s: an unknown name, a bill-to as ship-to, a stranger', () => {
    const problems = partnerChoiceProblems(facts, {
      ShipToCode: 'OFFICE',
      PayToCode: 'NOWHERE',
      CntctCode: 99,
    });
    expect(Object.keys(problems).sort()).toEqual(['CntctCode', 'PayToCode', 'ShipToCode']);
  });

  it('refuses an inactive contact', () => {
    expect(partnerChoiceProblems(facts, { CntctCode: 12 })).toHaveProperty('CntctCode');
  });
});

describe('partnerCurrencyOf', () => {
  it("takes the partner's currency", () => {
    expect(partnerCurrencyOf('EUR')).toBe('EUR');
    expect(partnerCurrencyOf(' eur ')).toBe('EUR');
  });

  it("leaves the local currency to the company for a partner in all currencies ('##') or none", () => {
    expect(partnerCurrencyOf('##')).toBeUndefined();
    expect(partnerCurrencyOf(null)).toBeUndefined();
    expect(partnerCurrencyOf('')).toBeUndefined();
  });
});

describe('lineTaxGroupOf', () => {
  const item = { VatGourpSa: 'O1', VatGroupPu: 'I1' };

  it("takes the item's sales tax group on a sales document and its purchase group on a purchasing one", () => {
    expect(lineTaxGroupOf('sales', item)).toBe('O1');
    expect(lineTaxGroupOf('purchasing', item)).toBe('I1');
    expect(lineTaxGroupOf('sales', item, { VatStatus: 'Y', VatGroup: null })).toBe('O1');
  });

  it("lets a partner's own tax group override the item's", () => {
    expect(lineTaxGroupOf('sales', item, { VatStatus: 'Y', VatGroup: 'O0' })).toBe('O0');
    expect(lineTaxGroupOf('purchasing', item, { VatStatus: 'N', VatGroup: 'I0' })).toBe('I0');
  });

  it('gives an exempt partner without a group of its own no tax group', () => {
    expect(lineTaxGroupOf('sales', item, { VatStatus: 'N' })).toBeNull();
  });

  it('has none when neither the item nor the partner names one', () => {
    expect(lineTaxGroupOf('sales', { VatGourpSa: null, VatGroupPu: 'I1' })).toBeNull();
    expect(lineTaxGroupOf('sales', undefined)).toBeNull();
  });
});
