import { describe, expect, it } from 'vitest';
import { encodeLayout } from '../../src/client/workspace/layout-codec';
import { createWorkspace, openInSplit } from '../../src/client/workspace/workspace';
import { signInAt } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';

const productUrl = productServerUrl();

/** The first of a document type's documents, by its DocEntry. */
async function firstDocument(objectId: string): Promise<number> {
  const token = await signIn(productUrl, 'admin');
  const response = await fetch(
    `${productUrl}/api/v1/marketing/docs/${objectId}?isDoc=1&page=1&per_page=1&DocStatus=all`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const answer = (await response.json()) as { ResponseData: { data: { DocEntry: number }[] } };
  const entry = answer.ResponseData.data[0]?.DocEntry;
  if (entry === undefined) throw new Error(`the demo company has no document of type ${objectId}`);
  return entry;
}

/** The address restoring these pages side by side, the last one focused. */
function layoutAddress(pages: string[]): string {
  let next = 0;
  const newId = () => `p${next++}`;
  let workspace = createWorkspace(pages[0] ?? '/dashboard', newId);
  for (const href of pages.slice(1)) workspace = openInSplit(workspace, href, 'right', newId);
  const focused = workspace.panes[workspace.focused]?.href ?? '/dashboard';
  return `${productUrl}${focused}?ws=${encodeLayout(workspace)}`;
}

describe('panes of the same kind restored together in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('ask once for what they share: rights, model, grid settings, the same rows; no reference list', async () => {
    const order = await firstDocument('17');
    const invoice = await firstDocument('13');
    const page = await (await suite.context({ viewport: { width: 1600, height: 900 } })).newPage();
    await signInAt(page, productUrl);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/')) asked.push(`${url.pathname.slice(8)}${url.search}`);
    });
    await page.goto('about:blank');
    await page.goto(
      layoutAddress([
        `/sales/doc/17/${order}`,
        `/sales/doc/13/${invoice}`,
        '/business-partners/bp-master-data',
        '/business-partners/bp-master-data',
      ]),
    );
    await expect
      .poll(() =>
        page
          .locator('[data-pane-id]')
          .evaluateAll(
            (panes) => panes.filter((pane) => pane.querySelector('[role="row"] + [role="row"], h1')).length,
          ),
      )
      .toBe(4);
    // Every pane's data: the requests have settled.
    await page.waitForLoadState('networkidle');
    const times = (prefix: string) => asked.filter((path) => path.startsWith(prefix)).length;
    expect(times('authorization/'), asked.join('\n')).toBe(1);
    expect(times('authorization/document-rights')).toBe(1);
    expect(times('doc_model/2')).toBe(1);
    expect(times('form_settings/business-partners.list')).toBe(1);
    // Both partner lists show the same rows: one request, and no second one in another order.
    expect(times('resources/business-partners')).toBe(1);
    // A reload is not a sign-in: no pane here shows a reference list, so none is asked for.
    for (const path of ['currency', 'uoms', 'warehouse', 'taxgroups/', 'item_masterdata', 'activeGLaccounts'])
      expect(times(path), path).toBe(0);
  });
});
