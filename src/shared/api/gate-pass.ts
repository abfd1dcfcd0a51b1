import { z } from 'zod';
import { boundedText } from '../wire/wire-formats';

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
