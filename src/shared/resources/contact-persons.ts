import { ownerPartnerField } from './partner-addresses';
import { defineResource } from './resource-definition';

/**
 * OCPR: the people of a business partner a document is addressed to. CntctCode is numbered across
 * all partners (documents name a contact by it alone, ORDR.CntctCode); Name is unique within the
 * partner, and the partner's default contact (OCRD.CntctPrsn) holds that name.
 */
export const contactPersonResource = defineResource({
  name: 'contact-persons',
  subject: 'ContactPerson',
  key: 'CntctCode',
  generatedKey: true,
  labelField: 'Name',
  // How a clerk reaches the person, in the document editor's choice.
  lookup: ['Tel1', 'E_MailL'],
  activeField: 'Active',
  parent: { resource: 'business-partners', field: 'CardCode', uniqueKey: true },
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Name', direction: 'asc' }],
  fields: [
    ownerPartnerField,
    { name: 'CntctCode', kind: 'number', integer: true, editable: 'never', width: 90 },
    { name: 'Name', kind: 'text', maxLength: 50, required: true, searchable: true, width: 160 },
    { name: 'FirstName', kind: 'text', maxLength: 50, searchable: true, list: false },
    { name: 'LastName', kind: 'text', maxLength: 50, searchable: true, list: false },
    { name: 'Position', kind: 'text', maxLength: 90, width: 160 },
    { name: 'Tel1', kind: 'text', maxLength: 20, width: 130 },
    { name: 'Cellolar', kind: 'text', maxLength: 50, width: 130 },
    { name: 'E_MailL', kind: 'text', maxLength: 100, width: 200 },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 80 },
  ],
});
