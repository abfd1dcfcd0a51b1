import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const whs = 'WH01';
const serialItem = `ZCNT-S-${process.pid}`;
const batchItem = `ZCNT-B-${process.pid}`;
const plainItem = `ZCNT-N-${process.pid}`;

async function api(method: string, path: string, user: string, body?: object) {
  const response = await fetch(`${productUrl}/api/v1/${path}`, {
    method,
    headers: { ...(await signInForWrites(productUrl, user)), 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as { ResponseData: Record<string, unknown> & { data?: Record<string, unknown>[] } };
}

/**
 * An item group of its own (so the sheet is three items long), with a batch item holding batches
 * BA and BB in two bins of the warehouse, a plain item holding nothing and a serial item holding
 * SN-A and SN-B.
 */
async function countedGroup(): Promise<{ group: number; second: string }> {
  const group = Number(
    (await api('POST', 'resources/item-groups', 'admin', { ItmsGrpNam: `Count ${process.pid}` })).ResponseData
      .ItmsGrpCod,
  );
  for (const [ItemCode, managed] of [
    [batchItem, 'ManBtchNum'],
    [plainItem, 'ManBtchNum'],
    [serialItem, 'ManSerNum'],
  ] as const)
    await api('POST', 'resources/items', 'admin', {
      ItemCode,
      ItemName: 'Counted',
      ItmsGrpCod: group,
      [managed]: ItemCode === plainItem ? 'N' : 'Y',
    });
  const filters = encodeURIComponent(JSON.stringify([{ field: 'WhsCode', op: 'equals', value: whs }]));
  const bins = (
    (await api('GET', `resources/bin-locations?filters=${filters}&per_page=50`, 'admin')).ResponseData.data ??
    []
  )
    .map((bin) => ({ abs: Number(bin.AbsEntry), code: String(bin.BinCode) }))
    .sort((a, b) => a.abs - b.abs);
  const line = { WarehouseCode: whs, UnitPrice: '20' };
  await api('POST', 'marketing/docs/59', 'warehouse', {
    DocumentLines: [
      {
        ...line,
        ItemCode: batchItem,
        Quantity: '5',
        BatchNumbers: [
          { BatchNumber: 'BA', Quantity: '3', ExpiryDate: '2027-01-01' },
          { BatchNumber: 'BB', Quantity: '2', ExpiryDate: '2027-02-01' },
        ],
        DocumentLinesBinAllocations: [
          { BinAbsEntry: bins[0]?.abs, Quantity: '3' },
          { BinAbsEntry: bins[1]?.abs, Quantity: '2' },
        ],
      },
      {
        ...line,
        ItemCode: serialItem,
        Quantity: '2',
        SerialNumbers: [{ InternalSerialNumber: 'SN-A' }, { InternalSerialNumber: 'SN-B' }],
      },
    ],
  });
  return { group, second: bins[1]?.code ?? '' };
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('opening balances and counting in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('counts a warehouse by keyboard per bin, batch and serial, keeps the keys typed while it loads, and posts the differences', async () => {
    const { group, second } = await countedGroup();
    const page = await suite.sharedPage('warehouse');
    await page.goto(`${productUrl}/inventory/reports/opening-balances/createFromInventory`);
    await page.getByRole('heading', { name: 'Count from inventory' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Warehouse' }).selectOption(whs);
    await page.getByRole('textbox', { name: 'Item group code (optional)' }).fill(String(group));
    // The sheet answers late, so the keys below are typed while it loads, with the focus on Start count.
    await page.route('**/api/v1/inventory/counts/sheet*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Start count' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3');
    expect(await page.getByRole('textbox', { name: /^Counted quantity of / }).count()).toBe(0);
    const cells = page.locator('input[data-count-cell]');
    await cells.first().waitFor();
    await page.unroute('**/api/v1/inventory/counts/sheet*');
    // The keys landed in the first counted cell, Enter went down, and the typing goes on in the second.
    expect(await cells.nth(0).inputValue()).toBe('5');
    expect(await cells.nth(1).inputValue()).toBe('3');
    await expect
      .poll(() => cells.nth(1).evaluate((element) => element === document.activeElement))
      .toBe(true);
    // Cleared again, so the count below posts only what it means to.
    await page.keyboard.press('Backspace');
    await cells.nth(0).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    expect([await cells.nth(0).inputValue(), await cells.nth(1).inputValue()]).toEqual(['', '']);
    // A batch in a bin: its cell says which item, bin and batch it is, and Enter goes to the next place.
    const batchCell = page.getByRole('textbox', {
      name: new RegExp(`^Counted quantity of ${batchItem}, Batch BB · Bin `),
    });
    await batchCell.focus();
    const batchRow = page.getByRole('row').filter({ has: batchCell });
    const system = Number((await batchRow.getByRole('cell').nth(0).innerText()).replace(/[^\d.-]/g, ''));
    // Two batches in two bins: the system's figure is what this batch holds in this bin, exact (no share, no note).
    expect(await page.getByText(/^≈/).count()).toBe(0);
    await page.keyboard.type(String(system + 1));
    expect(await batchRow.getByRole('cell').nth(2).innerText()).toBe('1');
    await page.keyboard.press('Enter');
    // Enter went down to the batch item's "Batch found" field: batch BC, found in the second bin.
    await expect
      .poll(() => focusedName(page))
      .toBe(`Batch found of ${batchItem}: type it, Enter adds a place to count`);
    await page.keyboard.press('Tab');
    await page
      .getByRole('combobox', { name: `Bin where it was found, ${batchItem}` })
      .selectOption({ label: second });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('BC');
    await page.keyboard.press('Enter');
    // Its place is added and its counted cell takes the count.
    await expect
      .poll(() => focusedName(page))
      .toBe(`Counted quantity of ${batchItem}, Batch BC · Bin ${second} · found`);
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Enter on the empty field went on down: the plain item, held in no bin, is counted in the
    // default bin; 2 more were found in the second bin, chosen from the keyboard.
    await expect
      .poll(() => focusedName(page))
      .toMatch(new RegExp(`^Counted quantity of ${plainItem}, Bin WH01`));
    await page.keyboard.press('Tab');
    const foundBin = page.getByRole('combobox', {
      name: `Bin where more of ${plainItem} was found: Enter adds it to count`,
    });
    expect(await foundBin.evaluate((element) => element === document.activeElement)).toBe(true);
    await foundBin.selectOption({ label: second });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedName(page))
      .toBe(`Counted quantity of ${plainItem}, Bin ${second} · found`);
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    // Enter went on down: the serial item's first serial.
    await expect.poll(() => focusedName(page)).toMatch(/Serial SN-A/);
    // The serials: SN-A missing, SN-B present, SN-C found and scanned in.
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toMatch(/Serial SN-B/);
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedName(page))
      .toBe(`Serial found of ${serialItem}: type or scan it, Enter adds it`);
    await page.keyboard.type('SN-C');
    await page.keyboard.press('Enter');
    const found = page.getByRole('textbox', {
      // In the warehouse's default bin, the one proposed.
      name: new RegExp(
        `^Present \\(1\\) or missing \\(0\\): ${serialItem}, Serial SN-C · Bin WH01\\S* · found$`,
      ),
    });
    expect(await found.inputValue()).toBe('1');
    expect(await page.getByRole('row').filter({ has: found }).getByRole('cell').nth(2).innerText()).toBe(
      'Found',
    );
    // The same serial again is refused: a serial is unique per item.
    await page.keyboard.type('SN-C');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'SN-C' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('link', { name: /^Open Goods Receipt \d+$/ }).waitFor();
    await page.getByRole('link', { name: /^Open Goods Issue \d+$/ }).waitFor();
    const after = (await api('GET', `inventory/counts/sheet?WhsCode=${whs}&ItmsGrpCod=${group}`, 'warehouse'))
      .ResponseData as {
      Lines: {
        ItemCode: string;
        SerialNumber: string | null;
        BatchNumber: string | null;
        BinCode: string | null;
        OnHand: string;
      }[];
    };
    expect(
      after.Lines.filter((line) => line.ItemCode === serialItem).map((line) => line.SerialNumber),
    ).toEqual(['SN-B', 'SN-C']);
    expect(after.Lines.find((line) => line.BatchNumber === 'BC')).toMatchObject({
      BinCode: second,
      OnHand: '4',
    });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens the opening balance editor for the warehouse clerk', async () => {
    const page = await suite.sharedPage('warehouse');
    await page.goto(`${productUrl}/inventory/reports/opening-balances/create`);
    await page.getByRole('heading', { name: 'New Inventory Opening Balance' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
