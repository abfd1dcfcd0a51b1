import { documentTypes } from '../documents/object-types';
import { codeField, defineResource, type ReferenceField, settingsCodeField } from './resource-definition';

/** The field of a user-defaults record that holds the default series of a document type. */
export const seriesFieldOf = (objectId: string) => `Series${objectId}`;

const seriesFields: ReferenceField[] = documentTypes.map((type) => ({
  name: seriesFieldOf(type.objectId),
  label: `fields.defaultSeries.${type.objectId}`,
  kind: 'reference',
  resource: 'numbering-series',
  valueType: 'integer',
  list: false,
}));

/**
 * OUDG: defaults a user is assigned (users.DfltsCode). A new document of the user takes its
 * branch, sales employee and numbering series, its new lines the warehouse, and a partner without
 * a price list is priced from its price list, wherever the request names none (the server applies
 * them; the editor shows them: documents/user-document-defaults.ts).
 */
export const userDefaultsResource = defineResource({
  name: 'user-defaults',
  subject: 'UserDefaults',
  key: 'Code',
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    codeField('Code', 8, { label: 'fields.DefaultsCode', upperCase: true }),
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
    { name: 'WhsCode', kind: 'reference', resource: 'warehouses', valueType: 'text', maxLength: 8 },
    { name: 'PriceList', kind: 'reference', resource: 'price-lists', valueType: 'integer' },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer' },
    ...seriesFields,
  ],
});

/** Options of DocSettings.CreditCheck: ignore the credit line, or block a sales order beyond it. */
export const creditCheckOptions = ['I', 'B'] as const;

/**
 * The company's document settings (one record, Code 1), each honoured by the server when a
 * document is saved: negative stock, how far back a posting date may go, the credit line, and
 * whether a copy may take more than its base line has open.
 */
export const docSettingsResource = defineResource({
  name: 'doc-settings',
  subject: 'DocumentSettings',
  key: 'Code',
  labelField: 'Code',
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    settingsCodeField,
    { name: 'AllowNegStk', kind: 'boolean', default: 'N' },
    { name: 'MaxBackdays', kind: 'number', integer: true, min: 0, max: 3650 },
    {
      name: 'CreditCheck',
      kind: 'enum',
      options: creditCheckOptions,
      optionLabels: 'fields.options.creditCheck',
      required: true,
      default: 'I',
    },
    { name: 'ExceedBase', kind: 'boolean', default: 'N' },
  ],
});
