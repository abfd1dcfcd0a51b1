import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  GateDirection,
  GatePassMovement,
  GatePassStatus,
  GatePassType,
  GateScanMode,
  GateScanResult,
  ScanDirection,
} from '../../../shared/api/gate-pass';
import { users } from './access';
import { amount, version, yesNo } from './columns';
import { numberingSeries } from './documents';
import { warehouses } from './inventory';
import { businessPartners } from './partners';

/**
 * Gates (issue 24): where goods leave or enter a site. A gate scans the passes whose type it
 * allows, in its direction; an administrator may switch it to backup mode, and `BackupAllowed`
 * says whether it may enter backup mode on its own when the server cannot be reached.
 */
export const gates = pgTable('gates', {
  GateCode: varchar('gate_code', { length: 20 }).primaryKey(),
  GateName: text('gate_name').notNull(),
  WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
  /** O out, I in, B both. */
  Direction: varchar('direction', { length: 1 }).notNull().$type<GateDirection>().default('B'),
  /** The pass types this gate lets through; empty means every type. */
  AllowedTypes: text('allowed_types').array().notNull().$type<GatePassType[]>().default(sql`'{}'`),
  Active: yesNo('active').notNull().default('Y'),
  /** Y while an administrator holds the gate in backup mode. */
  BackupMode: yesNo('backup_mode').notNull().default('N'),
  BackupAllowed: yesNo('backup_allowed').notNull().default('Y'),
  /** How long a gate may work from its cache before its scans need a supervisor's look. */
  BackupMaxHours: integer('backup_max_hours').notNull().default(8),
  version: version(),
});

/**
 * Gate passes: what may pass a gate, numbered on the posting core (ObjectCode OGPS). A pass comes
 * from a source document (a dispatch note, a delivery, a goods issue, a transfer, a return) or is
 * made by hand for a visitor's goods. `ScanCode` (GP-<DocNum>) is printed as QR on the pass; a
 * pass made from a dispatch note is also found by the note's own code (`SourceScanCode`,
 * DSP-<DocNum>), so the driver's note opens the gate as well.
 */
export const gatePasses = pgTable(
  'gate_passes',
  {
    DocEntry: integer('doc_entry').primaryKey().generatedByDefaultAsIdentity(),
    DocNum: integer('doc_num').notNull(),
    Series: integer('series')
      .notNull()
      .references(() => numberingSeries.Series),
    DocDate: date('doc_date').notNull(),
    PassType: varchar('pass_type', { length: 12 }).notNull().$type<GatePassType>(),
    /** O out only, I in only, OI out then back in (returnable goods, a visitor's tools). */
    Movement: varchar('movement', { length: 2 }).notNull().$type<GatePassMovement>().default('O'),
    /** O open, C closed (every scan its movement needs was made), X cancelled. */
    Status: varchar('status', { length: 1 }).notNull().$type<GatePassStatus>().default('O'),
    ValidFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    ValidUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** The one gate it may pass; null lets any gate that allows its type scan it. */
    GateCode: varchar('gate_code', { length: 20 }).references(() => gates.GateCode),
    /**
     * The warehouse the goods leave or enter: the named gate's, else the source's lines'. Rules on
     * GatePass name it (a warehouse group reads the passes of its warehouses).
     */
    WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
    /** ODSP, 15, 60, 67 or 16 with the source's DocEntry; null for a visitor's pass. */
    SourceType: varchar('source_type', { length: 20 }),
    SourceEntry: integer('source_entry'),
    SourceScanCode: varchar('source_scan_code', { length: 40 }),
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    /** Who carries the goods: a visitor's name, the driver, the vehicle's plate. */
    CarrierName: text('carrier_name'),
    PlateNum: varchar('plate_num', { length: 20 }),
    Comments: text('comments'),
    ScanCode: varchar('scan_code', { length: 40 }).notNull().unique(),
    /** The first valid scan out and in. */
    OutAt: timestamp('out_at', { withTimezone: true }),
    InAt: timestamp('in_at', { withTimezone: true }),
    CancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    index('gate_passes_date_idx').on(t.DocDate, t.DocEntry),
    index('gate_passes_status_idx').on(t.Status, t.ValidUntil),
    // One pass that is not cancelled per source document: the database refuses a second.
    uniqueIndex('gate_passes_source_active_idx')
      .on(t.SourceType, t.SourceEntry)
      .where(sql`${t.Status} <> 'X' and ${t.SourceEntry} is not null`),
    index('gate_passes_source_scan_idx').on(t.SourceScanCode),
    index('gate_passes_whs_idx').on(t.WhsCode, t.DocDate),
  ],
);

