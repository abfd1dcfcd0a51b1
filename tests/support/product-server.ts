import { inject } from 'vitest';

/**
 * The product this test worker drives: VITEST_POOL_ID numbers the workers from 1, and each has
 * its own server (e2e-global-setup.ts), so two browser files never share data.
 */
export function productServerUrl(): string {
  const urls = inject('productUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No product server was started for the browser tests');
  return url;
}
