import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { signInByKeyboard } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const general = '/administration/setup/general';
const generalAuthorization = '/administration/system-initialization/authorizations/general-authorization';
const password = 'customers only 2026';

/** The text of what the control's aria-describedby points at: its error, when it has one. */
const describedText = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** Opens the account menu by keyboard and chooses Sign out, the menu's last item. */
async function signOutByKeyboard(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).focus();
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Sign out');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
}

async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.type(text);
}

/** The card types of every partner the signed-in user's token may read, through the API. */
const readablePartnerTypes = (page: Page) =>
  page.evaluate(async () => {
    const token = window.localStorage.getItem('accessToken') ?? '';
    const response = await fetch('/api/v1/resources/business-partners?per_page=200', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { ResponseData: { data: { CardType: string }[] } };
    return [...new Set(body.ResponseData.data.map((row) => row.CardType))];
  });

describe('access administration in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('gives a new user exactly what a conditional rule of their new group allows', async () => {
    const page = await suite.signedIn(`${general}/user-groups/create`, 'admin');

    // A new group, by keyboard.
    await typeInto(page, page.getByLabel('Group', { exact: true }), 'cust-only');
    await typeInto(page, page.getByLabel('Group name'), 'Customers only');
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${general}/user-groups/cust-only`);

    // Its rules: read business partners whose CardType is C, typed and checked on input.
    await page.goto(`${productUrl}${generalAuthorization}`);
    const groups = page.getByRole('listbox', { name: 'User groups' });
    await groups.focus();
    await page.keyboard.press('Home');
    while ((await groups.locator('[aria-selected="true"]').textContent())?.includes('cust-only') !== true)
      await page.keyboard.press('ArrowDown');
    await page.getByRole('heading', { name: 'Rules of Customers only' }).waitFor();
    await page.getByText('This group has no rule').waitFor();
    await page.getByRole('button', { name: /Add a rule/ }).focus();
    await page.keyboard.press('Enter');
    const subjects = page.getByLabel('Subjects of rule 1');
    await expect.poll(() => subjects.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('BusinessPartner');
    await page.keyboard.press('Tab');
    const conditions = page.getByLabel('Conditions (JSON) of rule 1');
    await page.keyboard.type('{"CardType": {"$in": "C"}}');
    await expect.poll(() => describedText(conditions)).toBe('"in" expects value to be an array');
    expect(await conditions.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('{"CardType": "C"}');
    await expect.poll(() => conditions.getAttribute('aria-invalid')).toBe('false');

    // A second rule, moved above the first and removed again, by keyboard.
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.keyboard.type('Item');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => page.getByLabel('Subjects of rule 1').inputValue()).toBe('Item');
    await page.keyboard.press('Control+Delete');
    await expect.poll(() => page.getByLabel('Subjects of rule 2').count()).toBe(0);
    expect(await page.getByLabel('Subjects of rule 1').inputValue()).toBe('BusinessPartner');
    expect(await axeViolations(page), 'general authorization').toEqual([]);
    await page.keyboard.press('Control+KeyS');
    await page.getByText('The rules of Customers only are saved.').waitFor();

    // A user in the group, with an initial password the policy accepts.
    await page.goto(`${productUrl}${general}/users/create`);
    await typeInto(page, page.getByLabel('User code'), 'cust-reader');
    await typeInto(page, page.getByLabel('User name'), 'Customer Reader');
    await typeInto(page, page.getByLabel('Initial password'), password);
    await page.keyboard.press('Control+KeyS');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${general}/users/cust-reader`);
    const membership = page.getByRole('checkbox', { name: /Customers only/ });
    await membership.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save the groups' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The groups of Customer Reader are saved.').waitFor();
    expect(await axeViolations(page), 'user record').toEqual([]);
    await page.goto(`${productUrl}${general}/users`);
    await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    expect(await axeViolations(page), 'users list').toEqual([]);

    // The new user sees customers, no supplier, and not the administration screens.
    await signOutByKeyboard(page);
    await page.goto(`${productUrl}/business-partners/bp-master-data`);
    await signInByKeyboard(page, 'cust-reader', password);
    const grid = page.getByRole('grid');
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    expect(await grid.innerText()).toMatch(/C\d{5}/);
    expect(await readablePartnerTypes(page)).toEqual(['C']);
    await page.goto(`${productUrl}${general}/users`);
    await page.getByRole('heading', { level: 1, name: 'You are not authorized' }).waitFor();
  }, 180_000);
});
