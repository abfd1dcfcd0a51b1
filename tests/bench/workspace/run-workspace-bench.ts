import { measureLayoutRestore } from './layout-restore';

/** `npx tsx tests/bench/workspace/run-workspace-bench.ts`: the 12-pane restore alone, printed. */
const result = await measureLayoutRestore();
console.log(
  `12-pane layout: URL ${result.urlLength} characters (ws ${result.layoutLength}); restored in ${result.medianMs} ms median, ${result.p95Ms} ms p95 over ${result.runs} loads`,
);
