import { signal } from '@preact/signals-react';
import type { NetworkActivity } from '../../api/network-activity';
import type { PaneId } from '../../workspace/layout-tree';

/**
 * Panes whose screen waits while a restored layout opens: the focused pane first. A browser
 * keeps six connections to the server, and twelve screens mounting at once queued the focused
 * pane's requests behind those of eleven others (issue 20's restore bench). The others wake
 * together once the focused pane's fetches are done, and at the latest after `latestWakeMs`, so
 * none waits long; a pane the user focuses wakes at once.
 */
export const sleepingPanes = signal<ReadonlySet<PaneId>>(new Set());

/** However busy the network, a background pane opens its screen within this long. */
export const latestWakeMs = 1500;

export function wake(id: PaneId): void {
  if (!sleepingPanes.value.has(id)) return;
  const rest = new Set(sleepingPanes.value);
  rest.delete(id);
  sleepingPanes.value = rest;
}

type IdleScheduler = (run: () => void) => void;

const onIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 200 });
  else window.setTimeout(run, 16);
};

/** Runs `run` when the browser is next idle (within 200 ms); answers a function that cancels it. */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  onIdle(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * Puts every pane but the focused one to sleep and wakes them all once the focused pane's
 * requests (`activity()`: those sent so far, and those in flight) have been sent and answered, or
 * after `latestWakeMs`; then calls `settled` (background work waits until then,
 * api/foreground-first.ts), for a single pane too. The count of requests sent only grows, so a
 * request that came and went between two looks still counts. Answers a function that stops the
 * waiting and wakes the rest, for an unmount.
 */
export function wakeAfterFocused(
  ids: readonly PaneId[],
  focused: PaneId,
  activity: () => NetworkActivity,
  schedule: IdleScheduler = onIdle,
  now: () => number = () => performance.now(),
  settled: () => void = () => undefined,
): () => void {
  sleepingPanes.value = new Set(ids.filter((id) => id !== focused));
  const started = now();
  const sentBefore = activity().started;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    sleepingPanes.value = new Set();
    settled();
  };
  const step = () => {
    if (done) return;
    const { started: sent, inFlight } = activity();
    if ((sent > sentBefore && inFlight === 0) || now() - started >= latestWakeMs) finish();
    else schedule(step);
  };
  schedule(step);
  return finish;
}
