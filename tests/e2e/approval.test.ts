import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const item = 'I000541';
const decisionReport = '/administration/approval-process/approval-decision-report';

async function call(headers: Record<string, string>, method: string, path: string, body?: object) {
  const response = await fetch(`${productUrl}/api/v1/${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const recordOf = <Shape extends z.ZodRawShape>(answer: unknown, shape: Shape) =>
  z.object({ ResponseData: z.object(shape) }).parse(answer).ResponseData;

describe('approving a sales order by keyboard in Chromium', () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });
  let admin: Record<string, string>;
  let template: { WtmCode: number; version: number } | undefined;
  let customer = '';

  beforeAll(async () => {
    admin = await signInForWrites(productUrl, 'admin');
    const sales = await signInForWrites(productUrl, 'sales');
    const partners = z
      .object({
        ResponseData: z.object({
          data: z.array(
            z.object({ CardCode: z.string(), CardType: z.string(), frozenFor: z.string().optional() }),
          ),
        }),
      })
      .parse(await call(sales, 'GET', 'resources/business-partners?per_page=50'));
    customer = partners.ResponseData.data.find((partner) => partner.CardType === 'C')?.CardCode ?? '';
    const stage = recordOf(
      await call(admin, 'POST', 'resources/approval-stages', {
        Name: 'Browser test managers',
        Authorizers: 'admin',
        MaxReqr: 1,
        MaxRejReqr: 1,
      }),
      { WstCode: z.number() },
    );
    // Only orders of 400 units or more from the sales user: other browser tests never reach it.
    template = recordOf(
      await call(admin, 'POST', 'resources/approval-templates', {
        Name: 'Browser test large orders',
        Active: 'Y',
        Originators: 'sales',
        DocTypes: '17',
        Stages: String(stage.WstCode),
        Conditions: 'quantity > 399',
      }),
      { WtmCode: z.number(), version: z.number() },
    );
  });
  afterAll(async () => {
    if (template)
      await call(admin, 'PATCH', `resources/approval-templates/${template.WtmCode}`, {
        Active: 'N',
        version: template.version,
      });
  });

  it('keeps a matching order for approval, the authorizer approves it from the decision report, the originator posts it', async () => {
    expect(customer).not.toBe('');
    // The originator saves a matching order: it is kept as a draft, waiting for approval.
    const page = await suite.signedIn('/sales/doc/create/17', 'sales');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await tabTo(page, partner);
    await page.keyboard.type(customer);
    await page.getByRole('option', { name: new RegExp(customer), selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => partner.inputValue()).toBe(customer);
    await tabTo(page, page.getByRole('grid', { name: /Lines of New Sales Order/ }));
    await page.keyboard.type(item);
    await page
      .getByRole('listbox', { name: 'Matching items' })
      .getByRole('option', { name: new RegExp(item) })
      .waitFor();
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('textbox', { name: 'Edit Quantity' });
    await quantity.waitFor();
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('400');
    await page.keyboard.press('Enter');
    await quantity.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    const draftHeading = page.getByRole('heading', { name: /^Sales Order Draft \d+$/ });
    await draftHeading.waitFor();
    const draftTitle = (await draftHeading.textContent()) ?? '';
    const entry = draftTitle.replace(/\D+/g, '');
    const banner = page.getByRole('region', { name: 'Approval' });
    await banner.getByText(/waits for approval/).waitFor();
    await page.context().close();

    // The authorizer finds it in the decision report, approves it by keyboard with remarks.
    const report = await suite.signedIn(decisionReport, 'admin');
    await report.getByRole('heading', { name: 'Approval decisions' }).waitFor();
    const link = report.getByRole('link', { name: draftTitle });
    await link.waitFor();
    expect(await axeViolations(report)).toEqual([]);
    await tabTo(report, link, 80);
    await report.keyboard.press('Alt+Shift+Digit2');
    const dialog = report.getByRole('dialog', { name: `Approve ${draftTitle}` });
    await dialog.waitFor();
    expect(await isFocused(dialog.getByRole('textbox', { name: 'Remarks (optional)' }))).toBe(true);
    await report.keyboard.type('Customer confirmed by phone');
    await report.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await link.waitFor({ state: 'detached' });

    // The approved tab lists the decision; Enter on the document opens it, approved.
    await report.getByRole('link', { name: 'Approved' }).click();
    const approved = report.getByRole('link', { name: draftTitle });
    await approved.waitFor();
    await report.getByRole('cell', { name: 'Customer confirmed by phone' }).first().waitFor();
    await approved.focus();
    await report.keyboard.press('Enter');
    await report.getByRole('heading', { name: draftTitle }).waitFor();
    await report
      .getByRole('region', { name: 'Approval' })
      .getByText(/is approved/)
      .waitFor();
    await report.context().close();

    // The originator posts it: it takes its number.
    const originator = await suite.signedIn(`/sales/doc/17/${entry}`, 'sales');
    const post = originator.getByRole('button', { name: /Post the document/ });
    await post.waitFor();
    await post.focus();
    await originator.keyboard.press('Alt+Shift+Digit4');
    await originator.getByRole('heading', { name: /^Sales Order \d+$/ }).waitFor();
    await originator
      .getByRole('region', { name: 'Approval' })
      .getByText(/posted after approval/)
      .waitFor();
  });
});
