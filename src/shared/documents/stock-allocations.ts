import { z } from 'zod';
import { boundedText, int4Key, isoDate, positiveDecimal } from '../wire/wire-formats';

/**
 * What a document line says of the batches, serials and bins its quantity moves, with SAP
 * Business One's Service Layer names (DocumentLines[].BatchNumbers, SerialNumbers,
 * DocumentLinesBinAllocations). Quantities are in inventory units. A receipt names the batches it
 * creates or adds to (with their dates) and the serials it brings in; an issue names what it
 * takes, or, for batches, leaves the choice to the server (earliest expiry first).
 */
export const batchAllocationSchema = z.strictObject({
  BatchNumber: boundedText(36),
  Quantity: positiveDecimal(),
  ExpiryDate: isoDate.nullable().optional(),
  ManufacturingDate: isoDate.nullable().optional(),
});
export type BatchAllocation = z.infer<typeof batchAllocationSchema>;

export const serialAllocationSchema = z.strictObject({
  InternalSerialNumber: boundedText(36),
  ExpiryDate: isoDate.nullable().optional(),
  ManufacturingDate: isoDate.nullable().optional(),
});
export type SerialAllocation = z.infer<typeof serialAllocationSchema>;

/**
 * Which side of the line a bin is on, as the Service Layer's StockTransferLinesBinAllocations say
 * it: the bin stock leaves (`batFromWarehouse`) or enters (`batToWarehouse`). Only an inventory
 * transfer has both; without it a bin is on the side the line moves stock at (a transfer's: the
 * warehouse it leaves).
 */
export const binActionTypeSchema = z.enum(['batFromWarehouse', 'batToWarehouse']);
export type BinActionType = z.infer<typeof binActionTypeSchema>;

export const binAllocationSchema = z.strictObject({
  BinAbsEntry: int4Key,
  Quantity: positiveDecimal(),
  BinActionType: binActionTypeSchema.optional(),
  /**
   * The batch this bin's quantity is of, as its index in the line's BatchNumbers (the Service
   * Layer's name): in a bin warehouse stock is kept per batch in each bin. Without it the bins take
   * the batches in the order named, each bin filled before the next.
   */
  SerialAndBatchNumbersBaseLine: z.number().int().min(0).max(499).optional(),
});
export type BinAllocation = z.infer<typeof binAllocationSchema>;

/** The most serials one line may name: one per unit, so a line of more units names them in several lines. */
export const maxSerialsPerLine = 5000;

/** The allocation fields a document line input may carry. */
export const lineAllocationShape = {
  BatchNumbers: z.array(batchAllocationSchema).max(500).optional(),
  SerialNumbers: z.array(serialAllocationSchema).max(maxSerialsPerLine).optional(),
  DocumentLinesBinAllocations: z.array(binAllocationSchema).max(100).optional(),
};

export const lineAllocationSchema = z.strictObject(lineAllocationShape);
export type LineAllocation = z.infer<typeof lineAllocationSchema>;

/** Whether an allocation names batches or serials (not only bins). */
export const namesBatchesOrSerials = (allocation: LineAllocation | undefined) =>
  Boolean(allocation?.BatchNumbers?.length || allocation?.SerialNumbers?.length);

/**
 * A transfer line's allocation split by side: the warehouse the stock leaves takes the batches,
 * serials and the bins not marked `batToWarehouse`; the one it enters the `batToWarehouse` bins
 * (its batches and serials are those the other side took).
 */
export function transferSides(allocation: LineAllocation): {
  issuing: LineAllocation | undefined;
  receiving: LineAllocation | undefined;
} {
  const bins = allocation.DocumentLinesBinAllocations ?? [];
  const into = bins.filter((bin) => bin.BinActionType === 'batToWarehouse');
  const out = bins.filter((bin) => bin.BinActionType !== 'batToWarehouse');
  const issuing: LineAllocation = {
    ...(allocation.BatchNumbers?.length ? { BatchNumbers: allocation.BatchNumbers } : {}),
    ...(allocation.SerialNumbers?.length ? { SerialNumbers: allocation.SerialNumbers } : {}),
    ...(out.length ? { DocumentLinesBinAllocations: out } : {}),
  };
  return {
    issuing: Object.keys(issuing).length ? issuing : undefined,
    receiving: into.length ? { DocumentLinesBinAllocations: into } : undefined,
  };
}

/**
 * How the batches of a line were chosen: named by the request, FEFO by the server (earliest
 * expiry first, then oldest), taken back from what the line moved before (a cancellation), or
 * those its base line moved (a return copied from its delivery).
 */
export const batchSelectionSchema = z.enum(['given', 'FEFO', 'reversal', 'base']);

/** What a posted line moved, as the answer to its posting says it. */
export const postedAllocationSchema = z.object({
  LineNum: z.number().int(),
  WhsCode: z.string(),
  BatchNumbers: z.array(
    z.object({
      BatchNumber: z.string(),
      Quantity: z.string(),
      ExpiryDate: z.string().nullable(),
    }),
  ),
  BatchSelection: batchSelectionSchema.nullable(),
  SerialNumbers: z.array(z.object({ InternalSerialNumber: z.string() })),
  /** Per bin; for a batch item in a bin warehouse per batch in each bin, naming its batch by index. */
  DocumentLinesBinAllocations: z.array(
    z.object({
      BinAbsEntry: z.number().int(),
      Quantity: z.string(),
      SerialAndBatchNumbersBaseLine: z.number().int().optional(),
    }),
  ),
});
export type PostedAllocation = z.infer<typeof postedAllocationSchema>;

/** One movement of a batch or serial: the document line that moved it, where, and how much. */
export const trackedMovementSchema = z.object({
  TransType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int().nullable(),
  DocLineNum: z.number().int(),
  DocDate: z.string(),
  WhsCode: z.string(),
  /** Positive into stock, negative out of it, in inventory units. */
  Quantity: z.string(),
});
export type TrackedMovement = z.infer<typeof trackedMovementSchema>;

/** The most movements one history answer holds, newest first. */
export const maxTrackedMovements = 500;
