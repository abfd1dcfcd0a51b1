import { and, eq, sql } from 'drizzle-orm';
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
import { documentDefaultsOf, userDocumentDefaults } from '../../auth/user-document-defaults';
import type { DbOrTx, Tx } from '../../db/database';
import { users } from '../../db/schema/access';
import { company } from '../../db/schema/company';
import { currencies, exchangeRates, paymentTerms } from '../../db/schema/finance';
import { branches, employees, salesEmployees } from '../../db/schema/organisation';
import { businessPartners, contactPersons, partnerAddresses } from '../../db/schema/partners';
import { userDefaults } from '../../db/schema/user-defaults';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
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

export async function companySettings(tx: DbOrTx): Promise<CompanySettings> {
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
  return profileOf(userId, row, defaults);
}

/**
 * The caller's profile and a new DocEntry of the posting's type in one statement: the first of a
 * new document's posting. The DocEntry comes from the type's sequence (numbering.ts, takeDocEntry:
 * it holds no lock; a refused posting leaves a gap in DocEntry, never in DocNum).
 */
export async function openingRead(
  tx: Tx,
  userId: number,
  objectType: string,
): Promise<{ profile: CallerProfile; DocEntry: number }> {
  const [row] = await tx
    .select({
      SlpCode: users.SlpCode,
      BPLId: users.BPLId,
      warehouses: users.warehouses,
      defaults: userDefaults,
      DocEntry: sql<string>`nextval(${`document_entry_${objectType}`}::regclass)`,
    })
    .from(users)
    .leftJoin(userDefaults, eq(userDefaults.Code, users.DfltsCode))
    .where(eq(users.USERID, userId));
  if (!row) throw new Error(`user ${userId} posts but is not stored`);
  const defaults = row.defaults ? documentDefaultsOf(row.defaults) : null;
  return { profile: profileOf(userId, row, defaults), DocEntry: Number(row.DocEntry) };
}

