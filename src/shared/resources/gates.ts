import { defineResource } from './resource-definition';

/**
 * Gates (issue 24): where goods leave or enter a warehouse, edited under /gpm/gpm-settings/gates
 * by who may manage GateSettings. The pass types a gate allows (AllowedTypes, a list) and whether
 * an administrator holds it in backup mode (BackupMode, switched from /gpm/backup_mode) are kept
 * out of this generic form: the first is set by the seed or SQL for now, the second by its switch.
 */
export const gateResource = defineResource({
  name: 'gates',
  subject: 'GateSettings',
  key: 'GateCode',
  labelField: 'GateName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'GateCode', direction: 'asc' }],
  lookup: ['WhsCode'],
  fields: [
    {
      name: 'GateCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'GateName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'WhsCode', kind: 'reference', resource: 'warehouses', valueType: 'text', maxLength: 8 },
    {
      name: 'Direction',
      kind: 'enum',
      options: ['O', 'I', 'B'],
      optionLabels: 'fields.options.gateDirection',
      required: true,
      default: 'B',
    },
    { name: 'Active', kind: 'boolean', default: 'Y' },
    { name: 'BackupAllowed', kind: 'boolean', default: 'Y' },
    { name: 'BackupMaxHours', kind: 'number', integer: true, min: 1, max: 168, default: 8 },
    { name: 'BackupMode', kind: 'boolean', editable: 'never' },
  ],
});
