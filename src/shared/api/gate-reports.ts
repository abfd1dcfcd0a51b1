import { z } from 'zod';
import { boundedText } from '../wire/wire-formats';
import {
  gatePassStatuses,
  gatePassTypeSchema,
  gateScanModes,
  gateScanResultSchema,
  type gateScanResults,
  scanDirectionSchema,
} from './gate-pass';
import {
  dateRange,
  rangeInOrder,
  rangeProblem,
  reportEnvelopeSchema,
  reportPaging,
} from './inventory-reports';

/**
 * The gate reports (issue 24), under /gpm/reports: every scan across gates, the duplicates and
 * conflicts with the valid scan they repeat, the codes that named no pass, the passes with their
 * scans, and the backup-mode periods with how their scans were reconciled. Each is a page at a
 * time (keyset) under the caller's rules on GateScan or GatePass, and a CSV of the same filter
 * (`<report>.csv`, the fields below in their order, named as the API names them).
 *
 * Dates filter by calendar day in UTC: DateFrom from its midnight, DateTo to its end.
 */
export const gateReportNames = [
  'scan-logs',
  'duplicate-logs',
  'not-existing-documents',
  'document',
  'bcp',
] as const;
export type GateReportName = (typeof gateReportNames)[number];

const gateCode = boundedText(20);
const userCode = boundedText(25);
/** A pass number as printed (GP-<DocNum>): the number alone. */
const passNum = z.coerce.number().int().positive().max(2_147_483_647);
/** An ISO timestamp as the server writes it: UTC with milliseconds. */
const timestamp = z.string();

// ---------------------------------------------------------------- scan logs

const scanLogFilters = {
  GateCode: gateCode.optional(),
  Result: gateScanResultSchema.optional(),
  Mode: z.enum(gateScanModes).optional(),
  UserCode: userCode.optional(),
  PassNum: passNum.optional(),
  sort: z.enum(['ScannedAt:desc', 'ScannedAt:asc']).default('ScannedAt:desc'),
};
/** GET /gpm/reports/scan-logs: every scan the caller may read, newest first. */
export const scanLogsQuerySchema = z
  .strictObject({ ...dateRange, ...scanLogFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type ScanLogsQuery = z.infer<typeof scanLogsQuerySchema>;
/** GET /gpm/reports/scan-logs.csv and /gpm/reports/scan-logs/totals: the same filters, no paging. */
export const scanLogsFilterSchema = z
  .strictObject({ ...dateRange, ...scanLogFilters })
  .refine(rangeInOrder, rangeProblem);
export type ScanLogsFilter = z.infer<typeof scanLogsFilterSchema>;

export const scanLogRowSchema = z.object({
  ScanId: z.uuid(),
  ScannedAt: timestamp,
  ReceivedAt: timestamp,
  GateCode: z.string(),
  GateName: z.string().nullable(),
  WhsCode: z.string().nullable(),
  Direction: scanDirectionSchema,
  Result: gateScanResultSchema,
  Mode: z.enum(gateScanModes),
  OfflineResult: gateScanResultSchema.nullable(),
  ScannedText: z.string(),
  PassEntry: z.number().int().nullable(),
  PassNum: z.number().int().nullable(),
  PassType: gatePassTypeSchema.nullable(),
  UserCode: z.string().nullable(),
  UserName: z.string().nullable(),
});
export type ScanLogRow = z.infer<typeof scanLogRowSchema>;
export const scanLogsAnswerSchema = reportEnvelopeSchema(scanLogRowSchema);

/** The scans of a filter counted by result, every result named (zero where none). */
export const scanTotalsAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  ResponseData: z.object({
    Total: z.number().int().nonnegative(),
    ByResult: z.array(z.object({ Result: gateScanResultSchema, Count: z.number().int().nonnegative() })),
  }),
});
export type ScanTotals = z.infer<typeof scanTotalsAnswerSchema>['ResponseData'];

// ---------------------------------------------------------------- duplicate logs

