import { date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';

/** OBPL */
export const branches = pgTable('branches', {
  BPLId: integer('bpl_id').primaryKey(),
  BPLName: text('bpl_name').notNull(),
  MainBPL: yesNo('main_bpl').notNull().default('N'),
  Disabled: yesNo('disabled').notNull().default('N'),
  Address: text('address'),
  version: version(),
});

/** OUDP */
export const departments = pgTable('departments', {
  Code: integer('code').primaryKey(),
  Name: text('name').notNull(),
  Remarks: text('remarks'),
  version: version(),
});

/** OHEM */
export const employees = pgTable('employees', {
  empID: integer('emp_id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  jobTitle: text('job_title'),
  dept: integer('dept').references(() => departments.Code),
  BPLId: integer('bpl_id').references(() => branches.BPLId),
  email: text('email'),
  mobile: text('mobile'),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/** OSLP: SlpCode -1 is SAP's "no sales employee". */
export const salesEmployees = pgTable('sales_employees', {
  SlpCode: integer('slp_code').primaryKey(),
  SlpName: text('slp_name').notNull(),
  EmpID: integer('emp_id').references(() => employees.empID),
  Commission: amount('commission').notNull().default('0'),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/**
 * OTER: a tree of sales territories (a region holds countries, a country its cities). `parent`
 * null is a root; business partners name their territory (OCRD.Territory).
 */
export const territories = pgTable(
  'territories',
  {
    territryID: integer('territry_id').primaryKey(),
    descript: text('descript').notNull(),
    parent: integer('parent'),
    inactive: yesNo('inactive').notNull().default('N'),
    version: version(),
  },
  (t) => [index('territories_parent_idx').on(t.parent)],
);

/** Drivers of the company's vehicles (no SAP Business One table): an employee with a licence. */
export const drivers = pgTable('drivers', {
  DriverCode: integer('driver_code').primaryKey(),
  DriverName: text('driver_name').notNull(),
  empID: integer('emp_id').references(() => employees.empID),
  LicenseNum: varchar('license_num', { length: 30 }),
  LicenseExp: date('license_exp'),
  Phone: text('phone'),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});

/** The company's vehicles (no SAP Business One table), kept at a branch with a usual driver. */
export const vehicles = pgTable('vehicles', {
  VehicleCode: varchar('vehicle_code', { length: 20 }).primaryKey(),
  Descr: text('descr').notNull(),
  PlateNum: varchar('plate_num', { length: 20 }).notNull().unique(),
  VehicleType: varchar('vehicle_type', { length: 1 }).notNull().$type<'V' | 'T' | 'C' | 'M'>().default('V'),
  CapacityKg: integer('capacity_kg').notNull().default(0),
  /** Cargo volume in cubic metres; 0 means not limited by volume. */
  CapacityM3: amount('capacity_m3').notNull().default('0'),
  BPLId: integer('bpl_id').references(() => branches.BPLId),
  DriverCode: integer('driver_code').references(() => drivers.DriverCode),
  Active: yesNo('active').notNull().default('Y'),
  version: version(),
});
