import { describe, expect, it } from 'vitest';
import { allowedActions, allStopsRecorded, asksFirst, pendingStops } from './notes-model';
import { dispatchHrefs, notesScreenIds, notesScreenOf } from './notes-paths';
import { initialChoices, returnPostRequest, warehouseValid } from './return-post-model';

describe('a dispatch note moves', () => {
  it('offers the moves its status allows, forward first', () => {
    expect(allowedActions('P')).toEqual(['load', 'cancel']);
    expect(allowedActions('L')).toEqual(['depart', 'unload', 'cancel']);
    expect(allowedActions('R')).toEqual(['complete']);
    expect(allowedActions('C')).toEqual([]);
    expect(allowedActions('X')).toEqual([]);
    expect(asksFirst('cancel')).toBe(true);
    expect(asksFirst('load')).toBe(false);
  });

  it('completes only once every stop is recorded', () => {
    const stops = [
      { StopNum: 1, Outcome: 'delivered' },
      { StopNum: 2, Outcome: 'pending' },
    ] as never;
    expect(allStopsRecorded({ Stops: stops })).toBe(false);
    expect(pendingStops({ Stops: stops })).toEqual([2]);
  });
});

describe('the dispatch screens paths', () => {
  it('serves the eight screens at both places and links under the place used', () => {
    expect(notesScreenIds).toHaveLength(8);
    expect(notesScreenOf('dispatch-dispatch_notes-id')).toEqual({ screen: 'note', base: '/dispatch' });
    expect(notesScreenOf('logistics_hub-dispatch-management-dispatch-returns-create')).toEqual({
      screen: 'return-create',
      base: '/logistics_hub/dispatch-management/dispatch',
    });
    expect(notesScreenOf('dispatch-open_items')).toBeUndefined();
    expect(dispatchHrefs('/logistics_hub/dispatch-management/dispatch').note(4)).toBe(
      '/logistics_hub/dispatch-management/dispatch/dispatch_notes/4',
    );
    expect(dispatchHrefs().notesWith({ Status: 'P,L,R' })).toBe('/dispatch/dispatch_notes?Status=P%2CL%2CR');
  });
});

describe('posting a dispatch return', () => {
  const entry = {
    Lines: [
      { LineNum: 0, WhsCode: 'WH01', OrderEntry: 5 },
      { LineNum: 1, WhsCode: 'WH01', OrderEntry: null },
    ],
  } as never;

  it('sends a warehouse only where changed, and redelivers only lines from an order', () => {
    const choices = {
      ...initialChoices(entry),
      0: { WhsCode: 'WH02', Redeliver: true },
      1: { WhsCode: 'WH01', Redeliver: true },
    };
    expect(returnPostRequest(entry, choices)).toEqual({
      Lines: [
        { LineNum: 0, WhsCode: 'WH02', Redeliver: 'Y' },
        { LineNum: 1, Redeliver: 'N' },
      ],
    });
    expect(
      (returnPostRequest(entry, initialChoices(entry)).Lines ?? []).every((line) => line.Redeliver === 'N'),
    ).toBe(true);
  });

  it('wants a warehouse code of 1 to 8 characters', () => {
    expect(warehouseValid('WH01')).toBe(true);
    expect(warehouseValid(' ')).toBe(false);
    expect(warehouseValid('TOOLONGCODE')).toBe(false);
  });
});
