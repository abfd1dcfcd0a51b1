import { describe, expect, it } from 'vitest';
import type { DispatchStop } from '../../../shared/api/dispatch';
import {
  draftOutcome,
  draftValid,
  isoWithOffset,
  lineProblem,
  podDraftOf,
  podRequest,
  refuseAll,
  returnQuantity,
} from './pod-model';

const line = (LineNum: number, Quantity: string) => ({
  LineNum,
  ItemCode: `I${LineNum}`,
  ItemName: `Item ${LineNum}`,
  WhsCode: 'WH01',
  unitMsr: null,
  Quantity,
  DeliveredQty: null,
  ReturnQty: '0',
  Weight: '0',
  Volume: '0',
});

const stop: DispatchStop = {
  StopNum: 1,
  DeliveryEntry: 7,
  DeliveryNum: 70,
  DeliveryDueDate: '2026-11-28',
  CardCode: 'C1',
  CardName: 'Customer',
  ShipToCode: null,
  Address2: null,
  TerritoryName: null,
  Weight: '0',
  Volume: '0',
  Outcome: 'pending',
  ReceiverName: null,
  DeliveredAt: null,
  PodNote: null,
  ReturnEntry: null,
  Lines: [line(0, '10'), line(1, '4.5')],
};

describe('a stop proof of delivery draft', () => {
  const now = new Date(2026, 10, 28, 9, 5);

  it('starts with every line delivered in full, now, and nothing to send', () => {
    const draft = podDraftOf(stop, now);
    expect(draft).toEqual({
      quantities: { 0: '10', 1: '4.5' },
      receiver: '',
      time: '2026-11-28T09:05',
      note: '',
    });
    expect(draftOutcome(stop, draft)).toBe('delivered');
    expect(podRequest(stop, draft, 3).Lines).toEqual([]);
  });

  it('sends only the partial lines, and shows what comes back', () => {
    const draft = { ...podDraftOf(stop, now), quantities: { 0: '7', 1: '4.5' }, receiver: ' Ana ' };
    expect(draftOutcome(stop, draft)).toBe('partial');
    expect(returnQuantity('10', '7')).toBe('3');
    const request = podRequest(stop, draft, 3);
    expect(request).toMatchObject({
      version: 3,
      ReceiverName: 'Ana',
      Lines: [{ LineNum: 0, DeliveredQty: '7' }],
    });
    expect(request.DeliveredAt).toMatch(/^2026-11-28T09:05:00[+-]\d\d:\d\d$/);
    expect(request).not.toHaveProperty('Note');
  });

  it('refuses every line at once', () => {
    const draft = refuseAll(podDraftOf(stop, now));
    expect(draftOutcome(stop, draft)).toBe('refused');
    expect(podRequest(stop, draft, 0).Lines).toEqual([
      { LineNum: 0, DeliveredQty: '0' },
      { LineNum: 1, DeliveredQty: '0' },
    ]);
  });

  it('refuses a quantity that is not a number or above the line', () => {
    expect(lineProblem('10', '')).toBe('notANumber');
    expect(lineProblem('10', 'abc')).toBe('notANumber');
    expect(lineProblem('10', '11')).toBe('aboveQuantity');
    expect(lineProblem('10', '9,5')).toBeUndefined();
    expect(draftValid(stop, { ...podDraftOf(stop, now), quantities: { 0: '12', 1: '1' } })).toBe(false);
  });

  it('writes a local time with its offset', () => {
    expect(isoWithOffset('not a time')).toBeUndefined();
    expect(isoWithOffset('2026-01-02T03:04')).toMatch(/^2026-01-02T03:04:00[+-]\d\d:\d\d$/);
  });

  it('reopens a recorded stop with what was recorded', () => {
    const recorded: DispatchStop = {
      ...stop,
      Outcome: 'partial',
      ReceiverName: 'Bo',
      PodNote: 'damaged',
      Lines: [{ ...line(0, '10'), DeliveredQty: '8' }],
    };
    expect(podDraftOf(recorded, now)).toMatchObject({
      quantities: { 0: '8' },
      receiver: 'Bo',
      note: 'damaged',
    });
  });
});
