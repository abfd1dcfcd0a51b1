import { codeField, defineResource, type ReferenceField, settingsCodeField } from './resource-definition';

/** OCRN */
export const currencyResource = defineResource({
  name: 'currencies',
  subject: 'Currency',
  key: 'CurrCode',
  labelField: 'CurrName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'CurrCode', direction: 'asc' }],
  fields: [
    codeField('CurrCode', 3, { upperCase: true, width: 110 }),
    { name: 'CurrName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'DocCurrCod', kind: 'text', maxLength: 3, code: true, upperCase: true },
    { name: 'Decimals', kind: 'number', integer: true, min: 0, max: 6, default: 2 },
    { name: 'Locked', kind: 'boolean', default: 'N' },
  ],
});

/**
 * ORTT: the rate of a currency against the local currency on a date, kept under its currency so
 * (date, currency) stays the record's address.
 */
export const exchangeRateResource = defineResource({
  name: 'exchange-rates',
  subject: 'ExchangeRate',
  key: 'RateDate',
  labelField: 'CurrName',
  parent: { resource: 'currencies', field: 'Currency' },
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'RateDate', direction: 'desc' },
    { field: 'Currency', direction: 'asc' },
  ],
  fields: [
    { name: 'RateDate', kind: 'date', required: true, editable: 'create', searchable: true, width: 130 },
    {
      name: 'Currency',
      kind: 'reference',
      resource: 'currencies',
      valueType: 'text',
      maxLength: 3,
      required: true,
      editable: 'create',
      searchable: true,
      width: 110,
    },
    { name: 'CurrName', kind: 'text', maxLength: 100, via: 'Currency', editable: 'never', width: 200 },
    { name: 'Rate', kind: 'number', min: 0, required: true, width: 140 },
  ],
});

/** A field naming an account: any account (a parent drawer), or one that takes postings. */
const glAccountReference = (name: string, resource = 'postable-gl-accounts'): ReferenceField => ({
  name,
  kind: 'reference',
  resource,
  valueType: 'text',
  maxLength: 15,
});

/** OWHT */
export const withholdingTaxResource = defineResource({
  name: 'withholding-taxes',
  subject: 'WithholdingTax',
  key: 'WTCode',
  labelField: 'WTName',
  activeField: 'Inactive',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'WTCode', direction: 'asc' }],
  fields: [
    codeField('WTCode', 4, { upperCase: true, width: 100 }),
    { name: 'WTName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Rate', kind: 'percentage', min: 0, max: 100, required: true },
    {
      name: 'Category',
      kind: 'enum',
      options: ['I', 'P'],
      optionLabels: 'fields.options.withholdingCategory',
      required: true,
      default: 'I',
    },
    {
      name: 'BaseType',
      kind: 'enum',
      options: ['N', 'V', 'G'],
      optionLabels: 'fields.options.withholdingBase',
      required: true,
      default: 'N',
    },
    { name: 'PrctBsAmnt', kind: 'percentage', min: 0, max: 100, default: '100' },
    { ...glAccountReference('Account'), label: 'fields.WTAccount' },
    { name: 'Inactive', kind: 'boolean', default: 'N' },
  ],
});

/**
 * OACT: the chart of accounts. Levels, GroupMask and the tree's rules are the server's
 * (chart-of-accounts rules): a record names its parent drawer and the rest follows.
 */
export const glAccountResource = defineResource({
  name: 'gl-accounts',
  subject: 'GLAccount',
  key: 'AcctCode',
  labelField: 'AcctName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'AcctCode', direction: 'asc' }],
  fields: [
    codeField('AcctCode', 15, { width: 120 }),
    { name: 'AcctName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    glAccountReference('FatherNum', 'gl-accounts'),
    { name: 'Levels', kind: 'number', integer: true, editable: 'never', width: 80 },
    { name: 'Postable', kind: 'boolean', default: 'Y' },
    { name: 'ActCurr', kind: 'reference', resource: 'currencies', valueType: 'text', maxLength: 3 },
    {
      name: 'ActType',
      kind: 'enum',
      options: ['N', 'I', 'E'],
      optionLabels: 'fields.options.accountType',
      required: true,
      default: 'N',
    },
    {
      name: 'AcctGroup',
      kind: 'enum',
      options: ['Default', 'Checks', 'Revenue'],
      optionLabels: 'fields.options.accountGroup',
      required: true,
      default: 'Default',
    },
    { name: 'GroupMask', kind: 'number', integer: true, editable: 'never', list: false },
  ],
});

/**
 * The chart's postable accounts, under the chart's subject: what a field that posts offers in its
 * lookup, and what its reference check accepts.
 */
export const postableGlAccountResource = defineResource({
  ...glAccountResource,
  name: 'postable-gl-accounts',
  creatable: false,
  deletable: false,
});

/** The accounts of G/L account determination, in the order the form shows them. */
export const determinationAccounts = [
  'RevenuesAc',
  'SaleCostAc',
  'BalInvntAc',
  'ARCtrlAcct',
  'APCtrlAcct',
  'VatOutAcct',
  'VatInAcct',
  'ExpensesAc',
  'PriceDifAc',
  'ExchangeAc',
  'ExchLossAc',
] as const;

export type DeterminationAccount = (typeof determinationAccounts)[number];

/** The one key of the company-wide determination record. */
export const determinationKey = 1;

/** G/L account determination: the company's default accounts, one record, edited in place. */
export const glAccountDeterminationResource = defineResource({
  name: 'gl-account-determination',
  subject: 'GLAccountDetermination',
  key: 'Code',
  labelField: 'Code',
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [settingsCodeField, ...determinationAccounts.map((name) => glAccountReference(name))],
});
