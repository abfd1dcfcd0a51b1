import { appendFileSync } from 'node:fs';
import { measurePriceFactor, type PriceFactorRun } from './price-factor-bench';

/**
 * `npx tsx tests/bench/pricing/run-price-bench.ts [demo|large]`: a factor applied to a whole
 * price list as a batch beside a plain UPDATE of the same rows (issue 26), on PGlite (demo
 * company) and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (the large
 * company with `large`: its template takes minutes to load the first time). Prints the runs and
 * appends them to docs/benchmarks-pricing.jsonl; `BENCH_ONLY=pricing npm run bench` runs it too.
 */
export async function runPriceBench(company: 'demo' | 'large'): Promise<PriceFactorRun[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const runs: PriceFactorRun[] = [await measurePriceFactor('pglite', 'demo')];
  if (adminUrl) runs.push(await measurePriceFactor('postgres', company, adminUrl));
  const measuredAt = new Date().toISOString();
  for (const run of runs) {
    console.log(
      `${run.database} ${run.company}: ${run.rows} prices, plain UPDATE ${run.plainUpdateMs} ms, batch ${run.batchMs} ms, undo ${run.undoMs} ms, ratio ${run.ratio}`,
    );
    appendFileSync('docs/benchmarks-pricing.jsonl', `${JSON.stringify({ measuredAt, ...run })}\n`);
  }
  return runs;
}

if (process.argv[1]?.endsWith('run-price-bench.ts'))
  await runPriceBench(process.argv[2] === 'large' ? 'large' : 'demo');
