import { defineResource, type FieldDefinition, type ResourceDefinition } from './resource-definition';

/**
 * What an employee is assigned to, one row each: a branch (B), a business partner (C), an item
 * (I), a means of payment they may collect (P) or a warehouse (W). Each kind is a resource of its
 * own over the same table (as dealers are over partners), so its list has its own columns and its
 * reference is checked; `employee-assignments` shows every kind of one employee together.
 */
export const assignmentTypes = ['B', 'C', 'I', 'P', 'W'] as const;
export type AssignmentType = (typeof assignmentTypes)[number];

const entry: FieldDefinition = {
  name: 'AbsEntry',
  label: 'fields.EntryNumber',
  kind: 'number',
  integer: true,
  editable: 'never',
  width: 100,
};
const employee: FieldDefinition = {
  name: 'empID',
  kind: 'reference',
  resource: 'employees',
  valueType: 'integer',
  required: true,
};
const employeeName: FieldDefinition = {
  name: 'lastName',
  kind: 'text',
  maxLength: 50,
  via: 'empID',
  editable: 'never',
};
const remarks: FieldDefinition = { name: 'Remarks', kind: 'text', maxLength: 254, list: false };
const payMethod: FieldDefinition = {
  name: 'PayMethod',
  kind: 'enum',
  options: ['C', 'K', 'T', 'R'],
  optionLabels: 'fields.options.payMethod',
};

/** Every assignment of every kind (the overview of one employee's assignments). */
export const employeeAssignmentResource = defineResource({
  name: 'employee-assignments',
  subject: 'EmployeeAssignment',
  key: 'AbsEntry',
  labelField: 'AbsEntry',
  deletable: true,
  defaultSort: [
    { field: 'AssignType', direction: 'asc' },
    { field: 'AbsEntry', direction: 'asc' },
  ],
  fields: [
    entry,
    employee,
    employeeName,
    {
      name: 'AssignType',
      kind: 'enum',
      options: assignmentTypes,
      optionLabels: 'fields.options.assignType',
      editable: 'never',
    },
    { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer', editable: 'never' },
    {
      name: 'CardCode',
      kind: 'reference',
      resource: 'business-partners',
      valueType: 'text',
      maxLength: 15,
      editable: 'never',
    },
    {
      name: 'ItemCode',
      kind: 'reference',
      resource: 'items',
      valueType: 'text',
      maxLength: 50,
      editable: 'never',
    },
    { ...payMethod, editable: 'never' },
    {
      name: 'WhsCode',
      kind: 'reference',
      resource: 'warehouses',
      valueType: 'text',
      maxLength: 8,
      editable: 'never',
    },
    remarks,
  ],
});

/** One kind of assignment: the employee, what is assigned (required) and what it is called. */
function assignmentsOf(
  name: string,
  assigned: FieldDefinition,
  assignedName: FieldDefinition | undefined,
): ResourceDefinition {
  return defineResource({
    name,
    subject: 'EmployeeAssignment',
    key: 'AbsEntry',
    generatedKey: true,
    labelField: 'lastName',
    creatable: true,
    deletable: true,
    defaultSort: [
      { field: 'empID', direction: 'asc' },
      { field: 'AbsEntry', direction: 'asc' },
    ],
    fields: [
      entry,
      employee,
      employeeName,
      { ...assigned, required: true },
      ...(assignedName ? [assignedName] : []),
      remarks,
    ],
  });
}

const named = (name: string, via: string, maxLength = 100): FieldDefinition => ({
  name,
  kind: 'text',
  maxLength,
  via,
  editable: 'never',
});

export const employeeBranchResource = assignmentsOf(
  'employee-branches',
  { name: 'BPLId', kind: 'reference', resource: 'branches', valueType: 'integer' },
  named('BPLName', 'BPLId'),
);
export const employeePartnerResource = assignmentsOf(
  'employee-partners',
  { name: 'CardCode', kind: 'reference', resource: 'business-partners', valueType: 'text', maxLength: 15 },
  named('CardName', 'CardCode'),
);
export const employeeItemResource = assignmentsOf(
  'employee-items',
  { name: 'ItemCode', kind: 'reference', resource: 'items', valueType: 'text', maxLength: 50 },
  named('ItemName', 'ItemCode'),
);
export const employeePaymentResource = assignmentsOf('employee-payments', payMethod, undefined);
export const employeeWarehouseResource = assignmentsOf(
  'employee-warehouses',
  { name: 'WhsCode', kind: 'reference', resource: 'warehouses', valueType: 'text', maxLength: 8 },
  named('WhsName', 'WhsCode'),
);

/** Each kind's resource with the AssignType its rows carry. */
export const assignmentKinds: readonly { definition: ResourceDefinition; type: AssignmentType }[] = [
  { definition: employeeBranchResource, type: 'B' },
  { definition: employeePartnerResource, type: 'C' },
  { definition: employeeItemResource, type: 'I' },
  { definition: employeePaymentResource, type: 'P' },
  { definition: employeeWarehouseResource, type: 'W' },
];
