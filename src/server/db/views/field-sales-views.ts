import { date, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { version } from '../schema/columns';

/*
 * The employee timesheet view of migration 0044, declared as a table for Drizzle's query builder
 * only (outside src/server/db/schema, so drizzle-kit never creates it). Nothing writes through it.
 */

/**
 * Per user and day: the first and last GPS position, the hours between them and how many
 * positions there were. DayKey is `<UserId>_<YYYY-MM-DD>`, the record's one key.
 */
export const employeeTimesheet = pgTable('employee_timesheet', {
  DayKey: text('day_key').primaryKey(),
  UserId: integer('user_id').notNull(),
  empID: integer('emp_id'),
  WorkDate: date('work_date').notNull(),
  FirstTime: varchar('first_time', { length: 8 }).notNull(),
  LastTime: varchar('last_time', { length: 8 }).notNull(),
  Hours: numeric('hours', { precision: 9, scale: 2 }).notNull(),
  Positions: integer('positions').notNull(),
  version: version(),
});
