import type { BrowserContext, Download, Page } from 'playwright';
import { sessionKeys } from '../../src/client/session/session-storage';

/** Signs in through the sign-in form by keyboard alone, as a clerk would. */
export async function signInByKeyboard(page: Page, username: string, password = 'demo1234'): Promise<void> {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('User name or e-mail').focus();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Opens the sign-in page of `origin`, signs in and waits for the workspace's first pane. */
export async function signInAt(
  page: Page,
  origin: string,
  username = 'admin',
  password = 'demo1234',
): Promise<void> {
  await page.goto(`${origin}/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.locator('[data-pane-id]').first().waitFor();
}

/** The path and query the page is at now, without the workspace layout (`ws`) beside them. */
export function pathAndQuery(page: Page): string {
  const url = new URL(page.url());
  url.searchParams.delete('ws');
  return `${url.pathname}${url.search}`;
}

/** Every user-visible text of the page, to check that no catalogue key leaks onto a screen. */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/**
 * Opens the command palette (Ctrl+K), types the query and presses `keys` once the first option
 * (or the first whose name matches `option`) is listed; waits for the palette to close.
 */
export async function openFromPalette(
  page: Page,
  query: string,
  keys = 'Enter',
  option?: RegExp,
): Promise<void> {
  await page.keyboard.press('Control+KeyK');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.waitFor();
  await page.keyboard.type(query);
  await palette
    .getByRole('option', option ? { name: option } : {})
    .first()
    .waitFor();
  await page.keyboard.press(keys);
  await palette.waitFor({ state: 'detached' });
}

/** What a sign-in left in the page's storage: the keys the client keeps a session under. */
export type StoredSession = Record<string, string>;

/** The session the page holds now (after signing in), to open further contexts already in it. */
export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate((keys) => {
    const stored: Record<string, string> = {};
    for (const key of keys) {
      const value = window.localStorage.getItem(key);
      if (value !== null) stored[key] = value;
    }
    return stored;
  }, sessionKeys);
}

/**
 * Puts a session taken by storedSession in the context's storage before its first page loads, as
 * a browser reopened on a signed-in product has it: the page opens signed in, without the sign-in
 * form. Once a tab, so a test may still sign out. Only the session's keys: no layout, recent items
 * or display mode of the page it was taken from.
 */
export async function openInSession(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addInitScript((stored) => {
    if (window.sessionStorage.getItem('session-restored')) return;
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    window.sessionStorage.setItem('session-restored', 'yes');
  }, session);
}

/**
 * The bytes of a finished download. Read as a stream: the browser runs apart from the test
 * process (product-server.ts), where Playwright gives no local path of the file.
 */
export async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
