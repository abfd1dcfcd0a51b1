import { eq } from 'drizzle-orm';
import { assignmentKinds, employeeAssignmentResource } from '../../../shared/resources/employee-assignments';
import { employeeAssignments } from '../../db/schema/workforce';
import type { ResourceBinding } from '../../resources/resource-binding';

/** Every assignment of an employee, and one resource per kind scoped to its AssignType. */
export const assignmentBindings: ResourceBinding[] = [
  { definition: employeeAssignmentResource, table: employeeAssignments },
  ...assignmentKinds.map(
    ({ definition, type }): ResourceBinding => ({
      definition,
      table: employeeAssignments,
      scope: () => eq(employeeAssignments.AssignType, type),
      fixedValues: { AssignType: type },
    }),
  ),
];
