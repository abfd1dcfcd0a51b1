import { type Browser, chromium } from 'playwright';
import { inject } from 'vitest';
import { withContextPool } from './context-pool';

/** This test worker's index among the ones e2e-global-setup.ts started a server and a browser for. */
function workerIndex(count: number): number {
  // VITEST_POOL_ID numbers the workers from 1.
  return (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % count;
}

/**
 * The product this test worker drives: each worker has its own server (e2e-global-setup.ts), so
 * two browser files never share data.
 */
export function productServerUrl(): string {
  const urls = inject('productUrls');
  const url = urls[workerIndex(urls.length)];
  if (!url) throw new Error('No product server was started for the browser tests');
  return url;
}

/**
 * This worker's Chromium (e2e-global-setup.ts), connected to: a browser file opens its own
 * contexts in it, and closing the connection closes them, leaving the browser for the worker's
 * next file. Launching one per file cost seconds each on a loaded machine (a sixth of that to
 * connect). Two files of one worker never run at once, so they do not share the browser's time.
 */
export async function productBrowser(): Promise<Browser> {
  const endpoints = inject('browserEndpoints');
  const endpoint = endpoints[workerIndex(endpoints.length)];
  if (!endpoint) throw new Error('No browser was started for the browser tests');
  // Its contexts are recycled between the file's tests rather than made anew (context-pool.ts).
  return withContextPool(await chromium.connect(endpoint), productServerUrl());
}
