import { describe, expect, it } from 'vitest';
import { buildAbility } from '../../../shared/access/app-ability';
import type { MenuEntry } from '../../../shared/api/menu';
import { catalogues } from '../../../shared/i18n/catalogues';
import { translatorFor } from '../../../shared/i18n/translator';
import { routeTitle } from '../../../shared/screens/route-titles';
import { screenEntryAt } from '../../../shared/screens/screen-entry';
import { menuDefinition } from './menu-definition';
import { menuForUser, menuLinks, menuTitleKeys } from './menu-for-user';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);
const all = buildAbility([{ action: 'manage', subject: 'all' }]);

describe('menuForUser', () => {
  it('sends an administrator every entry, the hidden ones marked Visible N', () => {
    const menu = menuForUser(menuDefinition, all);
    expect(labels(menu)).toEqual([
      'Dashboard',
      'Inventory',
      'Sales',
      'Purchase - A/P',
      'Business Partners',
      'Banking',
      'Logistics Hub',
      'Gate Pass Mgt',
      'Administration',
      'Development',
    ]);
    expect(menu.find((entry) => entry.label === 'Development')?.Visible).toBe('N');
  });

  it('nests children under top-level entries and grand_children under children', () => {
    const inventory = menuForUser(menuDefinition, all).find((entry) => entry.id === 'inventory');
    const reports = inventory?.children?.find((entry) => entry.id === 'inventory-reports');
    expect(reports?.grand_children?.map((entry) => entry.link)).toContain('/inventory/reports/movements');
    expect(reports?.children).toBeUndefined();
  });

  it('leaves out what the user may not read, and groups left empty', () => {
    const ability = buildAbility([{ action: 'read', subject: ['SalesOrder', 'Delivery', 'Item'] }]);
    const menu = menuForUser(menuDefinition, ability);
    expect(labels(menu)).toEqual(['Dashboard', 'Inventory', 'Sales']);
    const sales = menu.find((entry) => entry.id === 'sales');
    expect(sales?.children?.map((entry) => entry.link)).toEqual([
      '/sales/doc/17',
      '/sales/doc/15',
      '/sales/RelationshipMapping',
    ]);
    const inventory = menu.find((entry) => entry.id === 'inventory');
    // The stock reports read stock (ItemStock) and the ledger (InventoryTransaction), not items;
    // the items' units are items.
    expect(inventory?.children?.map((entry) => entry.id)).toEqual(['items', 'uom-items']);
  });

  it('lists the setup screens under Administration, each only for those who may change it', () => {
    const setupOf = (menu: MenuEntry[]) =>
      menu
        .find((entry) => entry.id === 'administration')
        ?.children?.find((entry) => entry.id === 'setup')
        ?.grand_children?.map((entry) => entry.link);
    expect(setupOf(menuForUser(menuDefinition, all))).toEqual([
      '/administration/setup/general/branches',
      '/administration/setup/general/departments',
      '/administration/setup/general/employees',
      '/administration/setup/general/sales-employees',
      '/administration/setup/general/territories',
      '/administration/setup/general/drivers',
      '/administration/setup/general/vehicles/vehicles',
      '/administration/setup/general/freight',
      '/administration/setup/general/time-sheets',
      '/administration/setup/general/bin-locations',
      '/administration/setup/general/user-defaults',
      '/administration/setup/inventory/item-defaults',
      '/administration/setup/inventory/item-groups',
      '/administration/setup/inventory/item-properties',
      '/administration/setup/inventory/manufacturers',
      '/administration/setup/inventory/uom',
      '/administration/setup/inventory/uom-groups',
      '/administration/setup/inventory/warehouses',
      '/administration/setup/inventory/warehouse-types',
      '/administration/setup/inventory/shipping-types',
      '/administration/setup/inventory/bin-locations/reports',
      '/administration/setup/bin-locations/attribute-code',
      '/administration/setup/bin-locations/field-activation',
      '/administration/setup/bin-locations/sublevel-codes',
      '/administration/setup/business-partners/payment-terms',
      '/administration/setup/business-partners/address-formats',
      '/administration/setup/financials/edit-chart-of-accounts',
      '/administration/setup/financials/gl-account-determination',
      '/administration/setup/financials/currencies',
      '/administration/rates-and-indexes',
      '/administration/setup/financials/tax-groups',
      '/administration/setup/financials/withholding-tax',
      '/administration/setup/banking/banks',
      '/administration/setup/banking/house-bank-accounts',
    ]);
    const reader = buildAbility([{ action: 'read', subject: ['Warehouse', 'UnitOfMeasure', 'TaxGroup'] }]);
    expect(setupOf(menuForUser(menuDefinition, reader))).toBeUndefined();
    const keeper = buildAbility([
      { action: 'read', subject: ['Warehouse', 'UnitOfMeasure', 'TaxGroup'] },
      { action: 'update', subject: ['Warehouse', 'UnitOfMeasure'] },
    ]);
    expect(setupOf(menuForUser(menuDefinition, keeper))).toEqual([
      '/administration/setup/inventory/uom',
      '/administration/setup/inventory/warehouses',
    ]);
  });

  it('has a title in every language for every entry it can send', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const catalogue: unknown = catalogues[language];
      for (const key of menuTitleKeys(menuDefinition)) {
        const text = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node && typeof node === 'object' ? Reflect.get(node, part) : undefined),
            catalogue,
          );
        expect(typeof text, `${language} ${key}`).toBe('string');
      }
    }
  });

  it('leads every link to a screen of the catalogue', () => {
    for (const link of menuLinks(menuDefinition))
      expect(screenEntryAt(link.link), `${link.id} ${link.link}`).toBeDefined();
  });

  it('titles every link as the pane it opens is titled, in every language', () => {
    for (const language of ['en', 'fr', 'ar'] as const) {
      const t = translatorFor(language);
      for (const link of menuLinks(menuDefinition)) {
        const screen = screenEntryAt(link.link);
        if (!screen) throw new Error(link.link);
        expect(t(screen.titleKey), `${language} ${link.id}`).toBe(
          routeTitle(screen.definition, t, screen.params),
        );
      }
    }
  });

  it('offers a document list for its document type, and a setup screen for its keepers', () => {
    const orders = buildAbility([{ action: 'read', subject: 'SalesOrder' }]);
    const sales = menuForUser(menuDefinition, orders).find((entry) => entry.id === 'sales');
    expect(sales?.children?.map((entry) => [entry.label, entry.icon])).toEqual([
      ['Sales Order', 'tabler-file-invoice'],
      ['Relationship Map', 'tabler-sitemap'],
    ]);
  });
});
