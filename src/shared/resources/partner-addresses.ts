import { defineResource, type ReferenceField } from './resource-definition';

/** The partner a child record (an address, a contact) belongs to: set when it is created, never listed. */
export const ownerPartnerField = {
  name: 'CardCode',
  kind: 'reference',
  resource: 'business-partners',
  valueType: 'text',
  maxLength: 15,
  required: true,
  editable: 'create',
  list: false,
} as const satisfies ReferenceField;

/**
 * CRD1: a business partner's addresses, bill-to (B) and ship-to (S), maintained under the partner.
 * SAP keys an address by its name and type within the partner (a "Main" bill-to and a "Main"
 * ship-to are two addresses), so the record's own key is its line number within the partner
 * (CRD1.LineNum) and the name is unique per type (partner_addresses_name_idx). Documents store the
 * name (ShipToCode, PayToCode) and the text laid out from it (Address2, Address).
 */
export const partnerAddressResource = defineResource({
  name: 'partner-addresses',
  subject: 'PartnerAddress',
  key: 'LineNum',
  generatedKey: true,
  labelField: 'Address',
  // What a clerk tells two addresses of a partner apart by, in the document editor's choice.
  lookup: ['Street', 'City'],
  parent: { resource: 'business-partners', field: 'CardCode' },
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'AdresType', direction: 'asc' },
    { field: 'Address', direction: 'asc' },
  ],
  fields: [
    ownerPartnerField,
    { name: 'LineNum', kind: 'number', integer: true, editable: 'never', list: false },
    {
      name: 'AdresType',
      kind: 'enum',
      options: ['B', 'S'],
      optionLabels: 'fields.options.adresType',
      required: true,
      default: 'S',
      editable: 'create',
      width: 110,
    },
    { name: 'Address', kind: 'text', maxLength: 50, required: true, searchable: true, width: 160 },
    { name: 'Street', kind: 'text', maxLength: 100, searchable: true, width: 220 },
    { name: 'ZipCode', kind: 'text', maxLength: 20, code: true, width: 100 },
    { name: 'City', kind: 'text', maxLength: 100, searchable: true, width: 140 },
    { name: 'Country', kind: 'text', maxLength: 3, code: true, upperCase: true, width: 90 },
  ],
});
