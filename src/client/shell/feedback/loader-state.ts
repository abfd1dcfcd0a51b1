import { computed, signal } from '@preact/signals-react';

/**
 * How many callers currently want the global loader (specification section 4: "Loader: on or
 * off"). A count rather than a flag, so an inner hideLoader() cannot switch it off while an
 * outer piece of work still runs.
 */
const loaderCount = signal(0);

/** True while at least one caller holds the loader. */
export const loaderActive = computed(() => loaderCount.value > 0);

export function showLoader(): void {
  loaderCount.value += 1;
}

/** An unmatched call does nothing rather than leaving the count below zero. */
export function hideLoader(): void {
  loaderCount.value = Math.max(0, loaderCount.value - 1);
}

/** Shows the loader until the work settles, whether it succeeds or fails, and passes its result on. */
export async function withLoader<T>(work: Promise<T>): Promise<T> {
  showLoader();
  try {
    return await work;
  } finally {
    hideLoader();
  }
}
