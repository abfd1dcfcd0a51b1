import type { Locator, Page } from 'playwright';
import { expect } from 'vitest';

/**
 * What a keyboard-only clerk does in a browser test: Tab to a control, choose a partner through
 * its lookup, enter a line. Each waits on what the screen shows, never on the clock.
 */

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab), as a keyboard user would, until the target has the focus; returns how many presses. */
export async function tabTo(page: Page, target: Locator, limit = 40, key = 'Tab'): Promise<number> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} did not reach the target in ${limit} presses`);
}

/** Tabs (or Shift+Tabs) to a lookup of the editor's header, types the code and takes its match. */
export async function chooseInLookup(page: Page, name: string, code: string, key = 'Tab'): Promise<void> {
  const lookup = page.getByRole('combobox', { name });
  await tabTo(page, lookup, 40, key);
  await page.keyboard.type(code);
  // The answer highlights its best match (the exact code): Enter takes it. ArrowDown would
  // move on to the second.
  await page.getByRole('option', { name: new RegExp(code), selected: true }).waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => lookup.inputValue()).toBe(code);
}

/** Tabs to the editor's Partner lookup, types the code and takes its match. */
export const choosePartner = (page: Page, code: string) => chooseInLookup(page, 'Partner', code);

/** A transfer's two warehouses, back from its lines (where the editor opens) to its header. */
export async function chooseTransferWarehouses(page: Page, from: string, to: string): Promise<void> {
  await chooseInLookup(page, 'From Warehouse', from, 'Shift+Tab');
  await chooseInLookup(page, 'To Warehouse', to, 'Shift+Tab');
}

/** In the lines grid, on an empty line's item cell: types the item code, takes it, sets the quantity. */
export async function enterLine(page: Page, itemCode: string, quantity: string): Promise<void> {
  await page.keyboard.type(itemCode);
  await page
    .getByRole('listbox', { name: 'Matching items' })
    .getByRole('option', { name: new RegExp(itemCode) })
    .waitFor();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: 'Edit Quantity' });
  await editor.waitFor();
  await page.keyboard.press('Control+KeyA');
  await page.keyboard.type(quantity);
  await page.keyboard.press('Enter');
  await editor.waitFor({ state: 'detached' });
}
