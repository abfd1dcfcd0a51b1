import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiReferenceText } from '../../src/shared/i18n/sections/api-reference';
import { axeViolations } from '../support/axe';
import { openFromPalette, visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { lightMode, sweepModes } from '../support/display-modes';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const path = '/administration/utilities/api-reference';
const en = apiReferenceText.en;

const pane = (page: Page) => page.locator('[data-pane-id]').first();

// One signed-in page for the file: the screen only reads, and each test goes to its own address.
describe('the API reference in Chromium', () => {
  const suite = browserSuite(productUrl);
  const sharedPage = () => suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });

  for (const mode of sweepModes('accessibility'))
    it(`lists the operations by group, filters them and shows their fields, axe clean, in ${mode.name} mode`, async () => {
      const page = await sharedPage();
      await showInMode(page, mode);
      await page.goto(`${productUrl}${path}`);
      const text = apiReferenceText[mode.language];
      await pane(page).getByRole('heading', { level: 1, name: text.heading }).waitFor();
      const filter = pane(page).getByRole('searchbox', { name: text.filter });
      await filter.waitFor();
      expect(await axeViolations(page), `closed groups in ${mode.name}`).toEqual([]);

      // Typing a filter opens the groups that match, each a table of its operations.
      await filter.focus();
      await page.keyboard.type('resources/items create');
      const table = pane(page).getByRole('table', {
        name: text.groupCaption.replace('{{group}}', 'resources/items'),
      });
      await table.waitFor();
      const row = table.getByRole('row').filter({ hasText: '/api/v1/resources/items' });
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain('POST');
      expect(await row.textContent()).toContain('create Item');

      // The fields open from the keyboard: Tab reaches their disclosure, Enter opens it.
      const fields = row.locator('summary');
      await fields.focus();
      await page.keyboard.press('Enter');
      await row.getByText('ItemCode: string').waitFor();
      expect(await row.textContent()).toContain(text.fields.required.replace('{{place}}', text.fields.body));
      expect(await axeViolations(page), `open operations in ${mode.name}`).toEqual([]);
      expect(await visibleText(page)).not.toMatch(/\bapiReference\.[a-zA-Z]/);
      if (mode.name !== 'accessibility')
        await page.screenshot({ path: `test-results/screenshots/api-reference-${mode.name}.png` });
    }, 120_000);

  it('opens from the palette by its menu title and names the subject each document type requires', async () => {
    const page = await sharedPage();
    await showInMode(page, lightMode);
    await page.goto(`${productUrl}/dashboard`);
    await pane(page).getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openFromPalette(page, 'API Reference', 'Enter', /API Reference/);
    await pane(page).getByRole('heading', { level: 1, name: en.heading }).waitFor();
    const filter = pane(page).getByRole('searchbox', { name: en.filter });
    await filter.fill('marketing/docs create');
    const row = pane(page)
      .getByRole('row')
      .filter({ hasText: '/api/v1/marketing/docs/{objectType}' })
      .filter({ hasText: 'POST' });
    expect(await row.textContent()).toContain('SalesOrder (objectType 17)');
    await pane(page).getByRole('searchbox', { name: en.filter }).fill('no such operation at all');
    await pane(page).getByRole('status').filter({ hasText: en.none }).waitFor();
  }, 120_000);
});
