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
  /**
   * One page signed in once for the whole describe block (by the first test that asks; later
   * calls return it), closed after the block: for tests that need no fresh state, each going to
   * its own address. Signing in takes seconds a test; a file of them paid it per test.
   */
  sharedPage(user: string, options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One Chromium for a describe block and one context per test, closed after it (or one signed-in
 * page shared by the block's tests): the hooks every browser suite of the product repeats,
 * registered where this is called.
 */
export function browserSuite(origin: string): BrowserSuite {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let shared: { user: string; page: Promise<Page> } | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    // A sign-in that failed left no page to close; the browser's closing takes its context.
    await (await shared?.page.catch(() => undefined))?.context().close();
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  const signInAt = async (page: Page, path: string, user: string) => {
    await page.goto(`${origin}${path}`);
    await signInByKeyboard(page, user);
    await page.locator('[data-pane-id]').first().waitFor();
    return page;
  };
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
      return signInAt(await (await open(options)).newPage(), path, user);
    },
    sharedPage(user, options = { viewport: { width: 1600, height: 1000 } }) {
      if (shared && shared.user !== user) throw new Error(`The shared page is signed in as ${shared.user}`);
      shared ??= {
        user,
        page: launched()
          .newContext(options)
          .then((made) => made.newPage())
          .then((page) => signInAt(page, '/dashboard', user)),
      };
      return shared.page;
    },
  };
}
