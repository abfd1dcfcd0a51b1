import { sql } from 'drizzle-orm';
import {
  branchResource,
  departmentResource,
  driverResource,
  employeeResource,
  freightResource,
  territoryResource,
  timeSheetResource,
  vehicleResource,
} from '../../../shared/resources/organisation';
import { users } from '../../db/schema/access';
import { documents } from '../../db/schema/documents';
import { freightCharges } from '../../db/schema/finance';
import { warehouses } from '../../db/schema/inventory';
import {
  branches,
  departments,
  drivers,
  employees,
  salesEmployees,
  territories,
  vehicles,
} from '../../db/schema/organisation';
import { businessPartners } from '../../db/schema/partners';
import { employeeAssignments, timeSheets } from '../../db/schema/workforce';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';
import { checkTimeSheetHours } from './time-sheet-hours';

/** A territory may not sit, through any chain of parents, under itself. */
async function checkTerritoryParent(values: Record<string, unknown>, context: WriteContext) {
  const parent = values.parent;
  if (parent === undefined || parent === null) return;
  const own = context.current?.territryID;
  if (own === undefined) return;
  const [cycle] = await context.tx
    .execute<{ found: number }>(sql`
    with recursive chain(id) as (
      select ${Number(parent)}::int
      union
      select t.parent from territories t join chain c on t.territry_id = c.id where t.parent is not null
    )
    select 1 as found from chain where id = ${Number(own)} limit 1`)
    .then((result) => result.rows);
  if (cycle) throw validationFailed({ parent: [said('territoryUnderItself')] });
}

export const organisationBindings: ResourceBinding[] = [
  {
    definition: branchResource,
    table: branches,
    protectedBy: [
      { table: warehouses, column: warehouses.BPLId, label: 'warehouses' },
      { table: employees, column: employees.BPLId, label: 'employees' },
      { table: documents, column: documents.BPLId, label: 'documents' },
      { table: users, column: users.BPLId, label: 'users' },
      { table: vehicles, column: vehicles.BPLId, label: 'vehicles' },
      { table: employeeAssignments, column: employeeAssignments.BPLId, label: 'employee assignments' },
    ],
  },
  {
    definition: departmentResource,
    table: departments,
    protectedBy: [{ table: employees, column: employees.dept, label: 'employees' }],
  },
  {
    definition: employeeResource,
    table: employees,
    protectedBy: [
      { table: salesEmployees, column: salesEmployees.EmpID, label: 'sales employees' },
      { table: drivers, column: drivers.empID, label: 'drivers' },
      { table: timeSheets, column: timeSheets.empID, label: 'time sheet entries' },
    ],
    // An employee's assignments describe only them, so they go with the employee.
    owns: [{ table: employeeAssignments, column: employeeAssignments.empID }],
  },
  {
    definition: territoryResource,
    table: territories,
    protectedBy: [
      { table: territories, column: territories.parent, label: 'territories under it' },
      { table: businessPartners, column: businessPartners.Territory, label: 'business partners' },
    ],
    beforeWrite: checkTerritoryParent,
  },
  {
    definition: driverResource,
    table: drivers,
    protectedBy: [{ table: vehicles, column: vehicles.DriverCode, label: 'vehicles' }],
  },
  { definition: vehicleResource, table: vehicles },
  { definition: freightResource, table: freightCharges },
  { definition: timeSheetResource, table: timeSheets, beforeWrite: checkTimeSheetHours },
];
