import { defineResource } from './resource-definition';

const itemFields = [
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
    width: 240,
  },
] as const;

/** A batch's or serial's number (labelled as the one or the other) and its dates. */
const numberFields = <const Label extends string>(label: Label) =>
  [
    {
      name: 'DistNumber',
      label,
      kind: 'text',
      maxLength: 36,
      code: true,
      editable: 'never',
      searchable: true,
      width: 160,
    },
    { name: 'ExpDate', kind: 'date', editable: 'never', width: 120 },
    { name: 'MnfDate', kind: 'date', editable: 'never', width: 120 },
    { name: 'InDate', kind: 'date', editable: 'never', width: 120 },
  ] as const;

const warehouseField = {
  name: 'WhsCode',
  kind: 'reference',
  resource: 'warehouses',
  valueType: 'text',
  maxLength: 8,
  editable: 'never',
  width: 110,
} as const;

/**
 * Batches and where they are (OBTN with OBTQ): one row per batch and warehouse, with what it
 * holds there. Written by postings only (receipts create batches, issues take from them), so
 * read-only here; a batch's movements are GET /inventory/batch-numbers/{AbsEntry}/movements.
 */
export const batchNumberResource = defineResource({
  name: 'batch-numbers',
  subject: 'Batch',
  objectType: '10000044',
  key: 'AbsEntry',
  labelField: 'DistNumber',
  defaultSort: [
    { field: 'ItemCode', direction: 'asc' },
    { field: 'ExpDate', direction: 'asc' },
    { field: 'AbsEntry', direction: 'asc' },
  ],
  fields: [
    { name: 'AbsEntry', kind: 'number', integer: true, editable: 'never', list: false },
    // The batch's own entry (AbsEntry is its row in the warehouse): FEFO's last tie-break (fefo-order.ts).
    { name: 'BatchAbs', kind: 'number', integer: true, editable: 'never', list: false },
    ...itemFields,
    ...numberFields('fields.BatchNumber'),
    warehouseField,
    { name: 'Quantity', kind: 'number', editable: 'never' },
  ],
});

/**
 * Serial numbers and where each is now (OSRN): its warehouse and bin while in stock, none once
 * issued. Written by postings only; a serial's movements are
 * GET /inventory/serial-numbers/{AbsEntry}/movements.
 */
export const serialNumberResource = defineResource({
  name: 'serial-numbers',
  subject: 'SerialNumber',
  objectType: '10000045',
  key: 'AbsEntry',
  labelField: 'DistNumber',
  defaultSort: [
    { field: 'ItemCode', direction: 'asc' },
    { field: 'DistNumber', direction: 'asc' },
  ],
  fields: [
    { name: 'AbsEntry', kind: 'number', integer: true, editable: 'never', list: false },
    ...itemFields,
    ...numberFields('fields.SerialNumber'),
    warehouseField,
    { name: 'BinAbs', kind: 'number', integer: true, editable: 'never', list: false },
    { name: 'BinCode', kind: 'text', maxLength: 228, editable: 'never', searchable: true, width: 160 },
    { name: 'InStock', kind: 'boolean', editable: 'never' },
  ],
});
