import { codeField, defineResource } from './resource-definition';

/** ODSC */
export const bankResource = defineResource({
  name: 'banks',
  subject: 'Bank',
  key: 'BankCode',
  labelField: 'BankName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'BankCode', direction: 'asc' }],
  fields: [
    codeField('BankCode', 30, { upperCase: true, width: 130 }),
    { name: 'BankName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    { name: 'CountryCod', kind: 'text', maxLength: 3, code: true, upperCase: true, width: 100 },
    { name: 'SwiftNum', kind: 'text', maxLength: 11, code: true, upperCase: true, searchable: true },
  ],
});

/** DSC1: the company's accounts at its banks, each posted through a G/L account. */
export const houseBankAccountResource = defineResource({
  name: 'house-bank-accounts',
  subject: 'HouseBankAccount',
  key: 'AbsEntry',
  generatedKey: true,
  labelField: 'Account',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'BankCode', direction: 'asc' }],
  fields: [
    { name: 'AbsEntry', kind: 'number', integer: true, editable: 'never', list: false },
    {
      name: 'BankCode',
      kind: 'reference',
      resource: 'banks',
      valueType: 'text',
      maxLength: 30,
      required: true,
      width: 120,
    },
    { name: 'BankName', kind: 'text', maxLength: 100, via: 'BankCode', editable: 'never', width: 200 },
    {
      name: 'Account',
      label: 'fields.BankAccount',
      kind: 'text',
      maxLength: 50,
      code: true,
      required: true,
      searchable: true,
      width: 160,
    },
    { name: 'Branch', kind: 'text', maxLength: 100, label: 'fields.BankBranch' },
    { name: 'IBAN', kind: 'text', maxLength: 34, code: true, upperCase: true, searchable: true, width: 240 },
    { name: 'AcctName', kind: 'text', maxLength: 100, label: 'fields.BankAccountName', list: false },
    {
      name: 'GLAccount',
      kind: 'reference',
      resource: 'postable-gl-accounts',
      valueType: 'text',
      maxLength: 15,
      required: true,
    },
    { name: 'Currency', kind: 'reference', resource: 'currencies', valueType: 'text', maxLength: 3 },
  ],
});