/** What a pass lets through: items of the source document, or free text for a visitor's goods. */
export const gatePassLines = pgTable(
  'gate_pass_lines',
  {
    DocEntry: integer('doc_entry')
      .notNull()
      .references(() => gatePasses.DocEntry),
    LineNum: integer('line_num').notNull(),
    ItemCode: varchar('item_code', { length: 50 }),
    Dscription: text('dscription').notNull(),
    Quantity: amount('quantity').notNull(),
    UomCode: varchar('uom_code', { length: 20 }),
    /** The source document's line (its LineNum), when the pass has a source. */
    BaseLine: integer('base_line'),
  },
  (t) => [primaryKey({ columns: [t.DocEntry, t.LineNum] })],
);

/**
 * Every scan at every gate, online or sent later from a gate's backup queue. `ScanId` is made on
 * the gate, so a queue sent twice stores each scan once (the primary key decides). At most one
 * valid scan per pass and direction: the partial unique index decides which of two gates scanning
 * the same pass at once was first; the other scan is stored as a duplicate of it.
 */
export const gateScans = pgTable(
  'gate_scans',
  {
    ScanId: uuid('scan_id').primaryKey(),
    GateCode: varchar('gate_code', { length: 20 })
      .notNull()
      .references(() => gates.GateCode),
    /** What the scanner or the guard typed, as received. */
    ScannedText: varchar('scanned_text', { length: 100 }).notNull(),
    PassEntry: integer('pass_entry').references(() => gatePasses.DocEntry),
    Direction: varchar('direction', { length: 1 }).notNull().$type<ScanDirection>(),
    Result: varchar('result', { length: 14 }).notNull().$type<GateScanResult>(),
    /** For a duplicate: the valid scan it repeats. */
    DuplicateOf: uuid('duplicate_of'),
    /** online, or backup when the gate took it from its cache and sent it later. */
    Mode: varchar('mode', { length: 6 }).notNull().$type<GateScanMode>().default('online'),
    /** What the gate showed the guard in backup mode, when it differs from what the server decided. */
    OfflineResult: varchar('offline_result', { length: 14 }).$type<GateScanResult>(),
    /** The gate's clock when scanned, and the server's when received. */
    ScannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    ReceivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    UserId: integer('user_id').references(() => users.USERID),
  },
  (t) => [
    index('gate_scans_gate_time_idx').on(t.GateCode, t.ScannedAt),
    index('gate_scans_time_idx').on(t.ScannedAt, t.ScanId),
    index('gate_scans_result_idx').on(t.Result, t.ScannedAt),
    index('gate_scans_pass_idx').on(t.PassEntry),
    uniqueIndex('gate_scans_valid_once_idx').on(t.PassEntry, t.Direction).where(sql`${t.Result} = 'valid'`),
  ],
);

/** When a gate worked in backup mode: switched by an administrator, or entered on its own. */
export const gateBackupPeriods = pgTable(
  'gate_backup_periods',
  {
    PeriodId: integer('period_id').primaryKey().generatedByDefaultAsIdentity(),
    GateCode: varchar('gate_code', { length: 20 })
      .notNull()
      .references(() => gates.GateCode),
    StartedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    EndedAt: timestamp('ended_at', { withTimezone: true }),
    /** admin when switched from /gpm/backup_mode, offline when the gate lost the server. */
    Cause: varchar('cause', { length: 8 }).notNull().$type<'admin' | 'offline'>(),
    UserId: integer('user_id').references(() => users.USERID),
    Reason: text('reason'),
  },
  (t) => [index('gate_backup_periods_gate_idx').on(t.GateCode, t.StartedAt)],
);
