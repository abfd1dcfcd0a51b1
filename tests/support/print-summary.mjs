// Prints the closing line CI reads ("N passed, N failed") from Vitest's JSON reports: npm test's
// and, when they ran, npm run test:slow's two (the slow suites and the four-mode screen sweeps).
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? [JSON.parse(readFileSync(file, 'utf8'))] : []);
const reports = [...read('test-results/vitest.json'), ...read('test-results/vitest-slow.json')];
// The sweep run picks the sweeps of the browser files by name: the other tests of those files
// are left out by design (npm test ran them), not skipped, so only its results count.
const sweeps = read('test-results/vitest-sweep.json');
const sum = (from, pick) => from.reduce((total, report) => total + pick(report), 0);
const all = [...reports, ...sweeps];
const skipped = sum(reports, (report) => report.numPendingTests + report.numTodoTests);
console.log(
  `${sum(all, (report) => report.numPassedTests)} passed, ${sum(all, (report) => report.numFailedTests)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
