import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';

/** OBPL */
export const branches = pgTable('branches', {
  BPLId: integer('bpl_id').primaryKey(),
  BPLName: text('bpl_name').notNull(),
  MainBPL: yesNo('main_bpl').notNull().default('N'),
  Disabled: yesNo('disabled').notNull().default('N'),
  Address: text('address'),
});

/** OUDP */
export const departments = pgTable('departments', {
  Code: integer('code').primaryKey(),
  Name: text('name').notNull(),
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
