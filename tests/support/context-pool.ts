import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from 'playwright';

/**
 * Browser contexts handed back clean instead of closed, for the next test of the file to use.
 *
 * Measured on this machine (Chromium's CPU, a clerk signing in on the demo company): a new context
 * and page cost 0.5 s of CPU before the first byte (a renderer process started), and the first
 * load of the product in it 0.6 s more (nothing cached, every script compiled); the same sign-in
 * in a context recycled here cost 0.3 s in all. The browser files made about two hundred
 * contexts a run, most only to start a test from a clean sign-in.
 *
 * A recycled context is as a new one to the next test in what a test can tell: no cookies, no
 * storage of the product's origin (local, session, IndexedDB), no permissions, online, no routes,
 * no listeners, no init scripts of the test before, the options' viewport and colour scheme, one
 * page, at a blank page of the product's origin. What it keeps is the browser's HTTP cache and the
 * renderer process, as a browser a user reopens does. A context the test changed in a way this
 * cannot undo (a clock installed, a function exposed, extra headers) is closed instead.
 */
interface ContextPool {
  /** A context with `options`, recycled where one is free. Its close() hands it back. */
  open(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes every context of the pool (the file's end). */
  closeAll(): Promise<void>;
}

/** Page events a test may listen to: every listener of these is removed between tests. */
const pageEvents = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;

const contextEvents = [
  'backgroundpage',
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'serviceworker',
  'weberror',
] as const;

interface Pooled {
  context: BrowserContext;
  key: string;
  options: BrowserContextOptions;
  /** The page kept between tests, handed out by the next test's first newPage(). */
  kept: Page | undefined;
  handedOut: boolean;
  scripts: Disposable[];
  /** Changed in a way that cannot be undone: closed, not recycled. */
  spoiled: boolean;
  closed: boolean;
  inUse: boolean;
  reallyClose: () => Promise<void>;
}

/** Clears what the product's origin keeps in the page's storage. */
async function clearOriginStorage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    const databases = await window.indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve) => {
            if (!name) return resolve();
            const request = window.indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => resolve();
            request.onblocked = () => resolve();
          }),
      ),
    );
  });
}

/**
 * A pool of contexts for one test file, over `origin` (the product's address): the blank page a
 * recycled context waits on is the product's own icon, so that the next page of the product loads
 * in the same renderer with its scripts cached.
 */
function contextPool(browser: Browser, origin: string): ContextPool {
  const newContext = browser.newContext.bind(browser);
  const free: Pooled[] = [];
  const all = new Set<Pooled>();
  const blank = `${origin}/favicon.svg`;

  const recycle = async (pooled: Pooled) => {
    pooled.inUse = false;
    const { context } = pooled;
    try {
      if (pooled.spoiled) throw new Error('spoiled');
      const pages = context.pages();
      const kept = pages[0];
      for (const page of pages.slice(1)) await page.close();
      if (!kept || kept.isClosed()) throw new Error('no page left');
      for (const event of pageEvents) kept.removeAllListeners(event);
      for (const event of contextEvents) context.removeAllListeners(event);
      await kept.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      for (const script of pooled.scripts.splice(0)) await script.dispose();
      // Off the product first: its timers and open requests stop with the page.
      await kept.goto(blank);
      await clearOriginStorage(kept);
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      await kept.emulateMedia({
        colorScheme: pooled.options.colorScheme ?? 'light',
        reducedMotion: pooled.options.reducedMotion ?? 'no-preference',
        forcedColors: pooled.options.forcedColors ?? 'none',
        media: null,
      });
      const { viewport } = pooled.options;
      if (viewport !== null) await kept.setViewportSize(viewport ?? { width: 1280, height: 720 });
      pooled.kept = kept;
      pooled.handedOut = false;
      free.push(pooled);
    } catch {
      all.delete(pooled);
      pooled.closed = true;
      await pooled.reallyClose().catch(() => undefined);
    }
  };

  const make = async (options: BrowserContextOptions, key: string): Promise<Pooled> => {
    const context = await newContext(options);
    const reallyClose = context.close.bind(context);
    const pooled: Pooled = {
      context,
      key,
      options,
      kept: undefined,
      handedOut: true,
      scripts: [],
      spoiled: false,
      closed: false,
      inUse: true,
      reallyClose: () => reallyClose(),
    };
    const newPage = context.newPage.bind(context);
    const watchPage = (page: Page) => {
      const addScript = page.addInitScript.bind(page);
      page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
        const script = await addScript(...args);
        pooled.scripts.push(script);
        return script;
      }) as Page['addInitScript'];
      for (const name of ['exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'] as const) {
        const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
        (page as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
          pooled.spoiled = true;
          return original(...args);
        };
      }
      const install = page.clock.install.bind(page.clock);
      page.clock.install = (...args: Parameters<Page['clock']['install']>) => {
        pooled.spoiled = true;
        return install(...args);
      };
      return page;
    };
    context.newPage = async () => {
      if (!pooled.handedOut && pooled.kept && !pooled.kept.isClosed()) {
        pooled.handedOut = true;
        return pooled.kept;
      }
      return watchPage(await newPage());
    };
    const addScript = context.addInitScript.bind(context);
    context.addInitScript = (async (...args: Parameters<BrowserContext['addInitScript']>) => {
      const script = await addScript(...args);
      pooled.scripts.push(script);
      return script;
    }) as BrowserContext['addInitScript'];
    for (const name of [
      'exposeFunction',
      'exposeBinding',
      'setExtraHTTPHeaders',
      'setGeolocation',
    ] as const) {
      const original = (context[name] as (...args: unknown[]) => Promise<unknown>).bind(context);
      (context as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        pooled.spoiled = true;
        return original(...args);
      };
    }
    context.close = async () => {
      if (pooled.closed || !pooled.inUse) return;
      await recycle(pooled);
    };
    all.add(pooled);
    return pooled;
  };

  return {
    async open(options = {}) {
      const key = JSON.stringify(options);
      const index = free.findIndex((pooled) => pooled.key === key);
      if (index >= 0) {
        const [pooled] = free.splice(index, 1);
        if (pooled) {
          pooled.inUse = true;
          return pooled.context;
        }
      }
      return (await make(options, key)).context;
    },
    async closeAll() {
      free.splice(0);
      await Promise.all(
        [...all].map(async (pooled) => {
          pooled.closed = true;
          await pooled.reallyClose().catch(() => undefined);
        }),
      );
      all.clear();
    },
  };
}

/**
 * The browser a test file drives, its contexts pooled: newContext() hands out a recycled context
 * where one with the same options is free, a context's close() hands it back, and the browser's
 * close() closes them all.
 */
export function withContextPool(browser: Browser, origin: string): Browser {
  const pool = contextPool(browser, origin);
  const close = browser.close.bind(browser);
  browser.newContext = (options?: BrowserContextOptions) => pool.open(options);
  browser.close = async (...args: Parameters<Browser['close']>) => {
    await pool.closeAll();
    await close(...args);
  };
  return browser;
}
