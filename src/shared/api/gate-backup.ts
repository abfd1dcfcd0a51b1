import { z } from 'zod';
import { boundedText, yesNoFlag } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';
import { gateDirections, gatePassTypeSchema } from './gate-pass';

/**
 * Backup mode of the gates (issue 24): an administrator switches a gate to backup and back with a
 * reason; a gate that loses the server enters it on its own, and the period it worked from its
 * cache is recorded when its queue arrives. The scan contract itself is gate-pass.ts.
 */
export const gateBackupCauses = ['admin', 'offline'] as const;
export type GateBackupCause = (typeof gateBackupCauses)[number];

/** POST /gpm/gates/{GateCode}/backup: on with why, off (a reason is optional then). */
export const gateBackupSwitchSchema = z
  .strictObject({
    On: z.boolean(),
    Reason: boundedText(200).optional(),
  })
  .refine((body) => !body.On || (body.Reason ?? '').trim() !== '', {
    path: ['Reason'],
    message: 'is required to switch backup mode on',
  });
export type GateBackupSwitch = z.infer<typeof gateBackupSwitchSchema>;

export const gateCodeParamsSchema = z.strictObject({ GateCode: boundedText(20) });

/** One period a gate worked in backup mode; EndedAt null while an administrator's switch holds. */
export const gateBackupPeriodSchema = z.object({
  PeriodId: z.number(),
  GateCode: z.string(),
  GateName: z.string(),
  StartedAt: z.string(),
  EndedAt: z.string().nullable(),
  Cause: z.enum(gateBackupCauses),
  UserName: z.string().nullable(),
  Reason: z.string().nullable(),
  /** For an offline period: how many backup scans its queue brought. */
  Scans: z.number(),
});
export type GateBackupPeriod = z.infer<typeof gateBackupPeriodSchema>;

export const gateBackupPeriodsQuerySchema = z.strictObject({
  GateCode: boundedText(20).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const gateBackupPeriodsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(gateBackupPeriodSchema), total: z.number() }),
});

/**
 * A gate as the scan desk and the backup screen see it: what it lets through, and its backup
 * state as far as the server knows it (a gate working offline right now is unknown to it until
 * its queue arrives).
 */
export const gateStateSchema = z.object({
  GateCode: z.string(),
  GateName: z.string(),
  WhsCode: z.string().nullable(),
  Direction: z.enum(gateDirections),
  AllowedTypes: z.array(gatePassTypeSchema),
  Active: yesNoFlag,
  BackupMode: yesNoFlag,
  BackupAllowed: yesNoFlag,
  BackupMaxHours: z.number(),
  /** While BackupMode is Y: since when and why. */
  BackupSince: z.string().nullable(),
  BackupReason: z.string().nullable(),
  /** When the gate's last backup queue arrived. */
  LastSyncAt: z.string().nullable(),
  /** The gate's last scan the server knows of. */
  LastScanAt: z.string().nullable(),
  version: z.number(),
});
export type GateState = z.infer<typeof gateStateSchema>;

/** GET /gpm/gate-states: the gates the caller scans at or administers. */
export const gateStatesAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(gateStateSchema) }),
});

export const gateStateAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: gateStateSchema,
});
