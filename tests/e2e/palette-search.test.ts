import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { axeViolations } from '../support/axe';
import { openFromPalette, signInAt } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';
import { panes } from '../support/workspace-panes';

const productUrl = productServerUrl();

const paletteNames = { en: 'Command palette', fr: 'Palette de commandes', ar: 'لوحة الأوامر' } as const;
type Language = keyof typeof paletteNames;

describe('the palette finds what people mean, in Chromium', () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });

  async function signedIn(language: Language): Promise<Page> {
    const context = await suite.context({ viewport: { width: 1366, height: 900 } });
    await context.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    const page = await context.newPage();
    await signInAt(page, productUrl, 'admin');
    return page;
  }

  /** The titles of the options shown for `query`, best first, once the list has settled. */
  async function optionsFor(page: Page, language: Language, query: string): Promise<string[]> {
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: paletteNames[language] });
    await palette.waitFor();
    await page.keyboard.type(query);
    await palette.getByRole('option').first().waitFor();
    // Each option's first inner text is its title; the list is re-ranked per keystroke, so read it settled.
    const titles = async () =>
      palette
        .getByRole('option')
        .evaluateAll((options) =>
          options.map((option) => option.querySelector('span > span')?.textContent?.trim() ?? ''),
        );
    let previous: string[] = [];
    await expect
      .poll(async () => {
        const now = await titles();
        const settled = JSON.stringify(now) === JSON.stringify(previous);
        previous = now;
        return settled;
      })
      .toBe(true);
    return previous;
  }

  async function closePalette(page: Page, language: Language) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: paletteNames[language] }).waitFor({ state: 'detached' });
  }

  const cases: Record<Language, [query: string, first: string, second?: string][]> = {
    en: [
      // A title that opens with the word ranks first; the screen the word is a synonym of follows.
      ['customer', 'Customer Aging', 'BP Master Data'],
      ['business partner', 'BP Master Data'],
      ['vendor', 'Vendor Aging', 'BP Master Data'],
      ['GRPO', 'Goods Receipt PO'],
      ['PO', 'Purchase Order'],
      ['new sales order', 'New Sales Order'],
    ],
    fr: [
      ['fournisseur', 'Fiches partenaires'],
      ['avoir', 'Avoir client'],
      ['nouveau : commande client', 'Nouveau : Commande client'],
    ],
    ar: [
      ['عميل', 'بيانات الشركاء الرئيسية'],
      ['أمر شراء', 'أمر شراء'],
      ['استلام بضاعة', 'استلام بضائع'],
    ],
  };

  it.each(Object.keys(cases) as Language[])(
    'answers synonyms, codes and menu groups in %s',
    async (language) => {
      const page = await signedIn(language);
      for (const [query, first, second] of cases[language]) {
        const options = await optionsFor(page, language, query);
        expect(options[0], query).toBe(first);
        if (second) expect(options[1], query).toBe(second);
        await closePalette(page, language);
      }
      await page.keyboard.press('Control+KeyK');
      await page.keyboard.type(cases[language][0]?.[0] ?? '');
      await page.getByRole('dialog', { name: paletteNames[language] }).getByRole('option').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('puts the Sales Order page above the order opened last, and opens a new order from "New Sales Order"', async () => {
    const page = await signedIn('en');
    await openFromPalette(page, 'SO 12', 'Control+Enter');
    await expect.poll(async () => (await panes(page)).focused).toBe('Sales Order · 12');
    // A pane's title shows before its page does; the visit joins the recents once the page is shown.
    await page.getByRole('heading', { level: 1, name: /^Sales Order 12\b/ }).waitFor();
    const found = await optionsFor(page, 'en', 'sales order');
    expect(found[0]).toBe('Sales Order');
    expect(found).toContain('Sales Order · 12');
    await closePalette(page, 'en');
    await openFromPalette(page, 'new sales order', 'Enter', /^New Sales Order/);
    // The layout URL names the panes' addresses: the focused one is the new order's editor.
    const layout = () => {
      const ws = new URL(page.url()).searchParams.get('ws') ?? '';
      return Buffer.from(ws.slice(ws.indexOf('.') + 1), 'base64url').toString();
    };
    await expect.poll(layout).toContain('/sales/doc/create/17');
  });

  it('says a copy has nothing left to take from a closed order, offers the order instead, and keeps copies out of recents', async () => {
    const token = await signIn(productUrl, 'admin');
    const listed = await fetch(
      `${productUrl}/api/v1/marketing/docs/17?isDoc=1&page=1&per_page=1&DocStatus=C&CANCELED=N`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const [closed] = documentListAnswerSchema.parse(await listed.json()).ResponseData.data;
    if (!closed) throw new Error('the demo company has no closed sales order');
    const page = await suite.signedIn(`/sales/doc/copy/17/${closed.DocEntry}/15`, 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    await page.getByRole('alert').filter({ hasText: 'has nothing left to copy' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const way = page.getByRole('button', { name: `Open Sales Order ${closed.DocNum}` });
    await way.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await panes(page)).focused).toBe(`Sales Order · ${closed.DocNum}`);
    const found = await optionsFor(page, 'en', 'copy');
    expect(found.filter((title) => title.startsWith('Copy of'))).toEqual([]);
  });

  it('offers the commands of the focused pane: "Copy to Delivery" from an open order, and the pane keys', async () => {
    const token = await signIn(productUrl, 'admin');
    const listed = await fetch(
      `${productUrl}/api/v1/marketing/docs/17?isDoc=1&page=1&per_page=1&DocStatus=O&CANCELED=N`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const [order] = documentListAnswerSchema.parse(await listed.json()).ResponseData.data;
    if (!order) throw new Error('the demo company has no open sales order');
    const page = await suite.signedIn(`/sales/doc/17/${order.DocEntry}`, 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    await expect.poll(async () => (await panes(page)).focused).toBe(`Sales Order · ${order.DocNum}`);
    // The order's actions come with its rights: its own Copy to button says they are known.
    await page.getByRole('button', { name: /^Copy to…/ }).waitFor();
    const copies = await optionsFor(page, 'en', 'copy to');
    expect(copies).toEqual(expect.arrayContaining(['Copy to Delivery', 'Copy to A/R Invoice']));
    await closePalette(page, 'en');
    // A pane key, named as the cheat sheet names it, with its shortcut beside it.
    expect((await optionsFor(page, 'en', 'split to the right'))[0]).toBe(
      'Split to the right with the current page',
    );
    const option = page.getByRole('dialog', { name: paletteNames.en }).getByRole('option').first();
    expect(await option.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+S');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(2);
    await openFromPalette(page, 'copy to delivery', 'Enter', /^Copy to Delivery/);
    await expect.poll(async () => (await panes(page)).focused).toBe(`Copy of Sales Order · ${order.DocNum}`);
  });
});
