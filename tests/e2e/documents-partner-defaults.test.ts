import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { resourceListAnswerSchema } from '../../src/shared/api/resources';
import { type PartnerAddress, shipToOf } from '../../src/shared/documents/partner-document-defaults';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, enterLine, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';

const productUrl = productServerUrl();

const pad = (value: number) => String(value).padStart(2, '0');
/** A date field's mm/dd/yy text (the admin's short format) moved by some days on the calendar. */
function shifted(text: string, days: number): string {
  const [month = 0, day = 0, year = 0] = text.split('/').map(Number);
  const date = new Date(Date.UTC(2000 + year, month - 1, day + days));
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear() % 100)}`;
}

/** GET a resource's list as admin, under column filters. */
async function listOf(token: string, resource: string, filters: object[]) {
  const query = new URLSearchParams({ filters: JSON.stringify(filters), per_page: '500' });
  const answer = await fetch(`${productUrl}/api/v1/resources/${resource}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body: unknown = await answer.json();
  if (answer.status !== 200) throw new Error(JSON.stringify(body));
  return resourceListAnswerSchema.parse(body).ResponseData.data;
}

/** A demo customer with two ship-to addresses and two active contacts: the clerk has a choice of each. */
async function partnerWithChoices(token: string) {
  const shipTos = await listOf(token, 'partner-addresses', [{ field: 'AdresType', op: 'in', value: ['S'] }]);
  const byPartner = new Map<string, typeof shipTos>();
  for (const row of shipTos)
    byPartner.set(String(row.CardCode), [...(byPartner.get(String(row.CardCode)) ?? []), row]);
  for (const [code, addresses] of byPartner) {
    if (!code.startsWith('C') || addresses.length < 2) continue;
    const contacts = await listOf(token, 'contact-persons', [
      { field: 'CardCode', op: 'equals', value: code },
      { field: 'Active', op: 'equals', value: 'Y' },
    ]);
    if (contacts.length >= 2) return { code, addresses: addresses as unknown as PartnerAddress[], contacts };
  }
  throw new Error('the demo company has no customer with two ship-to addresses and two contacts');
}

/** The text a select names as its description: the chosen address under it. */
const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(''),
  );

/** The stored document's header as the view shows it: each term with its value. */
const viewValues = (page: Page) =>
  page
    .locator('dl')
    .first()
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('dt')].map((term) => [
          term.textContent,
          term.nextElementSibling?.textContent,
        ]),
      ),
    );

describe('defaults from the partner in the document editor in Chromium', () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });

  it('shows the due date of a Net 15 partner 15 days after the posting date, follows the posting date, and keeps a typed one', async () => {
    // C00007 is the partner of issue 18: Net 15 (payment terms 1) in the demo company.
    const token = await signIn(productUrl, 'admin');
    const answer = await fetch(`${productUrl}/api/v1/resources/business-partners/C00007`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const partner = ((await answer.json()) as { ResponseData: Record<string, unknown> }).ResponseData;
    expect(partner.GroupNum).toBe(1);

    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const posting = page.getByRole('textbox', { name: 'Posting date' });
    const due = page.getByRole('textbox', { name: 'Due date' });
    const postedOn = await posting.inputValue();
    expect(await due.inputValue()).toBe(postedOn);

    await choosePartner(page, 'C00007');
    // Leaving the partner field takes it: its record and payment terms are read.
    await tabTo(page, posting);
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 15));

    // A later posting date moves the due date with it.
    await page.keyboard.type('+3');
    await page.keyboard.press('Tab');
    await expect.poll(() => posting.inputValue()).toBe(shifted(postedOn, 3));
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 18));

    // A due date the clerk types is theirs: the posting date no longer moves it.
    await page.keyboard.type('+40');
    await page.keyboard.press('Enter');
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 40));
    await tabTo(page, posting, 10, 'Shift+Tab');
    await page.keyboard.type('+1');
    await page.keyboard.press('Tab');
    await expect.poll(() => posting.inputValue()).toBe(shifted(postedOn, 1));
    expect(await due.inputValue()).toBe(shifted(postedOn, 40));
  }, 120_000);

  it("offers the partner's own ship-to and contacts by keys, shows the default address, and the view shows what was chosen", async () => {
    const token = await signIn(productUrl, 'admin');
    const partner = await partnerWithChoices(token);
    const byDefault = shipToOf(partner.addresses);
    const other = partner.addresses
      .map((address) => address.Address)
      .find((name) => name !== byDefault.ShipToCode);
    const defaultContact = (
      await fetch(`${productUrl}/api/v1/resources/business-partners/${partner.code}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((answer) => answer.json() as Promise<{ ResponseData: Record<string, unknown> }>)
    ).ResponseData.CntctPrsn;
    const contact = partner.contacts.map((row) => String(row.Name)).find((name) => name !== defaultContact);

    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const shipTo = page.getByRole('combobox', { name: 'Ship-to' });
    const contactPerson = page.getByRole('combobox', { name: 'Contact person' });
    // Before a partner: nothing to choose from.
    expect(await shipTo.isDisabled()).toBe(true);

    await choosePartner(page, partner.code);
    await page.keyboard.press('Tab');
    // The partner's default ship-to, laid out under the choice as the document will store it.
    await expect.poll(() => shipTo.inputValue()).toBe(byDefault.ShipToCode);
    expect(await descriptionOf(shipTo)).toBe(byDefault.Address2);
    await expect
      .poll(() => contactPerson.locator('option:checked').textContent())
      .toMatch(String(defaultContact));

    // Another contact and ship-to, typed ahead by name in the focused select.
    await tabTo(page, contactPerson);
    await page.keyboard.type(String(contact));
    await expect.poll(() => contactPerson.locator('option:checked').textContent()).toMatch(String(contact));
    await tabTo(page, shipTo);
    await page.keyboard.type(String(other));
    await expect.poll(() => shipTo.inputValue()).toBe(other);
    const otherText = shipToOf(partner.addresses, { code: other }).Address2 ?? '';
    await expect.poll(() => descriptionOf(shipTo)).toBe(otherText);

    await tabTo(page, page.getByRole('grid', { name: /Lines of New Sales Order/ }));
    await enterLine(page, 'I000541', '1');
    await page.keyboard.press('Control+KeyS');
    const heading = page.getByRole('heading', { name: /^Sales Order \d+$/ });
    await heading.waitFor();
    // Read again from the server: the view names the contact, and shows the chosen ship-to's text
    // on one line.
    await page.reload();
    await heading.waitFor();
    await expect
      .poll(() => viewValues(page))
      .toMatchObject({
        'Contact person': contact,
        'Ship-to address': otherText.split('\n').join(', '),
      });
  }, 120_000);
});
