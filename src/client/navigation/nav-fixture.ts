import type { MenuEntry } from '../../shared/api/menu';
import { type NavItem, toNavItems } from './nav-items';

const entry = (id: string, title: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label: id,
  title,
  icon: 'tabler-point',
  Visible: 'Y',
  ...extra,
});

/**
 * A small menu as the server sends it, with titles that exist in the catalogues, for the
 * component tests: a link, groups, a document link with params and grand_children.
 */
export const fixtureMenu: NavItem[] = toNavItems([
  entry('dashboard', 'routeTitles.segments.dashboard', { link: '/dashboard' }),
  entry('inventory', 'menu.inventory', {
    children: [
      entry('items', 'routeTitles.segments.item-master-data', {
        link: '/inventory/item-management/item-master-data',
      }),
      entry('pricing', 'menu.pricing', {
        grand_children: [
          entry('base-prices', 'routeTitles.segments.base-prices', {
            link: '/inventory/pricing/base-prices',
          }),
          entry('uom-prices', 'routeTitles.segments.uom-prices', { link: '/inventory/pricing/uom-prices' }),
        ],
      }),
      entry('bins', 'routeTitles.segments.bin-locations', { link: '/inventory/bin-locations' }),
    ],
  }),
  entry('sales', 'menu.sales', {
    children: [
      entry('sales-17', 'documents.salesOrder', { link: '/sales/doc/17' }),
      entry('sales-13', 'documents.arInvoice', { link: '/sales/doc/13' }),
    ],
  }),
  entry('banking', 'menu.banking', {
    children: [
      entry('incoming-payments', 'routeTitles.segments.third-party', {
        link: '/Banking/incoming-payments/third-party',
      }),
    ],
  }),
]);