function profileOf(
  userId: number,
  row: { SlpCode: number | null; BPLId: number | null; warehouses: string[] | null } | undefined,
  defaults: UserDocumentDefaults | null,
): CallerProfile {
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
  /** What the partner's own statement read beside it (checkedPartner), so the header needs no more. */
  preloaded?: PartnerBook;
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
/** What a document reads of its partner to judge it and take its defaults. */
const partnerColumns = {
  CardCode: businessPartners.CardCode,
  CardName: businessPartners.CardName,
  CardType: businessPartners.CardType,
  Currency: businessPartners.Currency,
  SlpCode: businessPartners.SlpCode,
  GroupNum: businessPartners.GroupNum,
  CntctPrsn: businessPartners.CntctPrsn,
  validFor: businessPartners.validFor,
  frozenFor: businessPartners.frozenFor,
};

export interface PartnerBook {
  /** Whether the partner's currency (when it names one) is a currency. */
  currencyKnown: boolean;
  addresses: PartnerAddress[];
  contacts: PartnerContact[];
  /** The payment terms of the partner's GroupNum and of the one the request names. */
  terms: Map<number, PaymentTermsDays>;
}

interface BookRows {
  addresses: PartnerAddress[] | null;
  contacts: PartnerContact[] | null;
  terms: ({ GroupNum: number } & PaymentTermsDays)[] | null;
}

/** The partner and its book as one statement reads them, not judged yet (readPartnerWithBook). */
export type PartnerWithBookRow = Awaited<ReturnType<typeof partnerWithBookQuery>>[number] | undefined;

function partnerWithBookQuery(tx: Tx, cardCode: string, wantedTerms: number | null | undefined) {
  return tx
    .select({
      ...partnerColumns,
      currencyKnown: sql<boolean>`exists (select 1 from currencies c where c.curr_code = business_partners.currency)`,
      // Outer columns by table name: Drizzle leaves them unqualified, and a subquery would take its own.
      book: sql<BookRows>`json_build_object(
        'addresses', (select json_agg(json_build_object('Address', a.address, 'AdresType', a.adres_type,
          'Street', a.street, 'City', a.city, 'ZipCode', a.zip_code, 'Country', a.country))
          from partner_addresses a where a.card_code = business_partners.card_code),
        'contacts', (select json_agg(json_build_object('CntctCode', p.cntct_code, 'Name', p.name, 'Active', p.active))
          from contact_persons p where p.card_code = business_partners.card_code),
        'terms', (select json_agg(json_build_object('GroupNum', t.group_num, 'ExtraMonth', t.extra_month,
          'ExtraDays', t.extra_days))
          from payment_terms t where t.group_num = business_partners.group_num or t.group_num = ${wantedTerms ?? null}::int))`,
    })
    .from(businessPartners)
    .where(eq(businessPartners.CardCode, cardCode));
}

/**
 * Reads the partner with everything a new document takes from it (currency, addresses, contacts,
 * payment terms: `wantedTerms` names the request's own) in one statement, to be judged by
 * checkedPartnerWithBook once the references are known. Started before they are, it shares a round
 * trip with the statement before it (the connection pipelines); a failure is kept for whoever
 * awaits it, never left unhandled.
 */
export function readPartnerWithBook(
  tx: Tx,
  cardCode: string,
  wantedTerms: number | null | undefined,
): Promise<PartnerWithBookRow> {
  const reading = partnerWithBookQuery(tx, cardCode, wantedTerms).then(([row]) => row);
  reading.catch(() => undefined);
  return reading;
}

/**
 * A customer for sales documents, a supplier for purchasing ones; valid and not frozen, with its
 * book as readPartnerWithBook read it. One the caller may not read does not exist for them, and is
 * refused in the same words.
 */
export async function checkedPartnerWithBook(
  read: Promise<PartnerWithBookRow>,
  cardCode: string,
  area: DocumentArea,
  references: ReadableReferences,
): Promise<Partner> {
  const row = await read;
  const partner = refusedUnlessUsable(row, cardCode, area, references);
  const book = row?.book;
  return {
    ...partner,
    preloaded: {
      currencyKnown: row?.currencyKnown ?? false,
      addresses: book?.addresses ?? [],
      contacts: book?.contacts ?? [],
      terms: new Map((book?.terms ?? []).map(({ GroupNum, ...days }) => [GroupNum, days])),
    },
  };
}

export async function checkedPartner(
  tx: Tx,
  cardCode: string,
  area: DocumentArea,
  references: ReadableReferences,
): Promise<Partner> {
  const [partner] = await tx
    .select(partnerColumns)
    .from(businessPartners)
    .where(eq(businessPartners.CardCode, cardCode));
  return refusedUnlessUsable(partner, cardCode, area, references);
}

function refusedUnlessUsable<Row extends Partner & { CardType: string; validFor: string; frozenFor: string }>(
  partner: Row | undefined,
  cardCode: string,
  area: DocumentArea,
  references: ReadableReferences,
): Partner {
  // An inventory transaction may name a partner of any kind (a supplier's delivery, a customer's).
  const wanted = area === 'sales' ? 'C' : area === 'purchasing' ? 'S' : partner?.CardType;
  const problem =
    !partner || !references.allows('BusinessPartner', cardCode)
      ? `${cardCode} does not exist`
      : partner.CardType !== wanted
        ? `${cardCode} is not a ${area === 'sales' ? 'customer' : 'supplier'}`
        : partner.validFor !== 'Y' || partner.frozenFor === 'Y'
          ? `${cardCode} is inactive or frozen`
          : undefined;
  if (problem || !partner) throw validationFailed({ CardCode: [problem ?? `${cardCode} does not exist`] });
  return {
    CardCode: partner.CardCode,
    CardName: partner.CardName,
    Currency: partner.Currency,
    SlpCode: partner.SlpCode,
    GroupNum: partner.GroupNum,
    CntctPrsn: partner.CntctPrsn,
  };
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
  if (!currency) throw validationFailed({ DocCur: [said('currencyUnknown', { code: wanted.DocCur })] });
  if (wanted.DocRate) return { DocCur: wanted.DocCur, DocRate: wanted.DocRate };
  const rate = await rateOn(tx, wanted.DocCur, wanted.DocDate);
  if (!rate)
    throw validationFailed({
      DocCur: [said('currencyNoRate', { code: wanted.DocCur, date: wanted.DocDate })],
    });
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
  if (partner.preloaded) return partner.preloaded.currencyKnown ? wanted : settings.MainCurncy;
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
  preloaded?: PartnerBook,
): Promise<{ terms: PaymentTermsDays | undefined; addresses: PartnerAddress[]; contacts: PartnerContact[] }> {
  if (preloaded && (GroupNum === null || preloaded.terms.has(GroupNum)))
    return {
      terms: GroupNum === null ? undefined : preloaded.terms.get(GroupNum),
      addresses: preloaded.addresses,
      contacts: preloaded.contacts,
    };
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
  says: 'notSalesEmployee' | 'notEmployee' | 'notBranch' | 'notPaymentTerm';
}

/** The header fields that name a record, and how a refusal of each reads. */
const headerReferences: HeaderReference[] = [
  {
    field: 'SlpCode',
    subject: 'SalesEmployee',
    table: salesEmployees,
    key: salesEmployees.SlpCode,
    says: 'notSalesEmployee',
  },
  {
    field: 'OwnerCode',
    subject: 'Employee',
    table: employees,
    key: employees.empID,
    says: 'notEmployee',
  },
  { field: 'BPLId', subject: 'Branch', table: branches, key: branches.BPLId, says: 'notBranch' },
  {
    field: 'GroupNum',
    subject: 'PaymentTerm',
    table: paymentTerms,
    key: paymentTerms.GroupNum,
    says: 'notPaymentTerm',
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
  const problems: FieldTexts = {};
  for (const { field, subject, table, key, says } of headerReferences) {
    const value = header[field];
    if (value === null || (field === 'SlpCode' && value === -1)) continue;
    const [found] = await tx.select({ key }).from(table).where(eq(key, value));
    if (!found || !references.allows(subject, value)) problems[field] = [said(says, { value })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/**
 * checkHeaderReferences in one statement, answering besides the names the document's answer
 * carries joined (SlpName of its sales employee, CntctName of its contact person): what a new
 * document's posting asks of its header.
 */
export async function checkHeaderReferencesAtOnce(
  tx: Tx,
  header: Record<HeaderReference['field'], number | null> & { CntctCode: number | null },
  references: ReadableReferences,
): Promise<{ SlpName: string | null; CntctName: string | null }> {
  const asked = headerReferences.filter(({ field }) => header[field] !== null);
  const found = sql.join(
    asked.map(
      ({ field, table, key }) =>
        sql`exists (select 1 from ${table} where ${key} = ${header[field]}) as ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<Record<string, boolean | string | null>>(sql`
    select (select slp_name from sales_employees where slp_code = ${header.SlpCode}) as "SlpName",
      (select ${contactPersons.Name} from ${contactPersons} where ${contactPersons.CntctCode} = ${header.CntctCode}) as "CntctName"
      ${asked.length ? sql`, ${found}` : sql``}`);
  const row = rows[0] ?? {};
  const problems: FieldTexts = {};
  for (const { field, subject, says } of asked) {
    const value = header[field];
    if (value === null || (field === 'SlpCode' && value === -1)) continue;
    if (row[field] !== true || !references.allows(subject, value)) problems[field] = [said(says, { value })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { SlpName: text(row.SlpName), CntctName: text(row.CntctName) };
}

/** Today as the server's calendar date (UTC), the default posting date. */
export const today = () => new Date().toISOString().slice(0, 10);
