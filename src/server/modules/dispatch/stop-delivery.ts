import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StopOutcome, stopDeliverySchema } from '../../../shared/api/dispatch';
import { Decimal } from '../../../shared/money/decimal';
import type { Db, Tx } from '../../db/database';
import {
  dispatchNotes,
  dispatchReturnLines,
  dispatchReturns,
  dispatchStopLines,
  dispatchStops,
} from '../../db/schema/dispatch';
import { documentLines } from '../../db/schema/documents';
import { AppError, type FieldTexts, notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { Caller } from '../../resources/record-store';
import { lockNote } from './dispatch-locked-note';

export type StopDeliveryInput = z.output<typeof stopDeliverySchema>;

interface StopLine {
  LineNum: number;
  Quantity: string;
}

/**
 * The stop's lines with their quantities: as the note stored them, else (a stop planned before its
 * lines were kept) the delivery's open lines, written now so that the record has somewhere to go.
 */
async function stopLinesOf(tx: Tx, DocEntry: number, StopNum: number, DeliveryEntry: number) {
  const kept = await tx
    .select({ LineNum: dispatchStopLines.LineNum, Quantity: dispatchStopLines.Quantity })
    .from(dispatchStopLines)
    .where(and(eq(dispatchStopLines.DocEntry, DocEntry), eq(dispatchStopLines.StopNum, StopNum)))
    .orderBy(dispatchStopLines.LineNum);
  if (kept.length > 0) return kept;
  const delivered = await tx
    .select({ LineNum: documentLines.LineNum, Quantity: documentLines.Quantity })
    .from(documentLines)
    .where(and(eq(documentLines.ObjType, '15'), eq(documentLines.DocEntry, DeliveryEntry)))
    .orderBy(documentLines.LineNum);
  if (delivered.length > 0)
    await tx.insert(dispatchStopLines).values(delivered.map((line) => ({ DocEntry, StopNum, ...line })));
  return delivered;
}

/**
 * What was handed over per line: the quantities sent, the others in full. Refuses a line the stop
 * does not have, one named twice, or more than the line holds (400, by field).
 */
export function deliveredQuantities(
  lines: readonly StopLine[],
  sent: StopDeliveryInput['Lines'],
): Map<number, Decimal> {
  const quantities = new Map(lines.map((line) => [line.LineNum, Decimal.of(line.Quantity)]));
  const delivered = new Map(quantities);
  const fields: FieldTexts = {};
  const seen = new Set<number>();
  sent.forEach((line, index) => {
    const quantity = quantities.get(line.LineNum);
    if (quantity === undefined) fields[`Lines.${index}.LineNum`] = [said('notStopLine')];
    else if (seen.has(line.LineNum)) fields[`Lines.${index}.LineNum`] = [said('lineNamedTwice')];
    else if (Decimal.of(line.DeliveredQty).compare(quantity) > 0)
      fields[`Lines.${index}.DeliveredQty`] = [said('aboveLineQuantity', { quantity: quantity.toString() })];
    else delivered.set(line.LineNum, Decimal.of(line.DeliveredQty));
    seen.add(line.LineNum);
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return delivered;
}

/** Delivered in full, nothing at all (refused, also for a stop without quantity) or partly. */
export function outcomeOf(lines: readonly StopLine[], delivered: Map<number, Decimal>): StopOutcome {
  const short = lines.filter(
    (line) => (delivered.get(line.LineNum) ?? Decimal.zero).compare(line.Quantity) < 0,
  );
  if (short.length === 0) return 'delivered';
  return lines.every((line) => (delivered.get(line.LineNum) ?? Decimal.zero).isZero())
    ? 'refused'
    : 'partial';
}

/**
 * The stop's open return made to say what came back now: written anew (lines replaced) while it
 * is open, removed when nothing comes back any more, refused (409) once posted. One per stop (the
 * unique index); the stop's row lock, taken through its note, serialises two records of one stop.
 */
async function rewriteReturn(
  tx: Tx,
  stop: { DocEntry: number; StopNum: number; DeliveryEntry: number; CardCode: string },
  back: { LineNum: number; Quantity: string }[],
  context: { Reason: string | null; userId: number },
) {
  const [existing] = await tx
    .select({ ReturnEntry: dispatchReturns.ReturnEntry, Status: dispatchReturns.Status })
    .from(dispatchReturns)
    .where(and(eq(dispatchReturns.DispatchEntry, stop.DocEntry), eq(dispatchReturns.StopNum, stop.StopNum)))
    .for('update');
  if (existing?.Status === 'C')
    throw new AppError(409, 'INVALID_STATE', said('dispatchReturnAlreadyPosted', { stop: stop.StopNum }));
  if (back.length === 0) {
    if (existing)
      await tx.delete(dispatchReturns).where(eq(dispatchReturns.ReturnEntry, existing.ReturnEntry));
    return;
  }
  let ReturnEntry = existing?.ReturnEntry;
  if (ReturnEntry === undefined) {
    const [created] = await tx
      .insert(dispatchReturns)
      .values({
        DispatchEntry: stop.DocEntry,
        StopNum: stop.StopNum,
        DeliveryEntry: stop.DeliveryEntry,
        CardCode: stop.CardCode,
        Reason: context.Reason,
        UserSign: context.userId,
      })
      .returning({ ReturnEntry: dispatchReturns.ReturnEntry });
    if (!created) throw new Error('the dispatch return was not written');
    ReturnEntry = created.ReturnEntry;
  } else {
    await tx
      .update(dispatchReturns)
      .set({ Reason: context.Reason, UserSign: context.userId, version: sql`${dispatchReturns.version} + 1` })
      .where(eq(dispatchReturns.ReturnEntry, ReturnEntry));
    await tx.delete(dispatchReturnLines).where(eq(dispatchReturnLines.ReturnEntry, ReturnEntry));
  }
  await tx.insert(dispatchReturnLines).values(back.map((line) => ({ ReturnEntry, ...line })));
}

/**
 * Records a stop's proof of delivery on a note on the road (one transaction): the delivered
 * quantity of every line (in full unless named), the outcome, receiver, time and note; what fell
 * short becomes (or rewrites) the stop's open dispatch return. The note's version is checked and
 * moved, so a stale screen is told (409).
 */
export async function recordStopDelivery(
  db: Db,
  caller: Caller,
  key: { DocEntry: number; StopNum: number },
  input: StopDeliveryInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, caller.ability, 'update', key.DocEntry, input.version);
    if (note.Status !== 'R')
      throw new AppError(409, 'INVALID_STATE', said('dispatchNotOnRoad', { number: note.DocNum }));
    const [stop] = await tx
      .select({ DeliveryEntry: dispatchStops.DeliveryEntry, CardCode: dispatchStops.CardCode })
      .from(dispatchStops)
      .where(
        and(
          eq(dispatchStops.DocEntry, key.DocEntry),
          eq(dispatchStops.StopNum, key.StopNum),
          eq(dispatchStops.Active, 'Y'),
        ),
      );
    if (!stop) throw notFound(said('dispatchStopNotFound', { number: note.DocNum, stop: key.StopNum }));
    const lines = await stopLinesOf(tx, key.DocEntry, key.StopNum, stop.DeliveryEntry);
    const delivered = deliveredQuantities(lines, input.Lines);
    const Note = input.Note ?? null;
    await tx
      .update(dispatchStops)
      .set({
        Outcome: outcomeOf(lines, delivered),
        ReceiverName: input.ReceiverName ?? null,
        DeliveredAt: input.DeliveredAt ? new Date(input.DeliveredAt) : sql`now()`,
        PodNote: Note,
      })
      .where(and(eq(dispatchStops.DocEntry, key.DocEntry), eq(dispatchStops.StopNum, key.StopNum)));
    for (const line of lines)
      await tx
        .update(dispatchStopLines)
        .set({ DeliveredQty: (delivered.get(line.LineNum) ?? Decimal.zero).toString() })
        .where(
          and(
            eq(dispatchStopLines.DocEntry, key.DocEntry),
            eq(dispatchStopLines.StopNum, key.StopNum),
            eq(dispatchStopLines.LineNum, line.LineNum),
          ),
        );
    const back = lines.flatMap((line) => {
      const short = Decimal.of(line.Quantity).minus(delivered.get(line.LineNum) ?? Decimal.zero);
      return short.isPositive() ? [{ LineNum: line.LineNum, Quantity: short.toString() }] : [];
    });
    await rewriteReturn(tx, { ...key, ...stop }, back, { Reason: Note, userId: caller.userId });
    await tx
      .update(dispatchNotes)
      .set({ version: sql`${dispatchNotes.version} + 1` })
      .where(eq(dispatchNotes.DocEntry, key.DocEntry));
  });
}
