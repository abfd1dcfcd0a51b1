import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import type { DisplayMode } from './display-modes';

/**
 * A browser context that shows the product in the display mode: its colour scheme, and its
 * language and accessibility setting stored before the first page loads (once a tab, so that a
 * test may change them afterwards as a user would).
 */
export async function contextInMode(
  browser: Browser,
  mode: DisplayMode,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, colorScheme: mode.colorScheme });
  await context.addInitScript(
    ({ language, accessibility }) => {
      if (!window.sessionStorage.getItem('prepared')) {
        window.localStorage.setItem('language', language);
        window.localStorage.setItem('accessibilityEnabled', String(accessibility));
        window.sessionStorage.setItem('prepared', 'yes');
      }
    },
    { language: mode.language, accessibility: mode.accessibility },
  );
  return context;
}

/**
 * Stores the display mode's language and accessibility setting in a page already open (signed in),
 * for the next page it loads; its colour scheme is the context's.
 */
export async function storeDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.evaluate(
    ({ language, accessibility }) => {
      window.localStorage.setItem('language', language);
      window.localStorage.setItem('accessibilityEnabled', String(accessibility));
    },
    { language: mode.language, accessibility: mode.accessibility },
  );
}

/**
 * Shows a page already open (signed in) in the display mode from the next page it loads: its
 * language and accessibility setting stored, its colour scheme emulated. What lets one signed-in
 * page visit every mode rather than a context and a sign-in per mode.
 */
export async function showInMode(page: Page, mode: DisplayMode): Promise<void> {
  await storeDisplayMode(page, mode);
  await page.emulateMedia({ colorScheme: mode.colorScheme });
}
