import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { documents, numberingSeries } from './documents';
import { drivers, vehicles } from './organisation';
import { businessPartners } from './partners';

/**
 * Dispatch notes (issue 23, no SAP Business One table): a load of deliveries for a date, a vehicle
 * and a driver, numbered like documents (ObjectCode ODSP). While a note is planned, loaded or on
 * the road it holds its vehicle and driver for its date and each of its deliveries: the partial
 * unique indexes below decide that under concurrency, not a read before the write.
 */
export const dispatchNotes = pgTable(
  'dispatch_notes',
  {
    DocEntry: integer('doc_entry').primaryKey().generatedByDefaultAsIdentity(),
    DocNum: integer('doc_num').notNull(),
    Series: integer('series')
      .notNull()
      .references(() => numberingSeries.Series),
    DocDate: date('doc_date').notNull(),
    /** P planned, L loaded, R on the road, C completed, X cancelled. */
    Status: varchar('status', { length: 1 }).notNull().$type<'P' | 'L' | 'R' | 'C' | 'X'>().default('P'),
    VehicleCode: varchar('vehicle_code', { length: 20 })
      .notNull()
      .references(() => vehicles.VehicleCode),
    DriverCode: integer('driver_code')
      .notNull()
      .references(() => drivers.DriverCode),
    /** Totals of the stops' lines, kept with every change of stops (kg and m³). */
    Weight: amount('weight').notNull().default('0'),
    Volume: amount('volume').notNull().default('0'),
    /** Why the load may exceed the vehicle's capacity; null while it fits. */
    OverrideReason: text('override_reason'),
    Comments: text('comments'),
    ScanCode: varchar('scan_code', { length: 40 }).notNull().unique(),
    LoadedAt: timestamp('loaded_at', { withTimezone: true }),
    DepartedAt: timestamp('departed_at', { withTimezone: true }),
    CompletedAt: timestamp('completed_at', { withTimezone: true }),
    CancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('dispatch_notes_date_idx').on(t.DocDate, t.DocEntry),
    index('dispatch_notes_status_idx').on(t.Status, t.DocDate),
    uniqueIndex('dispatch_notes_vehicle_busy_idx')
      .on(t.VehicleCode, t.DocDate)
      .where(sql`${t.Status} in ('P', 'L', 'R')`),
    uniqueIndex('dispatch_notes_driver_busy_idx')
      .on(t.DriverCode, t.DocDate)
      .where(sql`${t.Status} in ('P', 'L', 'R')`),
  ],
);

/**
 * A note's stops, one delivery each, in StopNum order. `Active` is Y while the note is not
 * cancelled: one delivery is on at most one active note (the unique index), and a cancelled
 * note's stops stay as its history.
 */
export const dispatchStops = pgTable(
  'dispatch_stops',
  {
    DocEntry: integer('doc_entry')
      .notNull()
      .references(() => dispatchNotes.DocEntry),
    StopNum: integer('stop_num').notNull(),
    /** The delivery (documents ObjType 15). */
    DeliveryEntry: integer('delivery_entry').notNull(),
    DeliveryType: varchar('delivery_type', { length: 20 }).notNull().default('15'),
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    Active: yesNo('active').notNull().default('Y'),
    Weight: amount('weight').notNull().default('0'),
    Volume: amount('volume').notNull().default('0'),
    /** pending until the proof of delivery; then delivered, partial or refused. */
    Outcome: varchar('outcome', { length: 10 })
      .notNull()
      .$type<'pending' | 'delivered' | 'partial' | 'refused'>()
      .default('pending'),
    ReceiverName: text('receiver_name'),
    DeliveredAt: timestamp('delivered_at', { withTimezone: true }),
    PodNote: text('pod_note'),
  },
  (t) => [
    primaryKey({ columns: [t.DocEntry, t.StopNum] }),
    foreignKey({
      columns: [t.DeliveryType, t.DeliveryEntry],
      foreignColumns: [documents.ObjType, documents.DocEntry],
    }),
    uniqueIndex('dispatch_stops_delivery_active_idx').on(t.DeliveryEntry).where(sql`${t.Active} = 'Y'`),
    index('dispatch_stops_delivery_idx').on(t.DeliveryEntry),
  ],
);

/** What each delivery line of a stop was handed over: null until the proof of delivery. */
export const dispatchStopLines = pgTable(
  'dispatch_stop_lines',
  {
    DocEntry: integer('doc_entry').notNull(),
    StopNum: integer('stop_num').notNull(),
    /** The delivery line (DLN1 LineNum). */
    LineNum: integer('line_num').notNull(),
    Quantity: amount('quantity').notNull(),
    DeliveredQty: amount('delivered_qty'),
  },
  (t) => [
    primaryKey({ columns: [t.DocEntry, t.StopNum, t.LineNum] }),
    foreignKey({
      columns: [t.DocEntry, t.StopNum],
      foreignColumns: [dispatchStops.DocEntry, dispatchStops.StopNum],
    }).onDelete('cascade'),
  ],
);

/**
 * What a stop brought back (partial or refused quantities): open until the warehouse posts it as
 * a return (16) against the delivery, then closed with that return's DocEntry.
 */
export const dispatchReturns = pgTable(
  'dispatch_returns',
  {
    ReturnEntry: integer('return_entry').primaryKey().generatedByDefaultAsIdentity(),
    Status: varchar('status', { length: 1 }).notNull().$type<'O' | 'C'>().default('O'),
    DispatchEntry: integer('dispatch_entry').notNull(),
    StopNum: integer('stop_num').notNull(),
    DeliveryEntry: integer('delivery_entry').notNull(),
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    Reason: text('reason'),
    CreatedAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    SalesReturnEntry: integer('sales_return_entry'),
    PostedAt: timestamp('posted_at', { withTimezone: true }),
    UserSign: integer('user_sign'),
    version: version(),
  },
  (t) => [
    foreignKey({
      columns: [t.DispatchEntry, t.StopNum],
      foreignColumns: [dispatchStops.DocEntry, dispatchStops.StopNum],
    }),
    // One return per stop: recording the proof of delivery again rewrites it while it is open.
    uniqueIndex('dispatch_returns_stop_idx').on(t.DispatchEntry, t.StopNum),
    index('dispatch_returns_status_idx').on(t.Status, t.ReturnEntry),
  ],
);

export const dispatchReturnLines = pgTable(
  'dispatch_return_lines',
  {
    ReturnEntry: integer('return_entry')
      .notNull()
      .references(() => dispatchReturns.ReturnEntry, { onDelete: 'cascade' }),
    /** The delivery line it came from. */
    LineNum: integer('line_num').notNull(),
    Quantity: amount('quantity').notNull(),
    Redelivered: yesNo('redelivered').notNull().default('N'),
  },
  (t) => [primaryKey({ columns: [t.ReturnEntry, t.LineNum] })],
);
