import { date, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { version } from './columns';
import { items, warehouses } from './inventory';
import { branches, employees } from './organisation';
import { businessPartners } from './partners';

/**
 * OTSH/TSH1 as one row per entry: an employee's day, from StartTime to EndTime (HH:MM) less
 * Break minutes, on an activity and optionally for a customer.
 */
export const timeSheets = pgTable(
  'time_sheets',
  {
    AbsEntry: integer('abs_entry').primaryKey(),
    empID: integer('emp_id')
      .notNull()
      .references(() => employees.empID),
    Date: date('date').notNull(),
    StartTime: varchar('start_time', { length: 5 }).notNull(),
    EndTime: varchar('end_time', { length: 5 }).notNull(),
    Break: integer('break').notNull().default(0),
    Activity: text('activity').notNull(),
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    Details: text('details'),
    version: version(),
  },
  (t) => [index('time_sheets_emp_idx').on(t.empID, t.Date)],
);

/**
 * What an employee is assigned to: a branch (AssignType B), a business partner (C), an item (I),
 * a means of payment they may collect (P: C cash, K check, T transfer, R credit card) or a
 * warehouse (W). One table, one filled column per type, so an employee's assignments read as one
 * list and each kind keeps its foreign key.
 */
export const employeeAssignments = pgTable(
  'employee_assignments',
  {
    AbsEntry: integer('abs_entry').primaryKey(),
    empID: integer('emp_id')
      .notNull()
      .references(() => employees.empID),
    AssignType: varchar('assign_type', { length: 1 }).notNull().$type<'B' | 'C' | 'I' | 'P' | 'W'>(),
    BPLId: integer('bpl_id').references(() => branches.BPLId),
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    ItemCode: varchar('item_code', { length: 50 }).references(() => items.ItemCode),
    PayMethod: varchar('pay_method', { length: 1 }).$type<'C' | 'K' | 'T' | 'R'>(),
    WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
    Remarks: text('remarks'),
    version: version(),
  },
  (t) => [
    index('employee_assignments_emp_idx').on(t.empID),
    unique('employee_assignments_once')
      .on(t.empID, t.AssignType, t.BPLId, t.CardCode, t.ItemCode, t.PayMethod, t.WhsCode)
      .nullsNotDistinct(),
  ],
);
