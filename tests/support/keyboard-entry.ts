import type { Locator, Page } from 'playwright';
import { expect } from 'vitest';

export const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab, as a keyboard user would, until the target has the focus. */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<number> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach the target in ${limit} presses`);
}

/** The document's partner chosen through its lookup: the code typed, its match taken by Enter. */
export async function choosePartner(page: Page, code: string): Promise<void> {
  const partner = page.getByRole('combobox', { name: 'Partner' });
  await tabTo(page, partner);
  await page.keyboard.type(code);
  await page.getByRole('option', { name: new RegExp(code) }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => partner.inputValue()).toBe(code);
}
