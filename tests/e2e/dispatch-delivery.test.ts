import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { DispatchNote, DispatchReturn } from '../../src/shared/api/dispatch';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { type DisplayMode, sweepModes } from '../support/display-modes';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();

type Call = (method: 'GET' | 'POST', path: string, body?: object) => Promise<{ ResponseData: never }>;

async function caller(user: string): Promise<Call> {
  const headers = { ...(await signInForWrites(productUrl, user)), 'content-type': 'application/json' };
  return async (method, path, body) => {
    const response = await fetch(`${productUrl}/api/v1/${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { ResponseData: never };
  };
}

/**
 * A note on the road with two stops, made through the API: an item of its own received into
 * WH01, two orders of a customer each delivered in full (10 and 4), planned by the dispatcher on a
 * date of the test's own (the demo's vehicles and drivers are free then), loaded and departed.
 */
async function noteOnTheRoad(): Promise<DispatchNote> {
  const admin = await caller('admin');
  const dispatcher = await caller('dispatcher');
  const tag = `${process.pid}${Date.now() % 100_000}`.slice(-8);
  const partners = (await admin('GET', 'resources/business-partners?per_page=50')) as {
    ResponseData: { data: { CardCode: string; CardType: string }[] };
  };
  const customer = partners.ResponseData.data.find((row) => row.CardType === 'C')?.CardCode;
  if (!customer) throw new Error('the demo has customers');
  const item = `DSPE2E${tag}`;
  await admin('POST', 'resources/items', {
    ItemCode: item,
    ItemName: `Shipped item ${tag}`,
    ItmsGrpCod: 103,
  });
  await admin('POST', 'marketing/docs/59', {
    DocumentLines: [{ ItemCode: item, Quantity: '100', UnitPrice: '5', WarehouseCode: 'WH01' }],
  });
  const delivered = async (quantity: string) => {
    const order = (await admin('POST', 'marketing/docs/17', {
      CardCode: customer,
      DocumentLines: [{ ItemCode: item, Quantity: quantity, UnitPrice: '9', WarehouseCode: 'WH01' }],
    })) as { ResponseData: { DocEntry: number } };
    const delivery = (await admin('POST', 'marketing/docs/15', {
      CardCode: customer,
      DocumentLines: [
        {
          ItemCode: item,
          Quantity: quantity,
          WarehouseCode: 'WH01',
          BaseType: '17',
          BaseEntry: order.ResponseData.DocEntry,
          BaseLine: 0,
        },
      ],
    })) as { ResponseData: { DocEntry: number } };
    return delivery.ResponseData.DocEntry;
  };
  const stops = [await delivered('10'), await delivered('4')];
  // A day of its own, years ahead, so the vehicle and driver hold no other load then.
  const day = Number(tag) % 3000;
  const date = new Date(Date.UTC(2040, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const planned = (await dispatcher('POST', 'dispatch/notes', {
    DocDate: date,
    VehicleCode: 'TRK01',
    DriverCode: 1,
    Stops: stops.map((DeliveryEntry) => ({ DeliveryEntry })),
  })) as { ResponseData: DispatchNote };
  let note = planned.ResponseData;
  for (const action of ['load', 'depart'])
    note = (
      (await dispatcher('POST', `dispatch/notes/${note.DocEntry}/${action}`, { version: note.version })) as {
        ResponseData: DispatchNote;
      }
    ).ResponseData;
  return note;
}

const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `test-results/dispatch-${name}.png`, fullPage: false });
};

describe('the dispatcher after planning, in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('prints a note on the road, records a partial stop by keyboard, and posts its return to redeliver', async () => {
    const note = await noteOnTheRoad();
    expect(note.Status).toBe('R');
    const page = await suite.signedIn(`/dispatch/dispatch_notes/${note.DocEntry}`, 'dispatcher', {
      viewport: { width: 1600, height: 1000 },
    });
    const heading = page.getByRole('heading', { name: `Dispatch note ${note.DocNum}` });
    await heading.waitFor();
    await page.getByText(note.ScanCode, { exact: true }).waitFor();
    await page.getByRole('img', { name: `QR code of ${note.ScanCode}` }).waitFor();
    await page.getByRole('button', { name: /^Complete/ }).waitFor();
    expect(await axeViolations(page), 'note').toEqual([]);
    await shot(page, 'note-light');

    // Its moves are commands of the palette too, where the focus is in the note.
    await heading.focus();
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('Complete the dispatch');
    await palette
      .getByRole('option', { name: /Complete the dispatch note/ })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    // The note as PDF in the screen's language (Ctrl+Shift+D).
    const pdf = page.waitForResponse((response) =>
      new RegExp(`/dispatch/notes/${note.DocEntry}/pdf\\?lang=en`).test(response.url()),
    );
    await heading.focus();
    await page.keyboard.press('Control+Shift+KeyD');
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);

    // Delivered: the first stop took 7 of its 10; the receiver signs.
    await page.goto(`${productUrl}/dispatch/delivered?note=${note.DocEntry}`);
    const quantity = page.getByRole('textbox', { name: /^Delivered quantity of Shipped item/ });
    await quantity.waitFor();
    expect(await axeViolations(page), 'delivered').toEqual([]);
    await tabTo(page, quantity);
    await page.keyboard.type('7');
    await page.getByText(/^Comes back as a return line: Shipped item .* 3\.$/).waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Receiver’s name' }));
    await page.keyboard.type('Dana Receiver');
    await shot(page, 'delivered-light');
    await page.keyboard.press('Control+KeyS');
    const recorded = page.getByRole('region', { name: 'Recorded stops' });
    await recorded.getByText(/^Stop 1: .* — Partly delivered/).waitFor();
    // The next stop is offered at once, the keyboard in its first quantity: refused as a whole
    // (Alt+Shift+0, then X) and recorded; the note then completes (Alt+Shift+0, then C).
    await expect.poll(() => isFocused(quantity)).toBe(true);
    expect(await axeViolations(page), 'delivered after one stop').toEqual([]);
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyX');
    await expect.poll(() => quantity.inputValue()).toBe('0');
    await page.keyboard.press('Control+KeyS');
    await recorded.getByText(/^Stop 2: .* — Refused/).waitFor();
    await page.getByRole('button', { name: /^Complete/ }).waitFor();
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyC');
    await page.getByText(`Dispatch note ${note.DocNum} is completed: its deliveries are recorded.`).waitFor();

    // The return that stop made, opened from the recorded stops.
    const returnLink = recorded.getByRole('link', { name: /^Dispatch return \d+$/ }).first();
    await tabTo(page, returnLink);
    await page.keyboard.press('Enter');
    const returnHeading = page.getByRole('heading', { name: /^Dispatch return \d+$/ });
    await returnHeading.waitFor();
    const redeliver = page.getByRole('checkbox', { name: /^Deliver Shipped item .* again$/ });
    await tabTo(page, redeliver);
    await page.keyboard.press('Space');
    expect(await redeliver.isChecked()).toBe(true);
    expect(await axeViolations(page), 'return').toEqual([]);
    await shot(page, 'return-light');
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyP');
    const posted = page.getByRole('link', { name: /^Return \d+$/ });
    await posted.waitFor();
    await page.getByText('Posted', { exact: true }).first().waitFor();
    expect(await axeViolations(page), 'posted return').toEqual([]);
    // As the server keeps it: posted as a return (16), its line redelivered (the order open again).
    const returnEntry = /\/returns\/(\d+)/.exec(page.url())?.[1];
    const stored = (await (
      await caller('dispatcher')
    )('GET', `dispatch/returns/${returnEntry}`)) as {
      ResponseData: DispatchReturn;
    };
    expect(stored.ResponseData).toMatchObject({
      Status: 'C',
      Lines: [{ Quantity: '3.000000', Redelivered: 'Y' }],
    });
    expect(stored.ResponseData.SalesReturnNum).not.toBeNull();
  }, 240_000);

  // npm test sweeps in dark mode (the planning file's sweep is Arabic); the slow lane, which picks
  // the sweeps by the mode their name ends with, in all four.
  for (const mode of sweepModes('dark'))
    it(`shows the notes, delivered, returns and dashboard with nothing for axe to find, in ${mode.name} mode`, async () => {
      const page = await suite.sharedPage('dispatcher', { viewport: { width: 1600, height: 1000 } });
      await sweep(page, mode, 'wide');
      await page.setViewportSize({ width: 800, height: 500 });
      await sweep(page, mode, 'narrow');
      await page.setViewportSize({ width: 1600, height: 1000 });
    }, 120_000);
});

async function sweep(page: Page, mode: DisplayMode, size: string) {
  await showInMode(page, mode);
  const text = catalogues[mode.language].dispatchNotes;
  await page.goto(`${productUrl}/dispatch/dispatch_notes`);
  const list = page.getByRole('grid', { name: text.titles.notes });
  await expect.poll(() => list.getAttribute('aria-rowcount')).not.toBeNull();
  expect(await axeViolations(page), 'notes list').toEqual([]);
  await shot(page, `notes-${mode.name}-${size}`);
  // A note, when the list has one (the first test made some): Enter on its row opens it.
  if (Number(await list.getAttribute('aria-rowcount')) > 1) {
    await tabTo(page, list);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /\d/, level: 1 }).waitFor();
    await page.getByRole('list', { name: new RegExp(text.note.stopsOf.split(' ')[0] ?? '') }).waitFor();
    expect(await axeViolations(page), 'note').toEqual([]);
    await shot(page, `note-${mode.name}-${size}`);
  }
  await page.goto(`${productUrl}/logistics_hub/dispatch-management/dispatch/delivered`);
  await page.getByRole('heading', { name: text.titles.delivered, level: 1 }).waitFor();
  expect(await axeViolations(page), 'delivered').toEqual([]);
  await shot(page, `delivered-${mode.name}-${size}`);
  await page.goto(`${productUrl}/dispatch/returns`);
  await expect
    .poll(() => page.getByRole('grid', { name: text.titles.returns }).getAttribute('aria-rowcount'))
    .not.toBeNull();
  expect(await axeViolations(page), 'returns').toEqual([]);
  await page.goto(`${productUrl}/dispatch/returns/create`);
  await page.getByRole('heading', { name: text.titles.newReturn }).waitFor();
  expect(await axeViolations(page), 'new return').toEqual([]);
  await page.goto(`${productUrl}/dispatch/dispatch_notes/create`);
  await page.getByRole('heading', { name: text.titles.newNote }).waitFor();
  await expect.poll(() => isFocused(page.getByRole('link', { name: text.newNote.link }))).toBe(true);
  expect(await axeViolations(page), 'new note').toEqual([]);
  await page.goto(`${productUrl}/dispatch/dashboard`);
  await page.getByRole('heading', { name: text.dashboard.week }).waitFor();
  await page.getByRole('table', { name: text.dashboard.weekChart }).waitFor();
  // Today's bars wear their statuses' colours, as the week's stacks do: the demo's day has loads
  // in two statuses, so two fills.
  const todayFills = () =>
    page
      .getByRole('img', { name: text.dashboard.todayChart })
      .locator('path.recharts-rectangle')
      .evaluateAll((bars) => new Set(bars.map((bar) => getComputedStyle(bar).fill)).size);
  await expect.poll(todayFills).toBeGreaterThanOrEqual(2);
  expect(await axeViolations(page), 'dashboard').toEqual([]);
  await shot(page, `dashboard-${mode.name}-${size}`);
}
