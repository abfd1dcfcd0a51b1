import { rmSync } from 'node:fs';
import type { Page } from 'playwright';
import { launchChromium } from '../../support/chromium';
import type { KeystrokeSample } from './bench-probe';
import { buildBenchPage } from './build-bench-page';
import type { PaletteBench, PaletteLatency } from './palette-bench-results';
import { serveFolder } from './static-server';

export const paletteSizes = [1_000, 20_000];
export const targetP95Ms = 16;

/**
 * What a user types: page names, document numbers, item and partner names, a go-to query. Only
 * characters of the US layout: Playwright types others through insertText, which sends no keydown.
 */
export const paletteQueries = [
  'sales order 4',
  'hex bolt m8',
  'atlas trading',
  'so 123456',
  'stock',
  'invoice 55',
  'zinc',
  'pur ord',
];
const warmUp = 'warehouse';
const pauseBetweenKeysMs = 30;

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], rank: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return Math.round((sorted[at] ?? Number.NaN) * 10) / 10;
}

async function typeMeasured(page: Page, keys: readonly string[], done: number): Promise<KeystrokeSample[]> {
  const samples: KeystrokeSample[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    const count = done + samples.length;
    samples.push(
      await page.evaluate(async (after) => {
        const probe = window.paletteBench;
        if (!probe) throw new Error('the benchmark page has no probe');
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no list update ${after + 1} within 10 s`)), 10_000),
        );
        return Promise.race([probe.sampleAfter(after), timeout]);
      }, count),
    );
    await page.waitForTimeout(pauseBetweenKeysMs);
  }
  return samples;
}

/** Backspace over a selected query empties it: one measured keystroke that lists everything again. */
const keysFor = (query: string) => [
  'Backspace',
  ...[...query].map((character) => (character === ' ' ? 'Space' : character)),
];

interface RoundResult {
  samples: KeystrokeSample[];
  longFrames: number;
}

/** One round at one size: a fresh page, a warm-up query, then every query typed once. */
async function typeRound(page: Page, baseUrl: string, entries: number): Promise<RoundResult> {
  await page.goto(`${baseUrl}/?entries=${entries}`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => window.paletteBench?.frames ?? 0);
  if (frames === 0) throw new Error('requestAnimationFrame never ran: the page cannot be measured');
  const input = page.getByRole('combobox');
  await input.focus();

  // Warm the JIT and the caches, then forget what was measured; the first query's Backspace clears it.
  await typeMeasured(page, [...warmUp], 0);
  await page.evaluate(() => window.paletteBench?.reset());

  const samples: KeystrokeSample[] = [];
  for (const query of paletteQueries) {
    await input.evaluate((element) => element instanceof HTMLInputElement && element.select());
    samples.push(...(await typeMeasured(page, keysFor(query), samples.length)));
  }
  const longFrames = await page.evaluate(() => window.paletteBench?.longFrames.length ?? 0);
  return { samples, longFrames };
}

const tenth = (value: number) => Math.round(value * 10) / 10;

function summarise(entries: number, rounds: readonly RoundResult[]): PaletteLatency {
  const samples = rounds.flatMap((round) => round.samples);
  const toFrame = samples.map((sample) => sample.toFrameMs);
  const toPaint = samples.map((sample) => sample.toPaintMs);
  return {
    entries,
    keystrokes: samples.length,
    frameP50Ms: percentile(toFrame, 50),
    frameP95Ms: percentile(toFrame, 95),
    frameP95ByRoundMs: rounds.map((round) =>
      percentile(
        round.samples.map((sample) => sample.toFrameMs),
        95,
      ),
    ),
    paintP50Ms: percentile(toPaint, 50),
    paintP95Ms: percentile(toPaint, 95),
    maxMs: tenth(Math.max(...toPaint)),
    longFrames: rounds.reduce((sum, round) => sum + round.longFrames, 0),
  };
}

/**
 * Builds the benchmark page, serves it on 127.0.0.1 and types the queries into the open palette
 * in Chromium. The sizes take turns round after round, so a burst of load from elsewhere on the
 * machine falls on both rather than on one (PITFALLS.md: repeat, compare in one run).
 */
export async function measurePaletteLatency(
  log: (line: string) => void = console.log,
  rounds = Number(process.env.PALETTE_BENCH_ROUNDS ?? 3),
): Promise<PaletteBench> {
  const folder = await buildBenchPage();
  const server = await serveFolder(folder);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const results = new Map<number, RoundResult[]>(paletteSizes.map((entries) => [entries, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const entries of paletteSizes) {
        const result = await typeRound(page, server.url, entries);
        results.get(entries)?.push(result);
        const p95 = percentile(
          result.samples.map((sample) => sample.toFrameMs),
          95,
        );
        log(`palette round ${round}, ${entries.toLocaleString('en')} entries: to frame p95 ${p95} ms`);
      }
    }
    const runs = paletteSizes.map((entries) => summarise(entries, results.get(entries) ?? []));
    for (const run of runs) {
      log(
        `palette, ${run.entries.toLocaleString('en')} entries, ${run.keystrokes} keystrokes: to frame p50 ${run.frameP50Ms} ms, ` +
          `p95 ${run.frameP95Ms} ms (rounds ${run.frameP95ByRoundMs.join(', ')}); to paint p50 ${run.paintP50Ms} ms, ` +
          `p95 ${run.paintP95Ms} ms; max ${run.maxMs} ms; long frames ${run.longFrames}`,
      );
    }
    return {
      measuredAt: new Date().toISOString(),
      browser: `Chromium ${browser.version()}`,
      queries: paletteQueries,
      rounds,
      targetP95Ms,
      runs,
    };
  } finally {
    await browser.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
