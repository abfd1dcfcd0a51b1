import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';
import { fuzzWriteEndpoints } from '../support/write-fuzz-run';

/**
 * The quick lane of the fuzz suite: a few generated bad requests per write endpoint, on both
 * databases; tests/slow/write-fuzz.test.ts throws many more.
 */
describe.each(testDatabases())('bad input at every write endpoint on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  it('answers each bad request with a 4xx and leaves the database as it was', async () => {
    const figures = await fuzzWriteEndpoints(api, { runsPerRoute: 3, fieldValuesPerField: 2, seed: 16 });
    console.info(`write fuzz (quick) on ${target.name}: ${JSON.stringify(figures)}`);
    expect(figures.routes).toBeGreaterThan(60);
    // Every write endpoint of the product: about a minute on the embedded database of a busy
    // two-core machine, more as endpoints are added.
  }, 180_000);
});
