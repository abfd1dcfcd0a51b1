import type { Page } from 'playwright';

/** Opens a path in the app already loaded, as the browser's back and forward buttons do. */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((target) => window.location.pathname === target, path);
}
