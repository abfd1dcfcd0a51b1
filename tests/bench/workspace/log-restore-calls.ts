import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { builtServer, spawnServer, waitUntilHealthy } from '../../support/server-process';
import { demoRecords } from './layout-restore';
import { twelvePaneAddress } from './twelve-pane-layout';

/**
 * `npx tsx tests/bench/workspace/log-restore-calls.ts [server entry]`: the API requests one restore
 * of the bench's 12-pane layout sends, in order, with the duplicates counted, to see which panes
 * ask for the same thing.
 */
const entry = process.argv[2] ? path.resolve(process.argv[2]) : builtServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-calls-'));
const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, entry);
const browser = await launchChromium();
try {
  await waitUntilHealthy(server, 180_000);
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signInAt(page, server.url);
  const address = twelvePaneAddress(server.url, await demoRecords(server.url));
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/'))
      calls.push(`${request.method()} ${url.pathname.slice(8)}${url.search}`);
  });
  await page.goto('about:blank');
  await page.goto(address);
  await page.waitForFunction(() => {
    const panes = [...document.querySelectorAll('[data-pane-id]')];
    return panes.length === 12 && panes.every((pane) => pane.querySelector('h1')?.textContent);
  });
  await page.waitForTimeout(3000);
  const counts = new Map<string, number>();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  for (const [index, call] of calls.entries()) console.log(`${String(index + 1).padStart(2)} ${call}`);
  console.log(`\n${calls.length} calls, ${counts.size} distinct`);
  for (const [call, count] of counts) if (count > 1) console.log(`${count}x ${call}`);
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
