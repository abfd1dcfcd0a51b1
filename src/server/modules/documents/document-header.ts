import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocumentArea } from '../../../shared/documents/object-types';
import {
  billToOf,
  type PartnerAddress,
  type PartnerChoices,
  type PartnerContact,
  type PaymentTermsDays,
  partnerChoiceProblems,
  partnerCurrencyOf,
  shipToOf,
} from '../../../shared/documents/partner-document-defaults';
import type { UserDocumentDefaults } from '../../../shared/documents/user-document-defaults';
import { userDocumentDefaults } from '../../auth/user-document-defaults';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema/access';
import { company } from '../../db/schema/company';
import { currencies, exchangeRates, paymentTerms } from '../../db/schema/finance';
import { branches, employees, salesEmployees } from '../../db/schema/organisation';
import { businessPartners, contactPersons, partnerAddresses } from '../../db/schema/partners';
import { validationFailed } from '../../errors/app-error';
import type { ReadableReferences, ReferencedSubject } from './document-references';

export interface CompanySettings {
  MainCurncy: string;
  DBSumDec: number;
  /** Unit prices are rounded to these decimals when a line is priced (OADM.PriceDec). */
  PriceDec: number;
}

export interface CallerProfile {
  userId: number;
  SlpCode: number | null;
  BPLId: number | null;
  warehouses: string[];
  /** The user's defaults record, whose values a new document takes where it names none. */
  defaults: UserDocumentDefaults | null;
  /** The warehouse of those defaults (defaultWarehouseOf lets it win). */
  defaultsWarehouse: string | null;
}

export async function companySettings(tx: Tx): Promise<CompanySettings> {
  const [row] = await tx
    .select({ MainCurncy: company.MainCurncy, DBSumDec: company.DBSumDec, PriceDec: company.PriceDec })
    .from(company)
    .limit(1);
  if (!row) throw new Error('The company row is missing: the database is not set up');
  return row;
}

export async function callerProfile(tx: Tx, userId: number): Promise<CallerProfile> {
  const [row] = await tx
    .select({ SlpCode: users.SlpCode, BPLId: users.BPLId, warehouses: users.warehouses })
    .from(users)
    .where(eq(users.USERID, userId));
  const defaults = await userDocumentDefaults(tx, userId);
  return {
    userId,
    SlpCode: row?.SlpCode ?? null,
    BPLId: row?.BPLId ?? null,
    warehouses: row?.warehouses ?? [],
    defaults,
    defaultsWarehouse: defaults?.WhsCode ?? null,
  };
}

export interface Partner {
  CardCode: string;
  CardName: string;
  Currency: string | null;
  SlpCode: number | null;
  GroupNum: number | null;
  /** The default contact's Name (OCRD.CntctPrsn). */
  CntctPrsn: string | null;
}

/**
 * A customer for sales documents, a supplier for purchasing ones; valid and not frozen. One the
 * caller may not read does not exist for them, and is refused in the same words.
 */
export async function checkedPartner(
  tx: Tx,
  cardCode: string,
  area: DocumentArea,
  references: ReadableReferences,
): Promise<Partner> {
  const [partner] = await tx
    .select({
      CardCode: businessPartners.CardCode,
      CardName: businessPartners.CardName,
      CardType: businessPartners.CardType,
      Currency: businessPartners.Currency,
      SlpCode: businessPartners.SlpCode,
      GroupNum: businessPartners.GroupNum,
      CntctPrsn: businessPartners.CntctPrsn,
      validFor: businessPartners.validFor,
      frozenFor: businessPartners.frozenFor,
    })
    .from(businessPartners)
    .where(eq(businessPartners.CardCode, cardCode));
  const wanted = area === 'sales' ? 'C' : 'S';
  const problem =
    !partner || !references.allows('BusinessPartner', cardCode)
      ? `${cardCode} does not exist`
      : partner.CardType !== wanted
        ? `${cardCode} is not a ${area === 'sales' ? 'customer' : 'supplier'}`
        : partner.validFor !== 'Y' || partner.frozenFor === 'Y'
          ? `${cardCode} is inactive or frozen`
          : undefined;
  if (problem || !partner) throw validationFailed({ CardCode: [problem ?? `${cardCode} does not exist`] });
  return partner;
}

/** The document's currency and its rate to the local currency on the posting date. */
export async function currencyAndRate(
  tx: Tx,
  settings: CompanySettings,
  wanted: { DocCur: string; DocRate?: string; DocDate: string },
): Promise<{ DocCur: string; DocRate: string }> {
  if (wanted.DocCur === settings.MainCurncy) return { DocCur: wanted.DocCur, DocRate: '1' };
  const [currency] = await tx
    .select({ code: currencies.CurrCode })
    .from(currencies)
    .where(eq(currencies.CurrCode, wanted.DocCur));
  if (!currency) throw validationFailed({ DocCur: [`${wanted.DocCur} is not a currency`] });
  if (wanted.DocRate) return { DocCur: wanted.DocCur, DocRate: wanted.DocRate };
  const rate = await rateOn(tx, wanted.DocCur, wanted.DocDate);
  if (!rate)
    throw validationFailed({ DocCur: [`${wanted.DocCur} has no exchange rate on ${wanted.DocDate}`] });
  return { DocCur: wanted.DocCur, DocRate: rate };
}

export async function rateOn(tx: Tx, currency: string, date: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ Rate: exchangeRates.Rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.Currency, currency), eq(exchangeRates.RateDate, date)));
  return row?.Rate;
}

