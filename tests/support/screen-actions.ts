import type { Locator, Page } from 'playwright';

const moreName = 'More actions';

/**
 * The actions a screen offers, by name: the buttons on its action row and the items of its "More
 * actions" menu, which holds what does not fit the row (shell/action-bar.tsx). The menu is opened
 * to read it and closed again with Escape.
 */
export async function offeredActions(page: Page, screen: Locator): Promise<string[]> {
  const shown = await screen
    .getByRole('button')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  const more = screen.getByRole('button', { name: moreName });
  if ((await more.count()) === 0) return shown;
  await more.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const listed = await menu
    .getByRole('menuitem')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return [...shown, ...listed];
}

/**
 * The control of one action, wherever the row put it: its button, or its item in the opened
 * "More actions" menu (the caller closes the menu with Escape).
 */
export async function actionControl(page: Page, screen: Locator, name: RegExp): Promise<Locator> {
  const button = screen.getByRole('button', { name });
  if ((await button.count()) > 0) return button;
  await screen.getByRole('button', { name: moreName }).click();
  const item = page.getByRole('menu').getByRole('menuitem', { name });
  await item.waitFor();
  return item;
}
