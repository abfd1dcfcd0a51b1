import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../navigation/nav-items';
import { paneIconFor } from './pane-icon';

const menu: NavItem[] = [
  {
    id: 'sales',
    titleKey: 'menu.sales',
    icon: 'tabler-shopping-cart',
    href: '/sales',
    target: { name: 'sales', params: {} },
    children: [
      {
        id: 'orders',
        titleKey: 'documents.salesOrder',
        icon: 'tabler-file-invoice',
        href: '/sales/doc/17',
        target: { name: 'sales-doc-objectId', params: { objectId: '17' } },
      },
    ],
  },
];

describe('paneIconFor', () => {
  it('takes the icon of the menu entry that opens the route', () => {
    expect(paneIconFor('sales-doc-objectId', '/sales/doc/17', menu)).toBe('tabler-file-invoice');
  });

  it('falls back to the icon of the area, then to a plain point', () => {
    expect(paneIconFor('inventory-price-list-id', '/inventory/price-list/3', menu)).toBe('tabler-packages');
    expect(paneIconFor('test', '/test', menu)).toBe('tabler-point');
  });
});
