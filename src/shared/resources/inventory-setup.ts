import { defineResource } from './resource-definition';

/** OITB */
export const itemGroupResource = defineResource({
  name: 'item-groups',
  subject: 'ItemGroup',
  key: 'ItmsGrpCod',
  generatedKey: true,
  labelField: 'ItmsGrpNam',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ItmsGrpCod', direction: 'asc' }],
  fields: [
    { name: 'ItmsGrpCod', kind: 'number', integer: true, editable: 'never' },
    { name: 'ItmsGrpNam', kind: 'text', maxLength: 40, required: true, searchable: true },
  ],
});

/** OUOM */
export const unitOfMeasureResource = defineResource({
  name: 'units-of-measure',
  subject: 'UnitOfMeasure',
  key: 'UomEntry',
  generatedKey: true,
  labelField: 'UomName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'UomCode', direction: 'asc' }],
  fields: [
    { name: 'UomEntry', kind: 'number', integer: true, editable: 'never' },
    { name: 'UomCode', kind: 'text', maxLength: 20, code: true, required: true, searchable: true },
    { name: 'UomName', kind: 'text', maxLength: 100, required: true, searchable: true },
  ],
});

/** OUGP: a group of units with its base unit. */
export const uomGroupResource = defineResource({
  name: 'uom-groups',
  subject: 'UomGroup',
  key: 'UgpEntry',
  generatedKey: true,
  labelField: 'UgpName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'UgpCode', direction: 'asc' }],
  fields: [
    { name: 'UgpEntry', kind: 'number', integer: true, editable: 'never' },
    { name: 'UgpCode', kind: 'text', maxLength: 20, code: true, required: true, searchable: true },
    { name: 'UgpName', kind: 'text', maxLength: 100, required: true, searchable: true },
    {
      name: 'BaseUom',
      kind: 'reference',
      resource: 'units-of-measure',
      valueType: 'integer',
      required: true,
    },
  ],
});

/**
 * UGP1: the units of a unit group and their conversion, AltQty of the unit being BaseQty of the
 * group's base unit (1 CS12 = 12 EA). Read here, under its group (its UomGroup rules): the
 * lines are the group's and change with it, so this resource writes nothing.
 */
export const uomGroupLineResource = defineResource({
  name: 'uom-group-lines',
  subject: 'UomGroup',
  key: 'UomEntry',
  labelField: 'UomName',
  parent: { resource: 'uom-groups', field: 'UgpEntry' },
  defaultSort: [
    { field: 'UgpEntry', direction: 'asc' },
    { field: 'BaseQty', direction: 'asc' },
    { field: 'UomEntry', direction: 'asc' },
  ],
  fields: [
    {
      name: 'UgpEntry',
      kind: 'reference',
      resource: 'uom-groups',
      valueType: 'integer',
      editable: 'never',
      list: false,
    },
    {
      name: 'UomEntry',
      kind: 'reference',
      resource: 'units-of-measure',
      valueType: 'integer',
      editable: 'never',
      list: false,
    },
    {
      name: 'UomCode',
      kind: 'text',
      maxLength: 20,
      via: 'UomEntry',
      editable: 'never',
      code: true,
      width: 110,
    },
    { name: 'UomName', kind: 'text', maxLength: 100, via: 'UomEntry', editable: 'never', width: 180 },
    { name: 'AltQty', kind: 'number', editable: 'never', width: 150 },
    { name: 'BaseQty', kind: 'number', editable: 'never', width: 150 },
  ],
});

/** OWHS */
export const warehouseResource = defineResource({
  name: 'warehouses',
  subject: 'Warehouse',
  key: 'WhsCode',
  labelField: 'WhsName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'WhsCode', direction: 'asc' }],
  lookup: ['City'],
  fields: [
    {
      name: 'WhsCode',
      kind: 'text',
      maxLength: 8,
      code: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'WhsName', kind: 'text', maxLength: 100, required: true, searchable: true },
    { name: 'City', kind: 'text', maxLength: 100 },
    { name: 'BPLId', kind: 'number', integer: true },
    { name: 'WhsType', kind: 'reference', resource: 'warehouse-types', valueType: 'text', maxLength: 10 },
    { name: 'BinActivat', kind: 'boolean', default: 'N' },
    // Where receipts and transfers put stock when their line names no bin (stock-posting.ts).
    {
      name: 'DftBinAbs',
      kind: 'reference',
      resource: 'bin-locations',
      valueType: 'integer',
      editable: 'never',
      list: false,
    },
    { name: 'Inactive', kind: 'boolean', default: 'N' },
  ],
});

