import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';
import { fuzzWriteEndpoints } from '../support/write-fuzz-run';

/**
 * The long lane of the fuzz suite (npm run test:slow): many generated bad requests per write
 * endpoint and every bad value of every resource field, on both databases. The figures it prints
 * are the ones docs/reliability.md quotes.
 */
/** One seed for the run, printed first, so that a failure can be replayed with FUZZ_SEED. */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
console.info(`write fuzz (slow): seed ${seed}`);

describe.each(testDatabases())('many bad requests at every write endpoint on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  it('answers each with a 4xx and leaves the database as it was', async () => {
    const figures = await fuzzWriteEndpoints(api, { runsPerRoute: 40, fieldValuesPerField: 0, seed });
    console.info(`write fuzz (slow) on ${target.name}, seed ${seed}: ${JSON.stringify(figures)}`);
    expect(figures.requests).toBeGreaterThan(10_000);
  });
});
