import { defineResource } from './resource-definition';

/**
 * Routes and calls (issue 25) on the generic engine: routes with their visit pattern, their
 * assignments to sales employees, call subjects with their actions, and calls. A route's stops
 * (their order) and a call's logging have their own endpoints (src/server/modules/route-calls).
 */

/** The route's weekday flags, Monday first: the pattern's days (route-pattern.ts reads them). */
export const routeWeekdayFields = ['OnMon', 'OnTue', 'OnWed', 'OnThu', 'OnFri', 'OnSat', 'OnSun'] as const;

export const routeResource = defineResource({
  name: 'routes',
  subject: 'Route',
  key: 'RouteCode',
  labelField: 'RouteName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'RouteCode', direction: 'asc' }],
  fields: [
    {
      name: 'RouteCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'RouteName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    ...routeWeekdayFields.map((name) => ({
      name,
      kind: 'boolean' as const,
      default: 'N' as const,
      width: 70,
    })),
    { name: 'EveryWeeks', kind: 'number', integer: true, min: 1, max: 12, default: 1, required: true },
    { name: 'StartDate', kind: 'date', required: true },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

export const routeAssignmentResource = defineResource({
  name: 'route-assignments',
  subject: 'Route',
  key: 'AssignId',
  generatedKey: true,
  labelField: 'RouteCode',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'FromDate', direction: 'desc' },
    { field: 'AssignId', direction: 'desc' },
  ],
  fields: [
    { name: 'AssignId', kind: 'number', integer: true, editable: 'never' },
    {
      name: 'RouteCode',
      kind: 'reference',
      resource: 'routes',
      valueType: 'text',
      maxLength: 20,
      required: true,
      searchable: true,
    },
    { name: 'RouteName', kind: 'text', maxLength: 100, via: 'RouteCode', editable: 'never', width: 200 },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer', required: true },
    { name: 'SlpName', kind: 'text', maxLength: 100, via: 'SlpCode', editable: 'never', width: 180 },
    { name: 'FromDate', kind: 'date', required: true },
    { name: 'ToDate', kind: 'date', required: true },
  ],
});

export const callSubjectResource = defineResource({
  name: 'call-subjects',
  subject: 'CallSubject',
  key: 'SubjectCode',
  labelField: 'SubjectName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'SubjectCode', direction: 'asc' }],
  fields: [
    {
      name: 'SubjectCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'SubjectName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** A subject's actions, kept under it (its list sits under the subject's key). */
export const callActionResource = defineResource({
  name: 'call-actions',
  subject: 'CallSubject',
  key: 'ActionCode',
  labelField: 'ActionName',
  parent: { resource: 'call-subjects', field: 'SubjectCode' },
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'SubjectCode', direction: 'asc' },
    { field: 'ActionCode', direction: 'asc' },
  ],
  fields: [
    {
      name: 'SubjectCode',
      kind: 'reference',
      resource: 'call-subjects',
      valueType: 'text',
      maxLength: 20,
      required: true,
      editable: 'create',
      searchable: true,
    },
    {
      name: 'ActionCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    { name: 'ActionName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/**
 * Calls: planned from routes (POST /route-calls/plan) or by hand here; logged with their outcome
 * through POST /route-calls/calls/{CallId}/log, which fills what this form leaves read-only.
 */
export const callResource = defineResource({
  name: 'calls',
  subject: 'Call',
  key: 'CallId',
  generatedKey: true,
  labelField: 'CardCode',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'PlanDate', direction: 'desc' },
    { field: 'SlpCode', direction: 'asc' },
    { field: 'Position', direction: 'asc' },
  ],
  fields: [
    { name: 'CallId', kind: 'number', integer: true, editable: 'never' },
    { name: 'PlanDate', kind: 'date', required: true },
    { name: 'SlpCode', kind: 'reference', resource: 'sales-employees', valueType: 'integer', required: true },
    { name: 'SlpName', kind: 'text', maxLength: 100, via: 'SlpCode', editable: 'never', width: 160 },
    {
      name: 'CardCode',
      kind: 'reference',
      resource: 'business-partners',
      valueType: 'text',
      maxLength: 15,
      required: true,
      searchable: true,
    },
    { name: 'CardName', kind: 'text', maxLength: 100, via: 'CardCode', editable: 'never', width: 200 },
    { name: 'LineNum', label: 'fields.OutletLine', kind: 'number', integer: true, min: 0, required: true },
    {
      name: 'RouteCode',
      kind: 'reference',
      resource: 'routes',
      valueType: 'text',
      maxLength: 20,
      editable: 'never',
    },
    { name: 'Position', label: 'fields.StopPosition', kind: 'number', integer: true, editable: 'never' },
    {
      name: 'CallStatus',
      kind: 'enum',
      options: ['P', 'D', 'X'],
      optionLabels: 'fields.options.callStatus',
      default: 'P',
      editable: 'never',
    },
    {
      name: 'Outcome',
      kind: 'enum',
      options: ['V', 'O', 'C', 'N'],
      optionLabels: 'fields.options.callOutcome',
      editable: 'never',
    },
    { name: 'SubjectCode', kind: 'reference', resource: 'call-subjects', valueType: 'text', maxLength: 20 },
    { name: 'Notes', kind: 'text', maxLength: 2000, multiline: true, list: false },
    { name: 'Latitude', kind: 'number', min: -90, max: 90, editable: 'never', list: false },
    { name: 'Longitude', kind: 'number', min: -180, max: 180, editable: 'never', list: false },
  ],
});
