import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const item = 'I000007';

/** The admin's API over HTTP, for what the test sets up around the screens. */
async function adminApi() {
  const headers = { ...(await signInForWrites(productUrl, 'admin')), 'content-type': 'application/json' };
  return async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) => {
    const response = await fetch(`${productUrl}/api/v1/${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: response.status,
      json: (await response.json()) as { ResponseData: Record<string, unknown> },
    };
  };
}

describe('alerts and notifications in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('shows the unread count on the bell and opens a notification by keyboard, with no accessibility violation', async () => {
    const call = await adminApi();
    const alert = await call('POST', 'resources/alerts', {
      AlertCode: 'E2E-STOCK',
      Name: 'Stock under minimum (browser test)',
      AlertKind: 'stock-below-minimum',
      Priority: 'H',
      UserCodes: 'admin',
    });
    expect(alert.status).toBe(201);
    // The item's minimum above any stock, then an order touching it: the alert raises.
    const before = await call('GET', `resources/items/${item}`);
    const minimum = String(before.json.ResponseData.MinLevel);
    const raised = await call('PATCH', `resources/items/${item}`, {
      version: before.json.ResponseData.version,
      MinLevel: '99999999',
    });
    expect(raised.status).toBe(200);
    const order = await call('POST', 'marketing/docs/17', {
      CardCode: 'C00001',
      DocumentLines: [{ ItemCode: item, Quantity: '1' }],
    });
    expect(order.status).toBe(201);
    await call('PATCH', `resources/items/${item}`, {
      version: raised.json.ResponseData.version,
      MinLevel: minimum,
    });

    const page = await suite.signedIn('/administration/alerts-management', 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    const grid = page.getByRole('grid', { name: 'Alerts' });
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').waitFor();
    await grid.getByText('E2E-STOCK').waitFor();
    expect(await axeViolations(page), 'alerts list').toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/alerts-management.png' });

    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    const unreadOf = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await expect.poll(unreadOf).toBeGreaterThan(0);
    const unread = await unreadOf();
    expect(await bell.getAttribute('title')).toContain('Alt+Shift+1');

    await page.keyboard.press('Alt+Shift+Digit1');
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.waitFor();
    const entry = dialog.getByRole('button', { name: new RegExp(`${item}.*minimum`) }).first();
    await entry.waitFor();
    expect(await axeViolations(page), 'notifications list').toEqual([]);
    // A side sheet of the viewport's height, not one held inside the navbar's box.
    await expect.poll(async () => (await dialog.boundingBox())?.height ?? 0).toBeGreaterThan(800);
    // The newest notification has focus on open: Enter opens its item in a new pane.
    await expect.poll(() => entry.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(2);
    await page.locator('[data-pane-id]').filter({ hasText: item }).first().waitFor();
    await expect.poll(unreadOf).toBe(unread - 1);
    await page.screenshot({ path: 'test-results/screenshots/notification-opened.png' });
  }, 120_000);
});
