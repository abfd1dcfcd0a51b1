import { signal } from '@preact/signals-react';

/**
 * Work that can wait while the page the user looks at loads, such as the notification count
 * (reference lists are no longer preloaded on a reload at all). The browser keeps six connections to the server and the
 * embedded database answers one query at a time, so each such request sent beside the focused
 * pane's own delays its rows (issue 20's restore bench). The app holds it back at start and lets
 * it go once the focused pane's fetches are done, or at the latest after the hold's limit.
 */
export const foregroundSettled = signal(true);

/**
 * However busy the network, a restored layout's waiting panes open and background work goes
 * within this long (pane-wakeup.ts).
 */
export const latestBackgroundMs = 1500;

let limit: ReturnType<typeof setTimeout> | undefined;

/** From now until releaseBackground, or `maxMs` at most, background work waits. */
export function holdBackground(maxMs = latestBackgroundMs): void {
  clearTimeout(limit);
  foregroundSettled.value = false;
  limit = setTimeout(releaseBackground, maxMs);
}

/** The foreground is done (or gave up): what waits on `foregroundSettled` goes now. */
export function releaseBackground(): void {
  clearTimeout(limit);
  limit = undefined;
  foregroundSettled.value = true;
}
