import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { openInApp as open } from '../support/pane-navigation';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const settings = '/gpm/gpm-settings';
const mobile = `${settings}/mobile-settings`;

/** Each gate settings screen, and what shows it has loaded (in any language). */
const screens: { path: string; ready: (page: Page) => Locator }[] = [
  { path: settings, ready: (page) => pane(page).getByRole('navigation').getByRole('link').first() },
  { path: `${settings}/backup-mode-settings`, ready: (page) => gridRow(page) },
  { path: `${settings}/settings`, ready: (page) => pane(page).locator('form input').first() },
  { path: `${settings}/ext_bucket`, ready: (page) => pane(page).getByRole('radio').first() },
  { path: `${settings}/notifications`, ready: (page) => gridRow(page) },
  { path: `${settings}/password_resets`, ready: (page) => pane(page).locator('form select') },
  { path: `${mobile}/form-field-templates`, ready: (page) => gridRow(page) },
  { path: `${mobile}/form-fields`, ready: (page) => gridRow(page) },
  { path: `${mobile}/mobile-menu`, ready: (page) => page.getByRole('treeitem').first() },
  { path: '/gpm/users', ready: (page) => gridRow(page) },
];

const pane = (page: Page) => page.locator('[data-pane-id]').first();
const gridRow = (page: Page) =>
  pane(page).locator('[role="grid"] [role="row"][aria-rowindex="2"]:not([aria-busy])').first();

const labels = (tree: Locator) =>
  tree
    .getByRole('treeitem')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('aria-level')} ${item.firstElementChild?.textContent ?? ''}`),
    );

describe('gate pass settings in Chromium', () => {
  const suite = browserSuite(productUrl);

  for (const mode of sweepModes('light'))
    it(`shows every gate settings screen with no accessibility violation in ${mode.name} mode`, async () => {
      const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      await page.goto(`${productUrl}${settings}`);
      for (const screen of screens) {
        await open(page, screen.path);
        await screen.ready(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          mode.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await axeViolations(page), `${screen.path} in ${mode.name}`).toEqual([]);
        // No catalogue key shows through as text.
        expect(await visibleText(page)).not.toMatch(
          /\b(fields|resources|gateSettings|routeTitles)\.[a-zA-Z]/,
        );
      }
    }, 240_000);

  it('reorders the mobile menu, keeps an S3 store with its secret and sends a reset, from the keyboard', async () => {
    const page = await suite.signedIn(`${mobile}/mobile-menu`, 'admin');
    const tree = page.getByRole('tree', { name: 'Mobile menu entries' });
    await tree.getByRole('treeitem').first().focus();
    expect(await labels(tree)).toEqual(['1 Scan', '1 Passes', '1 Backup mode']);
    // Backup mode goes under Passes; Passes, with it, above Scan.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+BracketRight');
    await expect.poll(() => labels(tree)).toEqual(['1 Scan', '1 Passes', '2 Backup mode']);
    await page.getByRole('status').filter({ hasText: 'Backup mode: position 1 of 1, level 2' }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => labels(tree)).toEqual(['1 Passes', '2 Backup mode', '1 Scan']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Passes');
    await page.keyboard.press('Control+KeyS');
    await page.getByText('The mobile menu is saved.').waitFor();
    await page.reload();
    await tree.getByRole('treeitem').first().waitFor();
    expect(await labels(tree)).toEqual(['1 Passes', '2 Backup mode', '1 Scan']);

    // The store: S3 chosen with the arrow keys, its fields typed, saved and tested by their keys.
    await open(page, `${settings}/ext_bucket`);
    await page.getByRole('radio', { name: 'Local folder' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('radio', { name: 'S3-compatible store' }).isChecked()).toBe(true);
    const type = async (name: string, text: string) => {
      await page.getByRole('textbox', { name, exact: true }).focus();
      await page.keyboard.press('Control+KeyA');
      await page.keyboard.type(text);
    };
    await type('Endpoint URL', 'https://s3.eu-west-1.amazonaws.com');
    await type('Bucket', 'gate-photos');
    await page.getByLabel('Secret access key').focus();
    await page.keyboard.type('not-to-be-read-back');
    await page.keyboard.press('Control+KeyS');
    await page.getByText('The attachment store is saved.').waitFor();
    await page.getByText('A secret is stored. Type a new one to replace it.').waitFor();
    expect(await page.getByLabel('Secret access key').inputValue()).toBe('');
    await page.getByRole('textbox', { name: 'Bucket', exact: true }).focus();
    await page.keyboard.press('Alt+Shift+Digit9');
    await page.keyboard.press('KeyT');
    await page.getByRole('status').filter({ hasText: 'The endpoint URL is well formed.' }).waitFor();

    // A reset link sent now to the guard, listed as waiting.
    await open(page, `${settings}/password_resets`);
    const user = page.getByRole('combobox', { name: 'Gate user' });
    await user.focus();
    expect(await user.inputValue()).toBe('gate');
    await page.keyboard.press('Alt+Shift+Digit9');
    await page.keyboard.press('KeyR');
    await page.getByText('A reset link was sent to gate.').waitFor();
    await page
      .getByRole('table', { name: 'Reset requests' })
      .getByRole('cell', { name: 'Waiting' })
      .first()
      .waitFor();
  }, 180_000);
});
