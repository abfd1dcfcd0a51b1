import { codeField, defineResource } from './resource-definition';

/** The interface languages a user may be given (OUSR's language). */
export const userLanguages = ['en', 'fr', 'ar'] as const;

/**
 * OUSR as administrators maintain it. The key in routes is the user code; USERID is the number
 * the rest of the server uses (memberships, unlock). Password is written once, on create, checked
 * by the password policy and stored as a hash; the server answers it empty, never the hash.
 * SUPERUSER, Active and Locked are Y/N on the wire like every flag; Locked is cleared by the
 * Unlock action only. Users are deactivated, never deleted (documents keep their author).
 */
export const userResource = defineResource({
  name: 'users',
  subject: 'User',
  key: 'USER_CODE',
  labelField: 'U_NAME',
  creatable: true,
  activeField: 'Active',
  defaultSort: [{ field: 'USER_CODE', direction: 'asc' }],
  fields: [
    codeField('USER_CODE', 25, { width: 140 }),
    { name: 'U_NAME', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'E_Mail', kind: 'text', maxLength: 100, searchable: true, width: 240 },
    {
      name: 'Password',
      kind: 'text',
      maxLength: 200,
      secret: true,
      required: true,
      editable: 'create',
      list: false,
      sortable: false,
      filterable: false,
    },
    { name: 'SUPERUSER', kind: 'boolean', default: 'N', width: 110 },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 90 },
    {
      name: 'Locked',
      label: 'fields.UserLocked',
      kind: 'boolean',
      editable: 'never',
      filterable: false,
      width: 90,
    },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer', width: 120 },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer', width: 140 },
    {
      name: 'Warehouses',
      kind: 'text',
      maxLength: 200,
      code: true,
      notNull: true,
      list: false,
      filterable: false,
    },
    // The user's defaults (OUDG): warehouse, price list, series and the like of a new document.
    {
      name: 'DfltsCode',
      kind: 'reference',
      resource: 'user-defaults',
      valueType: 'text',
      maxLength: 8,
      list: false,
    },
    {
      name: 'language',
      label: 'fields.Language',
      kind: 'enum',
      options: userLanguages,
      optionLabels: 'fields.options.language',
      list: false,
    },
    { name: 'USERID', kind: 'number', integer: true, editable: 'never', list: false },
  ],
});

/** User groups hold the permission rules; their rules are edited on the general authorization screen. */
export const userGroupResource = defineResource({
  name: 'user-groups',
  subject: 'UserGroup',
  key: 'code',
  labelField: 'name',
  creatable: true,
  defaultSort: [{ field: 'code', direction: 'asc' }],
  fields: [
    codeField('code', 30, { label: 'fields.GroupCode', width: 160 }),
    {
      name: 'name',
      label: 'fields.GroupName',
      kind: 'text',
      maxLength: 100,
      required: true,
      searchable: true,
      width: 220,
    },
    {
      name: 'description',
      label: 'fields.Description',
      kind: 'text',
      maxLength: 500,
      multiline: true,
      searchable: true,
      width: 360,
    },
    { name: 'id', label: 'fields.GroupId', kind: 'number', integer: true, editable: 'never', list: false },
  ],
});
