import { defineResource } from './resource-definition';

/**
 * OADM: the company's one row of settings that every session carries (its name, currencies and
 * decimals). Edited at /administration/system-initialization/company-details; never created or
 * deleted, and its currencies are fixed once documents exist (binding on the server).
 */
export const companyDetailsResource = defineResource({
  name: 'company-details',
  subject: 'CompanyDetails',
  key: 'id',
  labelField: 'CompnyName',
  defaultSort: [{ field: 'id', direction: 'asc' }],
  fields: [
    { name: 'id', kind: 'number', integer: true, editable: 'never', list: false },
    { name: 'CompnyName', kind: 'text', maxLength: 100, required: true },
    { name: 'CompnyAddr', kind: 'text', maxLength: 254, multiline: true },
    { name: 'Country', kind: 'text', maxLength: 3, code: true, upperCase: true },
    {
      name: 'MainCurncy',
      kind: 'reference',
      resource: 'currencies',
      valueType: 'text',
      maxLength: 3,
      required: true,
    },
    {
      name: 'SysCurrncy',
      kind: 'reference',
      resource: 'currencies',
      valueType: 'text',
      maxLength: 3,
      required: true,
    },
    { name: 'SumDec', kind: 'number', integer: true, min: 0, max: 6, required: true },
    { name: 'DBSumDec', kind: 'number', integer: true, min: 0, max: 6, required: true },
    { name: 'PriceDec', kind: 'number', integer: true, min: 0, max: 6, required: true },
    { name: 'useLocalSearch', kind: 'boolean', default: 'N' },
    { name: 'localUrl', kind: 'text', maxLength: 254 },
    /** Moving average cost per item and warehouse (Y) or per item (N); see the binding for when it may change. */
    { name: 'ItemCostPerWhs', kind: 'boolean', default: 'Y' },
  ],
});
