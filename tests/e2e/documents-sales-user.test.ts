import { describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import { demoUsers } from '../../src/server/seed/demo-access';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { downloaded, openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { columnTexts } from '../support/grid-reading';
import { productServerUrl } from '../support/product-server';
import { actionControl, offeredActions } from '../support/screen-actions';
import { signIn, signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const salesUser = demoUsers.find((user) => user.USER_CODE === 'sales');
const salesSlpCode = salesUser?.SlpCode ?? -1;

/** The query the sales order list sends when it opens: page 1 of 50 open orders (listRequestQuery). */
const openOrders = 'isDoc=1&page=1&per_page=50&DocStatus=O&CANCELED=N&IsICT=N';

async function listAs(token: string, query: string) {
  const response = await fetch(`${productUrl}/api/v1/marketing/docs/17?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return documentListAnswerSchema.parse(await response.json()).ResponseData;
}

async function documentAs(token: string, docEntry: number): Promise<Record<string, unknown>> {
  const response = await fetch(`${productUrl}/api/v1/marketing/docs/17/${docEntry}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { ResponseData: Record<string, unknown> }).ResponseData;
}

/** Every key of a document and of its lines. */
function keysOf(document: Record<string, unknown>): string[] {
  const lines = Array.isArray(document.DocumentLines) ? (document.DocumentLines as object[]) : [];
  return [...Object.keys(document), ...lines.flatMap((line) => Object.keys(line))];
}

/** Words that would name a cost or margin field, in any of the three languages. */
const costOrMargin = /cost|margin|profit|StockPrice|GrssProfit|coût|marge|تكلفة|ربح|هامش/i;

describe('the sales user sees their own sales orders, without costs, and only the actions they may take', () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });
  const signedIn = (path: string) => suite.signedIn(path, 'sales');
  /** The first open order of theirs, opened from the palette: its row, the page and its pane. */
  const openOwnOpenOrder = async () => {
    const token = await signIn(productUrl, 'sales');
    const [open] = (await listAs(token, openOrders)).data;
    if (!open) throw new Error('the sales user has no open sales order');
    const page = await signedIn('/dashboard');
    await openFromPalette(page, `SO ${open.DocNum}`);
    const heading = page.getByRole('heading', { name: `Sales Order ${open.DocNum}`, level: 1 });
    await heading.waitFor();
    return { open, page, pane: page.locator('[data-pane-id]').filter({ has: heading }) };
  };

  it('lists exactly the open orders the server answers for them: their own, fewer than everyone’s', async () => {
    expect(salesSlpCode).toBeGreaterThan(0);
    const sales = await listAs(await signIn(productUrl, 'sales'), openOrders);
    const admin = await signIn(productUrl, 'admin');
    const everyone = await listAs(admin, openOrders);
    const theirsSeenByAdmin = await listAs(admin, `${openOrders}&SlpCode=${salesSlpCode}`);
    expect(sales.total).toBeGreaterThan(0);
    expect(sales.total).toBeLessThan(everyone.total);
    expect(sales.total).toBe(theirsSeenByAdmin.total);
    expect(sales.data.map((row) => row.DocEntry)).toEqual(theirsSeenByAdmin.data.map((row) => row.DocEntry));
    expect(new Set(sales.data.map((row) => row.SlpCode))).toEqual(new Set([salesSlpCode]));

    const page = await signedIn('/sales/doc/17');
    const grid = page.getByRole('grid', { name: /Sales Order/ });
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    await expect.poll(async () => Number(await grid.getAttribute('aria-rowcount')) - 1).toBe(sales.total);
    await page
      .getByRole('status')
      .filter({ hasText: String(sales.total) })
      .first()
      .waitFor();
    // The rows drawn are the server's first rows for this user, in its order, all of their own.
    const numbers = (await columnTexts(grid, 1)).map((text) => Number(text.replace(/\D/g, '')));
    expect(numbers.length).toBeGreaterThan(5);
    expect(numbers).toEqual(sales.data.slice(0, numbers.length).map((row) => row.DocNum));
    const employees = new Set(await columnTexts(grid, 8));
    expect(employees).toEqual(new Set(sales.data.map((row) => row.SlpName)));
    expect(employees.size).toBe(1);
    expect(costOrMargin.test(await grid.innerText())).toBe(false);
  });

  it('shows a closed order of theirs without cost or margin, and offers none of the actions the server refuses', async () => {
    const token = await signIn(productUrl, 'sales');
    const [closed] = (await listAs(token, 'isDoc=1&page=1&per_page=1&DocStatus=C&CANCELED=N')).data;
    if (!closed) throw new Error('the sales user has no closed sales order');
    expect(closed.SlpCode).toBe(salesSlpCode);

    // The server strips cost and margin for them (the administrator's answer carries both)...
    const seenBySales = keysOf(await documentAs(token, closed.DocEntry));
    const seenByAdmin = keysOf(await documentAs(await signIn(productUrl, 'admin'), closed.DocEntry));
    expect(seenByAdmin).toEqual(expect.arrayContaining(['StockPrice', 'GrssProfit']));
    expect(seenBySales).not.toEqual(expect.arrayContaining(['StockPrice']));
    expect(seenBySales).not.toEqual(expect.arrayContaining(['GrssProfit']));
    // ...and refuses to cancel, close or edit a closed order.
    const writes = await signInForWrites(productUrl, 'sales');
    for (const action of ['cancel', 'close']) {
      const refused = await fetch(`${productUrl}/api/v1/marketing/docs/17/${closed.DocEntry}/${action}`, {
        method: 'POST',
        headers: { ...writes, 'content-type': 'application/json' },
        body: JSON.stringify({ version: closed.version }),
      });
      expect([403, 409], action).toContain(refused.status);
    }

    const page = await signedIn('/dashboard');
    await openFromPalette(page, `SO ${closed.DocNum}`);
    const heading = page.getByRole('heading', { name: `Sales Order ${closed.DocNum}`, level: 1 });
    await heading.waitFor();
    const pane = page.locator('[data-pane-id]').filter({ has: heading });
    const screen = pane.getByRole('region', { name: `Sales Order ${closed.DocNum}`, exact: true });
    await pane.getByRole('grid', { name: `Lines of Sales Order ${closed.DocNum}` }).waitFor();
    await pane
      .getByRole('button', { name: /^Print|More actions/ })
      .first()
      .waitFor();

    // No cost or margin anywhere: header, lines (every column, the grid scrolled to its end) and totals.
    const lines = pane.getByRole('grid', { name: `Lines of Sales Order ${closed.DocNum}` });
    const headers = await lines
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));
    expect(headers.length).toBeGreaterThan(5);
    expect(headers.filter((text) => costOrMargin.test(text))).toEqual([]);
    expect((await pane.innerText()).match(costOrMargin)).toBeNull();

    // Only what the server accepts: no edit, copy, close or cancel on a closed order.
    const buttons = await offeredActions(page, screen);
    for (const refused of [/^Edit/, /^Copy to/, /^Close/, /^Cancel/]) {
      expect(
        buttons.filter((text) => refused.test(text)),
        String(refused),
      ).toEqual([]);
    }
    expect(buttons.filter((text) => /^Print/.test(text))).toHaveLength(1);
    // Their keys do nothing either: no question to confirm appears.
    await lines.focus();
    for (const keys of ['Alt+Shift+KeyZ', 'Alt+Shift+KeyJ', 'Alt+Shift+KeyR']) {
      await page.keyboard.press(keys);
    }
    // Keys are handled in order: once the palette opened by the next key is there, the refused
    // keys have had their turn, and they opened nothing.
    await page.keyboard.press('Control+KeyK');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByRole('heading', { name: /^Editing/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('downloads the order as a PDF with Ctrl+Shift+D, in the language of the screen and without cost', async () => {
    const { open, page, pane } = await openOwnOpenOrder();
    const screen = pane.getByRole('region', { name: `Sales Order ${open.DocNum}`, exact: true });
    const control = await actionControl(page, screen, /^Download PDF/);
    expect(await control.getAttribute('aria-keyshortcuts')).toBe('Control+Shift+D');
    if ((await page.getByRole('menu').count()) > 0) await page.keyboard.press('Escape');
    await pane.getByRole('grid', { name: `Lines of Sales Order ${open.DocNum}` }).focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Control+Shift+KeyD'),
    ]);
    expect(download.suggestedFilename()).toBe(`SalesOrder-${open.DocNum}.pdf`);
    const pdf = inspectPdf(await downloaded(download));
    expect(pdf.problems).toEqual([]);
    const text = pagesOf(pdf)
      .flatMap((pdfPage) => textRunsOf(pdf, pdfPage))
      .join('\n');
    expect(text).toContain(`Sales Order ${open.DocNum}`);
    expect(text).toContain(open.CardName);
    expect(text.match(costOrMargin)).toBeNull();
  });

  it('offers edit, close and cancel on an open order of theirs, so their absence above is the closed state', async () => {
    const { open, page, pane } = await openOwnOpenOrder();
    const screen = pane.getByRole('region', { name: `Sales Order ${open.DocNum}`, exact: true });
    await screen.getByRole('button', { name: /^Edit/ }).waitFor();
    const offered = await offeredActions(page, screen);
    for (const name of [/^Edit/, /^Close/, /^Cancel/])
      expect(
        offered.filter((text) => name.test(text)),
        String(name),
      ).toHaveLength(1);
    expect((await pane.innerText()).match(costOrMargin)).toBeNull();
  });
});
