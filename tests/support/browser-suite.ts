import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { signInByKeyboard } from './browser-session';
import { launchChromium } from './chromium';

export interface BrowserSuite {
  /** The suite's browser, launched before its first test. */
  browser(): Browser;
  /** A new context (closed after the test) and page at `origin + path`, signed in by keyboard. */
  signedIn(path: string, user: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One Chromium for a describe block and one context per test, closed after it: the hooks every
 * browser suite of the product repeats, registered where this is called.
 */
export function browserSuite(origin: string): BrowserSuite {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  const launched = () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call this from a test');
    return browser;
  };
  return {
    browser: launched,
    async signedIn(path, user, options = { viewport: { width: 1600, height: 1000 } }) {
      context = await launched().newContext(options);
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      await signInByKeyboard(page, user);
      await page.locator('[data-pane-id]').first().waitFor();
      return page;
    },
  };
}
