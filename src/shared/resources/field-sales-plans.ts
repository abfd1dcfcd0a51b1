import { documentTypes } from '../documents/object-types';
import { defineResource } from './resource-definition';

export const salesTargetKinds = ['V', 'Q'] as const;
export type SalesTargetKind = (typeof salesTargetKinds)[number];

/**
 * /logistics_hub/sales-targets (issue 25): what a sales employee should invoice in a period,
 * optionally for one territory, item group and channel, in value (MainCurncy, net of tax) or
 * quantity. Sales staff read their own; administrators keep them.
 */
export const salesTargetResource = defineResource({
  name: 'sales-targets',
  subject: 'SalesTarget',
  key: 'TargetId',
  generatedKey: true,
  labelField: 'TargetId',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'FromDate', direction: 'desc' },
    { field: 'SlpCode', direction: 'asc' },
  ],
  fields: [
    { name: 'TargetId', kind: 'number', integer: true, editable: 'never', width: 90 },
    {
      name: 'SlpCode',
      kind: 'reference',
      resource: 'sales-employees',
      valueType: 'integer',
      required: true,
      searchable: true,
      width: 200,
    },
    { name: 'Territory', kind: 'reference', resource: 'territories', valueType: 'integer', width: 170 },
    { name: 'ItmsGrpCod', kind: 'reference', resource: 'item-groups', valueType: 'integer', width: 170 },
    { name: 'ChannelCode', kind: 'text', maxLength: 20, code: true, width: 130 },
    { name: 'FromDate', kind: 'date', required: true, width: 130 },
    { name: 'ToDate', kind: 'date', required: true, width: 130 },
    {
      name: 'TargetKind',
      kind: 'enum',
      options: salesTargetKinds,
      optionLabels: 'fields.options.salesTargetKind',
      default: 'V',
      width: 120,
    },
    { name: 'Target', kind: 'number', min: 0.000001, required: true, width: 150 },
    { name: 'Remarks', kind: 'text', maxLength: 254, multiline: true, list: false },
  ],
});

/** The document types a recurring template may hold: every sales and purchasing type. */
export const recurringObjectTypes = documentTypes
  .filter((type) => type.area === 'sales' || type.area === 'purchasing')
  .map((type) => type.objectId);

export const recurringFrequencies = ['D', 'W', 'M'] as const;
export type RecurringFrequency = (typeof recurringFrequencies)[number];

/**
 * /logistics_hub/reccuring_templates (issue 25): a document of a sales or purchasing type kept as
 * the payload the editor would post (copied, when created here, from the document BaseEntry of
 * type ObjType), with its schedule (recurring-schedule.ts). What falls due is listed at
 * /logistics_hub/reccuring_transactions and executed there. Administrators keep them.
 */
export const recurringTemplateResource = defineResource({
  name: 'recurring-templates',
  subject: 'RecurringTemplate',
  key: 'TemplateId',
  generatedKey: true,
  labelField: 'TemplateName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'TemplateName', direction: 'asc' }],
  fields: [
    { name: 'TemplateId', kind: 'number', integer: true, editable: 'never', width: 90 },
    { name: 'TemplateName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    {
      name: 'ObjType',
      kind: 'enum',
      options: recurringObjectTypes,
      optionLabels: 'fields.options.objectType',
      objectCodes: true,
      required: true,
      editable: 'create',
      width: 170,
    },
    {
      name: 'BaseEntry',
      kind: 'number',
      integer: true,
      min: 1,
      required: true,
      editable: 'create',
      width: 120,
    },
    {
      name: 'CardCode',
      kind: 'text',
      maxLength: 15,
      code: true,
      editable: 'never',
      searchable: true,
      width: 130,
    },
    {
      name: 'Frequency',
      kind: 'enum',
      options: recurringFrequencies,
      optionLabels: 'fields.options.recurringFrequency',
      default: 'M',
      width: 120,
    },
    { name: 'Interval', kind: 'number', integer: true, min: 1, max: 366, default: 1, width: 100 },
    { name: 'WeekDays', kind: 'text', maxLength: 7, width: 110 },
    { name: 'MonthDay', kind: 'number', integer: true, min: 1, max: 31, width: 110 },
    { name: 'StartDate', kind: 'date', required: true, width: 130 },
    { name: 'EndDate', kind: 'date', width: 130 },
    { name: 'Active', kind: 'boolean', default: 'Y', width: 90 },
  ],
});
