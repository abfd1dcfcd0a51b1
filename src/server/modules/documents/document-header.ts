import { and, eq } from 'drizzle-orm';
import type { DocumentArea } from '../../../shared/documents/object-types';
import type { Tx } from '../../db/database';
import { users } from '../../db/schema/access';
import { company } from '../../db/schema/company';
import { currencies, exchangeRates, paymentTerms } from '../../db/schema/finance';
import { branches, salesEmployees } from '../../db/schema/organisation';
import { businessPartners } from '../../db/schema/partners';
import { validationFailed } from '../../http/app-error';
import { type UserDocumentDefaults, userDocumentDefaults } from './document-settings';

export interface CompanySettings {
  MainCurncy: string;
  DBSumDec: number;
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
    .select({ MainCurncy: company.MainCurncy, DBSumDec: company.DBSumDec })
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
}

/** A customer for sales documents, a supplier for purchasing ones; valid and not frozen. */
export async function checkedPartner(tx: Tx, cardCode: string, area: DocumentArea): Promise<Partner> {
  const [partner] = await tx
    .select({
      CardCode: businessPartners.CardCode,
      CardName: businessPartners.CardName,
      CardType: businessPartners.CardType,
      Currency: businessPartners.Currency,
      SlpCode: businessPartners.SlpCode,
      GroupNum: businessPartners.GroupNum,
      validFor: businessPartners.validFor,
      frozenFor: businessPartners.frozenFor,
    })
    .from(businessPartners)
    .where(eq(businessPartners.CardCode, cardCode));
  const wanted = area === 'sales' ? 'C' : 'S';
  const problem = !partner
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
  if (!partner.Currency) return settings.MainCurncy;
  const [row] = await tx
    .select({ code: currencies.CurrCode })
    .from(currencies)
    .where(eq(currencies.CurrCode, partner.Currency));
  return row?.code ?? settings.MainCurncy;
}

/** Header references the database would refuse, named as field errors rather than a failed insert. */
export async function checkHeaderReferences(
  tx: Tx,
  header: { SlpCode: number; BPLId: number | null; GroupNum: number | null },
): Promise<void> {
  const problems: Record<string, string[]> = {};
  if (header.SlpCode !== -1) {
    const [found] = await tx
      .select({ code: salesEmployees.SlpCode })
      .from(salesEmployees)
      .where(eq(salesEmployees.SlpCode, header.SlpCode));
    if (!found) problems.SlpCode = [`${header.SlpCode} is not a sales employee`];
  }
  if (header.BPLId !== null) {
    const [found] = await tx
      .select({ id: branches.BPLId })
      .from(branches)
      .where(eq(branches.BPLId, header.BPLId));
    if (!found) problems.BPLId = [`${header.BPLId} is not a branch`];
  }
  if (header.GroupNum !== null) {
    const [found] = await tx
      .select({ id: paymentTerms.GroupNum })
      .from(paymentTerms)
      .where(eq(paymentTerms.GroupNum, header.GroupNum));
    if (!found) problems.GroupNum = [`${header.GroupNum} is not a payment term`];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

/** Today as the server's calendar date (UTC), the default posting date. */
export const today = () => new Date().toISOString().slice(0, 10);
