import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { documentAnswerSchema } from '../../src/shared/api/marketing-docs';
import { axeViolations } from '../support/axe';
import { openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { columnTexts, loaded } from '../support/grid-reading';
import { chooseTransferWarehouses, enterLine, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';
import { createTransferRequest } from '../support/transfer-requests';

const productUrl = productServerUrl();
// Its own batch, so the run finds it as it left it whatever other files did with the item.
const batch = `DAY-${process.pid}`;

async function read(path: string, user = 'admin') {
  const response = await fetch(`${productUrl}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${await signIn(productUrl, user)}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as { ResponseData: { data: Record<string, unknown>[] } };
}
const filtered = (field: string, value: string) =>
  encodeURIComponent(JSON.stringify([{ field, op: 'equals', value }]));

/** A batch-managed item of the seed (one in ten beverages and snacks), found as the administrator. */
async function batchItem(): Promise<string> {
  const answer = await read(`resources/items?filters=${filtered('ManBtchNum', 'Y')}&per_page=1`);
  return String(answer.ResponseData.data[0]?.ItemCode);
}

/** A bin of the warehouse other than its default one (the seed's first), so the receipt's bin is the one chosen. */
async function chosenBin(whsCode: string): Promise<{ AbsEntry: number; BinCode: string }> {
  const bins = (await read(`resources/bin-locations?filters=${filtered('WhsCode', whsCode)}&per_page=50`))
    .ResponseData.data;
  const [, bin] = bins.sort((a, b) => Number(a.AbsEntry) - Number(b.AbsEntry));
  return { AbsEntry: Number(bin?.AbsEntry), BinCode: String(bin?.BinCode) };
}

async function documentOf(page: Page, objectType: string) {
  const docEntry = new RegExp(`view/${objectType}/(\\d+)`).exec(decodeURIComponent(page.url()))?.[1] ?? '';
  const response = await fetch(`${productUrl}/api/v1/marketing/docs/${objectType}/${docEntry}`, {
    headers: { authorization: `Bearer ${await signIn(productUrl, 'warehouse')}` },
  });
  expect(response.status).toBe(200);
  return documentAnswerSchema.parse(await response.json()).ResponseData;
}

/** A date `days` from today, as en-US date inputs take it typed (month, day, year) and as the API answers it. */
function dateIn(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { typed: `${month}${day}${year}`, iso };
}

/** The ledger rows drawn in a movements grid: type, document number, warehouse, in, out. */
async function movementRows(grid: Locator): Promise<string[][]> {
  const columns = await Promise.all([3, 4, 7, 8, 9].map((col) => columnTexts(grid, col)));
  return (columns[0] ?? []).map((_, row) => columns.map((column) => column[row] ?? ''));
}

describe("the warehouse keeper's day in Chromium", () => {
  const suite = browserSuite(productUrl);

  it('receives a batch into a bin, transfers half of it, and finds both in the movements and the item history, by keyboard', async () => {
    const item = await batchItem();
    const bin = await chosenBin('WH01');
    // The date field reads month, day, year as typed in en-US. The batch expires before the
    // item's opening batch, so the transfer's earliest-expiry-first choice takes it.
    const expiry = dateIn(90);
    const page = await suite.signedIn('/inventory/transactions/create/59', 'warehouse', {
      locale: 'en-US',
      viewport: { width: 1600, height: 1000 },
    });
    await page.getByRole('heading', { name: 'New Goods Receipt' }).waitFor();
    const lines = page.getByRole('grid', { name: /Lines of New Goods Receipt/ });
    await expect.poll(() => lines.evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    await enterLine(page, item, '6');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('F4');
    const picker = page.getByRole('dialog', { name: 'Batches, serial numbers and bins of line 1' });
    const addBatch = picker.getByRole('button', { name: 'Add a batch' });
    await addBatch.waitFor();
    await tabTo(page, addBatch);
    await page.keyboard.press('Enter');
    await tabTo(page, picker.getByRole('textbox', { name: 'Batch' }), 20, 'Shift+Tab');
    await page.keyboard.type(batch);
    await page.keyboard.press('Tab');
    await page.keyboard.type('6');
    await page.keyboard.press('Tab');
    await page.keyboard.type(expiry.typed);
    await tabTo(page, picker.getByRole('textbox', { name: `Quantity in bin ${bin.BinCode}` }));
    await page.keyboard.type('6');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, picker.getByRole('button', { name: 'Use these' }));
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Goods Receipt \d+$/ }).waitFor();
    const receipt = await documentOf(page, '59');
    expect(receipt.DocumentLines[0]).toMatchObject({ ItemCode: item, Quantity: '6.000000', WhsCode: 'WH01' });
    expect(await axeViolations(page)).toEqual([]);
    const batches = async () =>
      (await read(`resources/batch-numbers?filters=${filtered('DistNumber', batch)}`)).ResponseData.data
        .map((row) => [row.WhsCode, Number(row.Quantity), row.ExpDate])
        .filter(([, quantity]) => quantity !== 0);
    expect(await batches()).toEqual([['WH01', 6, expiry.iso]]);
    const inBin = (await read(`inventory/reports/bin-stock?ItemCode=${item}&WhsCode=WH01`)).ResponseData.data;
    expect(inBin.find((row) => row.AbsEntry === bin.AbsEntry)).toMatchObject({ OnHandQty: '6.000000' });

    // Half of it to the keeper's other warehouse.
    await page.goto(`${productUrl}/inventory/transactions/create/67`);
    await page.getByRole('heading', { name: 'New Inventory Transfer' }).waitFor();
    await chooseTransferWarehouses(page, 'WH01', 'WH02');
    await tabTo(page, page.getByRole('grid', { name: /Lines of New Inventory Transfer/ }));
    await enterLine(page, item, '3');
    expect(await axeViolations(page)).toEqual([]);
    // F4 on the line: the batches and bins of WH01, where the stock leaves.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('F4');
    const transferPicker = page.getByRole('dialog', { name: 'Batches, serial numbers and bins of line 1' });
    await transferPicker.getByText(`3 units of ${item} from WH01 to WH02`).waitFor();
    const fefo = transferPicker.getByRole('button', { name: 'Propose earliest expiry first, with its bins' });
    // The batch received above expires first: the proposal, once the batches and their bins are
    // read, takes it from the bin holding it, as the server would.
    await expect.poll(() => fefo.isEnabled()).toBe(true);
    await tabTo(page, fefo);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => transferPicker.getByRole('combobox', { name: 'Batch' }).first().inputValue())
      .toBe(batch);
    const fromPair = transferPicker.getByRole('textbox', { name: `Batch ${batch} in bin ${bin.BinCode}` });
    await expect.poll(() => fromPair.inputValue()).toBe('3');
    await transferPicker.getByText('Holds 6', { exact: false }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, transferPicker.getByRole('button', { name: 'Use these' }));
    await page.keyboard.press('Enter');
    await transferPicker.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Inventory Transfer \d+$/ }).waitFor();
    const transfer = await documentOf(page, '67');
    expect(transfer).toMatchObject({ Filler: 'WH01', ToWhsCode: 'WH02' });
    expect(await batches()).toEqual([
      ['WH01', 3, expiry.iso],
      ['WH02', 3, expiry.iso],
    ]);
    const leftInBin = (await read(`inventory/reports/bin-stock?ItemCode=${item}&WhsCode=WH01`)).ResponseData
      .data;
    expect(leftInBin.find((row) => row.AbsEntry === bin.AbsEntry)).toMatchObject({ OnHandQty: '3.000000' });

    // Both movements in the movements report, narrowed to the item by keyboard.
    await openFromPalette(page, 'Stock movements', 'Enter', /^Stock Movements/);
    const movements = page.getByRole('grid', { name: 'Stock movements' });
    await loaded(movements);
    const itemFilter = page.getByRole('textbox', { name: 'Item code' });
    await tabTo(page, itemFilter, 60, 'Shift+Tab');
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
    const received = ['Goods Receipt', String(receipt.DocNum), 'WH01', '6', '0'];
    const sent = ['Inventory Transfer', String(transfer.DocNum), 'WH01', '0', '3'];
    const arrived = ['Inventory Transfer', String(transfer.DocNum), 'WH02', '3', '0'];
    await expect
      .poll(() => movementRows(movements))
      .toEqual(expect.arrayContaining([received, sent, arrived]));
    expect((await columnTexts(movements, 5)).every((code) => code === item)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The item's history, from the palette on one of its rows.
    await tabTo(page, movements, 40);
    await page.keyboard.press('ArrowDown');
    await openFromPalette(page, 'Stock history', 'Enter', /Stock history/);
    const history = page.getByRole('grid', { name: `Stock history of ${item}` });
    await loaded(history);
    expect(decodeURIComponent(page.url())).toContain(`/inventory/reports/item/${item}/history`);
    await expect.poll(() => movementRows(history)).toEqual(expect.arrayContaining([received, sent, arrived]));
    expect(await axeViolations(page)).toEqual([]);

    // The stock over all the keeper's warehouses: the item on one row, its warehouses side by side.
    await openFromPalette(page, 'Inventory Stock Report', 'Enter', /Inventory Stock Report/);
    const stockGrid = page.getByRole('grid', { name: 'Stock by warehouse' });
    await loaded(stockGrid);
    await tabTo(page, page.getByRole('combobox', { name: 'Show' }), 60, 'Shift+Tab');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await page.keyboard.press('Tab');
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
    const headers = stockGrid.getByRole('columnheader');
    await expect.poll(() => headers.allTextContents()).toContain('On hand in WH02');
    const titles = await headers.allTextContents();
    expect(titles).toContain('On hand in WH01');
    expect(titles).not.toContain('On hand in WH03');
    const at = (title: string) => titles.indexOf(title) + 1;
    await expect.poll(() => columnTexts(stockGrid, 1)).toEqual([item]);
    // What the server answers the keeper for the item, drawn in each warehouse's column.
    const [answered] = (await read(`inventory/reports/stock-by-item?ItemCode=${item}`, 'warehouse'))
      .ResponseData.data;
    const held = (answered?.ByWarehouse ?? {}) as Record<string, string>;
    for (const whs of ['WH01', 'WH02'])
      expect((await columnTexts(stockGrid, at(`On hand in ${whs}`))).map(Number)).toEqual([
        Number(held[whs]),
      ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  /** A transfer copied from a new request of 2 units of a batch item, WH01 to WH04, its picker open. */
  async function copiedTransferPicker(page: Page) {
    const item = await batchItem();
    const request = await createTransferRequest(productUrl, 'admin', {
      from: 'WH01',
      to: 'WH04',
      itemCode: item,
      quantity: '2',
    });
    await page.goto(`${productUrl}/sales/doc/copy/1250000001/${request.DocEntry}/67`);
    const lines = page.locator('[data-pane-id] [role="grid"]').first();
    await expect.poll(() => lines.evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('F4');
    const picker = page.getByRole('dialog');
    // Batches, the bins of WH01 it leaves and those of WH04 it enters.
    await expect.poll(() => picker.locator('section').count()).toBe(3);
    return { item, picker };
  }

  for (const mode of sweepModes('arabic'))
    it(`opens the picker of a transfer copied from a request with F4, the receiving default bin proposed, axe clean, in ${mode.name} mode`, async () => {
      const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1600, height: 1000 } });
      await showInMode(page, mode);
      const { picker } = await copiedTransferPicker(page);
      const into = picker.locator('section').nth(2).getByRole('textbox');
      await expect
        .poll(() =>
          into.evaluateAll((inputs) =>
            inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean),
          ),
        )
        .toEqual(['2']);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        mode.language === 'ar' ? 'rtl' : 'ltr',
      );
      // The FEFO proposal (the batch section's last button) names each batch's bins in WH01.
      const batches = picker.locator('section').first();
      await expect.poll(() => batches.getByRole('button').last().isEnabled()).toBe(true);
      await batches.getByRole('button').last().click();
      await expect
        .poll(() => picker.locator('section').nth(1).getByRole('textbox').first().inputValue())
        .not.toBe('');
      expect(await axeViolations(page), mode.name).toEqual([]);
    });

  it('posts what the picker of a transfer copied from a request applies: the units go into the receiving default bin', async () => {
    const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1600, height: 1000 } });
    const { item, picker } = await copiedTransferPicker(page);
    const warehouse = (await read('resources/warehouses/WH04')) as unknown as {
      ResponseData: { DftBinAbs: number };
    };
    const inDefaultBin = async () => {
      const rows = (await read(`inventory/reports/bin-stock?ItemCode=${item}&WhsCode=WH04`)).ResponseData
        .data;
      // The bin report has a row per batch in a bin: the bin holds their sum.
      return rows
        .filter((row) => row.AbsEntry === warehouse.ResponseData.DftBinAbs)
        .reduce((sum, row) => sum + Number(row.OnHandQty), 0);
    };
    const before = await inDefaultBin();
    await tabTo(page, picker.getByRole('button', { name: 'Use these' }));
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Inventory Transfer \d+$/ }).waitFor();
    expect(await inDefaultBin()).toBe(before + 2);
  });

  it("lists the items' units for the keeper, and opens an item's with Enter, with nothing for axe to find", async () => {
    const page = await suite.signedIn('/inventory/uom-items', 'warehouse');
    const grid = page.locator('[data-pane-id] [role="grid"]').first();
    await loaded(grid);
    expect(await axeViolations(page)).toEqual([]);
    const codes = await columnTexts(grid, 1);
    await tabTo(page, grid, 40);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/inventory\/uom-items\/[^/]+$/);
    const opened = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
    expect(codes).toContain(opened);
    await page
      .getByRole('heading', { name: new RegExp(opened) })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
