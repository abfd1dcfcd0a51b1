import { defineResource } from './resource-definition';

/**
 * OPLN. A list derived from BASE_NUM computes price = base price x Factor, rounded by RoundSys
 * (0 none, 1 to 0.05, 2 to 0.10, 3 to a whole unit), unless the price was set by hand.
 */
export const priceListResource = defineResource({
  name: 'price-lists',
  subject: 'PriceList',
  objectType: '6',
  key: 'ListNum',
  generatedKey: true,
  labelField: 'ListName',
  activeField: 'ValidFor',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ListNum', direction: 'asc' }],
  fields: [
    { name: 'ListNum', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'ListName', kind: 'text', maxLength: 32, required: true, searchable: true, width: 220 },
    { name: 'BASE_NUM', kind: 'reference', resource: 'price-lists', valueType: 'integer', required: true },
    { name: 'Factor', kind: 'number', min: 0, default: '1' },
    {
      name: 'RoundSys',
      kind: 'enum',
      options: ['0', '1', '2', '3'],
      optionLabels: 'fields.options.roundSys',
      default: '0',
    },
    { name: 'PrimCurr', kind: 'text', maxLength: 3, code: true, upperCase: true },
    { name: 'isGrossPrc', kind: 'boolean', default: 'N' },
    { name: 'ValidFrom', kind: 'date', list: false },
    { name: 'ValidTo', kind: 'date', list: false },
    { name: 'ValidFor', kind: 'boolean', default: 'Y' },
  ],
});

/** ITM1: an item's price in one price list. Rows come with the item; a price is edited, not added. */
export const itemPriceResource = defineResource({
  name: 'item-prices',
  subject: 'ItemPrice',
  key: 'ItemCode',
  labelField: 'ItemName',
  parent: { resource: 'price-lists', field: 'PriceList' },
  defaultSort: [{ field: 'ItemCode', direction: 'asc' }],
  fields: [
    {
      name: 'PriceList',
      kind: 'reference',
      resource: 'price-lists',
      valueType: 'integer',
      editable: 'never',
      list: false,
    },
    {
      name: 'ItemCode',
      kind: 'reference',
      resource: 'items',
      valueType: 'text',
      maxLength: 50,
      editable: 'never',
      searchable: true,
      width: 140,
    },
    {
      name: 'ItemName',
      kind: 'text',
      maxLength: 100,
      via: 'ItemCode',
      editable: 'never',
      searchable: true,
      width: 260,
    },
    {
      name: 'Price',
      kind: 'money',
      decimals: 'price',
      min: 0,
      required: true,
      currencyField: 'Currency',
      width: 140,
    },
    { name: 'Currency', kind: 'text', maxLength: 3, code: true, upperCase: true, width: 90 },
    { name: 'Factor', kind: 'number', min: 0, editable: 'never', width: 100 },
    { name: 'Ovrwritten', kind: 'boolean', editable: 'never', width: 110 },
  ],
});

/**
 * OSPP: a special price of an item for one partner or for a price list. Created and priced from
 * the price list screens; here it is the record its period discounts belong to.
 */
export const specialPriceResource = defineResource({
  name: 'special-prices',
  subject: 'SpecialPrice',
  key: 'SpecialPriceId',
  labelField: 'ItemCode',
  defaultSort: [{ field: 'SpecialPriceId', direction: 'asc' }],
  fields: [
    { name: 'SpecialPriceId', kind: 'number', integer: true, editable: 'never', width: 100 },
    {
      name: 'ItemCode',
      kind: 'reference',
      resource: 'items',
      valueType: 'text',
      maxLength: 50,
      editable: 'never',
      searchable: true,
    },
    { name: 'ItemName', kind: 'text', maxLength: 100, via: 'ItemCode', editable: 'never', searchable: true },
    {
      name: 'CardCode',
      kind: 'reference',
      resource: 'business-partners',
      valueType: 'text',
      maxLength: 15,
      editable: 'never',
    },
    { name: 'ListNum', kind: 'reference', resource: 'price-lists', valueType: 'integer', editable: 'never' },
    { name: 'Price', kind: 'money', decimals: 'price', min: 0, required: true, currencyField: 'Currency' },
    { name: 'Currency', kind: 'text', maxLength: 3, code: true, upperCase: true },
    { name: 'Discount', kind: 'percentage', min: 0, max: 100, default: '0' },
    { name: 'ValidFrom', kind: 'date' },
    { name: 'ValidTo', kind: 'date' },
    { name: 'Valid', kind: 'boolean', default: 'Y' },
  ],
});

/** SPP1: the periods of one special price, each with its own price or discount. */
export const periodDiscountResource = defineResource({
  name: 'period-discounts',
  subject: 'SpecialPrice',
  key: 'LineNum',
  generatedKey: true,
  labelField: 'FromDate',
  parent: { resource: 'special-prices', field: 'SpecialPriceId' },
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'FromDate', direction: 'asc' }],
  fields: [
    {
      name: 'SpecialPriceId',
      kind: 'reference',
      resource: 'special-prices',
      valueType: 'integer',
      editable: 'create',
      required: true,
      list: false,
    },
    { name: 'LineNum', kind: 'number', integer: true, editable: 'never', width: 90 },
    { name: 'FromDate', kind: 'date', required: true },
    { name: 'ToDate', kind: 'date' },
    { name: 'Price', kind: 'money', decimals: 'price', min: 0, required: true },
    { name: 'Discount', kind: 'percentage', min: 0, max: 100, default: '0' },
  ],
});
