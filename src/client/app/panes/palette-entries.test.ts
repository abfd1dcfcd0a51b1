import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../../shared/documents/object-types';
import { specRoutes } from '../../../shared/screens/screen-catalogue';
import { type Language, setupI18n } from '../../i18n/i18n-setup';
import type { NavItem } from '../../navigation/nav-items';
import { createPaletteIndex, search } from '../../palette/rank';
import { newDocumentEntries, newRecordEntries, pageEntries } from './palette-entries';

const titles: Record<string, string> = {
  'menu.partners': 'Business Partners',
  'menu.partners.master': 'BP Master Data',
  'menu.inventory': 'Inventory',
  'menu.inventory.transfer': 'Inventory Transfer',
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  titles[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

const node = (id: string, titleKey: string, href: string, children?: NavItem[]): NavItem => ({
  id,
  titleKey,
  icon: 'tabler-point',
  href,
  target: { name: id } as unknown as NavItem['target'],
  ...(children ? { children } : {}),
});

const menu = [
  node('partners', 'menu.partners', '/business-partners', [
    node('master', 'menu.partners.master', '/business-partners/bp-master-data'),
  ]),
  node('inventory', 'menu.inventory', '/inventory', [
    node('transfer', 'menu.inventory.transfer', '/inventory/transactions/67'),
  ]),
];

describe('page entries of the menu', () => {
  it('carry the groups they sit in as subtitle and as words that find them', () => {
    const [master] = pageEntries(menu, t);
    expect(master).toMatchObject({
      title: 'BP Master Data',
      subtitle: 'Business Partners',
      keywords: ['Business Partners'],
      href: '/business-partners/bp-master-data',
    });
  });

  it('are found by their group: "business partner" and "partner" find BP Master Data', () => {
    const index = createPaletteIndex(pageEntries(menu, t));
    for (const query of ['business partner', 'partner', 'inventory trans'])
      expect(search(index, query).map((entry) => entry.title)[0], query).toBe(
        query === 'inventory trans' ? 'Inventory Transfer' : 'BP Master Data',
      );
  });
});

describe('new document entries', () => {
  it('offer "New <document>" only for the types the user may create, found by the type code', () => {
    const entries = newDocumentEntries(
      documentTypes,
      (type) => type.objectId === '17' || type.objectId === '22',
      ((key: string, options?: { name?: string }) =>
        key === 'palette.newDocument'
          ? `New ${options?.name}`
          : ((options as { defaultValue?: string })?.defaultValue ?? key)) as unknown as TFunction,
    );
    expect(entries.map((entry) => entry.title)).toEqual(['New Sales Order', 'New Purchase Order']);
    expect(entries[0]).toMatchObject({ href: '/sales/doc/create/17', kind: 'command' });
    const index = createPaletteIndex(entries);
    expect(search(index, 'so').map((entry) => entry.title)[0]).toBe('New Sales Order');
    expect(search(index, 'new purchase').map((entry) => entry.title)).toEqual(['New Purchase Order']);
  });
});

describe('page entries found by what people call them', () => {
  const menuOfDocuments = [
    node('business-partners', 'menu.businessPartners', '/business-partners', [
      node('bp-master-data', 'routeTitles.segments.bp-master-data', '/business-partners/bp-master-data'),
    ]),
    node('purchase', 'menu.purchase', '/purchasing', [
      node('purchasing-20', 'documents.goodsReceiptPo', '/purchasing/doc/20'),
      node('purchasing-22', 'documents.purchaseOrder', '/purchasing/doc/22'),
    ]),
    node('sales', 'menu.sales', '/sales', [node('sales-14', 'documents.arCreditMemo', '/sales/doc/14')]),
  ];
  // The three catalogues are compiled on first import: once here, not within the first test's time.
  beforeAll(() => setupI18n('en', ['fr', 'ar']), 60_000);
  const firstHref = async (language: Language, query: string) => {
    const i18n = await setupI18n(language);
    const index = createPaletteIndex(pageEntries(menuOfDocuments, i18n.t));
    return search(index, query)[0]?.href;
  };

  it.each([
    ['en', 'customer', '/business-partners/bp-master-data'],
    ['en', 'vendor', '/business-partners/bp-master-data'],
    ['en', 'GRPO', '/purchasing/doc/20'],
    ['en', 'PO', '/purchasing/doc/22'],
    ['en', 'credit memo', '/sales/doc/14'],
    ['fr', 'fournisseur', '/business-partners/bp-master-data'],
    ['fr', 'avoir', '/sales/doc/14'],
    ['fr', 'bon de commande', '/purchasing/doc/22'],
    ['ar', 'عميل', '/business-partners/bp-master-data'],
    ['ar', 'أمر شراء', '/purchasing/doc/22'],
    ['ar', 'استلام بضاعة', '/purchasing/doc/20'],
  ] as const)('in %s, "%s" finds %s first', async (language, query, href) => {
    expect(await firstHref(language, query)).toBe(href);
  });
});

describe('new record entries', () => {
  it('offer the catalogue\'s "New incoming payment" once, to those who may create incoming payments', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const payments = specRoutes.filter((route) => route.path.startsWith('/Banking/'));
    const entries = newRecordEntries(payments, (subject) => subject === 'IncomingPayment', t);
    expect(entries).toEqual([
      expect.objectContaining({
        title: 'banking.new.incoming',
        href: '/Banking/incoming-payments/third-party/create',
        kind: 'command',
      }),
    ]);
    expect(newRecordEntries(payments, () => false, t)).toEqual([]);
    expect(newRecordEntries([...payments, ...payments], () => true, t).map((entry) => entry.title)).toEqual([
      'banking.new.incoming',
      'banking.new.outgoing',
    ]);
  });
});
