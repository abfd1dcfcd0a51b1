import type { DispatchStop, StopDelivery, StopOutcome } from '../../../shared/api/dispatch';
import { Decimal } from '../../../shared/money/decimal';

/**
 * A stop's proof of delivery as the Delivered screen edits it: each line's delivered quantity as
 * typed (the line's full quantity until changed), the receiver, the time and a note. Pure, so the
 * screen only renders it and the tests read it.
 */
export interface PodDraft {
  quantities: Readonly<Record<number, string>>;
  receiver: string;
  /** `YYYY-MM-DDTHH:mm` as a datetime-local field holds it, in the browser's time zone. */
  time: string;
  note: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time as a datetime-local field shows it. */
export const localDateTime = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The field's local time as the API wants it: ISO with the offset of that moment. */
export function isoWithOffset(local: string): string | undefined {
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return undefined;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${localDateTime(date)}:${pad(date.getSeconds())}${sign}${hours}:${minutes}`;
}

/** A new draft: every line in full (or as recorded before), the receiver and note as recorded, now. */
export function podDraftOf(stop: DispatchStop, now: Date): PodDraft {
  return {
    quantities: Object.fromEntries(
      stop.Lines.map((line) => [line.LineNum, line.DeliveredQty ?? line.Quantity]),
    ),
    receiver: stop.ReceiverName ?? '',
    time: stop.DeliveredAt ? localDateTime(new Date(stop.DeliveredAt)) : localDateTime(now),
    note: stop.PodNote ?? '',
  };
}

/** The customer refused the stop: nothing delivered. */
export const refuseAll = (draft: PodDraft): PodDraft => ({
  ...draft,
  quantities: Object.fromEntries(Object.keys(draft.quantities).map((line) => [line, '0'])),
});

const decimalOf = (text: string): Decimal | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Decimal.of(trimmed);
};

export type LineProblem = 'notANumber' | 'aboveQuantity';

/** What is wrong with a line's typed quantity, if anything: not a number, or more than was loaded. */
export function lineProblem(quantity: string, typed: string): LineProblem | undefined {
  const value = decimalOf(typed);
  if (!value) return 'notANumber';
  return value.compare(Decimal.of(quantity)) > 0 ? 'aboveQuantity' : undefined;
}

/** What comes back of a line: its quantity less what was delivered (0 while the input is not a number). */
export function returnQuantity(quantity: string, typed: string): string {
  const value = decimalOf(typed);
  if (!value || value.compare(Decimal.of(quantity)) > 0) return '0';
  return Decimal.of(quantity).minus(value).toString();
}

/** The outcome the draft would record: refused when nothing, partial when less, delivered when all. */
export function draftOutcome(stop: Pick<DispatchStop, 'Lines'>, draft: PodDraft): StopOutcome {
  const returned = stop.Lines.map((line) =>
    returnQuantity(line.Quantity, draft.quantities[line.LineNum] ?? ''),
  );
  if (returned.every((quantity) => Decimal.of(quantity).isZero())) return 'delivered';
  const delivered = stop.Lines.every((line) => {
    const value = decimalOf(draft.quantities[line.LineNum] ?? '');
    return value?.isZero() ?? false;
  });
  return delivered ? 'refused' : 'partial';
}

/** Whether the draft may be sent: every quantity a number within its line. */
export const draftValid = (stop: Pick<DispatchStop, 'Lines'>, draft: PodDraft): boolean =>
  stop.Lines.every((line) => lineProblem(line.Quantity, draft.quantities[line.LineNum] ?? '') === undefined);

/** The request body: only the lines not delivered in full (the API takes the others as full). */
export function podRequest(
  stop: Pick<DispatchStop, 'Lines'>,
  draft: PodDraft,
  version: number,
): StopDelivery {
  const receiver = draft.receiver.trim();
  const note = draft.note.trim();
  const at = isoWithOffset(draft.time);
  return {
    version,
    ...(receiver ? { ReceiverName: receiver } : {}),
    ...(at ? { DeliveredAt: at } : {}),
    ...(note ? { Note: note } : {}),
    Lines: stop.Lines.flatMap((line) => {
      const typed = decimalOf(draft.quantities[line.LineNum] ?? '');
      return typed && !typed.equals(Decimal.of(line.Quantity))
        ? [{ LineNum: line.LineNum, DeliveredQty: typed.toString() }]
        : [];
    }),
  };
}
