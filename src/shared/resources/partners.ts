import { defineResource, type FieldDefinition } from './resource-definition';

const contactFields: FieldDefinition[] = [
  { name: 'Phone1', kind: 'text', maxLength: 20 },
  { name: 'E_Mail', kind: 'text', maxLength: 100, list: false },
  { name: 'City', kind: 'text', maxLength: 100 },
  { name: 'Country', kind: 'text', maxLength: 3, code: true, upperCase: true, list: false },
];

/** OCRD: customers, suppliers and leads. */
export const businessPartnerResource = defineResource({
  name: 'business-partners',
  subject: 'BusinessPartner',
  objectType: '2',
  key: 'CardCode',
  labelField: 'CardName',
  activeField: 'validFor',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'CardCode', direction: 'asc' }],
  lookup: ['City', 'Balance', 'CreditLine'],
  fields: [
    {
      name: 'CardCode',
      kind: 'text',
      maxLength: 15,
      code: true,
      required: true,
      editable: 'create',
      searchable: true,
      width: 130,
    },
    { name: 'CardName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    { name: 'CardFName', kind: 'text', maxLength: 100, list: false },
    {
      name: 'CardType',
      kind: 'enum',
      options: ['C', 'S', 'L'],
      optionLabels: 'fields.options.cardType',
      required: true,
      default: 'C',
    },
    {
      name: 'GroupCode',
      kind: 'reference',
      resource: 'partner-groups',
      valueType: 'integer',
      required: true,
    },
    { name: 'GroupName', kind: 'text', maxLength: 100, via: 'GroupCode', editable: 'never', list: false },
    { name: 'Currency', kind: 'text', maxLength: 3, code: true, upperCase: true, list: false },
    { name: 'ListNum', kind: 'reference', resource: 'price-lists', valueType: 'integer', list: false },
    { name: 'GroupNum', kind: 'reference', resource: 'payment-terms', valueType: 'integer', list: false },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer' },
    { name: 'SlpName', kind: 'text', maxLength: 100, via: 'SlpCode', editable: 'never', list: false },
    { name: 'Territory', kind: 'reference', resource: 'territories', valueType: 'integer', list: false },
    { name: 'CreditLine', kind: 'money', min: 0, default: '0' },
    { name: 'Balance', kind: 'money', editable: 'never' },
    ...contactFields,
    // OCRD.CntctPrsn: the Name of the default contact person (contact-persons), which documents take.
    { name: 'CntctPrsn', kind: 'text', maxLength: 50, list: false },
    { name: 'LicTradNum', kind: 'text', maxLength: 32, list: false },
    { name: 'validFor', kind: 'boolean', default: 'Y' },
    { name: 'frozenFor', kind: 'boolean', default: 'N', list: false },
  ],
});

/** OCRG: partner groups; a dealer group (IsDealer) holds the dealers. */
export const partnerGroupResource = defineResource({
  name: 'partner-groups',
  subject: 'PartnerGroup',
  key: 'GroupCode',
  generatedKey: true,
  labelField: 'GroupName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'GroupCode', direction: 'asc' }],
  fields: [
    { name: 'GroupCode', kind: 'number', integer: true, editable: 'never' },
    { name: 'GroupName', kind: 'text', maxLength: 100, required: true, searchable: true },
    {
      name: 'GroupType',
      kind: 'enum',
      options: ['C', 'S'],
      optionLabels: 'fields.options.groupType',
      required: true,
      default: 'C',
    },
    { name: 'IsDealer', kind: 'boolean', default: 'N' },
  ],
});

/**
 * Dealers: the customers of a dealer group, with a subject of their own so a company can give
 * dealer management to people who do not see every partner.
 */
export const dealerResource = defineResource({
  name: 'dealers',
  subject: 'Dealer',
  key: 'CardCode',
  labelField: 'CardName',
  activeField: 'validFor',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'CardCode', direction: 'asc' }],
  fields: [
    {
      name: 'CardCode',
      kind: 'text',
      maxLength: 15,
      code: true,
      required: true,
      editable: 'create',
      searchable: true,
      width: 130,
    },
    { name: 'CardName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    {
      name: 'GroupCode',
      kind: 'reference',
      resource: 'partner-groups',
      valueType: 'integer',
      required: true,
    },
    { name: 'GroupName', kind: 'text', maxLength: 100, via: 'GroupCode', editable: 'never' },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer' },
    { name: 'ListNum', kind: 'reference', resource: 'price-lists', valueType: 'integer', list: false },
    { name: 'CreditLine', kind: 'money', min: 0, default: '0' },
    { name: 'Balance', kind: 'money', editable: 'never' },
    ...contactFields,
    { name: 'validFor', kind: 'boolean', default: 'Y' },
  ],
});

/** OSLP: read by partners and documents; -1 is SAP's "no sales employee". */
export const salesEmployeeResource = defineResource({
  name: 'sales-employees',
  subject: 'SalesEmployee',
  key: 'SlpCode',
  generatedKey: true,
  labelField: 'SlpName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'SlpName', direction: 'asc' }],
  fields: [
    { name: 'SlpCode', kind: 'number', integer: true, editable: 'never' },
    { name: 'SlpName', kind: 'text', maxLength: 100, required: true, searchable: true },
    { name: 'Commission', kind: 'percentage', min: 0, max: 100, default: '0' },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** OCTG */
export const paymentTermResource = defineResource({
  name: 'payment-terms',
  subject: 'PaymentTerm',
  key: 'GroupNum',
  generatedKey: true,
  labelField: 'PymntGroup',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'GroupNum', direction: 'asc' }],
  fields: [
    { name: 'GroupNum', kind: 'number', integer: true, editable: 'never' },
    { name: 'PymntGroup', kind: 'text', maxLength: 100, required: true, searchable: true },
    { name: 'ExtraMonth', kind: 'number', integer: true, min: 0, max: 24, default: 0 },
    { name: 'ExtraDays', kind: 'number', integer: true, min: 0, max: 365, default: 0 },
    { name: 'DiscountPercent', kind: 'percentage', min: 0, max: 100, default: '0' },
  ],
});
