import { signal } from '@preact/signals-react';

export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  message: string;
  /** Grows with every call, so the same words said twice are still two announcements. */
  sequence: number;
}

/** The latest announcement per politeness; the LiveRegion component speaks them. */
export const announcementsSignal = signal<Readonly<Record<Politeness, Announcement | undefined>>>({
  polite: undefined,
  assertive: undefined,
});

let sequence = 0;

/**
 * Says something to screen reader users: page titles after navigation and the like. Snackbars
 * carry their own live role, so notifications are not sent here as well.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  sequence += 1;
  announcementsSignal.value = { ...announcementsSignal.value, [politeness]: { message, sequence } };
}
