import { signal } from '@preact/signals-react';
import { latestBackgroundMs } from '../../api/foreground-first';
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
export const latestWakeMs = latestBackgroundMs;

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

/** What the waiting reads, and whom it tells; the scheduler and clock are the browser's unless given. */
export interface WakeupWatch {
  /** The requests sent so far and those in flight. */
  activity: () => NetworkActivity;
  /**
   * Whether the focused pane has resolved its page: its screen then asked for what it needs,
   * or found it in the cache, where the restore's prefetch put it before the workspace mounted
   * (screen-prefetch.ts) and sent nothing more.
   */
  focusedShown?: () => boolean;
  /** Told once the others wake (background work waits until then, api/foreground-first.ts). */
  settled?: () => void;
  schedule?: IdleScheduler;
  now?: () => number;
}

/**
 * Puts every pane but the focused one to sleep and wakes them all once the focused pane's
 * requests are answered: those it sent since (the count of requests sent only grows, so a request
 * that came and went between two looks still counts), or, when it sent none, once its page shows
 * with nothing in flight; at the latest after `latestWakeMs`. Then calls `settled`, for a single
 * pane too. Answers a function that stops the waiting and wakes the rest, for an unmount.
 */
export function wakeAfterFocused(ids: readonly PaneId[], focused: PaneId, watch: WakeupWatch): () => void {
  const { activity, focusedShown = () => false, settled = () => undefined } = watch;
  const schedule = watch.schedule ?? onIdle;
  const now = watch.now ?? (() => performance.now());
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
    const answered = inFlight === 0 && (sent > sentBefore || focusedShown());
    if (answered || now() - started >= latestWakeMs) finish();
    else schedule(step);
  };
  schedule(step);
  return finish;
}
