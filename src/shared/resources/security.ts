import { defineResource } from './resource-definition';

/**
 * An address range a user, or every member of a user group, may sign in from: exactly one of
 * UserCode and GroupCode is filled (the server checks that both exist and the range is CIDR).
 */
export const ipRangeResource = defineResource({
  name: 'ip-ranges',
  subject: 'IpRange',
  key: 'RangeId',
  generatedKey: true,
  labelField: 'IpRange',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'RangeId', direction: 'asc' }],
  fields: [
    { name: 'RangeId', kind: 'number', integer: true, editable: 'never', width: 90 },
    { name: 'UserCode', kind: 'text', maxLength: 25, code: true, searchable: true },
    {
      name: 'GroupCode',
      label: 'fields.UserGroup',
      kind: 'text',
      maxLength: 30,
      code: true,
      searchable: true,
    },
    { name: 'IpRange', kind: 'text', maxLength: 50, code: true, required: true, searchable: true },
    {
      name: 'Remarks',
      label: 'fields.Description',
      kind: 'text',
      maxLength: 200,
      searchable: true,
      width: 260,
    },
  ],
});
