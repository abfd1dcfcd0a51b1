import { signInAt } from '../../support/browser-session';
import { launchChromium } from '../../support/chromium';
import { percentile, round1 } from '../grid/frame-recorder';

const loads = 7;

/**
 * A 200-line sales order opened in headless Chromium, signed in: from the navigation's start to the
 * frame that shows its lines grid counting all 200 lines with the first one's data. The first load
 * warms the browser's caches and is not counted.
 */
export async function measureDocumentOpen(origin: string, docEntry: number) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // tsx compiles with keepNames; functions sent to the page need its __name there.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await context.newPage();
    await signInAt(page, origin);
    const times: number[] = [];
    for (let load = 0; load <= loads; load += 1) {
      await page.goto(`${origin}/sales/doc/17/${docEntry}`);
      const ms = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const poll = () => {
              const grid = document.querySelector('[role="grid"][aria-rowcount="201"]');
              const first = grid?.querySelector('[role="row"][aria-rowindex="2"]:not([aria-busy])');
              if (first) resolve(performance.now());
              else requestAnimationFrame(poll);
            };
            poll();
          }),
      );
      if (load > 0) times.push(ms);
    }
    return { loads, medianMs: round1(percentile(times, 0.5)), p95Ms: round1(percentile(times, 0.95)) };
  } finally {
    await browser.close();
  }
}