/** A partner's currency when it names one (SAP's '##' means any), else the local currency. */
export async function partnerCurrency(tx: Tx, partner: Partner, settings: CompanySettings): Promise<string> {
  const wanted = partnerCurrencyOf(partner.Currency);
  if (!wanted) return settings.MainCurncy;
  const [row] = await tx
    .select({ code: currencies.CurrCode })
    .from(currencies)
    .where(eq(currencies.CurrCode, wanted));
  return row?.code ?? settings.MainCurncy;
}

/** A partner's addresses and contact persons: what a document may name of the partner's. */
export async function partnerAddressBook(
  tx: Tx,
  CardCode: string,
): Promise<{ addresses: PartnerAddress[]; contacts: PartnerContact[] }> {
  const addresses = await tx
    .select({
      Address: partnerAddresses.Address,
      AdresType: partnerAddresses.AdresType,
      Street: partnerAddresses.Street,
      City: partnerAddresses.City,
      ZipCode: partnerAddresses.ZipCode,
      Country: partnerAddresses.Country,
    })
    .from(partnerAddresses)
    .where(eq(partnerAddresses.CardCode, CardCode));
  const contacts = await tx
    .select({ CntctCode: contactPersons.CntctCode, Name: contactPersons.Name, Active: contactPersons.Active })
    .from(contactPersons)
    .where(eq(contactPersons.CardCode, CardCode));
  return { addresses, contacts };
}

/** What partnerHeaderDefaultsOf reads: the payment terms a document names, the partner's addresses and contacts. */
export async function partnerDocumentFacts(
  tx: Tx,
  CardCode: string,
  GroupNum: number | null,
): Promise<{ terms: PaymentTermsDays | undefined; addresses: PartnerAddress[]; contacts: PartnerContact[] }> {
  const [terms] =
    GroupNum === null
      ? []
      : await tx
          .select({ ExtraMonth: paymentTerms.ExtraMonth, ExtraDays: paymentTerms.ExtraDays })
          .from(paymentTerms)
          .where(eq(paymentTerms.GroupNum, GroupNum));
  return { terms, ...(await partnerAddressBook(tx, CardCode)) };
}

type AddressBook = { addresses: readonly PartnerAddress[]; contacts: readonly PartnerContact[] };

/**
 * Refuses a ship-to, bill-to or contact person that is not the partner's own (400, by field);
 * `chosen` holds only what the user named anew.
 */
export async function checkPartnerChoices(
  tx: Tx,
  CardCode: string,
  chosen: PartnerChoices,
  book?: AddressBook,
): Promise<void> {
  const named = Object.values(chosen).some((value) => value !== undefined && value !== null);
  if (!named) return;
  const problems = partnerChoiceProblems(
    { CardCode, ...(book ?? (await partnerAddressBook(tx, CardCode))) },
    chosen,
  );
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/**
 * An edit's ship-to and bill-to named anew (`chosen`, null for none), checked as the partner's own,
 * with their texts laid out by the rule a new document's are (shipToOf, billToOf), unless the
 * request sends a text of its own; an address not named anew keeps its text.
 */
export async function checkedAddressChanges(
  tx: Tx,
  CardCode: string,
  chosen: PartnerChoices,
  sent: { Address2?: string | null; Address?: string | null },
): Promise<{ Address2?: string | null; Address?: string | null }> {
  if (Object.values(chosen).every((value) => value === undefined)) return {};
  const book = await partnerAddressBook(tx, CardCode);
  await checkPartnerChoices(tx, CardCode, chosen, book);
  return {
    ...(chosen.ShipToCode !== undefined && sent.Address2 === undefined
      ? { Address2: shipToOf(book.addresses, { code: chosen.ShipToCode }).Address2 }
      : {}),
    ...(chosen.PayToCode !== undefined && sent.Address === undefined
      ? { Address: billToOf(book.addresses, { code: chosen.PayToCode }).Address }
      : {}),
  };
}

interface HeaderReference {
  field: 'SlpCode' | 'OwnerCode' | 'BPLId' | 'GroupNum';
  subject: ReferencedSubject;
  table: PgTable;
  key: AnyPgColumn;
  says: string;
}

/** The header fields that name a record, and how a refusal of each reads. */
const headerReferences: HeaderReference[] = [
  {
    field: 'SlpCode',
    subject: 'SalesEmployee',
    table: salesEmployees,
    key: salesEmployees.SlpCode,
    says: 'is not a sales employee',
  },
  {
    field: 'OwnerCode',
    subject: 'Employee',
    table: employees,
    key: employees.empID,
    says: 'is not an employee',
  },
  { field: 'BPLId', subject: 'Branch', table: branches, key: branches.BPLId, says: 'is not a branch' },
  {
    field: 'GroupNum',
    subject: 'PaymentTerm',
    table: paymentTerms,
    key: paymentTerms.GroupNum,
    says: 'is not a payment term',
  },
];

/**
 * Header references the database would refuse, or the caller may not read, named as field errors
 * rather than a failed insert; an unreadable one in the words of a missing one. SlpCode -1 is
 * SAP's "no sales employee".
 */
export async function checkHeaderReferences(
  tx: Tx,
  header: Record<HeaderReference['field'], number | null>,
  references: ReadableReferences,
): Promise<void> {
  const problems: Record<string, string[]> = {};
  for (const { field, subject, table, key, says } of headerReferences) {
    const value = header[field];
    if (value === null || (field === 'SlpCode' && value === -1)) continue;
    const [found] = await tx.select({ key }).from(table).where(eq(key, value));
    if (!found || !references.allows(subject, value)) problems[field] = [`${value} ${says}`];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/** Today as the server's calendar date (UTC), the default posting date. */
export const today = () => new Date().toISOString().slice(0, 10);
