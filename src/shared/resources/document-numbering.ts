import { documentTypes } from '../documents/object-types';
import { defineResource } from './resource-definition';

/**
 * NNM1: a numbering series of one document type. A document takes the series' next number when
 * it is saved (numbering.ts); the series' own rules (a used number never comes back, one default
 * per type and branch) live beside its binding on the server.
 */
export const numberingSeriesResource = defineResource({
  name: 'numbering-series',
  subject: 'DocumentNumbering',
  key: 'Series',
  generatedKey: true,
  labelField: 'SeriesName',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'ObjectCode', direction: 'asc' },
    { field: 'Series', direction: 'asc' },
  ],
  fields: [
    { name: 'Series', kind: 'number', integer: true, editable: 'never' },
    {
      name: 'ObjectCode',
      kind: 'enum',
      options: documentTypes.map((type) => type.objectId),
      optionLabels: 'fields.options.objectType',
      objectCodes: true,
      required: true,
      editable: 'create',
    },
    { name: 'SeriesName', kind: 'text', maxLength: 20, required: true, searchable: true },
    { name: 'InitialNum', kind: 'number', integer: true, min: 1, required: true, default: 1 },
    { name: 'NextNumber', kind: 'number', integer: true, min: 1, notNull: true },
    { name: 'LastNum', kind: 'number', integer: true, min: 1 },
    { name: 'BeginStr', kind: 'text', maxLength: 20 },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
    { name: 'IsDefault', kind: 'boolean', default: 'N' },
    { name: 'Locked', kind: 'boolean', default: 'N' },
  ],
});
