import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { builtServer, spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signIn } from '../../support/sign-in';
import { type LayoutRecords, twelvePaneAddress } from './twelve-pane-layout';

/** One build's restores of the same layout. */
export interface RestoreFigures {
  /** "this build", or the baseline's label. */
  build: string;
  runs: number;
  /** From loading the address to the focused pane's list showing rows. */
  focusedDataMedianMs: number;
  focusedDataP95Ms: number;
  /** To every pane showing its page's title. */
  medianMs: number;
  p95Ms: number;
  /** To every pane's data: the last API answer of the restore, once the titles are there. */
  allDataMedianMs: number;
  allDataP95Ms: number;
  /** API requests a restore sends. */
  apiCalls: number;
}

export interface LayoutRestoreResult {
  panes: number;
  /** Characters of the whole address, origin included (http://localhost:8080 here). */
  urlLength: number;
  /** Characters of the `ws` value alone. */
  layoutLength: number;
  runs: number;
  /** This build's figures, as before. */
  medianMs: number;
  p95Ms: number;
  /** Each build measured in this run, this one first. */
  builds?: RestoreFigures[];
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: Math.round(percentile(sorted, 0.5)), p95: Math.round(percentile(sorted, 0.95)) };
};

/** The first record of a list the API answers, by one of its fields. */
async function firstOf(origin: string, token: string, path: string, field: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = (await response.json()) as { ResponseData?: { data?: Record<string, unknown>[] } };
  const value = answer.ResponseData?.data?.[0]?.[field];
  if (value === undefined) throw new Error(`${path} answered no ${field}`);
  return String(value);
}

async function demoRecords(origin: string): Promise<LayoutRecords> {
  const token = await signIn(origin, 'admin');
  const documents = (objectId: string) =>
    firstOf(origin, token, `marketing/docs/${objectId}?isDoc=1&page=1&per_page=1&DocStatus=all`, 'DocEntry');
  return {
    salesOrder: Number(await documents('17')),
    invoice: Number(await documents('13')),
    purchaseOrder: Number(await documents('22')),
    itemCode: await firstOf(origin, token, 'resources/items?per_page=1', 'ItemCode'),
  };
}

/** Loads the address once and times the three moments of a restore. */
async function restoreOnce(page: Page, address: string) {
  let inFlight = 0;
  let calls = 0;
  let lastAnswer = 0;
  const isApi = (url: string) => url.includes('/api/v1/');
  const sent = (request: { url(): string }) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    calls += 1;
  };
  const done = (request: { url(): string }) => {
    if (!isApi(request.url())) return;
    inFlight -= 1;
    lastAnswer = performance.now();
  };
  page.on('request', sent);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto('about:blank');
    const started = performance.now();
    await page.goto(address);
    await page.waitForFunction(() => {
      const focused = document.querySelector('[data-pane-id][data-focused]');
      return (focused?.querySelectorAll('[role="row"]').length ?? 0) >= 2;
    });
    const focusedData = performance.now() - started;
    await page.waitForFunction(() => {
      const panes = [...document.querySelectorAll('[data-pane-id]')];
      return panes.length === 12 && panes.every((pane) => pane.querySelector('h1')?.textContent);
    });
    const titles = performance.now() - started;
    // Every pane's data: no API request in flight for a quarter of a second.
    for (;;) {
      await page.waitForTimeout(50);
      if (inFlight === 0 && performance.now() - lastAnswer >= 250) break;
    }
    return { focusedData, titles, allData: Math.max(titles, lastAnswer - started), calls };
  } finally {
    page.off('request', sent);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/** A build's server and signed-in page, ready to restore the layout. */
async function openBuild(build: string, entry: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-ws-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, entry);
  const browser = await launchChromium();
  const close = async () => {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(server, 180_000);
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await context.newPage();
    await signInAt(page, server.url);
    const address = twelvePaneAddress(server.url, await demoRecords(server.url));
    // The first load warms the browser's caches and is not counted.
    await restoreOnce(page, address);
    const loads: Awaited<ReturnType<typeof restoreOnce>>[] = [];
    return { build, page, address, loads, close, origin: server.url };
  } catch (error) {
    await close();
    throw error;
  }
}

function figuresOf(build: string, runs: number, loads: Awaited<ReturnType<typeof restoreOnce>>[]) {
  const focused = summary(loads.map((load) => load.focusedData));
  const titles = summary(loads.map((load) => load.titles));
  const all = summary(loads.map((load) => load.allData));
  return {
    build,
    runs,
    focusedDataMedianMs: focused.median,
    focusedDataP95Ms: focused.p95,
    medianMs: titles.median,
    p95Ms: titles.p95,
    allDataMedianMs: all.median,
    allDataP95Ms: all.p95,
    apiCalls: Math.round(summary(loads.map((load) => load.calls)).median),
  } satisfies RestoreFigures;
}

/**
 * Restoring a 12-pane address, signed in, in headless Chromium against the built server with the
 * demo company: what a colleague waits for after pasting a shared workspace. Three moments: the
 * focused pane's data, every pane's title, every pane's data. With BENCH_BASELINE_DIR (a checkout
 * of an earlier build, built), that build is measured in the same run on the same layout.
 */
export async function measureLayoutRestore(runs = 12): Promise<LayoutRestoreResult> {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  const builds = [await openBuild('this build', builtServer)];
  try {
    if (baselineDir)
      builds.push(
        await openBuild(
          `baseline (${path.basename(baselineDir)})`,
          path.join(baselineDir, 'dist/server/main.js'),
        ),
      );
    // The builds take turns, load by load: a machine whose load changes during the run (other
    // work on it) weighs on both alike instead of on whichever was measured second.
    for (let run = 0; run < runs; run += 1)
      for (const build of builds) build.loads.push(await restoreOnce(build.page, build.address));
  } finally {
    for (const build of builds) await build.close();
  }
  const [ours] = builds;
  if (!ours) throw new Error('no build measured');
  const figures = builds.map((build) => figuresOf(build.build, runs, build.loads));
  const address = ours.address.replace(ours.origin, 'http://localhost:8080');
  const layout = new URL(address).searchParams.get('ws') ?? '';
  return {
    panes: 12,
    urlLength: address.length,
    layoutLength: layout.length,
    runs,
    medianMs: figures[0]?.medianMs ?? Number.NaN,
    p95Ms: figures[0]?.p95Ms ?? Number.NaN,
    builds: figures,
  };
}
