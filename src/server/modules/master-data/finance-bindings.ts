import { eq } from 'drizzle-orm';
import { addressFormatProblems, addressFormatResource } from '../../../shared/resources/address-formats';
import { bankResource, houseBankAccountResource } from '../../../shared/resources/banking-setup';
import {
  currencyResource,
  determinationAccounts,
  exchangeRateResource,
  glAccountDeterminationResource,
  glAccountResource,
  postableGlAccountResource,
  withholdingTaxResource,
} from '../../../shared/resources/finance-setup';
import { company } from '../../db/schema/company';
import { documents } from '../../db/schema/documents';
import {
  addressFormats,
  banks,
  currencies,
  exchangeRates,
  glAccountDetermination,
  glAccounts,
  houseBankAccounts,
  withholdingTaxes,
} from '../../db/schema/finance';
import { businessPartners } from '../../db/schema/partners';
import { itemPrices, priceLists } from '../../db/schema/pricing';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { accountUses, applyChartRules, requirePostable } from './chart-of-accounts-rules';

/**
 * A rate is of a foreign currency against the local one, so the local currency never has one;
 * a rate of zero or less would zero or flip every converted amount.
 */
async function checkExchangeRate(values: Record<string, unknown>, context: WriteContext) {
  const problems: FieldTexts = {};
  if (values.Rate !== undefined && !(Number(values.Rate) > 0)) problems.Rate = [said('aboveZero')];
  if (values.Currency !== undefined) {
    const [local] = await context.tx.select({ code: company.MainCurncy }).from(company);
    if (local?.code === values.Currency)
      problems.Currency = [said('localCurrencyRate', { code: local.code })];
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
}

async function checkAddressFormat(values: Record<string, unknown>) {
  if (typeof values.Format !== 'string') return;
  const problems = addressFormatProblems(values.Format);
  if (problems.length) throw validationFailed({ Format: problems });
}

const accountProtection = [
  { table: glAccounts, column: glAccounts.FatherNum, label: 'accounts below it' },
  ...accountUses,
];

export const financeBindings: ResourceBinding[] = [
  {
    definition: currencyResource,
    table: currencies,
    protectedBy: [
      { table: company, column: company.MainCurncy, label: 'the company (local currency)' },
      { table: company, column: company.SysCurrncy, label: 'the company (system currency)' },
      { table: exchangeRates, column: exchangeRates.Currency, label: 'exchange rates' },
      { table: documents, column: documents.DocCur, label: 'documents' },
      { table: businessPartners, column: businessPartners.Currency, label: 'business partners' },
      { table: priceLists, column: priceLists.PrimCurr, label: 'price lists' },
      { table: itemPrices, column: itemPrices.Currency, label: 'item prices' },
      { table: glAccounts, column: glAccounts.ActCurr, label: 'G/L accounts' },
      { table: houseBankAccounts, column: houseBankAccounts.Currency, label: 'house bank accounts' },
    ],
  },
  { definition: exchangeRateResource, table: exchangeRates, beforeWrite: checkExchangeRate },
  {
    definition: withholdingTaxResource,
    table: withholdingTaxes,
    beforeWrite: requirePostable(['Account']),
  },
  {
    definition: glAccountResource,
    table: glAccounts,
    protectedBy: accountProtection,
    beforeWrite: applyChartRules,
  },
  {
    definition: postableGlAccountResource,
    table: glAccounts,
    scope: () => eq(glAccounts.Postable, 'Y'),
    protectedBy: accountProtection,
    beforeWrite: applyChartRules,
  },
  {
    definition: glAccountDeterminationResource,
    table: glAccountDetermination,
    beforeWrite: requirePostable(determinationAccounts),
  },
  {
    definition: bankResource,
    table: banks,
    protectedBy: [
      { table: houseBankAccounts, column: houseBankAccounts.BankCode, label: 'house bank accounts' },
    ],
  },
  {
    definition: houseBankAccountResource,
    table: houseBankAccounts,
    beforeWrite: requirePostable(['GLAccount']),
  },
  { definition: addressFormatResource, table: addressFormats, beforeWrite: checkAddressFormat },
];
