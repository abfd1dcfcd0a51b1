import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { demoRecords } from './layout-restore';
import { twelvePaneAddress } from './twelve-pane-layout';

/**
 * `npx tsx tests/bench/workspace/cold-restore.ts <server entry> [<server entry> ...]`: the bench's
 * 12-pane restore with the browser's cache emptied before each load (a first visit, or the first
 * after a deploy), to the focused pane's rows; the builds take turns load by load, one warm-up.
 * Over localhost, so it shows the main thread's share, not a slow network's round trips.
 */
const entries = process.argv.slice(2);
const loads = 8;
const opened = [];
for (const entry of entries) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-cold-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, entry);
  await waitUntilHealthy(server, 180_000);
  const browser = await launchChromium();
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInAt(page, server.url);
  const address = twelvePaneAddress(server.url, await demoRecords(server.url));
  const cdp = await page.context().newCDPSession(page);
  opened.push({ entry, dataDir, server, browser, page, address, cdp, times: [] as number[] });
}
for (let run = 0; run <= loads; run += 1)
  for (const build of opened) {
    await build.page.goto('about:blank');
    await build.cdp.send('Network.clearBrowserCache');
    const started = performance.now();
    await build.page.goto(build.address);
    await build.page.waitForFunction(
      () =>
        (document.querySelector('[data-pane-id][data-focused]')?.querySelectorAll('[role="row"]').length ??
          0) >= 2,
    );
    if (run > 0) build.times.push(performance.now() - started);
  }
for (const build of opened) {
  const sorted = [...build.times].sort((a, b) => a - b);
  console.log(
    build.entry,
    'cold focused rows median',
    Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    'all',
    sorted.map(Math.round).join(' '),
  );
  await build.browser.close();
  await build.server.stop('SIGTERM');
  rmSync(build.dataDir, { recursive: true, force: true });
}
