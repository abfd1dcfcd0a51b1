import { describe, expect, it } from 'vitest';
import type { CallView } from '../../src/shared/api/route-calls';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { apiCaller } from '../support/api-caller';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const text = catalogues.en.routeCalls;

type Row = Record<string, unknown>;

const caller = (user: string) => apiCaller(productUrl, user);

const pad = (value: number) => String(value).padStart(2, '0');
const today = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * A customer of the demo sales user (SlpCode 1) with two shops, on a route of its own, and a call
 * at each shop planned for today by hand: made through the API as the admin. `tag` keeps them
 * apart from other runs'.
 */
async function twoCallsToday() {
  const admin = await caller('admin');
  const tag = `${process.pid}${Date.now() % 100_000}`.slice(-8);
  const partners = await admin<{ data: Row[] }>('GET', 'resources/business-partners?per_page=50');
  const model = partners.data.find((row) => row.CardType === 'C');
  if (!model) throw new Error('the demo has customers');
  const CardCode = `CRC${tag}`;
  const CardName = `Corner shops ${tag}`;
  await admin('POST', 'resources/business-partners', {
    CardCode,
    CardName,
    CardType: 'C',
    GroupCode: model.GroupCode,
    SlpCode: 1,
  });
  const shop = async (Address: string) =>
    Number(
      (
        await admin<Row>('POST', 'resources/partner-addresses', {
          CardCode,
          AdresType: 'S',
          Address,
          City: 'Rabat',
        })
      ).LineNum,
    );
  const first = { CardCode, LineNum: await shop('Shop North') };
  const second = { CardCode, LineNum: await shop('Shop South') };
  const RouteCode = `E${tag}`;
  await admin('POST', 'resources/routes', {
    RouteCode,
    RouteName: `Route ${tag}`,
    OnMon: 'Y',
    OnTue: 'Y',
    OnWed: 'Y',
    OnThu: 'Y',
    OnFri: 'Y',
    OnSat: 'Y',
    OnSun: 'Y',
    EveryWeeks: 1,
    StartDate: today(),
  });
  // On a route, a ship-to address is an outlet.
  await admin('PUT', `route-calls/routes/${RouteCode}/stops`, { Stops: [first, second] });
  for (const stop of [first, second])
    await admin('POST', 'resources/calls', { PlanDate: today(), SlpCode: 1, ...stop });
  return { admin, CardCode, CardName };
}

describe("a rep's day: today's calls logged by keyboard, and an order started from one", () => {
  const suite = browserSuite(productUrl);

  it('logs two calls by keyboard and starts a sales order for the second outlet in a pane', async () => {
    const { admin, CardCode, CardName } = await twoCallsToday();
    const page = await suite.signedIn('/logistics_hub/route-and-calls/call-management', 'sales');
    await page.getByRole('heading', { name: text.day.title, level: 1 }).waitFor();
    const calls = page.getByRole('listbox', { name: /Calls of the day/ });
    const option = (shop: string) => calls.getByRole('option', { name: new RegExp(`${CardName} · ${shop}`) });
    await option('Shop North').waitFor();

    /** Moves the list's active call to the shop's, by arrows from the first. */
    const choose = async (shop: string) => {
      await calls.focus();
      await page.keyboard.press('Home');
      for (let step = 0; step < 100; step += 1) {
        if ((await option(shop).getAttribute('aria-selected')) === 'true') return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`${shop} was never chosen`);
    };
    const outcome = page.getByRole('combobox', { name: text.day.outcome });

    // The first shop: Enter goes to its form, V chooses Visited, Ctrl+S logs it.
    await choose('Shop North');
    await page.keyboard.press('Enter');
    await expect.poll(() => outcome.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('V');
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => option('Shop North').textContent()).toMatch(/Visited$/);

    // The next planned call is chosen: the second shop. Alt+Shift+0 then V goes to its form.
    await expect.poll(() => option('Shop South').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyV');
    await expect.poll(() => outcome.evaluate((element) => element === document.activeElement)).toBe(true);
    // Typed ahead: "Visited," is "Visited, ordered" alone.
    await page.keyboard.type('Visited,');
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => option('Shop South').textContent()).toMatch(/Visited, ordered$/);

    const day = await admin<{ calls: CallView[] }>('GET', `route-calls/my-day?date=${today()}&SlpCode=1`);
    const ours = day.calls.filter((call) => call.CardCode === CardCode);
    expect(ours.map((call) => [call.Address, call.CallStatus, call.Outcome])).toEqual([
      ['Shop North', 'D', 'V'],
      ['Shop South', 'D', 'O'],
    ]);

    // Alt+Shift+0 then O: a new sales order for the second shop opens in a pane beside.
    await choose('Shop South');
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyO');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(2);
    const shipTo = page.getByRole('combobox', { name: 'Ship-to' });
    await expect.poll(() => shipTo.inputValue()).toBe('Shop South');
    await expect.poll(() => page.getByText(CardName).count()).toBeGreaterThan(0);
  }, 240_000);
});
