import type { Browser, Page } from 'playwright';
import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import {
  type FrameRecording,
  type FrameSummary,
  percentile,
  round1,
  startFrameRecording,
  stopFrameRecording,
  summariseFrames,
} from './frame-recorder';

export interface GridBench {
  measuredAt: string;
  browser: string;
  viewport: string;
  rows: number;
  listPath: string;
  smallListPath: string;
  smallRows: number;
  /** passes is absent from figures measured before several passes were pooled. */
  pageDownHeld: FrameSummary & { passes?: number; keys: number; rowsMoved: number };
  jumps: FrameSummary & { jumps: number; toDataP50Ms: number; toDataP95Ms: number; toDataMaxMs: number };
  domNodes: { top: number; afterPageDown: number; bottom: number; smallList: number };
  firstRows: {
    loads: number;
    largeMedianMs: number;
    largeP95Ms: number;
    smallMedianMs: number;
    smallP95Ms: number;
  };
  memory: { rowsScrolled: number; afterOpenMiB: number; afterScrollMiB: number; domNodesAfterScroll: number };
}

const listPath = '/inventory/price-list/2/items';
/** Five price lists: the smallest list the same screen code draws. */
const smallListPath = '/inventory/price-list';
const viewport = { width: 1366, height: 900 };
const keyRepeatMs = 33;
const heldKeys = 150;
/** Passes of held PageDown, each from a freshly opened list (its pages fetched as it goes), pooled. */
const heldPasses = 3;
const jumps = 10;
const loads = 7;
const rowsToScroll = 100_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Notes the moment the first data row is on screen, from the navigation's start. */
function watchFirstRows() {
  const poll = () => {
    const row = document.querySelector('[role="grid"] [role="row"][aria-rowindex="2"]');
    if (row && !row.hasAttribute('aria-busy')) {
      Reflect.set(window, '__firstRowsAt', performance.now());
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function firstRowsMs(page: Page, path: string, origin: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(`${origin}${path}`);
  const handle = await page.waitForFunction(() => Reflect.get(window, '__firstRowsAt'), undefined, {
    timeout: 60_000,
  });
  return Number(await handle.jsonValue());
}

const gridNodes = (page: Page) =>
  page.getByRole('grid').evaluate((grid) => grid.getElementsByTagName('*').length);

/** The aria-rowindex of the active cell's row once that row holds data. */
async function activeRowIndex(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => {
    const grid = document.querySelector('[role="grid"]');
    const row = document
      .getElementById(grid?.getAttribute('aria-activedescendant') ?? '')
      ?.closest('[role="row"]');
    return row && !row.hasAttribute('aria-busy') ? Number(row.getAttribute('aria-rowindex')) : 0;
  });
  return Number(await handle.jsonValue());
}

async function openList(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}${listPath}`);
  await page.waitForFunction(
    () => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === '1000001',
    undefined,
    { timeout: 60_000 },
  );
  await page.getByRole('grid').focus();
  await activeRowIndex(page);
}

async function holdPageDown(page: Page) {
  await page.keyboard.press('Control+Home');
  await activeRowIndex(page);
  await startFrameRecording(page);
  const started = performance.now();
  for (let press = 0; press < heldKeys; press += 1) {
    await page.keyboard.down('PageDown');
    const next = started + (press + 1) * keyRepeatMs;
    await sleep(Math.max(0, next - performance.now()));
  }
  await page.keyboard.up('PageDown');
  const rowsMoved = (await activeRowIndex(page)) - 2;
  await sleep(300);
  return { rowsMoved, recording: await stopFrameRecording(page) };
}

/**
 * One pass swings by a frame or two on a shared 2-core machine, so the figures pool the frames of
 * several passes, each over a list just opened and so fetching its pages while the key is held.
 */
async function holdPageDownPasses(page: Page, origin: string) {
  const passes: Awaited<ReturnType<typeof holdPageDown>>[] = [];
  for (let pass = 0; pass < heldPasses; pass += 1) {
    if (pass > 0) await openList(page, origin);
    passes.push(await holdPageDown(page));
  }
  const pooled: FrameRecording = {
    intervals: passes.flatMap((pass) => pass.recording.intervals),
    longFrames: passes.flatMap((pass) => pass.recording.longFrames),
  };
  return {
    passes: heldPasses,
    keys: heldKeys,
    rowsMoved: Math.min(...passes.map((pass) => pass.rowsMoved)),
    ...summariseFrames(pooled),
  };
}

/** Time from a key's keydown to the frame that shows the active row's data. */
async function timedJump(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    Reflect.set(window, '__jumpMs', undefined);
    const arm = (event: KeyboardEvent) => {
      const startedAt = event.timeStamp;
      const poll = (now: number) => {
        const grid = document.querySelector('[role="grid"]');
        const cell = document.getElementById(grid?.getAttribute('aria-activedescendant') ?? '');
        const row = cell?.closest('[role="row"]');
        if (row && !row.hasAttribute('aria-busy') && cell?.textContent)
          Reflect.set(window, '__jumpMs', now - startedAt);
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    };
    window.addEventListener('keydown', arm, { capture: true, once: true });
  });
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(() => Reflect.get(window, '__jumpMs'), undefined, {
    timeout: 30_000,
  });
  return Number(await handle.jsonValue());
}

async function jumpAround(page: Page) {
  await startFrameRecording(page);
  const times: number[] = [];
  for (let jump = 0; jump < jumps; jump += 1) {
    times.push(await timedJump(page, 'Control+End'));
    await sleep(300);
    times.push(await timedJump(page, 'Control+Home'));
    await sleep(300);
  }
  return {
    jumps: times.length,
    toDataP50Ms: round1(percentile(times, 0.5)),
    toDataP95Ms: round1(percentile(times, 0.95)),
    toDataMaxMs: round1(Math.max(...times)),
    ...summariseFrames(await stopFrameRecording(page)),
  };
}

async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  return round1(used / 2 ** 20);
}

/** Scrolls the grid a page of rows at a time, waiting for each page's data, through `rows` rows. */
async function scrollThrough(page: Page, rows: number): Promise<number> {
  await page.keyboard.press('Control+Home');
  await activeRowIndex(page);
  const stepPx = await page.getByRole('grid').evaluate((grid) => {
    const rowCount = Number(grid.getAttribute('aria-rowcount')) - 1;
    const rowHeight =
      grid.querySelector('[role="row"][aria-rowindex="2"]')?.getBoundingClientRect().height ?? 32;
    const realRange = grid.scrollHeight - grid.clientHeight;
    const virtualRange = rowCount * rowHeight - grid.clientHeight;
    return (100 * rowHeight * realRange) / virtualRange;
  });
  let reached = 0;
  for (let step = 1; reached < rows + 2; step += 1) {
    await page.getByRole('grid').evaluate((grid, top) => {
      grid.scrollTop = top;
    }, step * stepPx);
    const handle = await page
      .waitForFunction(() => {
        const grid = document.querySelector('[role="grid"]');
        const frame = grid?.getBoundingClientRect();
        const rendered = [...(grid?.querySelectorAll('[role="row"][aria-rowindex]') ?? [])];
        // Rows on screen only: the active row stays rendered wherever it is, and it, the overscan and
        // rows under the sticky header may still be loading.
        const top =
          grid?.querySelector('[role="row"][aria-rowindex="1"]')?.getBoundingClientRect().bottom ?? 0;
        const data = rendered.filter((row) => {
          const box = row.getBoundingClientRect();
          return (
            row.getAttribute('aria-rowindex') !== '1' &&
            frame &&
            box.bottom > top + 1 &&
            box.top < frame.bottom
          );
        });
        if (data.some((row) => row.hasAttribute('aria-busy'))) return 0;
        return Math.max(...data.map((row) => Number(row.getAttribute('aria-rowindex'))));
      })
      .catch((error: unknown) => {
        throw new Error(`The rows on screen were still loading after scrolling ${step * 100} rows down`, {
          cause: error,
        });
      });
    reached = Number(await handle.jsonValue());
  }
  return reached - 1;
}

async function measure(browser: Browser, origin: string): Promise<Omit<GridBench, 'measuredAt' | 'browser'>> {
  const context = await browser.newContext({ viewport });
  // tsx compiles with esbuild's keepNames, which wraps named functions in __name(); functions
  // sent to the page need it there too.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchFirstRows);
  const page = await context.newPage();
  await signInAt(page, origin);

  const large: number[] = [];
  const small: number[] = [];
  // The first load of each warms the browser's caches and is not counted.
  for (let load = 0; load <= loads; load += 1) {
    const largeMs = await firstRowsMs(page, listPath, origin);
    const smallMs = await firstRowsMs(page, smallListPath, origin);
    if (load > 0) large.push(largeMs);
    if (load > 0) small.push(smallMs);
  }
  const smallNodes = await gridNodes(page);
  const smallRows = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1;

  await openList(page, origin);
  const top = await gridNodes(page);
  const afterOpenMiB = await heapMiB(page);
  const pageDownHeld = await holdPageDownPasses(page, origin);
  const afterPageDown = await gridNodes(page);
  await page.keyboard.press('Control+End');
  await activeRowIndex(page);
  const bottom = await gridNodes(page);
  const jumped = await jumpAround(page);
  const rowsScrolled = await scrollThrough(page, rowsToScroll);
  const afterScrollMiB = await heapMiB(page);
  const domNodesAfterScroll = await gridNodes(page);
  await context.close();
  return {
    viewport: `${viewport.width} x ${viewport.height}`,
    rows: 1_000_000,
    listPath,
    smallListPath,
    smallRows,
    pageDownHeld,
    jumps: jumped,
    domNodes: { top, afterPageDown, bottom, smallList: smallNodes },
    firstRows: {
      loads,
      largeMedianMs: Math.round(percentile(large, 0.5)),
      largeP95Ms: Math.round(percentile(large, 0.95)),
      smallMedianMs: Math.round(percentile(small, 0.5)),
      smallP95Ms: Math.round(percentile(small, 0.95)),
    },
    memory: { rowsScrolled, afterOpenMiB, afterScrollMiB, domNodesAfterScroll },
  };
}

/**
 * The grid over the large company's price list of 1,000,000 prices, served by the built server on
 * PostgreSQL, in headless Chromium: frames while PageDown is held and while jumping with
 * Ctrl+End/Ctrl+Home, DOM size, time to the first rows against a five-row list, and the page's
 * memory after scrolling through 100,000 rows.
 */
export async function measureGrid(adminUrl: string): Promise<GridBench> {
  const company = await copyOfLargeCompany(adminUrl);
  const server = await spawnServer({ DATABASE_URL: company.url, SEED: 'none', LOG_LEVEL: 'warn' });
  const browser = await launchChromium();
  try {
    await waitUntilHealthy(server, 180_000);
    const figures = await measure(browser, server.url);
    return { measuredAt: new Date().toISOString(), browser: `Chromium ${browser.version()}`, ...figures };
  } finally {
    await browser.close();
    await server.stop('SIGTERM');
    await company.drop();
  }
}
