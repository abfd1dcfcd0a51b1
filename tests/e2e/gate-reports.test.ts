import type { Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { downloaded, openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const text = catalogues.en.gateReports;

/** A report's grid once its first page has answered (the demo company may have no scans yet). */
async function answered(grid: Locator): Promise<void> {
  await grid.waitFor();
  await expect.poll(async () => (await grid.getAttribute('aria-rowcount')) !== null).toBe(true);
}

/** Each report: the palette's name of its route, and the grids it shows. */
const reports: { palette: string; path: string; grids: (t: typeof text) => string[] }[] = [
  { palette: 'Scan Log Report', path: '/gpm/reports/scan-logs', grids: (t) => [t.scanLogs.heading] },
  {
    palette: 'Duplicate Scans',
    path: '/gpm/reports/duplicate-logs',
    grids: (t) => [t.duplicateLogs.heading],
  },
  {
    palette: 'Unknown Documents',
    path: '/gpm/reports/not-existing-documents',
    grids: (t) => [t.notExisting.heading],
  },
  { palette: 'Document Report', path: '/gpm/reports/document', grids: (t) => [t.document.heading] },
  {
    palette: 'Business Continuity Report',
    path: '/gpm/reports/bcp',
    grids: (t) => [t.bcp.periods, t.bcp.scans],
  },
];

describe('the gate reports in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('opens each gate report by keyboard with nothing for axe to find, and exports the scan log as CSV headed by its titles', async () => {
    const page = await suite.signedIn('/', 'admin', { viewport: { width: 1366, height: 900 } });
    for (const report of reports) {
      await openFromPalette(page, report.palette, 'Enter', new RegExp(`^${report.palette}`));
      for (const name of report.grids(text)) await answered(page.getByRole('grid', { name, exact: true }));
      expect(await axeViolations(page), report.path).toEqual([]);
    }

    // A pass of the document report opens its record in the pane.
    const passes = page.getByRole('grid', { name: text.document.heading, exact: true });
    await openFromPalette(page, 'Document Report', 'Enter', /^Document Report/);
    await answered(passes);
    expect(Number(await passes.getAttribute('aria-rowcount'))).toBeGreaterThan(1);
    await tabTo(page, passes, 60);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/\/gpm\/gpm-documents\/\d+/);

    await openFromPalette(page, 'Scan Log Report', 'Enter', /^Scan Log Report/);
    const grid = page.getByRole('grid', { name: text.scanLogs.heading, exact: true });
    await answered(grid);
    await tabTo(page, grid, 60);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Alt+Shift+KeyE'),
    ]);
    expect(download.suggestedFilename()).toBe('gate-scan-logs.csv');
    const [header] = (await downloaded(download)).toString('utf8').replace('\uFEFF', '').split('\r\n');
    expect(header?.split(',').slice(0, 3)).toEqual([
      text.columns.ScanId,
      text.columns.ScannedAt,
      text.columns.ReceivedAt,
    ]);
  }, 240_000);

  for (const mode of sweepModes('arabic'))
    it(`shows every gate report with nothing for axe to find in ${mode.name} mode`, async () => {
      const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      const shown = catalogues[mode.language].gateReports;
      for (const report of reports) {
        await page.goto(`${productUrl}${report.path}`);
        for (const name of report.grids(shown)) await answered(page.getByRole('grid', { name, exact: true }));
        expect(await axeViolations(page), `${report.path} in ${mode.name}`).toEqual([]);
      }
    }, 400_000);
});
