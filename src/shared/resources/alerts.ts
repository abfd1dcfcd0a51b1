import { alertFrequencies, alertKinds, alertPriorities } from '../alerts/alert-kinds';
import { codeField, defineResource } from './resource-definition';

/**
 * Alerts management (SAP's OALT). The parameters of every kind sit side by side (a warehouse for
 * stock, object types for approvals); the server checks the recipients' codes, the object types
 * and the interval of a periodic alert before writing (alert-binding.ts).
 */
export const alertResource = defineResource({
  name: 'alerts',
  subject: 'Alert',
  key: 'AlertCode',
  labelField: 'Name',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'AlertCode', direction: 'asc' }],
  fields: [
    codeField('AlertCode', 20, { width: 140 }),
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
    {
      name: 'Priority',
      kind: 'enum',
      options: alertPriorities,
      optionLabels: 'fields.options.alertPriority',
      default: 'N',
    },
    {
      name: 'AlertKind',
      kind: 'enum',
      options: alertKinds,
      optionLabels: 'fields.options.alertKind',
      required: true,
      width: 220,
    },
    { name: 'WhsCode', kind: 'reference', resource: 'warehouses', valueType: 'text', maxLength: 8 },
    { name: 'ObjTypes', kind: 'text', maxLength: 200, code: true, list: false },
    {
      name: 'FrqncyType',
      kind: 'enum',
      options: alertFrequencies,
      optionLabels: 'fields.options.alertFrequency',
      default: 'E',
    },
    { name: 'FrqncyIntr', kind: 'number', integer: true, min: 1, max: 10_080 },
    { name: 'UserCodes', kind: 'text', maxLength: 500, searchable: true },
    { name: 'GroupCodes', kind: 'text', maxLength: 500, searchable: true },
  ],
});
