import type { Page } from 'playwright';

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
