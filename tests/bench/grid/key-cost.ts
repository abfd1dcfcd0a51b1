import type { CDPSession, Page } from 'playwright';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { startFrameRecording, stopFrameRecording, summariseFrames } from './frame-recorder';

/**
 * `npx tsx tests/bench/grid/key-cost.ts [runs]`: main-thread time per key while PageDown is held
 * over the 1,000,000-price list, split into script, layout and style (Performance.getMetrics), for
 * each run from the top. The first run fetches its pages, later ones find them cached. Frame
 * percentiles swing by a frame on a shared 2-core machine; time per key is the steadier figure to
 * compare two builds with (build, run, swap dist/, run again, alternating). With `--fresh` every run
 * reloads the page first, so each one fetches its pages as the benchmark's single pass does.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases.',
  );
  process.exit(2);
}
const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 2);
const fresh = process.argv.includes('--fresh');
const keys = 150;
const keyRepeatMs = 33;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

async function holdPageDown(page: Page, cdp: CDPSession) {
  await page.keyboard.press('Control+Home');
  await sleep(800);
  const before = await metrics(cdp);
  await startFrameRecording(page);
  const started = performance.now();
  for (let press = 0; press < keys; press += 1) {
    await page.keyboard.down('PageDown');
    await sleep(Math.max(0, started + (press + 1) * keyRepeatMs - performance.now()));
  }
  await page.keyboard.up('PageDown');
  await sleep(300);
  const frames = summariseFrames(await stopFrameRecording(page));
  const after = await metrics(cdp);
  const perKey = (name: string) =>
    Math.round((((after[name] ?? 0) - (before[name] ?? 0)) * 10_000) / keys) / 10;
  return {
    ...frames,
    taskMsPerKey: perKey('TaskDuration'),
    scriptMsPerKey: perKey('ScriptDuration'),
    layoutMsPerKey: perKey('LayoutDuration'),
    styleMsPerKey: perKey('RecalcStyleDuration'),
  };
}

const company = await copyOfLargeCompany(adminUrl);
const server = await spawnServer({ DATABASE_URL: company.url, SEED: 'none', LOG_LEVEL: 'warn' });
const browser = await launchChromium();
try {
  await waitUntilHealthy(server, 180_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  const page = await context.newPage();
  await signInAt(page, server.url);
  const openList = async () => {
    await page.goto(`${server.url}/inventory/price-list/2/items`);
    await page.waitForFunction(
      () => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === '1000001',
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('grid').focus();
  };
  await openList();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  for (let run = 1; run <= runs; run += 1) {
    if (fresh && run > 1) await openList();
    console.log(`run ${run}`, JSON.stringify(await holdPageDown(page, cdp)));
  }
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  await company.drop();
}
