/**
 * The product's API requests since the page loaded: how many were sent, how many still await
 * their answer. A count that only grows tells a waiting pane that the focused one fetched, even
 * when its request came and went between two looks (pane-wakeup.ts).
 */
export interface NetworkActivity {
  started: number;
  inFlight: number;
}

let started = 0;
let inFlight = 0;

export const networkActivity = (): NetworkActivity => ({ started, inFlight });

export function requestStarted(): void {
  started += 1;
  inFlight += 1;
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
}
