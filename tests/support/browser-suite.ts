import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openInSession, type StoredSession, signInByKeyboard, storedSession } from './browser-session';
import { productBrowser } from './product-server';

export interface BrowserSuite {
  /** The suite's browser, launched before its first test. */
  browser(): Browser;
  /**
   * A new context (closed after the test) and page at `origin + path`, signed in by keyboard on
   * the sign-in form; with `reuseSessions`, only the first time the block asks for the user, then
   * in that session (browser-session.ts's openInSession). If that session has ended meanwhile (a
   * test signed the user out), the page shows the form and the user signs in by keyboard again.
   */
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
export interface BrowserSuiteOptions {
  /**
   * Later `signedIn` calls for a user open in the session of the user's first (the keys the client
   * keeps in localStorage, put there before the page loads), as a browser reopened on a signed-in
   * product: a keyboard sign-in saved per test. Only for blocks whose tests change nothing the
   * sign-in answer carries (the user's defaults, rules, branches): the stored answer would be the
   * old one. documents-keyboard.test.ts, which sets the admin's defaults and then signs in, fails
   * with it.
   */
  reuseSessions?: boolean;
}

export function browserSuite(
  origin: string,
  { reuseSessions = false }: BrowserSuiteOptions = {},
): BrowserSuite {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let shared: { user: string; page: Promise<Page> } | undefined;
  const sessions = new Map<string, StoredSession>();
  beforeAll(async () => {
    browser = await productBrowser();
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
  /** Signs in on the form the page shows, and keeps the session for the user's next tests. */
  const signInHere = async (page: Page, user: string) => {
    await signInByKeyboard(page, user);
    await page.locator('[data-pane-id]').first().waitFor();
    sessions.set(user, await storedSession(page));
    return page;
  };
  const signInAt = async (page: Page, path: string, user: string) => {
    await page.goto(`${origin}${path}`);
    return signInHere(page, user);
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
      const made = await open(options);
      const session = reuseSessions ? sessions.get(user) : undefined;
      if (!session) return signInAt(await made.newPage(), path, user);
      await openInSession(made, session);
      const page = await made.newPage();
      await page.goto(`${origin}${path}`);
      const form = page.getByRole('heading', { name: 'Sign in' });
      await page.locator('[data-pane-id]').first().or(form).first().waitFor();
      return (await form.isVisible()) ? signInHere(page, user) : page;
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
