import { z } from 'zod';
import { yesNoFlag } from '../wire/wire-formats';

/**
 * GPS positions a rep's client reports while they work (issue 25), and what the client reads
 * first: the GPS setup and the user's own consent. Positions come in batches, as a client that was
 * offline sends what it queued; each carries an id the client made, so a batch sent again stores
 * nothing twice.
 */

/** The most positions one request carries: an hour at the shortest interval is 360. */
export const maxPositionsPerBatch = 500;

export const gpsPositionSchema = z.strictObject({
  /** Made by the client once per fix (a UUID): the same id twice is stored once. */
  ClientId: z
    .string()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9._:-]+$/, 'may hold letters, digits and . _ : - only'),
  /** WGS 84 degrees, as the device gives them (stored to six decimals, about 0.1 m). */
  Latitude: z
    .number('must be a number of degrees')
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  Longitude: z
    .number('must be a number of degrees')
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  /** The fix's accuracy radius in metres, as the device reports it. */
  AccuracyM: z.number().min(0, 'must not be negative').max(100_000, 'must be at most 100000').optional(),
  /** When the fix was taken, with its offset: 2026-11-28T09:15:00+01:00. */
  RecordedAt: z.iso.datetime({
    offset: true,
    message: 'must be a date and time such as 2026-11-28T09:15:00Z',
  }),
});
export type GpsPosition = z.infer<typeof gpsPositionSchema>;

export const gpsPositionBatchSchema = z.strictObject({
  Positions: z
    .array(gpsPositionSchema)
    .min(1, 'must hold at least one position')
    .max(maxPositionsPerBatch, `must hold at most ${maxPositionsPerBatch} positions`),
});
export type GpsPositionBatch = z.infer<typeof gpsPositionBatchSchema>;

/** What a batch did: stored, already stored (sent before), or left out as less accurate than the setup asks. */
export const gpsBatchAnswerSchema = z.object({
  Stored: z.number().int(),
  AlreadyStored: z.number().int(),
  TooInaccurate: z.number().int(),
});
export type GpsBatchAnswer = z.infer<typeof gpsBatchAnswerSchema>;

/** What the client needs before it reports: the GPS setup and the caller's own consent (null: not asked yet). */
export const gpsClientSetupSchema = z.object({
  TrackingOn: yesNoFlag,
  IntervalSeconds: z.number().int(),
  MinAccuracyM: z.number().int(),
  WorkStart: z.string(),
  WorkEnd: z.string(),
  ConsentRequired: yesNoFlag,
  Consent: yesNoFlag.nullable(),
});
export type GpsClientSetup = z.infer<typeof gpsClientSetupSchema>;

export const gpsConsentSchema = z.strictObject({ Consent: yesNoFlag });
