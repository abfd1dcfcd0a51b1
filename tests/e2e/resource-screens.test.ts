import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { typeAheadResetMs } from '../../src/client/navigation/type-ahead';
import { en } from '../../src/shared/i18n/locales/en';
import { axeViolations } from '../support/axe';
import {
  downloaded,
  openFromPalette,
  openInSession,
  pathAndQuery,
  type StoredSession,
  signInByKeyboard,
  storedSession,
  visibleText,
} from '../support/browser-session';
import { contextInMode } from '../support/display-mode-context';
import { type DisplayMode, displayModes, lightMode, sweepModes } from '../support/display-modes';
import { columnTexts, loaded, rowCount } from '../support/grid-reading';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const itemsPath = '/inventory/item-management/item-master-data';
const wholesaleItemsPath = '/inventory/price-list/2/items';
const territoriesPath = '/administration/setup/general/territories';

/** English field labels by field name, as the grid's headers and the form's labels show them. */
const fieldLabels = new Map(
  Object.entries(en.fields).flatMap(([name, label]) =>
    typeof label === 'string' ? [[name, label] as const] : [],
  ),
);

/** Every key of the English catalogue, to prove none reaches a screen untranslated. */
function catalogueKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
const keys = catalogueKeys(en).filter((key) => key.includes('.'));

/** The cells of one CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  return [...cells, cell];
}

interface ActiveCell {
  row: number;
  col: number;
  text: string;
}

/** The cell aria-activedescendant names: its aria-rowindex, aria-colindex and what it says. */
function activeCell(grid: Locator): Promise<ActiveCell> {
  return grid.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    const cell = id ? document.getElementById(id) : null;
    return {
      row: Number(cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? 0),
      col: Number(cell?.getAttribute('aria-colindex') ?? 0),
      text: (cell?.getAttribute('aria-label') ?? cell?.textContent ?? '').trim(),
    };
  });
}

/** Polls until the grid counts some rows but fewer than `total` (a narrowed list has arrived). */
async function narrowed(grid: Locator, total: number): Promise<number> {
  // While the new list loads its row count is unknown (aria-rowcount -1), which is also "fewer".
  await expect
    .poll(async () => {
      const count = await rowCount(grid);
      return count > 0 && count < total;
    })
    .toBe(true);
  return rowCount(grid);
}

/** What the focused control's aria-describedby says (a field's message). */
const focusedDescription = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/** Every cell of the header row, then of the first data row, read by walking them with the arrows. */
async function walkFirstRows(page: Page, grid: Locator): Promise<{ headers: string[]; first: string[] }> {
  const columns = Number(await grid.getAttribute('aria-colcount'));
  const walk = async () => {
    const texts: string[] = [];
    await page.keyboard.press('Home');
    for (let col = 1; col <= columns; col++) {
      await expect.poll(async () => (await activeCell(grid)).col).toBe(col);
      texts.push((await activeCell(grid)).text);
      await page.keyboard.press('ArrowRight');
    }
    return texts;
  };
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowUp');
  const headers = await walk();
  await page.keyboard.press('ArrowDown');
  const first = await walk();
  return { headers, first };
}

