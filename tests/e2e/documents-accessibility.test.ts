import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/locales/en';
import { axeViolations } from '../support/axe';
import { signInByKeyboard, visibleText } from '../support/browser-session';
import { contextInMode } from '../support/display-mode-context';
import { type DisplayMode, sweepModes } from '../support/display-modes';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** Every key of the English catalogue, to prove none reaches a screen untranslated. */
function catalogueKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
const keys = catalogueKeys(en.documents).map((key) => `documents.${key}`);

async function loaded(grid: Locator): Promise<void> {
  await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
}

describe('the document screens for every reader', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function signedIn(path: string, mode: DisplayMode): Promise<Page> {
    context = await contextInMode(browser, mode, { viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${productUrl}${path}`);
    if (mode.language === 'en') await signInByKeyboard(page, 'admin');
    else {
      await page.locator('input[name="username"]').focus();
      await page.keyboard.type('admin');
      await page.keyboard.press('Tab');
      await page.keyboard.type('demo1234');
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-pane-id]').first().waitFor();
    return page;
  }

  for (const mode of sweepModes('arabic')) {
    it(`has no accessibility violations on the list, document and editor in ${mode.name} mode`, async () => {
      const page = await signedIn('/sales/doc/17', mode);
      const shot = async (screen: string) => {
        if (mode.name !== 'accessibility')
          await page.screenshot({ path: `docs/screenshots/documents-${screen}-${mode.name}.png` });
      };
      const expectClean = async () => {
        expect(await axeViolations(page)).toEqual([]);
        const text = await visibleText(page);
        expect(keys.filter((key) => text.includes(key))).toEqual([]);
      };
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        mode.language === 'ar' ? 'rtl' : 'ltr',
      );

      const list = page.locator('[data-pane-id] [role="grid"]').first();
      await loaded(list);
      await expectClean();
      await shot('list');
      await page.keyboard.press('Alt+Shift+KeyG');
      await page.getByRole('dialog').waitFor();
      await expectClean();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // The first document, opened from the grid with Enter.
      await list.focus();
      await page.keyboard.press('Enter');
      // The lines grid: where the pane lands focus on the document.
      const lines = page.locator('[data-pane-id] [data-focus-landing] [role="grid"]').first();
      await loaded(lines);
      await expectClean();
      await shot('document');
      await page.keyboard.press('Alt+Shift+KeyJ');
      await page.getByRole('alertdialog').waitFor();
      await expectClean();
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });

      // The editor, opened from the list with its New key (no reload), with a partner and a line
      // typed in and its item list open on the second line.
      await page.goBack();
      await loaded(list);
      await list.focus();
      await page.keyboard.press('Alt+Shift+KeyI');
      const partner = page.locator('[data-pane-id] input[name="CardCode"]');
      await partner.focus();
      await page.keyboard.type('C00135');
      await page.locator('[role="option"]').first().waitFor();
      await page.keyboard.press('Escape');
      const editorLines = page.locator('[data-pane-id] [role="grid"]').first();
      await editorLines.focus();
      await page.keyboard.type('I000541');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      await page.keyboard.press('Enter');
      // The quantity's editor (the third column) opens once the item is taken.
      await page.locator('[data-pane-id] [role="gridcell"][aria-colindex="3"] input').waitFor();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      await page.locator('[data-pane-id] [role="gridcell"] input').waitFor({ state: 'detached' });
      await page.keyboard.press('Home');
      await page.keyboard.type('I0006');
      // The lookup lists what was typed, not what the previous line's search found.
      await expect
        .poll(() => page.locator('[role="listbox"] [role="option"]').first().textContent())
        .toContain('I0006');
      await expectClean();
      await shot('editor');
    }, 180_000);
  }
});
