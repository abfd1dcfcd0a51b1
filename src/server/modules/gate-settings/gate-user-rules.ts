/**
 * Whether an assignment's period runs backwards (ValidTo before ValidFrom); dates are YYYY-MM-DD,
 * so their text order is their calendar order.
 */
export const assignmentPeriodProblem = (from: string | null, to: string | null): boolean =>
  from !== null && to !== null && to < from;

export interface GateAssignment {
  GateCode: string;
  Active: 'Y' | 'N';
  ValidFrom: string | null;
  ValidTo: string | null;
}

/** Whether an assignment lets its user scan on this day (YYYY-MM-DD). */
export const assignmentHolds = (assignment: GateAssignment, day: string): boolean =>
  assignment.Active === 'Y' &&
  (assignment.ValidFrom === null || assignment.ValidFrom <= day) &&
  (assignment.ValidTo === null || day <= assignment.ValidTo);

/**
 * May a user scan at a gate, by their gate assignments: a user with none is not restricted here
 * (their group's rules decide, as before); a user with any may scan only where one holds today.
 * An assignment that is inactive or out of its period still counts as an assignment: a guard whose
 * assignment ended does not regain every gate.
 */
export function scanAllowedBy(
  assignments: readonly GateAssignment[],
  gateCode: string,
  day: string,
): 'unrestricted' | 'assigned' | 'elsewhere' {
  if (assignments.length === 0) return 'unrestricted';
  return assignments.some(
    (assignment) => assignment.GateCode === gateCode && assignmentHolds(assignment, day),
  )
    ? 'assigned'
    : 'elsewhere';
}
