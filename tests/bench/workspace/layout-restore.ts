import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { twelvePaneAddress } from './twelve-pane-layout';

export interface LayoutRestoreResult {
  panes: number;
  /** Characters of the whole address, origin included (http://localhost:8080 here). */
  urlLength: number;
  /** Characters of the `ws` value alone. */
  layoutLength: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;

/**
 * Time from loading a 12-pane address to every pane showing its page's title, signed in, in
 * headless Chromium against the built server with the demo company: what a colleague waits for
 * after pasting a shared workspace.
 */
export async function measureLayoutRestore(runs = 12): Promise<LayoutRestoreResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-ws-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const browser = await launchChromium();
  try {
    await waitUntilHealthy(server, 180_000);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await signInAt(page, server.url);
    const address = twelvePaneAddress(server.url);
    const layoutLength = new URL(address).searchParams.get('ws')?.length ?? 0;
    const urlLength = address.replace(server.url, 'http://localhost:8080').length;
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.goto('about:blank');
      const started = performance.now();
      await page.goto(address);
      await page.waitForFunction(() => {
        const panes = [...document.querySelectorAll('[data-pane-id]')];
        return panes.length === 12 && panes.every((pane) => pane.querySelector('h1')?.textContent);
      });
      // The first run warms the browser's caches and is not counted.
      if (run > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return {
      panes: 12,
      urlLength,
      layoutLength,
      runs,
      medianMs: Math.round(percentile(times, 0.5)),
      p95Ms: Math.round(percentile(times, 0.95)),
    };
  } finally {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
