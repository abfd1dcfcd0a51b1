import { ownerPartnerField } from './partner-addresses';
import { codeField, defineResource, type ReferenceField, settingsCodeField } from './resource-definition';

/**
 * The market a distributor's reps sell into (issue 25): channels, tiers, distributors and surveys
 * are setup (FieldSalesSetup), outlets are customers' ship-to addresses placed on the map (Outlet),
 * and GPS positions with the timesheet drawn from them are the reps' own (GpsLocation).
 */

/** How an outlet buys: modern trade, traditional trade, horeca. */
export const channelResource = defineResource({
  name: 'channels',
  subject: 'FieldSalesSetup',
  key: 'ChannelCode',
  labelField: 'ChannelName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ChannelCode', direction: 'asc' }],
  fields: [
    codeField('ChannelCode', 20, { upperCase: true }),
    { name: 'ChannelName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** A rank of outlets within any channel (A, B, C); lower ranks first. */
export const tierResource = defineResource({
  name: 'tiers',
  subject: 'FieldSalesSetup',
  key: 'TierCode',
  labelField: 'TierName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'Rank', direction: 'asc' },
    { field: 'TierCode', direction: 'asc' },
  ],
  fields: [
    codeField('TierCode', 20, { upperCase: true }),
    { name: 'TierName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Rank', kind: 'number', integer: true, min: 0, max: 999, default: 0, width: 100 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** Who serves outlets in a territory on the company's behalf, a customer of the company or not yet one. */
export const distributorResource = defineResource({
  name: 'distributors',
  subject: 'FieldSalesSetup',
  key: 'DistCode',
  labelField: 'DistName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'DistCode', direction: 'asc' }],
  lookup: ['Territory'],
  fields: [
    codeField('DistCode', 20, { upperCase: true }),
    { name: 'DistName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'CardCode', kind: 'reference', resource: 'business-partners', valueType: 'text', maxLength: 15 },
    { name: 'Territory', kind: 'reference', resource: 'territories', valueType: 'integer' },
    { name: 'Phone', kind: 'text', maxLength: 30 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** A questionnaire a rep fills in during a call, for the outlets of one channel (or of all). */
export const surveyResource = defineResource({
  name: 'surveys',
  subject: 'FieldSalesSetup',
  key: 'SurveyId',
  generatedKey: true,
  labelField: 'SurveyName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'SurveyId', direction: 'asc' }],
  fields: [
    { name: 'SurveyId', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'SurveyName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 260 },
    { name: 'ChannelCode', kind: 'reference', resource: 'channels', valueType: 'text', maxLength: 20 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** What a survey asks, in order: text, a number, yes or no, or one of its choices (one a line). */
export const surveyQuestionResource = defineResource({
  name: 'survey-questions',
  subject: 'FieldSalesSetup',
  key: 'LineNum',
  generatedKey: true,
  labelField: 'Question',
  parent: { resource: 'surveys', field: 'SurveyId' },
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'LineNum', direction: 'asc' }],
  fields: [
    {
      name: 'SurveyId',
      kind: 'reference',
      resource: 'surveys',
      valueType: 'integer',
      required: true,
      editable: 'create',
      list: false,
    },
    { name: 'LineNum', kind: 'number', integer: true, editable: 'never', width: 80 },
    { name: 'Question', kind: 'text', maxLength: 254, required: true, searchable: true, width: 320 },
    {
      name: 'AnswerKind',
      kind: 'enum',
      options: ['T', 'N', 'Y', 'C'],
      optionLabels: 'fields.options.answerKind',
      required: true,
      default: 'T',
      width: 130,
    },
    { name: 'Choices', kind: 'text', maxLength: 2000, multiline: true, width: 220 },
    { name: 'Required', kind: 'boolean', default: 'N', width: 100 },
  ],
});

/** The partner whose ship-to address an outlet is: chosen when it is created, listed. */
const outletPartnerField = { ...ownerPartnerField, list: true, width: 130 } as const satisfies ReferenceField;

/**
 * An outlet: a customer's ship-to address (its LineNum among the partner's addresses) with its
 * position, channel, tier, distributor and how often it is visited. Kept under the partner, so it
 * answers to the partner's rules as the address does.
 */
export const outletResource = defineResource({
  name: 'outlets',
  subject: 'Outlet',
  key: 'LineNum',
  labelField: 'CardName',
  activeField: 'Active',
  parent: { resource: 'business-partners', field: 'CardCode' },
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'CardCode', direction: 'asc' },
    { field: 'LineNum', direction: 'asc' },
  ],
  fields: [
    outletPartnerField,
    { name: 'CardName', kind: 'text', maxLength: 100, via: 'CardCode', editable: 'never', width: 220 },
    {
      name: 'LineNum',
      label: 'fields.AddressLine',
      kind: 'number',
      integer: true,
      min: 0,
      max: 32_767,
      required: true,
      editable: 'create',
      width: 100,
    },
    { name: 'Latitude', kind: 'number', min: -90, max: 90, width: 120 },
    { name: 'Longitude', kind: 'number', min: -180, max: 180, width: 120 },
    { name: 'ChannelCode', kind: 'reference', resource: 'channels', valueType: 'text', maxLength: 20 },
    { name: 'TierCode', kind: 'reference', resource: 'tiers', valueType: 'text', maxLength: 20 },
    { name: 'DistCode', kind: 'reference', resource: 'distributors', valueType: 'text', maxLength: 20 },
    {
      name: 'VisitFreq',
      kind: 'enum',
      options: ['D', 'W', 'F', 'M'],
      optionLabels: 'fields.options.visitFreq',
      required: true,
      default: 'W',
      width: 130,
    },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** /logistics_hub/setup/gps-setup: the company's one settings row. */
export const gpsSettingsResource = defineResource({
  name: 'gps-settings',
  subject: 'FieldSalesSetup',
  key: 'Code',
  labelField: 'Code',
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    settingsCodeField,
    { name: 'TrackingOn', kind: 'boolean', default: 'Y' },
    { name: 'IntervalSeconds', kind: 'number', integer: true, min: 10, max: 3600, required: true },
    { name: 'MinAccuracyM', kind: 'number', integer: true, min: 1, max: 10_000, required: true },
    { name: 'WorkStart', kind: 'text', maxLength: 5, required: true },
    { name: 'WorkEnd', kind: 'text', maxLength: 5, required: true },
    { name: 'ConsentRequired', kind: 'boolean', default: 'Y' },
  ],
});

/** The employee a position or a timesheet day is of, named as time sheets name theirs. */
const employeeFields = [
  { name: 'empID', kind: 'reference', resource: 'employees', valueType: 'integer', editable: 'never' },
  { name: 'lastName', kind: 'text', maxLength: 50, via: 'empID', editable: 'never' },
] as const;

/** Positions reps' clients reported (POST /gps/positions): read here, never typed. */
export const gpsLocationResource = defineResource({
  name: 'gps-locations',
  subject: 'GpsLocation',
  key: 'LocId',
  labelField: 'PosTime',
  defaultSort: [
    { field: 'PosDate', direction: 'desc' },
    { field: 'PosTime', direction: 'desc' },
    { field: 'LocId', direction: 'desc' },
  ],
  fields: [
    { name: 'LocId', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'UserId', kind: 'number', integer: true, editable: 'never', width: 100 },
    ...employeeFields,
    { name: 'PosDate', label: 'fields.WorkDate', kind: 'date', editable: 'never' },
    { name: 'PosTime', kind: 'text', maxLength: 8, editable: 'never', width: 110 },
    { name: 'Latitude', kind: 'number', editable: 'never', width: 120 },
    { name: 'Longitude', kind: 'number', editable: 'never', width: 120 },
    { name: 'AccuracyM', kind: 'number', editable: 'never', width: 120 },
    { name: 'ClientId', kind: 'text', maxLength: 64, editable: 'never', list: false },
  ],
});

/** /logistics_hub/setup/employee-timesheet: each rep's day from their first and last position. */
export const employeeTimesheetResource = defineResource({
  name: 'employee-timesheet',
  subject: 'GpsLocation',
  key: 'DayKey',
  labelField: 'WorkDate',
  defaultSort: [
    { field: 'WorkDate', direction: 'desc' },
    { field: 'DayKey', direction: 'asc' },
  ],
  fields: [
    { name: 'DayKey', kind: 'text', maxLength: 40, editable: 'never', list: false },
    { name: 'UserId', kind: 'number', integer: true, editable: 'never', width: 100 },
    ...employeeFields,
    { name: 'WorkDate', kind: 'date', editable: 'never' },
    { name: 'FirstTime', kind: 'text', maxLength: 8, editable: 'never', width: 110 },
    { name: 'LastTime', kind: 'text', maxLength: 8, editable: 'never', width: 110 },
    { name: 'Hours', kind: 'number', editable: 'never', width: 100 },
    { name: 'Positions', kind: 'number', integer: true, editable: 'never', width: 100 },
  ],
});
