import {
  defineResource,
  type FieldDefinition,
  type ResourceDefinition,
  settingsCodeField,
} from './resource-definition';

const absEntry: FieldDefinition = {
  name: 'AbsEntry',
  kind: 'number',
  integer: true,
  editable: 'never',
  width: 100,
};

/** OBIN: a bin location of a warehouse with bin locations active. */
export const binLocationResource = defineResource({
  name: 'bin-locations',
  subject: 'BinLocation',
  key: 'AbsEntry',
  generatedKey: true,
  labelField: 'BinCode',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'BinCode', direction: 'asc' }],
  fields: [
    absEntry,
    {
      name: 'BinCode',
      kind: 'text',
      maxLength: 228,
      code: true,
      upperCase: true,
      required: true,
      searchable: true,
      width: 180,
    },
    {
      name: 'WhsCode',
      kind: 'reference',
      resource: 'warehouses',
      valueType: 'text',
      maxLength: 8,
      required: true,
    },
    { name: 'SL1Code', kind: 'text', maxLength: 20, code: true, upperCase: true, required: true },
    { name: 'SL2Code', kind: 'text', maxLength: 20, code: true, upperCase: true },
    { name: 'SL3Code', kind: 'text', maxLength: 20, code: true, upperCase: true },
    { name: 'SL4Code', kind: 'text', maxLength: 20, code: true, upperCase: true, list: false },
    { name: 'Attr1Val', kind: 'text', maxLength: 20, code: true, upperCase: true },
    { name: 'Attr2Val', kind: 'text', maxLength: 20, code: true, upperCase: true, list: false },
    { name: 'Descr', label: 'fields.Description', kind: 'text', maxLength: 254, list: false },
    { name: 'MinLevel', kind: 'number', min: 0, default: '0', list: false },
    { name: 'MaxLevel', kind: 'number', min: 0, default: '0', list: false },
    { name: 'Disabled', kind: 'boolean', default: 'N' },
  ],
});

/**
 * The codes a numbered bin-location field may take (OBAT for attributes, OBSL for sublevels):
 * which field (`level`, 1 to `levels`), the code, and what it means.
 */
function binCodesOf(name: string, level: string, levels: number, code: string): ResourceDefinition {
  return defineResource({
    name,
    subject: 'BinLocationSetup',
    key: 'AbsEntry',
    generatedKey: true,
    labelField: code,
    creatable: true,
    deletable: true,
    defaultSort: [
      { field: level, direction: 'asc' },
      { field: code, direction: 'asc' },
    ],
    fields: [
      absEntry,
      { name: level, kind: 'number', integer: true, min: 1, max: levels, required: true, default: 1 },
      {
        name: code,
        kind: 'text',
        maxLength: 20,
        code: true,
        upperCase: true,
        required: true,
        searchable: true,
      },
      { name: 'Descr', label: 'fields.Description', kind: 'text', maxLength: 100, searchable: true },
    ],
  });
}

/** OBAT: the codes bin attributes 1 to 10 may take. */
export const binAttributeCodeResource = binCodesOf('bin-attribute-codes', 'Attribute', 10, 'AttrValue');

/** OBSL: the codes of bin sublevels 1 to 4. */
export const binSublevelCodeResource = binCodesOf('bin-sublevel-codes', 'FldAbs', 4, 'SLCode');

/** Which bin-location fields are in use and their names: one record (Code 1) of the company. */
export const binFieldSettingsResource = defineResource({
  name: 'bin-field-settings',
  subject: 'BinLocationSetup',
  key: 'Code',
  labelField: 'SL1Name',
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    settingsCodeField,
    { name: 'SL1Name', kind: 'text', maxLength: 30, required: true },
    { name: 'SL2Active', kind: 'boolean' },
    { name: 'SL2Name', kind: 'text', maxLength: 30, required: true },
    { name: 'SL3Active', kind: 'boolean' },
    { name: 'SL3Name', kind: 'text', maxLength: 30, required: true },
    { name: 'SL4Active', kind: 'boolean' },
    { name: 'SL4Name', kind: 'text', maxLength: 30, required: true },
    { name: 'Attr1Active', kind: 'boolean' },
    { name: 'Attr1Name', kind: 'text', maxLength: 30, required: true },
    { name: 'Attr2Active', kind: 'boolean' },
    { name: 'Attr2Name', kind: 'text', maxLength: 30, required: true },
  ],
});

/** OIBQ, read-only: what each bin holds, for the bin location report. */
export const binStockResource = defineResource({
  name: 'bin-stock',
  subject: 'BinStock',
  key: 'ItemCode',
  labelField: 'ItemName',
  parent: { resource: 'bin-locations', field: 'BinAbs' },
  defaultSort: [
    { field: 'BinAbs', direction: 'asc' },
    { field: 'ItemCode', direction: 'asc' },
  ],
  fields: [
    {
      name: 'BinAbs',
      kind: 'reference',
      resource: 'bin-locations',
      valueType: 'integer',
      editable: 'never',
      list: false,
    },
    {
      name: 'BinCode',
      kind: 'text',
      maxLength: 228,
      via: 'BinAbs',
      editable: 'never',
      searchable: true,
      width: 180,
    },
    { name: 'WhsCode', kind: 'text', maxLength: 8, via: 'BinAbs', editable: 'never' },
    {
      name: 'ItemCode',
      kind: 'reference',
      resource: 'items',
      valueType: 'text',
      maxLength: 50,
      editable: 'never',
      searchable: true,
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
    { name: 'OnHandQty', kind: 'number', editable: 'never' },
  ],
});
