import { z } from 'zod';
import { boundedText, int4KeyText, isoDate, positiveDecimal, yesNoFlag } from '../wire/wire-formats';
import { documentPdfQuerySchema } from './document-pdf';
import { listCursorSchema, listEnvelopeSchema, resultCodeOk } from './envelopes';

/**
 * Gate pass management (issue 24): passes say what may leave or enter through a gate; guards scan
 * them; every scan is logged. SAP Business One has no such object: numbering series and the
 * relationship map know a pass by `gatePassObjectType`.
 *
 * This file is the contract between the gate screen (online and in backup mode) and the server;
 * the tables are in src/server/db/schema/gate-pass.ts.
 */
export const gatePassObjectType = 'OGPS';

/** The code printed as QR on a pass. A pass made from a dispatch note also answers to DSP-<DocNum>. */
export const gatePassScanCode = (DocNum: number) => `GP-${DocNum}`;

/** Where a pass comes from: a dispatch note, a delivery (15), goods issue (60), transfer (67), return (16), or a visitor's goods. */
export const gatePassTypes = [
  'dispatch',
  'delivery',
  'goods_issue',
  'transfer',
  'return',
  'visitor',
] as const;
export type GatePassType = (typeof gatePassTypes)[number];
export const gatePassTypeSchema = z.enum(gatePassTypes);

/** O out only, I in only, OI out and back in. */
export const gatePassMovements = ['O', 'I', 'OI'] as const;
export type GatePassMovement = (typeof gatePassMovements)[number];

/** O open, C closed (every scan its movement needs was made), X cancelled. */
export const gatePassStatuses = ['O', 'C', 'X'] as const;
export type GatePassStatus = (typeof gatePassStatuses)[number];

/** A gate lets goods out (O), in (I) or both (B). */
export const gateDirections = ['O', 'I', 'B'] as const;
export type GateDirection = (typeof gateDirections)[number];

/** The direction of one scan. */
export const scanDirections = ['O', 'I'] as const;
export type ScanDirection = (typeof scanDirections)[number];
export const scanDirectionSchema = z.enum(scanDirections);

export const gateScanModes = ['online', 'backup'] as const;
export type GateScanMode = (typeof gateScanModes)[number];

/**
 * What a scan answers, in the order the server checks them: the code names no pass
 * (not_existing); the pass is cancelled; outside its validity (expired, also before ValidFrom);
 * this gate may not let it through (wrong_gate: another gate named on the pass, a type the gate
 * does not allow, or a direction the gate or the pass's movement does not have); it was already
 * scanned in this direction (duplicate, with when and where); otherwise valid. `conflict` is
 * given only to backup-mode scans: the gate accepted a pass offline that another gate had
 * already let through.
 */
export const gateScanResults = [
  'valid',
  'duplicate',
  'not_existing',
  'expired',
  'cancelled',
  'wrong_gate',
  'conflict',
] as const;
export type GateScanResult = (typeof gateScanResults)[number];
export const gateScanResultSchema = z.enum(gateScanResults);

/** One scan as a gate sends it, online or from its backup queue. `ScanId` is made on the gate. */
export const gateScanSchema = z.strictObject({
  ScanId: z.uuid(),
  /** The scanner's burst or what the guard typed: GP-12, DSP-40, or a bare pass number. */
  Code: boundedText(100),
  Direction: scanDirectionSchema,
  /** The gate's clock when the code was scanned. */
  ScannedAt: z.iso.datetime({ offset: true }),
  /** What the gate showed the guard when it scanned in backup mode. */
  OfflineResult: gateScanResultSchema.optional(),
});
export type GateScan = z.infer<typeof gateScanSchema>;

/** POST /gpm/gates/{GateCode}/scans: one scan, answered at once. */
export const gateScanRequestSchema = gateScanSchema;

/** POST /gpm/gates/{GateCode}/scans/batch: a backup queue, sent again until answered. */
export const gateScanBatchSchema = z.strictObject({
  Scans: z.array(gateScanSchema).min(1).max(500),
});

/** What a pass lets through, as the gate shows it after a scan. */
export const gatePassSummarySchema = z.object({
  DocEntry: z.number(),
  DocNum: z.number(),
  PassType: gatePassTypeSchema,
  Movement: z.enum(gatePassMovements),
  Status: z.enum(gatePassStatuses),
  ValidFrom: z.string(),
  ValidUntil: z.string(),
  GateCode: z.string().nullable(),
  CardCode: z.string().nullable(),
  CardName: z.string().nullable(),
  CarrierName: z.string().nullable(),
  PlateNum: z.string().nullable(),
  ScanCode: z.string(),
  SourceScanCode: z.string().nullable(),
  Lines: z.array(
    z.object({
      LineNum: z.number(),
      ItemCode: z.string().nullable(),
      Dscription: z.string(),
      Quantity: z.string(),
      UomCode: z.string().nullable(),
    }),
  ),
});
export type GatePassSummary = z.infer<typeof gatePassSummarySchema>;

