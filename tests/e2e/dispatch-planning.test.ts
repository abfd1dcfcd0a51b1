import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { DispatchNote } from '../../src/shared/api/dispatch';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { apiCaller } from '../support/api-caller';
import { axeViolations } from '../support/axe';
import { openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { loaded, rowCount } from '../support/grid-reading';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const text = catalogues.en.dispatchPlanning;

type Row = Record<string, unknown>;

const caller = (user: string) => apiCaller(productUrl, user);

/**
 * A customer of its own and an item of 50 kg with ten in stock at WH01, made through the API as
 * the admin; `tag` keeps them apart from other tests' and other runs'.
 */
async function customerWithStock() {
  const admin = await caller('admin');
  const tag = `${process.pid}${Date.now() % 100_000}`.slice(-8);
  const partners = await admin<{ data: Row[] }>('GET', 'resources/business-partners?per_page=50');
  const model = partners.data.find((row) => row.CardType === 'C');
  if (!model) throw new Error('the demo has customers');
  const customer = { code: `CDSP${tag}`, name: `Round ${tag}` };
  await admin('POST', 'resources/business-partners', {
    CardCode: customer.code,
    CardName: customer.name,
    CardType: 'C',
    GroupCode: model.GroupCode,
  });
  const item = `DSPE2E${tag}`;
  await admin('POST', 'resources/items', {
    ItemCode: item,
    ItemName: `Crate ${tag}`,
    ItmsGrpCod: 103,
    SWeight1: '50',
    SVolume: '0.1',
  });
  await admin('POST', 'marketing/docs/59', {
    DocumentLines: [{ ItemCode: item, Quantity: '10', UnitPrice: '5', WarehouseCode: 'WH01' }],
  });
  /** A posted document of the customer: two crates from WH01, requested on `due`. */
  const document = (
    objectId: '15' | '17',
    due: string,
  ): Promise<{ DocEntry: number; DocNum: number; version: number }> =>
    admin('POST', `marketing/docs/${objectId}`, {
      CardCode: customer.code,
      DocDueDate: due,
      DocumentLines: [{ ItemCode: item, Quantity: '2', UnitPrice: '10', WarehouseCode: 'WH01' }],
    });
  return { admin, tag, customer, document };
}

/**
 * A customer of its own with three open deliveries of 100 kg each (an item of 50 kg, two a
 * delivery), requested in March 2031 so that a date filter finds them alone; a van that takes
 * 250 kg, so the three together are over its capacity; and a driver. Made through the API.
 */
async function threeDeliveries() {
  const { admin, tag, customer, document } = await customerWithStock();
  const deliveries: { DocEntry: number; DocNum: number }[] = [];
  for (const day of ['05', '06', '07']) deliveries.push(await document('15', `2031-03-${day}`));
  const vehicle = `E2E${tag}`.slice(0, 20);
  await admin('POST', 'resources/vehicles', {
    VehicleCode: vehicle,
    Descr: `Test van ${tag}`,
    PlateNum: `PL${tag}`,
    VehicleType: 'V',
    CapacityKg: 250,
    CapacityM3: '0',
  });
  const driver = await admin<Row>('POST', 'resources/drivers', { DriverName: `Driver ${tag}` });
  return {
    customer,
    deliveries,
    vehicle,
    driver: { code: Number(driver.DriverCode), name: `Driver ${tag}` },
  };
}

/** The stops as the builder lists them, by their customer and delivery number. */
const stopTexts = (stops: Locator) => stops.getByRole('option').allTextContents();

describe('the dispatch planning screens in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('shows the open items, filters them by requested date and starts a load from the selection', async () => {
    const setup = await threeDeliveries();
    const page = await suite.signedIn('/dispatch/open_items', 'dispatcher', {
      viewport: { width: 1600, height: 1000 },
    });
    const grid = page.getByRole('grid', { name: 'Dispatch: Open Items' });
    await loaded(grid);
    expect(await rowCount(grid)).toBeGreaterThan(3);

    // Requested in March 2031: the three deliveries alone, under their territory's heading.
    await page.getByRole('textbox', { name: text.filters.dateFrom }).focus();
    await page.keyboard.type('03/01/31');
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('textbox', { name: text.filters.dateTo }));
    await page.keyboard.type('03/31/31');
    await tabTo(page, page.getByRole('button', { name: 'Apply' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(grid)).toBe(4);
    await expect.poll(async () => (await grid.textContent()) ?? '').toContain(setup.customer.name);
    // Four rows, one of them the territory's heading: the footer counts the three deliveries.
    await page.getByText('3 rows', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Space on the heading selects its three deliveries; Alt+Shift+Enter takes them to a new load.
    await tabTo(page, grid);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: /^3 selected · 300\.0 kg/ })
      .waitFor();
    await page.keyboard.press('Alt+Shift+Enter');
    await page.getByRole('heading', { name: text.builder.titleNew }).waitFor();
    const stops = page.getByRole('listbox', { name: /^Stops of the load/ });
    await expect.poll(() => stops.getByRole('option').count()).toBe(3);
    expect((await stopTexts(stops)).join('|')).toContain(`Delivery ${setup.deliveries[0]?.DocNum}`);
  }, 180_000);

  it('opens a delivery from the open items with Enter, and a new load from the palette', async () => {
    const page = await suite.signedIn('/dispatch/open_items', 'dispatcher', {
      viewport: { width: 1366, height: 900 },
    });
    const grid = page.getByRole('grid', { name: 'Dispatch: Open Items' });
    await loaded(grid);
    await tabTo(page, grid);
    // The first row heads a territory; the second is its first delivery.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Delivery \d+/ }).waitFor();

    // The palette's New load opens an empty load builder.
    await openFromPalette(page, 'New load', 'Enter', /^New load/);
    await page.getByRole('heading', { name: text.builder.titleNew }).waitFor();
  }, 120_000);

  it('lists a sales order marked ready beside a delivery, makes its delivery by keyboard and starts a load from both', async () => {
    const { admin, document } = await customerWithStock();
    const delivery = await document('15', '2031-04-03');
    const order = await document('17', '2031-04-04');
    // Marked on the posted order through its edit, as the order editor's checkbox saves it.
    await admin('PATCH', `marketing/docs/17/${order.DocEntry}`, {
      version: order.version,
      U_ReadyToDispatch: 'Y',
    });
    const page = await suite.sharedPage('dispatcher', { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${productUrl}/dispatch/open_items`);
    const grid = page.getByRole('grid', { name: 'Dispatch: Open Items' });
    await loaded(grid);

    // Requested in April 2031: the delivery and the order under their territory's heading, each named by its kind.
    await page.getByRole('textbox', { name: text.filters.dateFrom }).focus();
    await page.keyboard.type('04/01/31');
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('textbox', { name: text.filters.dateTo }));
    await page.keyboard.type('04/30/31');
    await tabTo(page, page.getByRole('button', { name: 'Apply' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => rowCount(grid)).toBe(3);
    await expect.poll(async () => (await grid.textContent()) ?? '').toContain(`Sales order ${order.DocNum}`);
    expect(await grid.textContent()).toContain(`Delivery ${delivery.DocNum}`);
    expect(await axeViolations(page)).toEqual([]);

    // Both selected from the heading; Create deliveries (Alt+Shift+8) makes the order's, selected in its place.
    await expect(page.getByRole('button', { name: /^Create deliveries/ }).textContent()).resolves.toContain(
      'Alt+Shift+8',
    );
    await tabTo(page, grid);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Space');
    const selection = page.getByRole('status').filter({ hasText: /^2 selected · 200\.0 kg/ });
    await selection.waitFor();
    await page.keyboard.press('Alt+Shift+Digit8');
    await page.getByText('1 delivery created and selected.').waitFor();
    await expect.poll(async () => (await grid.textContent()) ?? '').not.toContain('Sales order');
    await selection.waitFor();
    const made = await admin<Row>('GET', `marketing/docs/17/${order.DocEntry}`);
    expect(made.DocStatus).toBe('C');

    // Alt+Shift+Enter goes on from them: a new load with both deliveries as its stops.
    await page.keyboard.press('Alt+Shift+Enter');
    await page.getByRole('heading', { name: text.builder.titleNew }).waitFor();
    const stops = page.getByRole('listbox', { name: /^Stops of the load/ });
    await expect.poll(() => stops.getByRole('option').count()).toBe(2);
  }, 180_000);

  it('plans a three-stop load by keyboard alone, reorders a stop, saves over capacity with a reason and loads it', async () => {
    const setup = await threeDeliveries();
    const page = await suite.signedIn('/dispatch/assignments', 'dispatcher', {
      viewport: { width: 1600, height: 1000 },
    });
    const list = page.getByRole('grid', { name: 'Dispatch: Assignments' });
    await expect.poll(() => list.getAttribute('aria-rowcount')).not.toBeNull();
    await tabTo(page, list);
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { name: text.builder.titleNew }).waitFor();

    // The vehicle and the driver, chosen by typing in their selects.
    const vehicle = page.getByRole('combobox', { name: text.builder.vehicle });
    await tabTo(page, vehicle);
    await page.keyboard.type(setup.vehicle);
    await expect.poll(() => vehicle.inputValue()).toBe(setup.vehicle);
    const driver = page.getByRole('combobox', { name: text.builder.driver });
    await tabTo(page, driver);
    await page.keyboard.type(setup.driver.name);
    await expect.poll(() => driver.inputValue()).toBe(String(setup.driver.code));

    // The customer's round found, its three deliveries selected with Space and put on the load.
    await tabTo(page, page.getByRole('searchbox', { name: text.builder.find }));
    await page.keyboard.type(setup.customer.name);
    const items = page.getByRole('grid', { name: text.builder.openItems });
    await expect.poll(() => rowCount(items)).toBe(3);
    await page.keyboard.press('Tab');
    expect(await isFocused(items)).toBe(true);
    for (const press of ['Space', 'ArrowDown', 'Space', 'ArrowDown', 'Space'])
      await page.keyboard.press(press);
    await page.keyboard.press('Alt+Shift+Enter');
    const stops = page.getByRole('listbox', { name: /^Stops of the load/ });
    await expect.poll(() => stops.getByRole('option').count()).toBe(3);
    // 300 kg on a van of 250: the meter says so.
    await page.getByText('Weight: 300.0 of 250.0 kg (120 %), over capacity', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The third stop moved up one place with Alt+↑.
    await tabTo(page, stops);
    await page.keyboard.press('End');
    await page.keyboard.press('Alt+ArrowUp');
    const [first, second, third] = setup.deliveries.map((one) => one.DocNum);
    await expect
      .poll(async () => (await stopTexts(stops)).map((stop) => /Delivery (\d+)/.exec(stop)?.[1]))
      .toEqual([String(first), String(third), String(second)]);

    // Saving over capacity asks why; the reason goes with the load.
    await page.keyboard.press('Control+KeyS');
    const dialog = page.getByRole('alertdialog', { name: text.override.title });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('Two crates ride in the cab');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: /^Load \d+ \(Planned\)$/ });
    await heading.waitFor();
    const docNum = Number(/Load (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
    const dispatcher = await caller('dispatcher');
    const saved = await dispatcher<{ data: DispatchNote[] }>('GET', `dispatch/notes?DocNum=${docNum}`);
    const note = await dispatcher<DispatchNote>('GET', `dispatch/notes/${saved.data[0]?.DocEntry}`);
    expect(note.Stops.map((stop) => stop.DeliveryNum)).toEqual([first, third, second]);
    expect(note).toMatchObject({ VehicleCode: setup.vehicle, DriverCode: setup.driver.code, Status: 'P' });
    expect(note.OverrideReason).toBe('Two crates ride in the cab');

    // The saved load: Delete takes the second stop off, and it is offered again among the open items.
    await tabTo(page, stops);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Delete');
    await expect.poll(() => stops.getByRole('option').count()).toBe(2);
    await tabTo(page, page.getByRole('searchbox', { name: text.builder.find }));
    await page.keyboard.type(setup.customer.name);
    await expect.poll(() => rowCount(items)).toBe(1);
    // Put back (at the end), so the load is over capacity again and unsaved.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Alt+Shift+Enter');
    await expect.poll(() => stops.getByRole('option').count()).toBe(3);

    // Loaded (Alt+Shift+0, then L, as on the note): the unsaved order is saved first (its reason
    // asked again), then loaded; the stops are fixed from then on.
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyL');
    await page.getByRole('alertdialog', { name: text.override.title }).waitFor();
    await page.keyboard.type('Still two crates in the cab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Load ${docNum} (Loaded)` }).waitFor();
    await page.getByText(text.builder.readOnly).waitFor();
    const reread = await dispatcher<DispatchNote>('GET', `dispatch/notes/${note.DocEntry}`);
    expect(reread.Status).toBe('L');
    expect(reread.Stops.map((stop) => stop.DeliveryNum)).toEqual([first, second, third]);
  }, 240_000);

  it('keeps the load as typed and says why when another dispatcher took a delivery first', async () => {
    const setup = await threeDeliveries();
    const page = await suite.signedIn('/dispatch/assignments/create', 'dispatcher', {
      viewport: { width: 1600, height: 1000 },
    });
    await page.getByRole('heading', { name: text.builder.titleNew }).waitFor();
    await page.getByRole('combobox', { name: text.builder.vehicle }).selectOption(setup.vehicle);
    await page.getByRole('combobox', { name: text.builder.driver }).selectOption(String(setup.driver.code));
    await page.getByRole('searchbox', { name: text.builder.find }).fill(setup.customer.name);
    const items = page.getByRole('grid', { name: text.builder.openItems });
    await expect.poll(() => rowCount(items)).toBe(3);
    await tabTo(page, items);
    await page.keyboard.press('Alt+Shift+Enter');
    const stops = page.getByRole('listbox', { name: /^Stops of the load/ });
    await expect.poll(() => stops.getByRole('option').count()).toBe(1);

    // Meanwhile another load takes the same delivery (the admin plans it through the API).
    const admin = await caller('admin');
    const drivers = await admin<{ data: Row[] }>('GET', 'resources/drivers?per_page=50');
    const other = drivers.data.find((row) => Number(row.DriverCode) !== setup.driver.code);
    await admin('POST', 'dispatch/notes', {
      DocDate: '2031-03-01',
      VehicleCode: 'TRK01',
      DriverCode: Number(other?.DriverCode),
      Stops: [{ DeliveryEntry: setup.deliveries[0]?.DocEntry }],
    });

    await page.keyboard.press('Control+KeyS');
    const alert = page.getByRole('alert').filter({ hasText: /^Not saved: / });
    await alert.waitFor();
    expect(await stops.getByRole('option').count()).toBe(1);
    expect(await page.getByRole('combobox', { name: text.builder.vehicle }).inputValue()).toBe(setup.vehicle);
    expect(await axeViolations(page)).toEqual([]);
  }, 180_000);

  for (const mode of sweepModes('arabic'))
    it(`shows the open items, the assignments and the load builder with nothing for axe to find, in ${mode.name} mode`, async () => {
      const page: Page = await suite.sharedPage('dispatcher', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      const words = catalogues[mode.language];
      await page.goto(`${productUrl}/dispatch/open_items`);
      await loaded(page.getByRole('grid', { name: words.menu.dispatchOpenItems }));
      expect(await axeViolations(page), 'open items').toEqual([]);
      await page.goto(`${productUrl}/logistics_hub/dispatch-management/dispatch/assignments`);
      await expect
        .poll(() =>
          page.getByRole('grid', { name: words.menu.dispatchAssignments }).getAttribute('aria-rowcount'),
        )
        .not.toBeNull();
      expect(await axeViolations(page), 'assignments').toEqual([]);
      await page.goto(`${productUrl}/dispatch/assignments/create`);
      await loaded(page.getByRole('grid', { name: words.dispatchPlanning.builder.openItems }));
      expect(await axeViolations(page), 'builder').toEqual([]);
    });
});
