import { defineResource } from './resource-definition';

/** OBPL */
export const branchResource = defineResource({
  name: 'branches',
  subject: 'Branch',
  key: 'BPLId',
  generatedKey: true,
  labelField: 'BPLName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'BPLId', direction: 'asc' }],
  fields: [
    { name: 'BPLId', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'BPLName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Address', kind: 'text', maxLength: 254, searchable: true, width: 280 },
    { name: 'MainBPL', kind: 'boolean', default: 'N' },
    { name: 'Disabled', kind: 'boolean', default: 'N' },
  ],
});

/** OUDP */
export const departmentResource = defineResource({
  name: 'departments',
  subject: 'Department',
  key: 'Code',
  generatedKey: true,
  labelField: 'Name',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'Code', direction: 'asc' }],
  fields: [
    { name: 'Code', label: 'fields.DepartmentCode', kind: 'number', integer: true, editable: 'never' },
    { name: 'Name', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'Remarks', kind: 'text', maxLength: 254, multiline: true },
  ],
});

/** OHEM: employee master data. */
export const employeeResource = defineResource({
  name: 'employees',
  subject: 'Employee',
  key: 'empID',
  generatedKey: true,
  labelField: 'lastName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'empID', direction: 'asc' }],
  lookup: ['firstName', 'jobTitle'],
  fields: [
    { name: 'empID', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'firstName', kind: 'text', maxLength: 50, required: true, searchable: true },
    { name: 'lastName', kind: 'text', maxLength: 50, required: true, searchable: true },
    { name: 'jobTitle', kind: 'text', maxLength: 50, searchable: true },
    { name: 'dept', kind: 'reference', resource: 'departments', valueType: 'integer' },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
    { name: 'email', kind: 'text', maxLength: 100, list: false },
    { name: 'mobile', kind: 'text', maxLength: 50 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** OTER: a tree; a territory's parent is another territory, none for a root. */
export const territoryResource = defineResource({
  name: 'territories',
  subject: 'Territory',
  key: 'territryID',
  generatedKey: true,
  labelField: 'descript',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'territryID', direction: 'asc' }],
  fields: [
    { name: 'territryID', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'descript', kind: 'text', maxLength: 100, required: true, searchable: true, width: 240 },
    { name: 'parent', kind: 'reference', resource: 'territories', valueType: 'integer' },
    { name: 'inactive', kind: 'boolean', default: 'N' },
  ],
});

/** Drivers (no SAP Business One table): who drives the company's vehicles. */
export const driverResource = defineResource({
  name: 'drivers',
  subject: 'Driver',
  key: 'DriverCode',
  generatedKey: true,
  labelField: 'DriverName',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'DriverName', direction: 'asc' }],
  fields: [
    { name: 'DriverCode', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'DriverName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'empID', kind: 'reference', resource: 'employees', valueType: 'integer' },
    { name: 'LicenseNum', kind: 'text', maxLength: 30, searchable: true },
    { name: 'LicenseExp', kind: 'date' },
    { name: 'Phone', kind: 'text', maxLength: 30 },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** Vehicles (no SAP Business One table): kept at a branch, with the driver who usually drives them. */
export const vehicleResource = defineResource({
  name: 'vehicles',
  subject: 'Vehicle',
  key: 'VehicleCode',
  labelField: 'Descr',
  activeField: 'Active',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'VehicleCode', direction: 'asc' }],
  fields: [
    {
      name: 'VehicleCode',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      editable: 'create',
      searchable: true,
    },
    {
      name: 'Descr',
      label: 'fields.Description',
      kind: 'text',
      maxLength: 100,
      required: true,
      searchable: true,
    },
    {
      name: 'PlateNum',
      kind: 'text',
      maxLength: 20,
      code: true,
      upperCase: true,
      required: true,
      searchable: true,
    },
    {
      name: 'VehicleType',
      kind: 'enum',
      options: ['V', 'T', 'C', 'M'],
      optionLabels: 'fields.options.vehicleType',
      required: true,
      default: 'V',
    },
    { name: 'CapacityKg', kind: 'number', integer: true, min: 0, max: 100_000, default: 0 },
    { name: 'CapacityM3', kind: 'number', min: 0, max: 1_000, default: '0' },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
    { name: 'DriverCode', kind: 'reference', resource: 'drivers', valueType: 'integer' },
    { name: 'Active', kind: 'boolean', default: 'Y' },
  ],
});

/** OEXD: freight and other additional expenses of documents. */
export const freightResource = defineResource({
  name: 'freight',
  subject: 'Freight',
  key: 'ExpnsCode',
  generatedKey: true,
  labelField: 'ExpnsName',
  creatable: true,
  deletable: true,
  defaultSort: [{ field: 'ExpnsCode', direction: 'asc' }],
  fields: [
    { name: 'ExpnsCode', kind: 'number', integer: true, editable: 'never', width: 100 },
    { name: 'ExpnsName', kind: 'text', maxLength: 100, required: true, searchable: true, width: 220 },
    { name: 'RevAcct', kind: 'text', maxLength: 15, code: true },
    { name: 'ExpnsAcct', kind: 'text', maxLength: 15, code: true },
    { name: 'VatGroupO', kind: 'reference', resource: 'tax-groups', valueType: 'text', maxLength: 8 },
    { name: 'VatGroupI', kind: 'reference', resource: 'tax-groups', valueType: 'text', maxLength: 8 },
    {
      name: 'DistrbMthd',
      kind: 'enum',
      options: ['N', 'Q', 'V', 'W', 'E', 'T'],
      optionLabels: 'fields.options.distributionMethod',
      required: true,
      default: 'T',
    },
    { name: 'FixAmount', kind: 'money', min: 0, default: '0' },
  ],
});

/** OTSH/TSH1 as one row per entry: an employee's hours on an activity, on a day. */
export const timeSheetResource = defineResource({
  name: 'time-sheets',
  subject: 'TimeSheet',
  key: 'AbsEntry',
  generatedKey: true,
  labelField: 'Activity',
  creatable: true,
  deletable: true,
  defaultSort: [
    { field: 'Date', direction: 'desc' },
    { field: 'AbsEntry', direction: 'desc' },
  ],
  fields: [
    {
      name: 'AbsEntry',
      label: 'fields.EntryNumber',
      kind: 'number',
      integer: true,
      editable: 'never',
      width: 100,
    },
    { name: 'empID', kind: 'reference', resource: 'employees', valueType: 'integer', required: true },
    { name: 'lastName', kind: 'text', maxLength: 50, via: 'empID', editable: 'never' },
    { name: 'Date', label: 'fields.WorkDate', kind: 'date', required: true },
    { name: 'StartTime', kind: 'text', maxLength: 5, required: true, width: 100 },
    { name: 'EndTime', kind: 'text', maxLength: 5, required: true, width: 100 },
    { name: 'Break', kind: 'number', integer: true, min: 0, max: 1440, default: 0, width: 100 },
    { name: 'Activity', kind: 'text', maxLength: 100, required: true, searchable: true },
    { name: 'CardCode', kind: 'reference', resource: 'business-partners', valueType: 'text', maxLength: 15 },
    { name: 'Details', kind: 'text', maxLength: 254, multiline: true, list: false },
  ],
});