/** OMRC */
export const manufacturerResource = defineResource({
  name: 'manufacturers',
  subject: 'Manufacturer',
  key: 'FirmCode',
  generatedKey: true,
  labelField: 'FirmName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'FirmName', direction: 'asc' }],
  fields: [
    { name: 'FirmCode', kind: 'number', integer: true, editable: 'never' },
    { name: 'FirmName', kind: 'text', maxLength: 60, required: true, searchable: true },
  ],
});

/** OITG: the names of the 64 item properties an item may have. */
export const itemPropertyResource = defineResource({
  name: 'item-properties',
  subject: 'ItemProperty',
  key: 'ItmsTypCod',
  generatedKey: true,
  labelField: 'ItmsGrpNam',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ItmsTypCod', direction: 'asc' }],
  fields: [
    { name: 'ItmsTypCod', kind: 'number', integer: true, editable: 'never' },
    {
      name: 'ItmsGrpNam',
      label: 'fields.PropertyName',
      kind: 'text',
      maxLength: 40,
      required: true,
      searchable: true,
    },
  ],
});

/** OVTG */
export const taxGroupResource = defineResource({
  name: 'tax-groups',
  subject: 'TaxGroup',
  key: 'Code',
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    {
      name: 'Code',
      kind: 'text',
      maxLength: 8,
      code: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true },
    { name: 'Rate', kind: 'percentage', min: 0, max: 100, required: true },
    {
      name: 'Category',
      kind: 'enum',
      options: ['O', 'I'],
      optionLabels: 'fields.options.taxCategory',
      required: true,
    },
    { name: 'Inactive', kind: 'boolean', default: 'N' },
  ],
});

/** Kinds of warehouse (no SAP Business One table): main store, depot, van stock, transit. */
export const warehouseTypeResource = defineResource({
  name: 'warehouse-types',
  subject: 'WarehouseType',
  key: 'Code',
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    {
      name: 'Code',
      label: 'fields.TypeCode',
      kind: 'text',
      maxLength: 10,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'Descr', label: 'fields.Description', kind: 'text', maxLength: 254, multiline: true },
  ],
});

/** OSHP */
export const shippingTypeResource = defineResource({
  name: 'shipping-types',
  subject: 'ShippingType',
  key: 'TrnspCode',
  generatedKey: true,
  labelField: 'TrnspName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'TrnspCode', direction: 'asc' }],
  fields: [
    { name: 'TrnspCode', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'TrnspName', kind: 'text', maxLength: 40, required: true, searchable: true, width: 220 },
    { name: 'WebSite', kind: 'text', maxLength: 100 },
  ],
});

/**
 * The company's item defaults: one record (Code 1) whose values a new item starts with. A
 * company started without demo data has none yet, so it may be created, once: the server gives
 * it Code 1 and a second one is refused as already existing.
 */
export const itemDefaultsResource = defineResource({
  name: 'item-defaults',
  subject: 'ItemDefaults',
  key: 'Code',
  labelField: 'Code',
  creatable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    { name: 'Code', label: 'fields.SettingsCode', kind: 'number', integer: true, editable: 'never' },
    { name: 'DfltWhs', kind: 'reference', resource: 'warehouses', valueType: 'text', maxLength: 8 },
    { name: 'ItmsGrpCod', kind: 'reference', resource: 'item-groups', valueType: 'integer' },
    { name: 'UgpEntry', kind: 'reference', resource: 'uom-groups', valueType: 'integer' },
    { name: 'VatGourpSa', kind: 'reference', resource: 'tax-groups', valueType: 'text', maxLength: 8 },
    { name: 'VatGroupPu', kind: 'reference', resource: 'tax-groups', valueType: 'text', maxLength: 8 },
    { name: 'InvntItem', kind: 'boolean' },
    { name: 'SellItem', kind: 'boolean' },
    { name: 'PrchseItem', kind: 'boolean' },
    { name: 'ManBtchNum', kind: 'boolean' },
    { name: 'ManSerNum', kind: 'boolean' },
    { name: 'AllowNegStk', kind: 'boolean' },
  ],
});
