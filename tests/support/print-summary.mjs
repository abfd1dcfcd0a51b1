// Prints the closing line CI reads ("N passed, N failed") from Vitest's JSON reports: npm test's
// and, when they ran, npm run test:slow's two (the slow suites and the four-mode screen sweeps).
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  'test-results/vitest.json',
  'test-results/vitest-slow.json',
  'test-results/vitest-sweep.json',
]
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')));
const sum = (pick) => reports.reduce((total, report) => total + pick(report), 0);
const skipped = sum((report) => report.numPendingTests + report.numTodoTests);
console.log(
  `${sum((report) => report.numPassedTests)} passed, ${sum((report) => report.numFailedTests)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
