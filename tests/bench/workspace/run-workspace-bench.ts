import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureLayoutRestore } from './layout-restore';

/**
 * `npx tsx tests/bench/workspace/run-workspace-bench.ts`: restoring a 12-pane layout from its
 * URL, alone. It prints the figures and puts them into docs/benchmarks.json and .md beside the
 * figures already there.
 */
const workspace = await measureLayoutRestore();
console.log(
  `12-pane layout: URL ${workspace.urlLength} characters (ws ${workspace.layoutLength}); restored in ${workspace.medianMs} ms median, ${workspace.p95Ms} ms p95 over ${workspace.runs} loads`,
);
for (const build of workspace.builds ?? [])
  console.log(
    `${build.build}: focused data ${build.focusedDataMedianMs} / ${build.focusedDataP95Ms} ms, every title ${build.medianMs} / ${build.p95Ms} ms, every pane's data ${build.allDataMedianMs} / ${build.allDataP95Ms} ms (median / p95), ${build.apiCalls} API calls`,
  );
const previous = previousResults();
if (previous) {
  writeReports({ ...previous, workspace });
  console.log('Wrote the workspace section of docs/benchmarks.md and docs/benchmarks.json');
} else {
  console.log('docs/benchmarks.json is missing or unreadable: run npm run bench to write the reports.');
}