/** The server's answer to one scan; for a duplicate or conflict, the valid scan it repeats. */
export const gateScanOutcomeSchema = z.object({
  ScanId: z.uuid(),
  Result: gateScanResultSchema,
  /** true when this ScanId had already been stored: the answer is the stored one. */
  Replayed: z.boolean(),
  Pass: gatePassSummarySchema.nullable(),
  First: z
    .object({ ScanId: z.uuid(), GateCode: z.string(), ScannedAt: z.string(), Mode: z.enum(gateScanModes) })
    .nullable(),
});
export type GateScanOutcome = z.infer<typeof gateScanOutcomeSchema>;

export const gateScanBatchOutcomeSchema = z.object({ Outcomes: z.array(gateScanOutcomeSchema) });

// ---------------------------------------------------------------- gates, passes and scan logs (wt-gate-core)

/** A gate as a gate screen and the pass forms show it (GET /gpm/gates). */
export const gateSchema = z.object({
  GateCode: z.string(),
  GateName: z.string(),
  WhsCode: z.string().nullable(),
  WhsName: z.string().nullable(),
  Direction: z.enum(gateDirections),
  AllowedTypes: z.array(gatePassTypeSchema),
  Active: yesNoFlag,
  BackupMode: yesNoFlag,
  BackupAllowed: yesNoFlag,
  BackupMaxHours: z.number(),
  /** Whether the caller may scan at this gate (create GateScan on its warehouse). */
  MayScan: z.boolean(),
});
export type Gate = z.infer<typeof gateSchema>;
export const gateListAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(gateSchema), total: z.number() }),
});
export const gateAnswerSchema = z.object({ ResultCode: z.literal(resultCodeOk), ResponseData: gateSchema });
export const gateParamsSchema = z.strictObject({ GateCode: boundedText(20) });

/** The source documents a pass is made from today: a dispatch note (ODSP). */
export const gatePassSourceTypes = ['ODSP'] as const;
export type GatePassSourceType = (typeof gatePassSourceTypes)[number];

/** The pass type a source document gives. */
export const passTypeOfSource: Record<GatePassSourceType, GatePassType> = { ODSP: 'dispatch' };

/** A line typed by hand on a visitor's pass. */
export const gatePassLineInputSchema = z.strictObject({
  ItemCode: boundedText(50).nullish(),
  Dscription: boundedText(200).pipe(z.string().min(1, 'is required')),
  Quantity: positiveDecimal(),
  UomCode: boundedText(20).nullish(),
});

/**
 * POST /gpm/gate-passes: from a source document (`SourceType` and `SourceEntry`: its lines, partner,
 * vehicle and driver are copied) or by hand (a visitor's goods: `CarrierName` and `Lines`). The
 * validity defaults to now and the next 24 hours; `GateCode` names the one gate it may pass.
 */
export const gatePassCreateSchema = z
  .strictObject({
    SourceType: z.enum(gatePassSourceTypes).optional(),
    SourceEntry: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    Movement: z.enum(gatePassMovements).optional(),
    GateCode: boundedText(20).nullish(),
    /** The warehouse of a pass by hand that names no gate. */
    WhsCode: boundedText(8).nullish(),
    ValidFrom: z.iso.datetime({ offset: true }).optional(),
    ValidUntil: z.iso.datetime({ offset: true }).optional(),
    CardCode: boundedText(15).nullish(),
    CarrierName: boundedText(100).nullish(),
    PlateNum: boundedText(20).nullish(),
    Comments: boundedText(254, { multiline: true }).nullish(),
    Lines: z.array(gatePassLineInputSchema).max(200).optional(),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (input.SourceType !== undefined || input.SourceEntry !== undefined) {
      if (input.SourceType === undefined) issue('SourceType', 'is required');
      if (input.SourceEntry === undefined) issue('SourceEntry', 'is required');
      if (input.Lines !== undefined) issue('Lines', 'come from the source document');
    } else {
      if (!input.CarrierName) issue('CarrierName', 'is required');
      if (!input.Lines?.length) issue('Lines', 'needs at least one line');
      if (!input.GateCode && !input.WhsCode) issue('WhsCode', 'is required when no gate is named');
    }
    if (input.ValidFrom && input.ValidUntil && Date.parse(input.ValidUntil) <= Date.parse(input.ValidFrom))
      issue('ValidUntil', 'must be after ValidFrom');
  });
export type GatePassCreate = z.input<typeof gatePassCreateSchema>;

export const gatePassParamsSchema = z.strictObject({ DocEntry: int4KeyText });

/** A pass as its record screen shows it: the summary a gate sees, and its history. */
export const gatePassSchema = gatePassSummarySchema.extend({
  DocDate: z.string(),
  WhsCode: z.string().nullable(),
  GateName: z.string().nullable(),
  SourceType: z.string().nullable(),
  SourceEntry: z.number().nullable(),
  Comments: z.string().nullable(),
  OutAt: z.string().nullable(),
  InAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  UserSign: z.number().nullable(),
  CreateDate: z.string(),
  version: z.number(),
});
export type GatePass = z.infer<typeof gatePassSchema>;
export const gatePassAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: gatePassSchema,
});

