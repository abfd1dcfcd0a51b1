import { defineResource } from './resource-definition';

/** OITM: item master data (DOMAIN.md "Items and stock"). Stock and cost figures are the server's. */
export const itemResource = defineResource({
  name: 'items',
  subject: 'Item',
  objectType: '4',
  key: 'ItemCode',
  labelField: 'ItemName',
  activeField: 'validFor',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ItemCode', direction: 'asc' }],
  // The stock of all warehouses: the list answers item rows, not one warehouse's.
  lookup: ['OnHand', 'IsCommited'],
  fields: [
    {
      name: 'ItemCode',
      kind: 'text',
      maxLength: 50,
      code: true,
      required: true,
      editable: 'create',
      searchable: true,
      width: 140,
    },
    { name: 'ItemName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    { name: 'FrgnName', kind: 'text', maxLength: 100, list: false },
    { name: 'ItmsGrpCod', kind: 'reference', resource: 'item-groups', valueType: 'integer', required: true },
    { name: 'ItmsGrpNam', kind: 'text', maxLength: 40, via: 'ItmsGrpCod', editable: 'never', list: false },
    { name: 'FirmCode', kind: 'reference', resource: 'manufacturers', valueType: 'integer', list: false },
    { name: 'CodeBars', kind: 'text', maxLength: 32, code: true, searchable: true, list: false },
    { name: 'InvntItem', kind: 'boolean', default: 'Y' },
    { name: 'SellItem', kind: 'boolean', default: 'Y' },
    { name: 'PrchseItem', kind: 'boolean', default: 'Y' },
    { name: 'UgpEntry', kind: 'reference', resource: 'uom-groups', valueType: 'integer', list: false },
    { name: 'InvntryUom', kind: 'text', maxLength: 20, list: false },
    { name: 'SalUnitMsr', kind: 'text', maxLength: 20, list: false },
    { name: 'BuyUnitMsr', kind: 'text', maxLength: 20, list: false },
    { name: 'ManBtchNum', kind: 'boolean', default: 'N', list: false },
    { name: 'ManSerNum', kind: 'boolean', default: 'N', list: false },
    { name: 'OnHand', kind: 'number', editable: 'never' },
    { name: 'IsCommited', kind: 'number', editable: 'never' },
    { name: 'OnOrder', kind: 'number', editable: 'never' },
    { name: 'MinLevel', kind: 'number', min: 0, default: '0', list: false },
    { name: 'MaxLevel', kind: 'number', min: 0, default: '0', list: false },
    { name: 'SWeight1', kind: 'number', min: 0, default: '0', list: false },
    { name: 'SVolume', kind: 'number', min: 0, default: '0', list: false },
    { name: 'AvgPrice', kind: 'money', decimals: 'price', editable: 'never', list: false },
    { name: 'LastPurPrc', kind: 'money', decimals: 'price', editable: 'never', list: false },
    {
      name: 'VatGourpSa',
      kind: 'reference',
      resource: 'tax-groups',
      valueType: 'text',
      maxLength: 8,
      list: false,
    },
    {
      name: 'VatGroupPu',
      kind: 'reference',
      resource: 'tax-groups',
      valueType: 'text',
      maxLength: 8,
      list: false,
    },
    { name: 'validFor', kind: 'boolean', default: 'Y' },
    { name: 'frozenFor', kind: 'boolean', default: 'N', list: false },
  ],
});

/** OITW: an item's stock in each warehouse (Available = OnHand - IsCommited + OnOrder). */
export const itemStockResource = defineResource({
  name: 'item-stock',
  // Its own subject: warehouse staff see the stock of their warehouses only.
  subject: 'ItemStock',
  key: 'WhsCode',
  labelField: 'WhsName',
  // Warehouse staff set the minimum stock of their warehouses without the right to change items.
  parent: { resource: 'items', field: 'ItemCode', writeNeeds: 'read' },
  defaultSort: [{ field: 'WhsCode', direction: 'asc' }],
  fields: [
    {
      name: 'ItemCode',
      kind: 'reference',
      resource: 'items',
      valueType: 'text',
      maxLength: 50,
      editable: 'never',
    },
    { name: 'ItemName', kind: 'text', maxLength: 100, via: 'ItemCode', editable: 'never', searchable: true },
    {
      name: 'WhsCode',
      kind: 'reference',
      resource: 'warehouses',
      valueType: 'text',
      maxLength: 8,
      editable: 'never',
    },
    { name: 'WhsName', kind: 'text', maxLength: 100, via: 'WhsCode', editable: 'never' },
    { name: 'OnHand', kind: 'number', editable: 'never' },
    { name: 'IsCommited', kind: 'number', editable: 'never' },
    { name: 'OnOrder', kind: 'number', editable: 'never' },
    { name: 'MinStock', kind: 'number', min: 0, default: '0' },
    { name: 'AvgPrice', kind: 'money', decimals: 'price', editable: 'never' },
  ],
});

/**
 * /inventory/uom-items: each item's units of measure, one row per item: its unit group and the
 * units it is stocked, sold and bought in. Read-only here: an item's units are set on the item,
 * where its rules apply (docs/decisions.md).
 */
export const itemUnitsResource = defineResource({
  name: 'uom-items',
  subject: 'Item',
  key: 'ItemCode',
  labelField: 'ItemName',
  defaultSort: [{ field: 'ItemCode', direction: 'asc' }],
  fields: [
    {
      name: 'ItemCode',
      kind: 'text',
      maxLength: 50,
      code: true,
      editable: 'never',
      searchable: true,
      width: 140,
    },
    { name: 'ItemName', kind: 'text', maxLength: 100, editable: 'never', searchable: true, width: 260 },
    { name: 'UgpEntry', kind: 'reference', resource: 'uom-groups', valueType: 'integer', editable: 'never' },
    { name: 'UgpCode', kind: 'text', maxLength: 20, via: 'UgpEntry', editable: 'never', code: true },
    { name: 'UgpName', kind: 'text', maxLength: 100, via: 'UgpEntry', editable: 'never' },
    { name: 'InvntryUom', kind: 'text', maxLength: 20, editable: 'never', code: true },
    { name: 'SalUnitMsr', kind: 'text', maxLength: 20, editable: 'never', code: true },
    { name: 'BuyUnitMsr', kind: 'text', maxLength: 20, editable: 'never', code: true },
  ],
});
