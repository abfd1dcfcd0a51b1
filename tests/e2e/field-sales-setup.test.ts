import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-caller';
import { axeViolations } from '../support/axe';
import { visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { chooseInLookup, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const setup = '/logistics_hub/setup';

const pane = (page: Page) => page.locator('[data-pane-id]').first();
const gridRow = (page: Page) =>
  pane(page).locator('[role="grid"] [role="row"][aria-rowindex="2"]:not([aria-busy])').first();

/** The market setup and GPS screens (issue 25), and what shows each has loaded (in any language). */
const screens: { path: string; ready: (page: Page) => Locator }[] = [
  { path: `${setup}/channels`, ready: gridRow },
  { path: `${setup}/outlets`, ready: gridRow },
  { path: `${setup}/gps-setup`, ready: (page) => pane(page).locator('form input').first() },
  { path: `${setup}/survey/1`, ready: gridRow },
  { path: '/logistics_hub/gps-and-maps/gps-locations', ready: gridRow },
  { path: `${setup}/employee-timesheet`, ready: gridRow },
];

/** Opens a path in the app already loaded, as the browser's back and forward buttons do. */
async function open(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((target) => window.location.pathname === target, path);
}

/** A GET of the API as the administrator, from the test rather than the page. */
const apiGet = async (path: string) =>
  (await apiCaller(productUrl, 'admin'))<{ data: Record<string, unknown>[] }>('GET', path.replace(/^\//, ''));

const filters = (field: string, value: string | string[]) =>
  encodeURIComponent(JSON.stringify([{ field, op: Array.isArray(value) ? 'in' : 'equals', value }]));

describe('the market setup in Chromium', () => {
  const suite = browserSuite(productUrl);

  for (const mode of sweepModes('accessibility'))
    it(`shows the market setup and GPS screens with no accessibility violation in ${mode.name} mode`, async () => {
      const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      await page.goto(`${productUrl}${setup}/channels`);
      for (const screen of screens) {
        await open(page, screen.path);
        await screen.ready(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          mode.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await axeViolations(page), `${screen.path} in ${mode.name}`).toEqual([]);
        expect(await visibleText(page)).not.toMatch(/\b(fields|resources|fieldSales|routeTitles)\.[a-zA-Z]/);
      }
    }, 240_000);

  it("creates a channel, then an outlet of that channel on a customer's ship-to address, by keyboard", async () => {
    // A customer's ship-to address that is no outlet yet: the last in card code order (the seed
    // makes outlets of the first hundred of each market).
    const addresses = await apiGet(
      `/resources/partner-addresses?per_page=500&sort=CardCode:desc&filters=${filters('AdresType', ['S'])}`,
    );
    const outlets = await apiGet('/resources/outlets?per_page=500&sort=CardCode:desc');
    const taken = new Set(outlets.data.map((row) => `${String(row.CardCode)}_${String(row.LineNum)}`));
    const free = addresses.data.find(
      (row) =>
        String(row.CardCode).startsWith('C') && !taken.has(`${String(row.CardCode)}_${String(row.LineNum)}`),
    );
    expect(free).toBeDefined();
    const cardCode = String(free?.CardCode);
    const lineNum = String(free?.LineNum);

    const page = await suite.signedIn(`${setup}/channels/channel`, 'admin');
    await gridRow(page).waitFor();
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { level: 1, name: 'New channel' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Channel', exact: true }));
    await page.keyboard.type('kbd');
    await tabTo(page, page.getByRole('textbox', { name: 'Channel name' }));
    await page.keyboard.type('Keyboard kiosks');
    await page.keyboard.press('Control+KeyS');
    await page.getByText('Channel Keyboard kiosks created').waitFor();

    await open(page, `${setup}/outlets`);
    await gridRow(page).waitFor();
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { level: 1, name: 'New outlet' }).waitFor();
    await chooseInLookup(page, 'Partner code', cardCode);
    await tabTo(page, page.getByLabel('Address line', { exact: true }));
    await page.keyboard.type(lineNum);
    await tabTo(page, page.getByLabel('Latitude', { exact: true }));
    await page.keyboard.type('51.52');
    // A position is both coordinates or neither: saving with one says which is missing.
    await page.keyboard.press('Control+KeyS');
    await page.getByText('must be given with the other coordinate', { exact: false }).first().waitFor();
    await tabTo(page, page.getByLabel('Longitude', { exact: true }));
    await page.keyboard.type('-0.08');
    await chooseInLookup(page, 'Channel', 'KBD');
    await page.keyboard.press('Control+KeyS');
    await page.getByText(/^Outlet .+ created$/).waitFor();

    const saved = await apiGet(`/resources/outlets?filters=${filters('CardCode', cardCode)}`);
    expect(saved.data.find((row) => String(row.LineNum) === lineNum)).toMatchObject({
      ChannelCode: 'KBD',
      Latitude: expect.stringMatching(/^51\.52/),
      VisitFreq: 'W',
    });
  }, 180_000);
});
