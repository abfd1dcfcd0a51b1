import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { gateBackupPeriodsAnswerSchema } from '../../src/shared/api/gate-backup';
import { gatePassAnswerSchema, gateScanListAnswerSchema } from '../../src/shared/api/gate-pass';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { displayModes } from '../support/display-modes';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();

async function caller(user: string) {
  const headers = { ...(await signInForWrites(productUrl, user)), 'content-type': 'application/json' };
  return async (method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> => {
    const response = await fetch(`${productUrl}/api/v1/${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response.json();
  };
}

/** A gate of WH01 (the warehouse user's) with nine visitors' passes for it, made through the API. */
async function gateWithPasses(): Promise<{ GateCode: string; codes: string[] }> {
  const admin = await caller('admin');
  const GateCode = `E2E${`${process.pid}${Date.now() % 100_000}`.slice(-6)}`;
  await admin('POST', 'resources/gates', { GateCode, GateName: `Backup test ${GateCode}`, WhsCode: 'WH01' });
  const codes: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    const answer = gatePassAnswerSchema.parse(
      await admin('POST', 'gpm/gate-passes', {
        GateCode,
        CarrierName: `Visitor ${index}`,
        PlateNum: `E2E-${index}`,
        Lines: [{ Dscription: `Toolbox ${index}`, Quantity: '1' }],
      }),
    );
    codes.push(answer.ResponseData.ScanCode);
  }
  return { GateCode, codes };
}

const liveText = (page: Page) =>
  page
    .locator('[aria-live][aria-atomic="true"]')
    .evaluateAll((regions) => regions.map((region) => region.textContent).join(' | '));

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/gate-desk-${name}.png` });

const banner = (page: Page) => page.getByRole('heading', { name: 'Backup mode', level: 2 });

/**
 * The gate's scan desk in backup mode (issue 24), in Chromium on a phone-sized screen: the gate
 * loses the server (the test blocks the gate API), 30 scans are taken from the cache (duplicates
 * among them), the page is reloaded without the server (the queue is in IndexedDB), the server
 * comes back, and exactly those 30 reach it once, duplicates flagged. axe in the four display modes
 * on the desk in backup mode, and a screen reader hears each result.
 */
describe('the gate scan desk in backup mode, in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('keeps 30 scans through an outage and a reload, then sends each exactly once', async () => {
    const { GateCode, codes } = await gateWithPasses();
    const page = await suite.signedIn('/gpm/gpm-scan-logs', 'warehouse', {
      viewport: { width: 360, height: 640 },
    });
    const scanBox = page.getByRole('textbox', { name: 'Scan a pass or type its number' });
    await scanBox.waitFor();
    const cacheRead = page.waitForResponse((response) =>
      response.url().includes(`/gates/${GateCode}/pass-cache`),
    );
    await page.getByRole('combobox', { name: 'Gate' }).selectOption(GateCode);
    await cacheRead;

    // Online: the server answers, the panel and the live region say so.
    const online = codes[8] ?? '';
    await scanBox.focus();
    await page.keyboard.type(`${online}\n`, { delay: 10 });
    const panel = page.getByRole('region', { name: 'Last result' });
    await expect.poll(() => panel.getAttribute('data-result')).toBe('valid');
    await expect
      .poll(() => liveText(page))
      .toContain(`Valid. Let it through. This pass may go Out here. Pass ${online}`);
    await shot(page, 'online-valid');

    // The gate loses the server.
    await page.route('**/api/v1/gpm/**', (route) => route.abort('internetdisconnected'));
    const offline = [
      ...codes.slice(0, 8), // 8 valid
      ...codes.slice(0, 8), // 8 duplicates of this gate's offline scans
      ...codes.slice(2, 6), // 4 more duplicates
      'GP-99999999',
      'GP-99999998', // 2 not existing
      online,
      online, // 2 duplicates of the online scan
      ...codes.slice(6, 8), // 2 duplicates
      '99999997',
      'DSP-99999999', // 2 not existing
      codes[0] ?? '',
      codes[1] ?? '', // 2 duplicates
    ];
    expect(offline).toHaveLength(30);
    // At a scanner's pace: each code 5 ms a key, Enter straight after, while the first is still out.
    await page.keyboard.type(offline.map((code) => `${code}\n`).join(''), { delay: 5 });
    await banner(page).waitFor();
    await page.getByText('Waiting to be sent: 30').waitFor();
    expect(await page.title()).toMatch(/^Backup mode · /);
    await expect.poll(() => panel.getAttribute('data-result')).toBe('duplicate');
    await expect.poll(() => liveText(page)).toContain('Backup mode. Already scanned. Stop: already through.');
    // Every key reached the box: the last burst left nothing behind in it.
    expect(await scanBox.inputValue()).toBe('');

    // Reloaded without the server, in each display mode: the queue is still there, and axe is clean.
    for (const mode of [...displayModes.slice(1), displayModes[0]]) {
      if (!mode) continue;
      await showInMode(page, mode);
      await page.reload();
      await banner(page)
        .or(page.getByRole('heading', { name: 'الوضع الاحتياطي', level: 2 }))
        .waitFor();
      const queued = mode.language === 'ar' ? 'بانتظار الإرسال: 30' : 'Waiting to be sent: 30';
      await page.getByText(queued).waitFor();
      expect(await axeViolations(page), mode.name).toEqual([]);
      await shot(page, `backup-${mode.name}`);
    }

    // The network is back: the browser says so, and the desk sends its queue.
    await page.unroute('**/api/v1/gpm/**');
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByRole('region', { name: 'Sent to the server: 30 scans.' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => banner(page).count()).toBe(0);
    await shot(page, 'synced');
    expect(await page.title()).not.toMatch(/Backup mode/);

    const admin = await caller('admin');
    const log = gateScanListAnswerSchema.parse(
      await admin('GET', `gpm/scans?GateCode=${GateCode}&Mode=backup&Top=500`),
    ).ResponseData;
    expect(log.total).toBe(30);
    expect(new Set(log.data.map((scan) => scan.ScanId)).size).toBe(30);
    const count = (result: string) => log.data.filter((scan) => scan.Result === result).length;
    expect(count('valid')).toBe(8);
    expect(count('duplicate')).toBe(18);
    expect(count('not_existing')).toBe(4);
    // Each duplicate names the valid scan it repeats; what the gate showed agrees with the server.
    expect(log.data.filter((scan) => scan.Result === 'duplicate').every((scan) => scan.DuplicateOf)).toBe(
      true,
    );
    expect(log.data.every((scan) => scan.OfflineResult === null || scan.OfflineResult === scan.Result)).toBe(
      true,
    );

    const periods = gateBackupPeriodsAnswerSchema.parse(
      await admin('GET', `gpm/backup-periods?GateCode=${GateCode}`),
    ).ResponseData;
    expect(periods.data).toEqual([expect.objectContaining({ Cause: 'offline', Scans: 30 })]);

    // The direction by its chord, from the scan box.
    await scanBox.focus();
    await page.keyboard.press('Alt+Shift+Digit9');
    await page.keyboard.press('KeyD');
    await expect.poll(() => page.getByRole('radio', { name: 'In' }).isChecked()).toBe(true);
  });

  it('lets an administrator switch a gate to backup and back by keyboard, with the reason kept', async () => {
    const admin = await caller('admin');
    const GateCode = `BKA${`${process.pid}${Date.now() % 100_000}`.slice(-6)}`;
    await admin('POST', 'resources/gates', { GateCode, GateName: `Switched ${GateCode}`, WhsCode: 'WH02' });
    const page = await suite.signedIn('/gpm/backup_mode', 'admin', {
      viewport: { width: 1280, height: 900 },
    });
    const row = page.locator(`tr[data-gate="${GateCode}"]`);
    await row.waitFor();
    expect(await axeViolations(page), 'backup mode').toEqual([]);

    await page.getByRole('button', { name: `Switch ${GateCode} to backup` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Switch gate ${GateCode} to backup mode` });
    await dialog.waitFor();
    // Without a reason the switch is refused on the spot.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.getByText('Say why the gate goes to backup mode.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).focus();
    await page.keyboard.type('Router replaced');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await row.getByText('Backup, switched by an administrator').waitFor();
    await row.getByText('Router replaced').waitFor();

    await page.getByRole('button', { name: `Bring ${GateCode} back online` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `Bring gate ${GateCode} back online` }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await row.getByText('Online', { exact: true }).waitFor();
    const periods = gateBackupPeriodsAnswerSchema.parse(
      await admin('GET', `gpm/backup-periods?GateCode=${GateCode}`),
    ).ResponseData;
    expect(periods.data).toEqual([
      expect.objectContaining({ Cause: 'admin', Reason: 'Router replaced', EndedAt: expect.any(String) }),
    ]);
  });
});
