import { documentTypes } from '../documents/object-types';
import { defineResource } from './resource-definition';

/**
 * OWST: an approval stage. Authorizers are user codes separated by commas; the server checks that
 * each exists and that 1 <= required approvals (and rejections) <= the number of authorizers.
 */
export const approvalStageResource = defineResource({
  name: 'approval-stages',
  subject: 'ApprovalStage',
  key: 'WstCode',
  generatedKey: true,
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'WstCode', direction: 'asc' }],
  fields: [
    {
      name: 'WstCode',
      label: 'fields.StageCode',
      kind: 'number',
      integer: true,
      editable: 'never',
      width: 90,
    },
    { name: 'Name', kind: 'text', maxLength: 30, required: true, searchable: true },
    { name: 'Remarks', label: 'fields.Description', kind: 'text', maxLength: 254, searchable: true },
    {
      name: 'Authorizers',
      kind: 'text',
      maxLength: 1000,
      required: true,
      searchable: true,
      width: 260,
    },
    { name: 'MaxReqr', kind: 'number', integer: true, min: 1, max: 99, required: true, default: 1 },
    { name: 'MaxRejReqr', kind: 'number', integer: true, min: 1, max: 99, required: true, default: 1 },
  ],
});

/** The document types an approval template may name (the marketing documents). */
export const approvalDocumentTypes: readonly string[] = documentTypes.map((type) => type.objectId);

/**
 * OWTM: an approval template. Originators (user codes), document types (object ids such as 17)
 * and stages (stage codes, in the order they decide) are lists separated by commas; conditions
 * are one a line (`total > 1000`, src/shared/approval/approval-conditions.ts).
 */
export const approvalTemplateResource = defineResource({
  name: 'approval-templates',
  subject: 'ApprovalTemplate',
  key: 'WtmCode',
  generatedKey: true,
  labelField: 'Name',
  creatable: true,
  deletable: true,
  activeField: 'Active',
  defaultSort: [{ field: 'WtmCode', direction: 'asc' }],
  fields: [
    {
      name: 'WtmCode',
      label: 'fields.TemplateCode',
      kind: 'number',
      integer: true,
      editable: 'never',
      width: 90,
    },
    { name: 'Name', kind: 'text', maxLength: 50, required: true, searchable: true },
    { name: 'Remarks', label: 'fields.Description', kind: 'text', maxLength: 254, list: false },
    { name: 'Active', kind: 'boolean', default: 'Y' },
    { name: 'Originators', kind: 'text', maxLength: 1000, required: true, searchable: true, width: 200 },
    { name: 'DocTypes', kind: 'text', maxLength: 200, required: true, width: 160 },
    { name: 'Stages', label: 'fields.ApprovalStages', kind: 'text', maxLength: 200, required: true },
    {
      name: 'Conditions',
      kind: 'text',
      maxLength: 2000,
      notNull: true,
      multiline: true,
      sortable: false,
      filterable: false,
      width: 240,
    },
  ],
});