/** One row of the passes list (GET /gpm/gate-passes). */
export const gatePassHeaderSchema = gatePassSchema.omit({ Lines: true }).extend({ LineCount: z.number() });
export type GatePassHeader = z.infer<typeof gatePassHeaderSchema>;

/**
 * What the report grid sends (src/client/reports): its page size as `per_page`, which stands for
 * `Top`, and its page number and count flag, which a keyset list reads as `after` and always counts.
 */
const reportPagingSchema = {
  per_page: z.coerce.number().int().min(1).max(500).optional(),
  page: z.coerce.number().int().min(1).optional(),
  count: z.enum(['0', '1']).optional(),
};

/** GET /gpm/gate-passes: newest first, a page at a time. */
export const gatePassListQuerySchema = z.strictObject({
  /** One or more statuses, comma-separated. */
  Status: z
    .string()
    .regex(/^[OCX](,[OCX])*$/, 'must be statuses such as O,C')
    .optional(),
  PassType: gatePassTypeSchema.optional(),
  GateCode: boundedText(20).optional(),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  DocNum: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  SourceType: z.enum(gatePassSourceTypes).optional(),
  SourceEntry: int4KeyText.optional(),
  Top: z.coerce.number().int().min(1).max(500).default(50),
  after: listCursorSchema.optional(),
  ...reportPagingSchema,
});
export type GatePassListQuery = z.input<typeof gatePassListQuerySchema>;
export const gatePassListAnswerSchema = listEnvelopeSchema(gatePassHeaderSchema);

/** POST /gpm/gate-passes/{DocEntry}/cancel: the version read, when the caller has one. */
export const gatePassCancelSchema = z.strictObject({ version: z.number().int().nonnegative().optional() });

/** GET /gpm/gate-passes/{DocEntry}/pdf */
export const gatePassPdfQuerySchema = documentPdfQuerySchema;

/** One answer to a scan: the outcome, or (batch) every outcome in the order sent. */
export const gateScanAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: gateScanOutcomeSchema,
});
export const gateScanBatchAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: gateScanBatchOutcomeSchema,
});

/** GET /gpm/gates/{GateCode}/pass-cache: the open passes a gate may let through now and in the next hours. */
export const gatePassCacheQuerySchema = z.strictObject({
  /** Hours ahead; without it, the hours the backup mode settings say (CacheHours). */
  Hours: z.coerce.number().int().min(1).max(72).optional(),
});
export const gatePassCacheAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    GateCode: z.string(),
    /** The server's clock when the cache was made, and until when its passes were chosen. */
    CachedAt: z.string(),
    Until: z.string(),
    Passes: z.array(gatePassSummarySchema),
    /** The valid scans already made of these passes, so the gate flags a duplicate offline too. */
    Scanned: z.array(
      z.object({
        PassEntry: z.number(),
        Direction: scanDirectionSchema,
        ScanId: z.uuid(),
        GateCode: z.string(),
        ScannedAt: z.string(),
      }),
    ),
  }),
});
export type GatePassCache = z.infer<typeof gatePassCacheAnswerSchema>['ResponseData'];

/** One row of the scan log (GET /gpm/scans). */
export const gateScanLogSchema = z.object({
  ScanId: z.uuid(),
  GateCode: z.string(),
  GateName: z.string(),
  WhsCode: z.string().nullable(),
  ScannedText: z.string(),
  PassEntry: z.number().nullable(),
  PassNum: z.number().nullable(),
  PassType: gatePassTypeSchema.nullable(),
  Direction: scanDirectionSchema,
  Result: gateScanResultSchema,
  DuplicateOf: z.uuid().nullable(),
  Mode: z.enum(gateScanModes),
  OfflineResult: gateScanResultSchema.nullable(),
  ScannedAt: z.string(),
  ReceivedAt: z.string(),
  UserId: z.number().nullable(),
  UserName: z.string().nullable(),
});
export type GateScanLog = z.infer<typeof gateScanLogSchema>;

/** GET /gpm/scans: newest scan first; every filter optional. */
export const gateScanListQuerySchema = z.strictObject({
  GateCode: boundedText(20).optional(),
  /** One or more results, comma-separated (duplicate,conflict). */
  Result: z
    .string()
    .regex(
      new RegExp(`^(${gateScanResults.join('|')})(,(${gateScanResults.join('|')}))*$`),
      'must be scan results',
    )
    .optional(),
  Mode: z.enum(gateScanModes).optional(),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  PassEntry: int4KeyText.optional(),
  Top: z.coerce.number().int().min(1).max(500).default(50),
  after: listCursorSchema.optional(),
  ...reportPagingSchema,
});
export type GateScanListQuery = z.input<typeof gateScanListQuerySchema>;
export const gateScanListAnswerSchema = listEnvelopeSchema(gateScanLogSchema);
