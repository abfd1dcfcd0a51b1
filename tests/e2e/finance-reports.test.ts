import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { columnTexts, loaded, rowCount } from '../support/grid-reading';
import { tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

describe('the finance reports in Chromium', () => {
  const suite = browserSuite(productUrl);

  it("opens the trial balance and the customer aging by keyboard, and a customer's account statement from the aging", async () => {
    const page = await suite.signedIn('/', 'admin', { viewport: { width: 1366, height: 900 } });
    await openFromPalette(page, 'Trial Balance', 'Enter', /^Trial Balance/);
    const trial = page.getByRole('grid', { name: 'Trial Balance' });
    await loaded(trial);
    expect(await rowCount(trial)).toBeGreaterThan(1);
    await page.getByText(/Debits equal credits: /).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await openFromPalette(page, 'Customer Aging', 'Enter', /^Customer Aging/);
    const aging = page.getByRole('grid', { name: 'Customer Aging' });
    await loaded(aging);
    expect(await rowCount(aging)).toBeGreaterThan(1);
    await page.getByRole('img', { name: /^Open amounts by age/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const cardCodes = await columnTexts(aging, 1);
    await tabTo(page, aging, 60);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const statement = page.getByRole('grid', { name: /^Account statement of / });
    await loaded(statement);
    const cardCode = (await statement.getAttribute('aria-label'))?.split(' ')[3] ?? '';
    expect(cardCodes).toContain(cardCode);
    // The opening balance line, the partner's postings and the closing line.
    expect(await rowCount(statement)).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);

  for (const mode of sweepModes('dark'))
    it(`shows the journal, an entry, the trial balance, both agings, a statement and the chart of accounts' balances with nothing for axe to find, in ${mode.name} mode`, async () => {
      const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      const text = catalogues[mode.language].financeReports;
      const screens: [string, string | RegExp][] = [
        ['/Banking/reports/journal-entries', text.journal.heading],
        ['/Banking/reports/journal-entries/1', text.journal.lines],
        ['/Banking/reports/trial-balance', text.trialBalance.heading],
        ['/Banking/reports/customer-aging', text.aging.customers],
        ['/Banking/reports/vendor-aging', text.aging.vendors],
        ['/business-partners/account-statement', text.statement.heading],
      ];
      for (const [path, grid] of screens) {
        await page.goto(`${productUrl}${path}`);
        await page.getByRole('grid', { name: grid }).waitFor();
        await expect
          .poll(
            async () => (await page.getByRole('grid', { name: grid }).getAttribute('aria-rowcount')) !== null,
          )
          .toBe(true);
        expect(await axeViolations(page), `${path} in ${mode.name}`).toEqual([]);
      }
      await page.goto(`${productUrl}/administration/setup/financials/edit-chart-of-accounts`);
      const balance = new RegExp(text.accountBalance.split('{{')[0] ?? '');
      await page.getByRole('treeitem', { name: balance }).first().waitFor();
      expect(await axeViolations(page), `chart of accounts in ${mode.name}`).toEqual([]);
    }, 400_000);
});
