import { afterEach, describe, expect, it } from 'vitest';
import { latestWakeMs, sleepingPanes, wake, wakeAfterFocused } from './pane-wakeup';

/** A scheduler the test steps by hand, and a clock it sets. */
function manual() {
  let pending: (() => void) | undefined;
  let clock = 0;
  return {
    schedule: (run: () => void) => {
      pending = run;
    },
    now: () => clock,
    step(advanceMs = 10) {
      clock += advanceMs;
      const run = pending;
      pending = undefined;
      run?.();
    },
  };
}

const asleep = () => [...sleepingPanes.value].sort();

describe('panes of a restored layout', () => {
  afterEach(() => {
    sleepingPanes.value = new Set();
  });

  it('open the focused pane first and the others once its fetches have started and ended', () => {
    const tick = manual();
    const network = { started: 4, inFlight: 0 };
    wakeAfterFocused(['a', 'b', 'c'], 'b', {
      activity: () => ({ ...network }),
      schedule: tick.schedule,
      now: tick.now,
    });
    expect(asleep()).toEqual(['a', 'c']);
    tick.step(); // nothing fetched yet: the focused pane has not asked
    expect(asleep()).toEqual(['a', 'c']);
    network.started = 6;
    network.inFlight = 2;
    tick.step();
    expect(asleep()).toEqual(['a', 'c']);
    network.inFlight = 0;
    tick.step();
    expect(asleep()).toEqual([]);
  });

  it('count a fetch that came and went between two looks', () => {
    const tick = manual();
    const network = { started: 4, inFlight: 0 };
    wakeAfterFocused(['a', 'b'], 'a', {
      activity: () => ({ ...network }),
      schedule: tick.schedule,
      now: tick.now,
    });
    tick.step();
    expect(asleep()).toEqual(['b']);
    // Sent and answered while the page was busy: never seen in flight.
    network.started = 5;
    tick.step();
    expect(asleep()).toEqual([]);
  });

  it('open the others after the longest wait even while the network stays busy', () => {
    const tick = manual();
    wakeAfterFocused(['a', 'b'], 'a', {
      activity: () => ({ started: 3, inFlight: 3 }),
      schedule: tick.schedule,
      now: tick.now,
    });
    tick.step(latestWakeMs - 10);
    expect(asleep()).toEqual(['b']);
    tick.step(10);
    expect(asleep()).toEqual([]);
  });

  it('wake once the focused pane shows what the restore prefetched, having sent nothing itself', () => {
    const tick = manual();
    const network = { started: 3, inFlight: 1 };
    let shown = false;
    wakeAfterFocused(['a', 'b'], 'a', {
      activity: () => ({ ...network }),
      focusedShown: () => shown,
      schedule: tick.schedule,
      now: tick.now,
    });
    network.inFlight = 0; // the prefetch answered before the pane mounted
    tick.step();
    expect(asleep()).toEqual(['b']);
    shown = true;
    tick.step();
    expect(asleep()).toEqual([]);
  });

  it('keep waiting while the focused pane shows and its requests are still out', () => {
    const tick = manual();
    wakeAfterFocused(['a', 'b'], 'a', {
      activity: () => ({ started: 3, inFlight: 2 }),
      focusedShown: () => true,
      schedule: tick.schedule,
      now: tick.now,
    });
    tick.step();
    expect(asleep()).toEqual(['b']);
  });

  it('wake one the user focuses, and all of them when the workspace goes', () => {
    const tick = manual();
    const stop = wakeAfterFocused(['a', 'b', 'c'], 'a', {
      activity: () => ({ started: 1, inFlight: 1 }),
      schedule: tick.schedule,
      now: tick.now,
    });
    wake('c');
    expect(asleep()).toEqual(['b']);
    stop();
    expect(asleep()).toEqual([]);
  });

  it('put nothing to sleep for a single pane', () => {
    const tick = manual();
    wakeAfterFocused(['a'], 'a', {
      activity: () => ({ started: 0, inFlight: 0 }),
      schedule: tick.schedule,
      now: tick.now,
    });
    expect(asleep()).toEqual([]);
  });
});
