import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** The signed-out account screens, used by keyboard in a real browser against the real server. */
describe('account screens in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());

  async function openAt(path: string, options: { colorScheme?: 'light' | 'dark'; language?: string } = {}) {
    const context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light' });
    if (options.language)
      await context.addInitScript(
        (language) => window.localStorage.setItem('language', language),
        options.language,
      );
    const page = await context.newPage();
    await page.goto(`${productUrl}${path}`);
    await page.getByRole('heading', { level: 2 }).waitFor();
    return page;
  }

  async function typeInto(page: Page, label: string, text: string) {
    await page.getByLabel(label, { exact: true }).focus();
    await page.keyboard.type(text);
  }

  it('registers an account by keyboard, showing field errors first, and says an administrator must activate it', async () => {
    const page = await openAt('/register');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await typeInto(page, 'User name', `clerk${Date.now() % 100000}`);
    await typeInto(page, 'Full name', 'Nadia Haddad');
    await typeInto(page, 'E-mail address', 'nadia.haddad@example.com');
    await typeInto(page, 'Password', 'a long enough password');
    await typeInto(page, 'Confirm the password', 'a long enough password');
    await page.keyboard.press('Enter');
    await page.getByText('An administrator must activate it').waitFor();
    await page.context().close();
  });

  it('answers a forgotten password the same way whether the account exists or not', async () => {
    const texts: string[] = [];
    for (const who of ['sales', 'nobody-by-this-name']) {
      const page = await openAt('/forgot-password');
      await typeInto(page, 'User name or e-mail address', who);
      await page.keyboard.press('Enter');
      const notice = page.getByText('a link to choose a new password is on its way');
      await notice.waitFor();
      texts.push((await notice.textContent()) ?? '');
      await page.context().close();
    }
    expect(texts[0]).toBe(texts[1]);
  });

  it('says a reset link without a valid token does not work, and offers a new one', async () => {
    const page = await openAt('/reset-password?token=not-a-real-token-but-long-enough');
    await typeInto(page, 'New password', 'another long password');
    await typeInto(page, 'Confirm the password', 'another long password');
    await page.keyboard.press('Enter');
    await page.getByText('This reset link is not valid').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await page.context().close();
  });

  for (const [name, options] of [
    ['light', {}],
    ['dark', { colorScheme: 'dark' }],
    ['Arabic', { language: 'ar' }],
  ] as const) {
    it(`has no accessibility violations on register, forgot-password and reset-password in ${name}`, async () => {
      for (const path of [
        '/register',
        '/forgot-password',
        '/reset-password?token=abcdefghijklmnopqrstuvwxyz',
      ]) {
        const page = await openAt(path, options);
        expect(await axeViolations(page), path).toEqual([]);
        await page.context().close();
      }
    });
  }
});