describe('the generic list and record screens in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await productBrowser();
    mkdirSync('test-results/screenshots', { recursive: true });
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function newContext(mode: DisplayMode) {
    return contextInMode(browser, mode, { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  }

  /** The session each user's first sign-in of the file left, by user. */
  const sessions = new Map<string, StoredSession>();

  /**
   * Signs in by keyboard on the page the test starts from and waits for its pane: the user's
   * first test of the file signs in on the form, the next ones open in the session it left (as a
   * browser reopened on the product would), skipping the form and the argon2 check each time.
   */
  async function signedIn(user: string, path: string, mode: DisplayMode = lightMode) {
    context = await newContext(mode);
    const session = sessions.get(user);
    if (session) await openInSession(context, session);
    const page = await context.newPage();
    await page.goto(`${productUrl}${path}`);
    if (!session && mode.language === 'en') await signInByKeyboard(page, user);
    else if (!session) {
      // The same keys on the translated form, found by its field names rather than its English labels.
      await page.locator('input[name="username"]').focus();
      await page.keyboard.type(user);
      await page.keyboard.press('Tab');
      await page.keyboard.type('demo1234');
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-pane-id]').first().waitFor();
    if (!session) sessions.set(user, await storedSession(page));
    return page;
  }

  it('moves through item master data by keyboard, searches, filters and sorts on the server, and opens a record with Enter', async () => {
    const page = await signedIn('admin', itemsPath);
    const items = page.getByRole('grid', { name: 'Items' });
    await loaded(items);
    const total = await rowCount(items);
    expect(total).toBeGreaterThan(3000);
    // The footer counts the rows as English writes numbers.
    await page.getByText(`${total.toLocaleString('en-US')} rows`, { exact: true }).waitFor();

    // One tab stop: Tab reaches the grid after the toolbar, and the next Tab leaves it.
    await page.keyboard.press('Alt+Shift+KeyF');
    const search = page.getByRole('searchbox', { name: 'Search' });
    expect(await isFocused(search)).toBe(true);
    await tabTo(page, items, 10);
    expect(await items.locator('[tabindex]:not([tabindex="-1"]), button:not([tabindex="-1"])').count()).toBe(
      0,
    );
    await page.keyboard.press('Tab');
    expect(await items.evaluate((grid) => grid.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(items)).toBe(true);

    const columns = Number(await items.getAttribute('aria-colcount'));
    expect(await activeCell(items)).toMatchObject({ row: 2, col: 1 });
    await page.keyboard.press('ArrowDown');
    expect(await activeCell(items)).toMatchObject({ row: 3, col: 1 });
    await page.keyboard.press('ArrowRight');
    expect(await activeCell(items)).toMatchObject({ row: 3, col: 2 });
    await page.keyboard.press('End');
    expect(await activeCell(items)).toMatchObject({ row: 3, col: columns });
    await page.keyboard.press('Home');
    expect(await activeCell(items)).toMatchObject({ row: 3, col: 1 });
    await page.keyboard.press('Control+End');
    await expect.poll(() => activeCell(items)).toMatchObject({ row: total + 1, col: columns });
    // The last row is fetched and drawn, not a placeholder.
    await expect.poll(async () => (await activeCell(items)).text).not.toBe('');
    await page.keyboard.press('Control+Home');
    await expect.poll(() => activeCell(items)).toMatchObject({ row: 2, col: 1 });

    // Quick search: the server answers the narrowed list.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/resources/items' &&
        new URL(response.url()).searchParams.get('search') === 'basmati',
    );
    await page.keyboard.press('Alt+Shift+KeyF');
    await page.keyboard.type('basmati');
    expect((await searched).status()).toBe(200);
    const found = await narrowed(items, total);
    await page.getByText(`${found} rows`, { exact: true }).waitFor();
    for (const name of await columnTexts(items, 2)) expect(name.toLowerCase()).toContain('basmati');
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.press('Backspace');
    await expect.poll(() => rowCount(items)).toBe(total);

    // A column filter through the filter dialog, by keyboard only.
    await tabTo(page, items, 10);
    await page.keyboard.press('Alt+Shift+KeyG');
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.waitFor();
    expect(await isFocused(filters.getByRole('combobox', { name: 'Columns' }))).toBe(true);
    await page.keyboard.type('Item name');
    await page.keyboard.press('Tab');
    await page.keyboard.type('starts with');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Atlas');
    await page.keyboard.press('Enter');
    await filters.waitFor({ state: 'detached' });
    expect(await isFocused(items)).toBe(true);
    await page.getByRole('button', { name: 'Remove filter: Item name starts with Atlas' }).waitFor();
    await narrowed(items, total);
    await loaded(items);
    const names = await columnTexts(items, 2);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.startsWith('Atlas')).toBe(true);

    // Enter on a header sorts: Item code descending, then back to the default order.
    const firstCode = (await columnTexts(items, 1))[0] ?? '';
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowUp');
    expect(await activeCell(items)).toMatchObject({ row: 1, col: 1, text: 'Item code' });
    const codeHeader = items.getByRole('columnheader', { name: 'Item code' });
    expect(await codeHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(() => codeHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await columnTexts(items, 1))[0] ?? firstCode).not.toBe(firstCode);
    const descending = await columnTexts(items, 1);
    expect(descending).toEqual([...descending].sort().reverse());
    expect((descending[0] ?? '') > firstCode).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => codeHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await columnTexts(items, 1))[0]).toBe(firstCode);
    await expect.poll(() => activeCell(items)).toMatchObject({ row: 1, col: 1 });

    // A column's menu (Alt+ArrowDown) asks for a filter on that column.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Alt+ArrowDown');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('End');
    expect(await isFocused(menu.getByRole('menuitem', { name: /^Filter/ }))).toBe(true);
    await page.keyboard.press('Enter');
    await filters.waitFor();
    expect(await filters.getByRole('combobox', { name: 'Columns' }).inputValue()).toBe('ItemName');
    await page.keyboard.press('Escape');
    await filters.waitFor({ state: 'detached' });
    expect(await isFocused(items)).toBe(true);
    await page.keyboard.press('Home');

    // Enter on a row opens its record in the same pane.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: new RegExp(`^Item ${firstCode} · Atlas`) }).waitFor();
    expect(pathAndQuery(page)).toBe(`${itemsPath}/${firstCode}`);
    expect(await page.locator('[data-pane-id]').count()).toBe(1);
  }, 180_000);

  it('edits a record by keyboard, saves with Ctrl+S, shows the change and its history, and saves nothing invalid', async () => {
    const page = await signedIn('admin', `${itemsPath}/I000005`);
    const heading = page.getByRole('heading', { level: 1, name: /^Item I000005 · / });
    await heading.waitFor();
    const name = page.getByRole('textbox', { name: 'Item name' });
    const before = await name.inputValue();
    const after = `${before} (keyboard)`;
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });

    // Edit: the shortcut works right after the record opened, and the focus is in the first field.
    expect(await name.isEditable()).toBe(false);
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type(after);
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { level: 1, name: `Item I000005 · ${after}` }).waitFor();
    await page.getByRole('button', { name: /^Edit/ }).waitFor();
    expect(await name.isEditable()).toBe(false);
    expect(await name.inputValue()).toBe(after);
    expect(patches).toHaveLength(1);

    await page.keyboard.press('Alt+Shift+KeyH');
    const history = page.getByRole('region', { name: 'History' });
    await history
      .getByText(`Administrator changed Item name from ${before} to ${after}`, { exact: true })
      .waitFor();

    // A required field left empty: the message is on the field, and nothing is sent.
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(name)).toBe(true);
    expect(await focusedDescription(page)).toBe('Required');
    expect(patches).toHaveLength(1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Item I000005 · ${after}` }).waitFor();
    await page.keyboard.press('Alt+Shift+KeyH');
    await history.getByRole('listitem').first().waitFor();
    expect(await history.locator('time').count()).toBe(1);
  }, 120_000);

  it('creates a manufacturer entirely by keyboard and deletes it again', async () => {
    const page = await signedIn('admin', '/administration/setup/inventory/manufacturers');
    const list = page.getByRole('grid', { name: 'Manufacturers' });
    await loaded(list);
    const count = await rowCount(list);

    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { level: 1, name: 'New manufacturer' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Manufacturer name' }));
    await page.keyboard.type('Keyboard Works');
    await page.keyboard.press('Control+KeyS');
    const created = page.getByRole('heading', { level: 1, name: /^Manufacturer \d+ · Keyboard Works$/ });
    await created.waitFor();
    await page.getByText('Manufacturer Keyboard Works created').waitFor();

    await page.keyboard.press('Alt+Shift+Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete' });
    await confirm.getByText('Delete Keyboard Works? This cannot be undone.').waitFor();
    expect(await isFocused(confirm.getByRole('button', { name: 'Confirm' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Manufacturer Keyboard Works deleted').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Manufacturers' }).waitFor();
    await loaded(list);
    expect(await rowCount(list)).toBe(count);
    expect(await columnTexts(list, 2)).not.toContain('Keyboard Works');
  }, 120_000);

  it('walks the chart of accounts tree and edits an account by keyboard only', async () => {
    const page = await signedIn('admin', '/administration/setup/financials/edit-chart-of-accounts');
    const tree = page.getByRole('tree', { name: 'Chart of accounts' });
    // An account's name ends with its balance for who may read the journal (the admin does).
    const balance = / Balance at today: .*$/;
    const item = (name: string) =>
      tree.getByRole('treeitem', {
        name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(${balance.source})?$`),
      });
    const focusedItem = () =>
      page
        .evaluate(() => document.activeElement?.getAttribute('aria-label'))
        .then((label) => label?.replace(balance, ''));
    const press = async (key: string, expected: string) => {
      await page.keyboard.press(key);
      await expect.poll(focusedItem).toBe(expected);
    };
    await item('1 Assets').waitFor();
    await tabTo(page, item('1 Assets'));
    expect(await item('1 Assets').getAttribute('aria-expanded')).toBe('false');

    // Right opens a drawer, then steps into it; Down and Up move through what is shown.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => item('1 Assets').getAttribute('aria-expanded')).toBe('true');
    await press('ArrowRight', '11 Current Assets');
    expect(await item('11 Current Assets').getAttribute('aria-level')).toBe('2');
    await page.keyboard.press('ArrowRight');
    await press('ArrowRight', '1100 Cash on Hand');
    await press('ArrowDown', '1110 Petty Cash');
    // Left goes to the parent, then closes it; End and Home jump to the last and first items.
    await press('ArrowLeft', '11 Current Assets');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => item('11 Current Assets').getAttribute('aria-expanded')).toBe('false');
    await press('End', '5 Expenses');
    await press('Home', '1 Assets');
    // Typing finds the next account by its name or code.
    await page.keyboard.type('Liab');
    await expect.poll(focusedItem).toBe('2 Liabilities');
    // The one wait on the clock: what is under test is that typed text starts afresh after a pause.
    await page.waitForTimeout(typeAheadResetMs + 300);
    await page.keyboard.type('Fix');
    await expect.poll(focusedItem).toBe('12 Fixed Assets');

    // Enter opens the account's editor; the name is changed and saved from the keyboard.
    await press('ArrowUp', '11 Current Assets');
    await page.keyboard.press('ArrowRight');
    await press('ArrowRight', '1100 Cash on Hand');
    await press('ArrowDown', '1110 Petty Cash');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'G/L account 1110 · Petty Cash' }).waitFor();
    await page.keyboard.press('Alt+Shift+KeyR');
    const name = page.getByRole('textbox', { name: 'Account name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('Petty Cash London');
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { level: 1, name: 'G/L account 1110 · Petty Cash London' }).waitFor();
    await page.getByText('Account Petty Cash London saved').waitFor();

    // A new account from the tree: its parent drawer chosen by name, its level from the drawer.
    await page.goto(`${productUrl}/administration/setup/financials/edit-chart-of-accounts`);
    await item('1 Assets').waitFor();
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { level: 1, name: 'New G/L account' }).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Account code' }));
    await page.keyboard.type('6600');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Office Supplies');
    const parent = page.getByRole('combobox', { name: 'Parent drawer' });
    await tabTo(page, parent, 5);
    await page.keyboard.type('Operating');
    await page.getByRole('option', { name: /^52 Operating Expenses/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => parent.inputValue()).toBe('52');
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { level: 1, name: 'G/L account 6600 · Office Supplies' }).waitFor();
    await expect
      .poll(() => page.locator('[data-pane-id] form [name="Levels"]').first().inputValue())
      .toBe('3');
  }, 120_000);

  it('enters exchange rates in the grid by keyboard, and the server refuses a rate of zero', async () => {
    const page = await signedIn('admin', '/administration/rates-and-indexes');
    const rates = page.getByRole('grid', { name: 'Exchange rates' });
    await loaded(rates);
    await tabTo(page, rates, 20);
    await page.keyboard.press('Control+Home');
    const rateColumn = Number(
      await rates.getByRole('columnheader', { name: 'Rate' }).getAttribute('aria-colindex'),
    );
    for (let col = 1; col < rateColumn; col++) await page.keyboard.press('ArrowRight');
    expect(await activeCell(rates)).toMatchObject({ row: 2, col: rateColumn });
    await page.keyboard.type('1.0851');
    await page.keyboard.press('Enter');
    await page.getByText('Exchange rate of Euro saved').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await page.getByText('must be greater than 0').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await columnTexts(rates, rateColumn))[0]).toBe('1.0851');

    // A rate's own page, named by its currency and date.
    await page.goto(`${productUrl}/administration/rates-and-indexes/EUR_2026-11-03`);
    await page.getByRole('heading', { level: 1, name: 'Exchange rate EUR 2026-11-03 · Euro' }).waitFor();
    expect(await page.locator('[data-pane-id] form [name="Rate"]').first().inputValue()).toBe('1.0851');
  }, 120_000);

  for (const mode of sweepModes(
    'dark',
    displayModes.filter((candidate) => candidate.name !== 'accessibility'),
  )) {
    it(`has no accessibility violations on the financial setup screens in ${mode.name} mode`, async () => {
      const page = await signedIn('admin', '/administration/setup/financials/edit-chart-of-accounts', mode);
      const tree = page.locator('[data-pane-id] [role="tree"]');
      await tree.locator('[role="treeitem"]').first().waitFor();
      await page
        .locator('[data-pane-id] button')
        .filter({ hasText: mode.language === 'ar' ? 'توسيع الكل' : 'Expand all' })
        .click();
      await tree.locator('[role="treeitem"][aria-level="3"]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/finance-chart-of-accounts-${mode.name}.png` });

      for (const [path, screen] of [
        ['/administration/setup/financials/chart-of-accounts-editing/1120', 'gl-account'],
        ['/administration/setup/financials/gl-account-determination', 'gl-account-determination'],
      ] as const) {
        await page.goto(`${productUrl}${path}`);
        await page.locator('[data-pane-id] form').waitFor();
        await page.locator('[data-pane-id] form input').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `test-results/screenshots/finance-${screen}-${mode.name}.png` });
      }
      await page.goto(`${productUrl}/administration/rates-and-indexes`);
      await loaded(page.locator('[data-pane-id] [role="grid"]').first());
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/finance-exchange-rates-${mode.name}.png` });
    }, 120_000);
  }

  it('edits a price in place by keyboard, keeps it after a reload, and keeps the old price when a change is refused', async () => {
    const page = await signedIn('admin', wholesaleItemsPath);
    // The heading names the price list, read through its record.
    await page.getByRole('heading', { level: 1, name: 'Wholesale: item prices' }).waitFor();
    const prices = page.getByRole('grid', { name: 'Wholesale: item prices' });
    await loaded(prices);
    const total = await rowCount(prices);
    await page.getByText(`${total.toLocaleString('en-US')} rows`, { exact: true }).waitFor();
    expect(total).toBeGreaterThanOrEqual(1000);

    const saves: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PATCH') saves.push(response.status());
    });
    /** Narrows the list to one item and puts the active cell on its price. */
    const onPriceOf = async (code: string) => {
      await page.keyboard.press('Alt+Shift+KeyF');
      await page.keyboard.press('Control+KeyA');
      await page.keyboard.type(code);
      await expect.poll(() => rowCount(prices)).toBe(1);
      await loaded(prices);
      await tabTo(page, prices, 10);
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await activeCell(prices)).toMatchObject({ row: 2, col: 3 });
      expect(await prices.getByRole('columnheader', { name: 'Price' }).getAttribute('aria-colindex')).toBe(
        '3',
      );
    };
    const editor = page.getByRole('textbox', { name: 'Edit Price' });

    await onPriceOf('I000010');
    await page.keyboard.type('45.5');
    expect(await isFocused(editor)).toBe(true);
    await page.keyboard.press('Enter');
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => saves).toEqual([200]);
    expect(await columnTexts(prices, 3)).toEqual(['45.500']);
    expect(await columnTexts(prices, 6)).toEqual(['Yes']);

    await page.reload();
    await loaded(prices);
    await onPriceOf('I000010');
    expect((await activeCell(prices)).text).toBe('45.500');

    // A negative price: the message is in the cell, nothing is sent, Escape shows the old price.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('-3');
    await page.keyboard.press('Enter');
    expect(await isFocused(editor)).toBe(true);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedDescription(page)).toBe('Check this value:At least 0');
    expect(saves).toEqual([200]);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect((await activeCell(prices)).text).toBe('45.500');

    // Refused by the server: a colleague changed the price since this list was read.
    const colleague = await newContext(lightMode);
    const other = await colleague.newPage();
    await other.goto(`${productUrl}${wholesaleItemsPath}`);
    await signInByKeyboard(other, 'admin');
    const otherPrices = other.getByRole('grid', { name: 'Wholesale: item prices' });
    await loaded(otherPrices);
    await other.keyboard.press('Alt+Shift+KeyF');
    await other.keyboard.type('I000010');
    await expect.poll(() => rowCount(otherPrices)).toBe(1);
    await loaded(otherPrices);
    await tabTo(other, otherPrices, 10);
    await other.keyboard.press('ArrowRight');
    await other.keyboard.press('ArrowRight');
    const savedThere = other.waitForResponse((response) => response.request().method() === 'PATCH');
    await other.keyboard.type('50');
    await other.keyboard.press('Enter');
    expect((await savedThere).status()).toBe(200);
    await colleague.close();

    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expect.poll(() => saves).toEqual([200, 409]);
    await expect.poll(() => focusedDescription(page)).toBe(`Not saved:${en.resources.common.conflict}`);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    expect((await activeCell(prices)).text).toBe('45.500');
    await page.reload();
    await loaded(prices);
    await onPriceOf('I000010');
    expect((await activeCell(prices)).text).toBe('50.000');
  }, 180_000);

  it('opens a business partner record and the dealers list, and hides from a sales user what its rules refuse', async () => {
    const admin = await signedIn('admin', '/business-partners/bp-master-data');
    const partners = admin.getByRole('grid', { name: 'Business partners' });
    await loaded(partners);
    const allPartners = await rowCount(partners);
    await tabTo(admin, partners, 20);
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: /^Business partner C\d+ · / }).waitFor();
    expect(await admin.getByRole('textbox', { name: 'Credit limit' }).count()).toBe(1);

    await openFromPalette(admin, 'Dealers', 'Enter', /^Dealers/);
    const dealers = admin.getByRole('grid', { name: 'Dealers' });
    await loaded(dealers);
    expect(await rowCount(dealers)).toBeGreaterThan(0);
    await tabTo(admin, dealers, 20);
    await admin.keyboard.press('Enter');
    await admin.getByRole('heading', { level: 1, name: /^Dealer C\d+ · / }).waitFor();
    await context?.close();

    // The sales group reads items without their costs and may not change them.
    const sales = await signedIn('sales', itemsPath);
    const items = sales.getByRole('grid', { name: 'Items' });
    await loaded(items);
    expect(await sales.getByRole('button', { name: /^New/ }).count()).toBe(0);
    await sales.keyboard.press('Alt+Shift+KeyI');
    expect(await sales.getByRole('heading', { level: 1, name: 'New item' }).count()).toBe(0);
    await sales.keyboard.press('Alt+Shift+KeyO');
    const columnsDialog = sales.getByRole('dialog', { name: 'Columns' });
    await columnsDialog.getByRole('checkbox', { name: 'Item name' }).waitFor();
    expect(await columnsDialog.getByRole('checkbox', { name: 'Average cost' }).count()).toBe(0);
    await sales.keyboard.press('Escape');
    await columnsDialog.waitFor({ state: 'detached' });

    await tabTo(sales, items, 20);
    await sales.keyboard.press('Enter');
    await sales.getByRole('heading', { level: 1, name: /^Item 000123 · / }).waitFor();
    const name = sales.getByRole('textbox', { name: 'Item name' });
    await name.waitFor();
    expect(await sales.getByRole('textbox', { name: 'Average cost' }).count()).toBe(0);
    expect(await sales.getByRole('textbox', { name: 'Last purchase price' }).count()).toBe(0);
    expect(await sales.getByRole('button', { name: /^(Edit|Delete)/ }).count()).toBe(0);
    await sales.keyboard.press('Alt+Shift+KeyR');
    await sales.keyboard.press('Alt+Shift+Delete');
    expect(await name.isEditable()).toBe(false);
    expect(await sales.getByRole('dialog').count()).toBe(0);

    // Prices are read-only to them: typing on a price opens no editor.
    await sales.goto(`${productUrl}${wholesaleItemsPath}`);
    const prices = sales.getByRole('grid', { name: 'Wholesale: item prices' });
    await loaded(prices);
    await tabTo(sales, prices, 20);
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.press('ArrowRight');
    await sales.keyboard.type('5');
    expect(await isFocused(prices)).toBe(true);
    expect(await sales.getByRole('textbox', { name: 'Edit Price' }).count()).toBe(0);

    // Their partners only: those of their own sales employee.
    await sales.goto(`${productUrl}/business-partners/bp-master-data`);
    const ownPartners = sales.getByRole('grid', { name: 'Business partners' });
    await loaded(ownPartners);
    expect(await rowCount(ownPartners)).toBeLessThan(allPartners);
  }, 180_000);

  it('exports the visible columns of the list to CSV, in their order, with Alt+Shift+E', async () => {
    const page = await signedIn('admin', itemsPath);
    const items = page.getByRole('grid', { name: 'Items' });
    await loaded(items);
    const columns = Number(await items.getAttribute('aria-colcount'));

    // Hide a column by keyboard first, so the export must follow the user's choice.
    await tabTo(page, items, 20);
    await page.keyboard.press('Alt+Shift+KeyO');
    const dialog = page.getByRole('dialog', { name: 'Columns' });
    const groupBox = dialog.getByRole('checkbox', { name: 'Item group', exact: true });
    await tabTo(page, groupBox);
    await page.keyboard.press('Space');
    await expect.poll(() => groupBox.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => Number(await items.getAttribute('aria-colcount'))).toBe(columns - 1);

    const { headers, first } = await walkFirstRows(page, items);
    expect(headers).not.toContain('Item group');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Alt+Shift+KeyE');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('items.csv');
    const lines = (await downloaded(download))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    // The header is the grid's: its column titles, as the user reads them.
    const header = csvCells(lines[0] ?? '');
    expect(header).toEqual(headers);
    const row = csvCells(lines[1] ?? '');
    expect(row).toHaveLength(first.length);
    row.forEach((value, index) => {
      const shown = first[index] ?? '';
      const same =
        value === shown ||
        (value === 'Y' && shown === 'Yes') ||
        (value === 'N' && shown === 'No') ||
        (value !== '' && Number(value) === Number(shown.replaceAll(',', '')));
      expect(same, `${header[index]}: ${value} shown as ${shown}`).toBe(true);
    });

    // Beside Export CSV, by keyboard: a second header row of field names, for re-import.
    await page.getByRole('button', { name: /^Export CSV/ }).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: 'CSV header' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'Column titles', checked: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Remembered: after a reload the next export still carries both rows.
    await page.reload();
    await loaded(items);
    await tabTo(page, items, 20);
    const again = page.waitForEvent('download');
    await page.keyboard.press('Alt+Shift+KeyE');
    const [titles, names] = (await downloaded(await again))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map(csvCells);
    expect(titles).toEqual(headers);
    expect(names?.map((field) => fieldLabels.get(field) ?? field)).toEqual(headers);
    expect(names).not.toEqual(headers);

    // The columns come back for the other tests and for the next visit.
    await page.keyboard.press('Alt+Shift+KeyO');
    await dialog.waitFor();
    // From Close, the first control, Shift+Tab wraps round to the last one: Reset columns.
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Reset columns' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => Number(await items.getAttribute('aria-colcount'))).toBe(columns);
  }, 180_000);

  /** The name of the focused tree item, and whether it is open (null for a territory without children). */
  const focusedTreeItem = (page: Page) =>
    page.evaluate(() => {
      const item = document.activeElement?.closest('[role="treeitem"]');
      return {
        name: item?.textContent?.replace(/^[▾▸•]\s*/, '').trim() ?? '',
        expanded: item?.getAttribute('aria-expanded') ?? null,
      };
    });

  it('walks the territory tree by keyboard beside the list and opens a territory with Enter', async () => {
    const page = await signedIn('admin', territoriesPath);
    const tree = page.getByRole('tree', { name: 'Territory tree' });
    await loaded(page.getByRole('grid', { name: 'Territories' }));
    const europe = tree.getByRole('treeitem', { name: 'Europe' });
    // One tab stop, on the first territory; regions start open to show their countries.
    await tabTo(page, europe);
    expect(await tree.locator('[tabindex="0"]').count()).toBe(1);
    expect(await focusedTreeItem(page)).toEqual({ name: 'Europe', expanded: 'true' });
    await page.keyboard.press('ArrowDown');
    expect(await focusedTreeItem(page)).toEqual({ name: 'France', expanded: 'false' });
    await page.keyboard.press('ArrowRight');
    expect(await focusedTreeItem(page)).toEqual({ name: 'France', expanded: 'true' });
    await page.keyboard.press('ArrowRight');
    expect(await focusedTreeItem(page)).toEqual({ name: 'Lyon', expanded: null });
    expect(await tree.getByRole('treeitem', { name: 'Lyon' }).getAttribute('aria-level')).toBe('3');
    await page.keyboard.press('ArrowLeft');
    expect((await focusedTreeItem(page)).name).toBe('France');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedTreeItem(page)).toEqual({ name: 'France', expanded: 'false' });
    await page.keyboard.press('ArrowLeft');
    expect((await focusedTreeItem(page)).name).toBe('Europe');
    await page.keyboard.press('End');
    expect((await focusedTreeItem(page)).name).toBe('United Arab Emirates');
    await page.keyboard.press('Home');
    expect((await focusedTreeItem(page)).name).toBe('Europe');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathAndQuery(page)).toContain(`${territoriesPath}/2`);
    expect(await page.locator('[data-pane-id] form input[name="descript"]').inputValue()).toBe('France');
  }, 120_000);

  for (const mode of sweepModes('light')) {
    it(`has no accessibility violations on the lists, dialogs and records in ${mode.name} mode`, async () => {
      const page = await signedIn('admin', itemsPath, mode);
      const shot = async (screen: string) => {
        const path = `test-results/screenshots/resources-${screen}-${mode.name}.png`;
        if (mode.name !== 'accessibility') await page.screenshot({ path });
      };
      const expectClean = async () => {
        expect(await axeViolations(page)).toEqual([]);
        const text = await visibleText(page);
        expect(keys.filter((key) => text.includes(key))).toEqual([]);
      };
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        mode.language === 'ar' ? 'rtl' : 'ltr',
      );
      const items = page.locator('[data-pane-id] [role="grid"]').first();
      await loaded(items);
      await expectClean();
      await shot('items');

      await tabTo(page, items, 20);
      await page.keyboard.press('Alt+Shift+KeyG');
      await page.getByRole('dialog').waitFor();
      await expectClean();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.keyboard.press('Alt+Shift+KeyO');
      await page.getByRole('dialog').waitFor();
      await expectClean();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.keyboard.press('Enter');
      await page.locator('[data-pane-id] form input[name="ItemName"]').waitFor();
      // The record's own lists (stock by warehouse, prices) are drawn too.
      for (const grid of await page.locator('[data-pane-id] [role="grid"]').all()) await loaded(grid);
      await expectClean();
      await shot('item-record');
      await page.keyboard.press('Alt+Shift+KeyR');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('ItemName');
      await expectClean();

      await page.goto(`${productUrl}${wholesaleItemsPath}`);
      const prices = page.locator('[data-pane-id] [role="grid"]').first();
      await loaded(prices);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Wholesale');
      await expectClean();
      await shot('price-list-items');

      await page.goto(`${productUrl}${territoriesPath}`);
      const france = page.locator('[data-pane-id] [role="treeitem"]').nth(1);
      await loaded(page.locator('[data-pane-id] [role="grid"]').first());
      await tabTo(page, page.locator('[data-pane-id] [role="treeitem"]').first());
      await page.keyboard.press('ArrowDown');
      // Toward the end of the line opens: Left in Arabic, Right in English.
      await page.keyboard.press(mode.language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => france.getAttribute('aria-expanded')).toBe('true');
      await expectClean();
      await shot('territories');

      // A settings page that is one record: the bin-location field activation.
      await page.goto(`${productUrl}/administration/setup/bin-locations/field-activation`);
      await page.locator('[data-pane-id] form input[name="SL1Name"]').waitFor();
      await expectClean();
      await shot('bin-field-activation');
    }, 240_000);
  }
});
