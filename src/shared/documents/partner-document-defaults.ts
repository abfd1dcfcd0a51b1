import { formatAddress, plainAddressFormat } from '../addresses/address-layout';
import type { DocumentArea } from './object-types';

/**
 * What a new sales or purchasing document takes from its business partner where the user names
 * nothing, as SAP Business One fills it: the due date from the payment terms, the ship-to and
 * bill-to addresses, the contact person, the currency and each line's tax group. One rule read by
 * the server (document-create.ts, for a field not sent) and the editor (document-editor-model.ts,
 * when the partner is taken), so what the
 * editor shows is what the server would store.
 */

/** OCTG as the due date reads it (the table holds no PayDuMonth: the count starts at the posting date). */
export interface PaymentTermsDays {
  ExtraMonth: number;
  ExtraDays: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The due date of a document posted on `docDate` under payment terms: the posting date plus
 * ExtraMonth months (on the same day, or the month's last day when it has fewer days: Jan 31 + 1
 * month is Feb 28 or 29), plus ExtraDays days. No terms, or an unreadable date: the posting date.
 */
export function dueDateOf(docDate: string, terms: PaymentTermsDays | null | undefined): string {
  const parts = isoDate.exec(docDate);
  if (!parts || !terms) return docDate;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const lastDay = new Date(Date.UTC(year, month + terms.ExtraMonth + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(year, month + terms.ExtraMonth, Math.min(day, lastDay) + terms.ExtraDays));
  return due.toISOString().slice(0, 10);
}

/** CRD1: one of a partner's addresses; AdresType B bill-to, S ship-to. */
export interface PartnerAddress {
  Address: string;
  AdresType: 'B' | 'S';
  Street: string | null;
  City: string | null;
  ZipCode: string | null;
  Country: string | null;
}

/** The document's address columns hold at most this (the document definition's bound). */
const addressLength = 254;

/** Which address a document asks for: undefined the default, null none, else its name. */
export interface AddressChoice {
  code?: string | null;
  /** The address format the text is laid out by (default: plainAddressFormat). */
  format?: string;
}

const byName = (a: PartnerAddress, b: PartnerAddress) =>
  a.Address < b.Address ? -1 : a.Address > b.Address ? 1 : 0;

/**
 * One of a partner's addresses of a type as a document stores it: its name and its text laid out
 * by an address format. Without a name asked for, the default one: partner_addresses marks no
 * default (SAP's OCRD.ShipToDef, BillToDef), so the first of the type by name; none: both stay
 * empty. A name the partner has no address of that type under is kept, with no text.
 */
export function partnerAddressOf(
  addresses: readonly PartnerAddress[],
  type: PartnerAddress['AdresType'],
  choice: AddressChoice = {},
): { code: string | null; text: string | null } {
  if (choice.code === null) return { code: null, text: null };
  const ofType = addresses.filter((address) => address.AdresType === type).sort(byName);
  const chosen =
    choice.code === undefined ? ofType[0] : ofType.find((address) => address.Address === choice.code);
  if (!chosen) return { code: choice.code ?? null, text: null };
  const text = formatAddress(chosen, choice.format ?? plainAddressFormat).slice(0, addressLength);
  return { code: chosen.Address, text: text === '' ? null : text };
}

/** The ship-to address (SAP's ShipToCode and Address2). */
export function shipToOf(addresses: readonly PartnerAddress[], choice: AddressChoice = {}) {
  const { code, text } = partnerAddressOf(addresses, 'S', choice);
  return { ShipToCode: code, Address2: text };
}

/** The bill-to address (SAP's PayToCode and Address). */
export function billToOf(addresses: readonly PartnerAddress[], choice: AddressChoice = {}) {
  const { code, text } = partnerAddressOf(addresses, 'B', choice);
  return { PayToCode: code, Address: text };
}

/**
 * The currency a partner gives its documents, or undefined for the local currency: a partner
 * without one, or with SAP's '##' (all currencies), leaves the choice to the company.
 */
export function partnerCurrencyOf(currency: string | null | undefined): string | undefined {
  const code = currency?.trim().toUpperCase() ?? '';
  return code === '' || code === '##' ? undefined : code;
}

/** An item's default tax groups (OITM VatGourpSa, VatGroupPu). */
export interface ItemTaxGroups {
  VatGourpSa?: string | null;
  VatGroupPu?: string | null;
}

/**
 * A partner's tax facts (OCRD VatStatus: Y liable, N exempt, E EU; VatGroup its own tax group).
 * The partners table holds neither yet, so today's callers pass none and a partner is liable with
 * no group of its own; the rule is here so that adding them is a change of what is passed only.
 */
export interface PartnerTaxFacts {
  VatStatus?: 'Y' | 'N' | 'E' | null;
  VatGroup?: string | null;
}

/**
 * The tax group a new line takes, by SAP Business One's rule: a partner's own tax group overrides
 * the item's (SAP: "define it only as an exception, such as for a foreign partner"); an exempt
 * partner without one takes no tax group (no tax); otherwise the item's sales group on a sales
 * document, its purchase group on a purchasing one; none on an inventory transaction. A group
 * typed on the line wins over all.
 */
export function lineTaxGroupOf(
  area: DocumentArea,
  item: ItemTaxGroups | null | undefined,
  partner?: PartnerTaxFacts | null,
): string | null {
  // Stock moved inside the company is not a sale or a purchase: no tax.
  if (area === 'inventory') return null;
  const own = partner?.VatGroup?.trim();
  if (own) return own;
  if (partner?.VatStatus === 'N') return null;
  return (area === 'sales' ? item?.VatGourpSa : item?.VatGroupPu)?.trim() || null;
}

/** OCPR as a document reads it: a contact person of the partner. */
export interface PartnerContact {
  CntctCode: number;
  Name: string;
  Active: 'Y' | 'N';
}

/**
 * The contact person a document is addressed to: the one asked for (null: none), else the
 * partner's default contact (OCRD.CntctPrsn holds its Name) while it is active, else none.
 */
export function contactOf(
  contacts: readonly PartnerContact[],
  defaultName: string | null | undefined,
  choice?: number | null,
): number | null {
  if (choice !== undefined) return choice;
  const chosen = contacts.find((contact) => contact.Name === defaultName && contact.Active === 'Y');
  return chosen?.CntctCode ?? null;
}

/** The ship-to, bill-to and contact a user names on a document. */
export interface PartnerChoices {
  ShipToCode?: string | null;
  PayToCode?: string | null;
  CntctCode?: number | null;
}

/**
 * What is wrong with the ship-to, bill-to and contact a user chose for a document of a partner, by
 * field (empty: nothing): each must be the partner's own, an address of its type and a contact
 * that is active. Left out or null is no choice, and is never wrong.
 */
export function partnerChoiceProblems(
  facts: { CardCode: string; addresses: readonly PartnerAddress[]; contacts: readonly PartnerContact[] },
  chosen: PartnerChoices,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const hasAddress = (type: PartnerAddress['AdresType'], name: string) =>
    facts.addresses.some((address) => address.AdresType === type && address.Address === name);
  if (typeof chosen.ShipToCode === 'string' && !hasAddress('S', chosen.ShipToCode))
    problems.ShipToCode = [`${chosen.ShipToCode} is not a ship-to address of ${facts.CardCode}`];
  if (typeof chosen.PayToCode === 'string' && !hasAddress('B', chosen.PayToCode))
    problems.PayToCode = [`${chosen.PayToCode} is not a bill-to address of ${facts.CardCode}`];
  if (typeof chosen.CntctCode === 'number') {
    const contact = facts.contacts.find((candidate) => candidate.CntctCode === chosen.CntctCode);
    if (!contact) problems.CntctCode = [`${chosen.CntctCode} is not a contact person of ${facts.CardCode}`];
    else if (contact.Active !== 'Y') problems.CntctCode = [`${contact.Name} is no longer active`];
  }
  return problems;
}

/** The header a new document takes from its partner, for each field the request leaves out. */
export interface PartnerHeaderDefaults {
  DocDueDate: string;
  ShipToCode: string | null;
  Address2: string | null;
  PayToCode: string | null;
  Address: string | null;
  CntctCode: number | null;
}

/**
 * The due date from the document's payment terms, the ship-to and bill-to addresses and the
 * contact person asked for (or the partner's defaults).
 */
export function partnerHeaderDefaultsOf(
  facts: {
    DocDate: string;
    terms: PaymentTermsDays | null | undefined;
    addresses: readonly PartnerAddress[];
    contacts?: readonly PartnerContact[];
    /** The partner's default contact's Name (OCRD.CntctPrsn). */
    defaultContact?: string | null;
  },
  chosen: { shipTo?: AddressChoice; billTo?: AddressChoice; contact?: number | null } = {},
): PartnerHeaderDefaults {
  return {
    DocDueDate: dueDateOf(facts.DocDate, facts.terms),
    ...shipToOf(facts.addresses, chosen.shipTo),
    ...billToOf(facts.addresses, chosen.billTo),
    CntctCode: contactOf(facts.contacts ?? [], facts.defaultContact, chosen.contact),
  };
}
