import { gateNotificationKinds } from '../alerts/alert-kinds';
import { codeField, defineResource, settingsCodeField } from './resource-definition';

/** What a field of the phone-sized gate form holds. */
export const gateFormFieldTypes = ['text', 'number', 'photo', 'checkbox'] as const;
export type GateFormFieldType = (typeof gateFormFieldTypes)[number];

/**
 * Gate pass settings (issue 24): every one is kept by administrators (GateSettings). The company's
 * one settings row is read by three screens, each a resource over its own fields: the settings
 * form, the backup cache and (through its own routes, for the secret) the attachment store.
 */
const gateSettingsFields = {
  name: 'gate-settings',
  subject: 'GateSettings',
  key: 'Code',
  labelField: 'Code',
  defaultSort: [{ field: 'Code', direction: 'asc' }],
} as const;

/** /gpm/gpm-settings/settings: how passes are made and scanned. */
export const gateSettingsResource = defineResource({
  ...gateSettingsFields,
  fields: [
    settingsCodeField,
    { name: 'DefaultValidityHours', kind: 'number', integer: true, min: 1, max: 720, required: true },
    { name: 'PassRequired', kind: 'boolean', default: 'Y' },
    { name: 'DuplicateWindowSeconds', kind: 'number', integer: true, min: 0, max: 3600, required: true },
    { name: 'ManualEntry', kind: 'boolean', default: 'Y' },
    { name: 'SoundOn', kind: 'boolean', default: 'Y' },
  ],
});

/** The company-wide part of /gpm/gpm-settings/backup-mode-settings: hours of passes a gate caches. */
export const gateCacheSettingsResource = defineResource({
  ...gateSettingsFields,
  name: 'gate-cache-settings',
  fields: [
    settingsCodeField,
    { name: 'CacheHours', kind: 'number', integer: true, min: 1, max: 72, required: true },
  ],
});

/**
 * Each gate's backup mode rights, over the gates table: whether it may enter backup mode on its
 * own and for how long. Gates are created and named at /gpm/gpm-settings/gates.
 */
export const gateBackupSettingsResource = defineResource({
  name: 'gate-backup-settings',
  subject: 'GateSettings',
  key: 'GateCode',
  labelField: 'GateName',
  defaultSort: [{ field: 'GateCode', direction: 'asc' }],
  fields: [
    {
      name: 'GateCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      editable: 'never',
      searchable: true,
      width: 130,
    },
    { name: 'GateName', kind: 'text', maxLength: 100, editable: 'never', searchable: true, width: 220 },
    { name: 'BackupAllowed', kind: 'boolean', default: 'Y', width: 160 },
    { name: 'BackupMaxHours', kind: 'number', integer: true, min: 1, max: 168, required: true, width: 160 },
  ],
});

/**
 * /gpm/users: who may scan at which gate, when, with the guard's sign-in rules at that gate. A user
 * assigned to some gates may scan at those only; a user with no assignment keeps their rules.
 */
export const gateUserResource = defineResource({
  name: 'gate-users',
  subject: 'GateSettings',
  key: 'AssignmentId',
  generatedKey: true,
  labelField: 'UserCode',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'UserCode', direction: 'asc' },
    { field: 'GateCode', direction: 'asc' },
  ],
  fields: [
    { name: 'AssignmentId', kind: 'number', integer: true, editable: 'never', width: 90 },
    {
      name: 'UserCode',
      kind: 'reference',
      resource: 'users',
      valueType: 'text',
      maxLength: 25,
      required: true,
      searchable: true,
      width: 160,
    },
    {
      name: 'GateCode',
      kind: 'reference',
      resource: 'gates',
      valueType: 'text',
      maxLength: 20,
      required: true,
      searchable: true,
      width: 140,
    },
    { name: 'ValidFrom', kind: 'date', width: 130 },
    { name: 'ValidTo', kind: 'date', width: 130 },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 90 },
    { name: 'PinLength', kind: 'number', integer: true, min: 4, max: 12, default: 6, width: 110 },
    { name: 'SessionMinutes', kind: 'number', integer: true, min: 5, max: 1440, default: 480, width: 140 },
    { name: 'MayUseBackup', kind: 'boolean', default: 'Y', width: 150 },
  ],
});

/**
 * /gpm/gpm-settings/notifications: who is told of each gate event. Each event is an alert of the
 * alerts module (one row per kind, made by the migration), so the notifications reach the users'
 * bell like every other alert; here only its recipients and whether it is on are kept.
 */
export const gateNotificationResource = defineResource({
  name: 'gate-notifications',
  subject: 'GateSettings',
  key: 'AlertCode',
  labelField: 'AlertKind',
  defaultSort: [{ field: 'AlertCode', direction: 'asc' }],
  fields: [
    { name: 'AlertCode', kind: 'text', maxLength: 20, code: true, editable: 'never', list: false },
    {
      name: 'AlertKind',
      kind: 'enum',
      options: gateNotificationKinds,
      optionLabels: 'fields.options.alertKind',
      editable: 'never',
      width: 260,
    },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 90 },
    { name: 'UserCodes', kind: 'text', maxLength: 500, searchable: true, width: 260 },
    { name: 'GroupCodes', kind: 'text', maxLength: 500, searchable: true, width: 260 },
  ],
});

/** /gpm/gpm-settings/mobile-settings/form-field-templates */
export const gateFormTemplateResource = defineResource({
  name: 'gate-form-templates',
  subject: 'GateSettings',
  key: 'TemplateCode',
  labelField: 'Name',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'TemplateCode', direction: 'asc' }],
  fields: [
    codeField('TemplateCode', 20, { label: 'fields.GateTemplateCode', width: 160 }),
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 90 },
  ],
});

/** /gpm/gpm-settings/mobile-settings/form-fields: each field of a template, in the three languages. */
export const gateFormFieldResource = defineResource({
  name: 'gate-form-fields',
  subject: 'GateSettings',
  key: 'FieldId',
  generatedKey: true,
  labelField: 'LabelEn',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'TemplateCode', direction: 'asc' },
    { field: 'SortOrder', direction: 'asc' },
    { field: 'FieldId', direction: 'asc' },
  ],
  fields: [
    { name: 'FieldId', kind: 'number', integer: true, editable: 'never', list: false },
    {
      name: 'TemplateCode',
      label: 'fields.GateTemplateCode',
      kind: 'reference',
      resource: 'gate-form-templates',
      valueType: 'text',
      maxLength: 20,
      required: true,
      width: 150,
    },
    {
      name: 'FieldCode',
      kind: 'text',
      maxLength: 30,
      code: true,
      required: true,
      searchable: true,
      width: 150,
    },
    { name: 'LabelEn', kind: 'text', maxLength: 100, required: true, searchable: true, width: 180 },
    { name: 'LabelFr', kind: 'text', maxLength: 100, searchable: true, width: 180 },
    { name: 'LabelAr', kind: 'text', maxLength: 100, searchable: true, width: 180 },
    {
      name: 'FieldType',
      kind: 'enum',
      options: gateFormFieldTypes,
      optionLabels: 'fields.options.gateFormFieldType',
      default: 'text',
      width: 120,
    },
    { name: 'Required', label: 'fields.GateFieldRequired', kind: 'boolean', default: 'N', width: 100 },
    { name: 'SortOrder', kind: 'number', integer: true, min: 0, max: 999, default: 0, width: 100 },
  ],
});
