import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { signInByKeyboard } from './browser-session';
import { launchChromium } from './chromium';

export interface BrowserSuite {
  /** The suite's browser, launched before its first test. */
  browser(): Browser;
  /** A new context (closed after the test) and page at `origin + path`, signed in by keyboard. */
  signedIn(path: string, user: string, options?: BrowserContextOptions): Promise<Page>;
  /** A new context, closed after the test, for a test that prepares it before signing in. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
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
  const open = async (options: BrowserContextOptions) => {
    context = await launched().newContext(options);
    return context;
  };
  return {
    browser: launched,
    context: (options = { viewport: { width: 1600, height: 1000 } }) => open(options),
    async signedIn(path, user, options = { viewport: { width: 1600, height: 1000 } }) {
      const page = await (await open(options)).newPage();
      await page.goto(`${origin}${path}`);
      await signInByKeyboard(page, user);
      await page.locator('[data-pane-id]').first().waitFor();
      return page;
    },
  };
}