export const repeatResults = ['duplicate', 'conflict'] as const;
const duplicateFilters = {
  GateCode: gateCode.optional(),
  Result: z.enum(repeatResults).optional(),
  PassNum: passNum.optional(),
};
/** GET /gpm/reports/duplicate-logs: duplicate and conflict scans with the valid scan they repeat. */
export const duplicateLogsQuerySchema = z
  .strictObject({ ...dateRange, ...duplicateFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type DuplicateLogsQuery = z.infer<typeof duplicateLogsQuerySchema>;
export const duplicateLogsFilterSchema = z
  .strictObject({ ...dateRange, ...duplicateFilters })
  .refine(rangeInOrder, rangeProblem);

export const duplicateLogRowSchema = z.object({
  ScanId: z.uuid(),
  ScannedAt: timestamp,
  GateCode: z.string(),
  GateName: z.string().nullable(),
  Direction: scanDirectionSchema,
  Result: z.enum(repeatResults),
  Mode: z.enum(gateScanModes),
  ScannedText: z.string(),
  PassEntry: z.number().int().nullable(),
  PassNum: z.number().int().nullable(),
  UserCode: z.string().nullable(),
  /** The valid scan repeated: where, when, how; null when none is stored (a cleared log). */
  FirstScanId: z.uuid().nullable(),
  FirstGateCode: z.string().nullable(),
  FirstGateName: z.string().nullable(),
  FirstScannedAt: timestamp.nullable(),
  FirstMode: z.enum(gateScanModes).nullable(),
  /** Seconds from the first scan to this one (negative when a backup scan was taken earlier). */
  SecondsAfter: z.number().int().nullable(),
});
export type DuplicateLogRow = z.infer<typeof duplicateLogRowSchema>;
export const duplicateLogsAnswerSchema = reportEnvelopeSchema(duplicateLogRowSchema);

// ---------------------------------------------------------------- not-existing documents

const notExistingFilters = {
  GateCode: gateCode.optional(),
  /** Part of the code, any case. */
  Code: boundedText(100).optional(),
  sort: z.enum(['LastSeen:desc', 'Scans:desc']).default('LastSeen:desc'),
};
/** GET /gpm/reports/not-existing-documents: the codes that named no pass, one row per code. */
export const notExistingQuerySchema = z
  .strictObject({ ...dateRange, ...notExistingFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type NotExistingQuery = z.infer<typeof notExistingQuerySchema>;
export const notExistingFilterSchema = z
  .strictObject({ ...dateRange, ...notExistingFilters })
  .refine(rangeInOrder, rangeProblem);

/**
 * What an unknown code looks like: a pass's code (GP-12) or a dispatch note's (DSP-40) whose
 * number is unknown (mistyped, a pass of another site, or forged), a bare number, or something
 * else (another barcode, a misread).
 */
export const codeShapes = ['pass', 'dispatch', 'number', 'other'] as const;
export type CodeShape = (typeof codeShapes)[number];

export const notExistingRowSchema = z.object({
  /** The code as scanned, trimmed and in capitals: "gp-12 " and "GP-12" are one code. */
  Code: z.string(),
  Shape: z.enum(codeShapes),
  Scans: z.number().int().positive(),
  FirstSeen: timestamp,
  LastSeen: timestamp,
  /** The gates that scanned it, by code, in order. */
  Gates: z.array(z.string()),
  Users: z.number().int().nonnegative(),
});
export type NotExistingRow = z.infer<typeof notExistingRowSchema>;
export const notExistingAnswerSchema = reportEnvelopeSchema(notExistingRowSchema);

// ---------------------------------------------------------------- document

const documentFilters = {
  PassType: gatePassTypeSchema.optional(),
  Status: z.enum(gatePassStatuses).optional(),
  /** Passes named to this gate or scanned at it. */
  GateCode: gateCode.optional(),
  /** 1: only open passes past their validity. */
  Overdue: z.enum(['0', '1']).optional(),
};
/** GET /gpm/reports/document: gate passes (by posting date) with their scans. */
export const passReportQuerySchema = z
  .strictObject({ ...dateRange, ...documentFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type PassReportQuery = z.infer<typeof passReportQuerySchema>;
export const passReportFilterSchema = z
  .strictObject({ ...dateRange, ...documentFilters })
  .refine(rangeInOrder, rangeProblem);

/** Where a pass stands: what its movement still needs, or why it needs nothing more. */
export const passProgresses = [
  'cancelled',
  'closed',
  'overdue',
  'awaiting_out',
  'awaiting_in',
  'out',
] as const;
export type PassProgress = (typeof passProgresses)[number];

export const passReportRowSchema = z.object({
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  DocDate: z.string(),
  PassType: gatePassTypeSchema,
  Movement: z.enum(['O', 'I', 'OI']),
  Status: z.enum(gatePassStatuses),
  Progress: z.enum(passProgresses),
  ValidFrom: timestamp,
  ValidUntil: timestamp,
  GateCode: z.string().nullable(),
  CardCode: z.string().nullable(),
  CarrierName: z.string().nullable(),
  PlateNum: z.string().nullable(),
  SourceType: z.string().nullable(),
  SourceEntry: z.number().int().nullable(),
  OutAt: timestamp.nullable(),
  OutGateCode: z.string().nullable(),
  InAt: timestamp.nullable(),
  InGateCode: z.string().nullable(),
  Scans: z.number().int().nonnegative(),
  /** Duplicate and conflict scans of the pass. */
  Repeats: z.number().int().nonnegative(),
});
export type PassReportRow = z.infer<typeof passReportRowSchema>;
export const passReportAnswerSchema = reportEnvelopeSchema(passReportRowSchema);

/**
 * A pass's progress from its status, movement and first scans out and in; `now` decides
 * whether an open pass is past its validity.
 */
export function passProgressOf(
  pass: Pick<PassReportRow, 'Status' | 'Movement' | 'OutAt' | 'InAt' | 'ValidUntil'>,
  now: Date,
): PassProgress {
  if (pass.Status === 'X') return 'cancelled';
  if (pass.Status === 'C') return 'closed';
  if (Date.parse(pass.ValidUntil) < now.getTime()) return 'overdue';
  if (pass.Movement === 'I') return pass.InAt ? 'closed' : 'awaiting_in';
  if (!pass.OutAt) return 'awaiting_out';
  if (pass.Movement === 'OI' && !pass.InAt) return 'out';
  return 'closed';
}

// ---------------------------------------------------------------- BCP

export const backupCauses = ['admin', 'offline'] as const;
const periodFilters = {
  GateCode: gateCode.optional(),
  Cause: z.enum(backupCauses).optional(),
};
/** GET /gpm/reports/bcp: the backup-mode periods touching the dates, newest first, with their scans counted. */
export const backupPeriodsQuerySchema = z
  .strictObject({ ...dateRange, ...periodFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type BackupPeriodsQuery = z.infer<typeof backupPeriodsQuerySchema>;
export const backupPeriodsFilterSchema = z
  .strictObject({ ...dateRange, ...periodFilters })
  .refine(rangeInOrder, rangeProblem);

export const backupPeriodRowSchema = z.object({
  PeriodId: z.number().int(),
  GateCode: z.string(),
  GateName: z.string().nullable(),
  StartedAt: timestamp,
  EndedAt: timestamp.nullable(),
  Cause: z.enum(backupCauses),
  UserCode: z.string().nullable(),
  Reason: z.string().nullable(),
  Scans: z.number().int().nonnegative(),
  Accepted: z.number().int().nonnegative(),
  Duplicates: z.number().int().nonnegative(),
  Conflicts: z.number().int().nonnegative(),
  Rejected: z.number().int().nonnegative(),
  /** Scans whose result on the server differs from what the gate showed offline. */
  Changed: z.number().int().nonnegative(),
  FirstReceivedAt: timestamp.nullable(),
  LastReceivedAt: timestamp.nullable(),
  /** The longest wait from scanning to the server receiving, in seconds. */
  MaxDelaySeconds: z.number().int().nullable(),
});
export type BackupPeriodRow = z.infer<typeof backupPeriodRowSchema>;
export const backupPeriodsAnswerSchema = reportEnvelopeSchema(backupPeriodRowSchema);

/** How a backup-mode scan came out once the server had it. */
export const reconciliations = ['accepted', 'duplicate', 'conflict', 'rejected'] as const;
export type Reconciliation = (typeof reconciliations)[number];

const backupScanFilters = {
  GateCode: gateCode.optional(),
  /** The scans of one period (at its gate, between its start and its end). */
  PeriodId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  Reconciliation: z.enum(reconciliations).optional(),
};
/** GET /gpm/reports/bcp/scans: the scans taken in backup mode, newest first. */
export const backupScansQuerySchema = z
  .strictObject({ ...dateRange, ...backupScanFilters, ...reportPaging })
  .refine(rangeInOrder, rangeProblem);
export type BackupScansQuery = z.infer<typeof backupScansQuerySchema>;
export const backupScansFilterSchema = z
  .strictObject({ ...dateRange, ...backupScanFilters })
  .refine(rangeInOrder, rangeProblem);

export const backupScanRowSchema = z.object({
  ScanId: z.uuid(),
  GateCode: z.string(),
  ScannedAt: timestamp,
  ReceivedAt: timestamp,
  DelaySeconds: z.number().int(),
  ScannedText: z.string(),
  PassNum: z.number().int().nullable(),
  Direction: scanDirectionSchema,
  /** What the gate showed the guard offline; the server's Result when the gate sent none. */
  OfflineResult: gateScanResultSchema.nullable(),
  Result: gateScanResultSchema,
  Reconciliation: z.enum(reconciliations),
  UserCode: z.string().nullable(),
});
export type BackupScanRow = z.infer<typeof backupScanRowSchema>;
export const backupScansAnswerSchema = reportEnvelopeSchema(backupScanRowSchema);

/** A stored result as the BCP report reconciles it. */
export function reconciliationOf(result: (typeof gateScanResults)[number]): Reconciliation {
  if (result === 'valid') return 'accepted';
  if (result === 'duplicate' || result === 'conflict') return result;
  return 'rejected';
}

/** The shape of a code that named no pass (see codeShapes). */
export function codeShapeOf(code: string): CodeShape {
  const text = code.trim().toUpperCase();
  if (/^GP-\d+$/.test(text)) return 'pass';
  if (/^DSP-\d+$/.test(text)) return 'dispatch';
  if (/^\d+$/.test(text)) return 'number';
  return 'other';
}

/** The fields each report's CSV holds, in order: the row schemas' own. */
export const gateReportCsvFields = {
  'scan-logs': scanLogRowSchema.keyof().options,
  'duplicate-logs': duplicateLogRowSchema.keyof().options,
  'not-existing-documents': notExistingRowSchema.keyof().options,
  document: passReportRowSchema.keyof().options,
  bcp: backupPeriodRowSchema.keyof().options,
  'bcp/scans': backupScanRowSchema.keyof().options,
} as const;
