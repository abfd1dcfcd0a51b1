import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { builtServer, spawnServer, waitUntilHealthy } from '../../support/server-process';
import { demoRecords } from './layout-restore';
import { twelvePaneAddress } from './twelve-pane-layout';

/**
 * `npx tsx tests/bench/workspace/profile-restore.ts [server entry] [loads]`: where the main thread
 * spends a restore of the bench's 12-pane layout, up to the focused pane's rows. A CPU profile per
 * load, its samples mapped through the client build's source maps to the original files, summed
 * over the loads (after one warm-up); and the waterfall of the last load (the requests that reached the server).
 */
const entry = process.argv[2] ? path.resolve(process.argv[2]) : builtServer;
const loads = Number(process.argv[3] ?? 5);
const assets = path.join(path.dirname(entry), '../client/assets');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-profile-'));
const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, entry);
const browser = await launchChromium();

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function sourceOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName || '(native)';
  const file = path.basename(new URL(frame.url).pathname);
  if (!file.endsWith('.js')) return file;
  if (!consumers.has(file)) {
    try {
      consumers.set(
        file,
        new SourceMapConsumer(JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'))),
      );
    } catch {
      consumers.set(file, null);
    }
  }
  const original = consumers
    .get(file)
    ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? file;
  const library = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source);
  return library ? `npm:${library[1]}` : source.replace(/^.*\/src\//, 'src/');
}

const byFile = new Map<string, number>();
const byFunction = new Map<string, number>();
let totalMs = 0;
const focusedTimes: number[] = [];
try {
  await waitUntilHealthy(server, 180_000);
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInAt(page, server.url);
  const address = twelvePaneAddress(server.url, await demoRecords(server.url));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let load = 0; load <= loads; load += 1) {
    await page.goto('about:blank');
    await cdp.send('Profiler.start');
    const profilerStarted = Date.now();
    await page.goto(address);
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-pane-id][data-focused]')?.querySelectorAll('[role="row"]').length ??
          0) >= 2,
      undefined,
      { polling: 'raf' },
    );
    const focusedAt = await page.evaluate(() => performance.now());
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    if (load === 0) continue;
    focusedTimes.push(focusedAt);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const node = nodes.get(id);
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      if (!node) return;
      const file = sourceOf(node.callFrame);
      totalMs += ms;
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
      const name = `${node.callFrame.functionName || '(anonymous)'} ${file}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
    if (load === loads) {
      // The profile's clock against the page's: both read the wall clock at their start.
      const origin = await page.evaluate(() => performance.timeOrigin);
      const offsetMs = origin - profilerStarted;
      const buckets = new Map<number, Map<string, number>>();
      let at = 0;
      profile.samples.forEach((id, index) => {
        at += (profile.timeDeltas[index] ?? 0) / 1000;
        const node = nodes.get(id);
        if (!node || node.callFrame.functionName === '(idle)') return;
        const bucket = Math.floor((at - offsetMs) / 50) * 50;
        const files = buckets.get(bucket) ?? new Map<string, number>();
        buckets.set(bucket, files);
        const file = sourceOf(node.callFrame);
        files.set(file, (files.get(file) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
      });
      console.log('main thread by 50 ms of the last load (busy ms: the three largest files):');
      for (const [bucket, files] of [...buckets].sort((a, b) => a[0] - b[0])) {
        const busy = [...files.values()].reduce((sum, ms) => sum + ms, 0);
        const top = [...files].sort((a, b) => b[1] - a[1]).slice(0, 3);
        console.log(
          `${String(bucket).padStart(5)} ${busy.toFixed(0).padStart(3)}  ${top.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join(', ')}`,
        );
      }
      const timeline = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as
          | PerformanceNavigationTiming
          | undefined;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          domInteractive: navigation?.domInteractive ?? 0,
          resources: resources.map((each) => ({
            name: each.name.replace(location.origin, ''),
            start: Math.round(each.startTime),
            end: Math.round(each.responseEnd),
            bytes: each.transferSize,
          })),
        };
      });
      console.log(`waterfall of the last load (focused rows at ${Math.round(focusedAt)} ms):`);
      for (const each of timeline.resources.filter((resource) => resource.start < focusedAt))
        if (each.bytes > 0 || each.name.includes('/api/'))
          console.log(
            `${String(each.start).padStart(5)} -> ${String(each.end).padStart(5)} ${String(each.bytes).padStart(7)}  ${each.name.slice(0, 110)}`,
          );
    }
  }
  const per = (ms: number) => (ms / loads).toFixed(1).padStart(7);
  console.log(`\nfocused rows per load (ms): ${focusedTimes.map(Math.round).join(', ')}`);
  console.log(`\nmain thread per load, by original file (ms, of ${(totalMs / loads).toFixed(0)} sampled):`);
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${per(ms)}  ${file}`);
  console.log('\nby function:');
  for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${per(ms)}  ${name}`);
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
