import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureInitialJavaScript } from './initial-javascript';

/**
 * `npx tsx tests/bench/bundle/run-bundle-bench.ts` after `npx vite build`: the initial JavaScript
 * of this build (and of BENCH_BASELINE_DIR's), printed and put into docs/benchmarks.json and .md
 * beside the figures already there.
 */
const bundle = measureInitialJavaScript();
for (const build of bundle.builds)
  console.log(
    `${build.build}: initial ${build.initial.gzipKb} kB gzip in ${build.initial.files} files; sign-in page ${build.signIn.gzipKb} kB; signed-in shell ${build.shell.gzipKb} kB`,
  );
const previous = previousResults();
if (previous) {
  writeReports({ ...previous, bundle });
  console.log('Wrote the initial JavaScript section of docs/benchmarks.md and docs/benchmarks.json');
} else {
  console.log('docs/benchmarks.json is missing or unreadable: run npm run bench to write the reports.');
}
