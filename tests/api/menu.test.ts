import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MenuEntry, menuAnswerSchema } from '../../src/shared/api/menu';
import { type ApiHarness, startApi } from '../support/api-app';
import { demoTopLevelMenus } from '../support/demo-menus';
import { testDatabases } from '../support/test-databases';

const visibleLabels = (entries: MenuEntry[]) =>
  entries.filter((entry) => entry.Visible === 'Y').map((entry) => entry.label);
const links = (entries: MenuEntry[] = []): string[] =>
  entries.flatMap((entry) => [
    ...(entry.link ? [entry.link] : []),
    ...links(entry.children),
    ...links(entry.grand_children),
  ]);

describe.each(testDatabases())('the menu each user receives on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  async function menuOf(user: string): Promise<MenuEntry[]> {
    const token = await api.signIn(user);
    const id = (
      await api.database.pool.query<{ user_id: number }>('select user_id from users where user_code = $1', [
        user,
      ])
    ).rows[0]?.user_id;
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/v1/form_settings_menu/user/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return menuAnswerSchema.parse(response.json()).AllTreeview;
  }

  it('gives the administrator every area', async () => {
    expect(visibleLabels(await menuOf('admin'))).toEqual(demoTopLevelMenus.admin);
  });

  it('gives sales staff their documents, partners, items and prices, and no administration', async () => {
    const menu = await menuOf('sales');
    expect(visibleLabels(menu)).toEqual(demoTopLevelMenus.sales);
    expect(links(menu)).toEqual(
      expect.arrayContaining([
        '/sales/doc/23',
        '/sales/doc/17',
        '/sales/doc/15',
        '/sales/doc/13',
        '/business-partners/bp-master-data',
      ]),
    );
    expect(links(menu)).not.toContain('/sales/doc/14');
    // Their own sales targets and the report of them, but not what recurs (issue 25).
    expect(links(menu)).toEqual(
      expect.arrayContaining(['/logistics_hub/sales-targets', '/logistics_hub/sales-targets/reports']),
    );
    expect(links(menu)).not.toContain('/logistics_hub/reccuring_transactions');
    expect(links(menu)).not.toContain('/inventory/transactions/create/inventoryDocument');
    // Their customers' aging, without the journal (issue 22).
    expect(links(menu)).toEqual(
      expect.arrayContaining(['/Banking/reports/customer-aging', '/Banking/reports/vendor-aging']),
    );
    for (const journal of [
      '/Banking/reports/journal-entries',
      '/Banking/reports/trial-balance',
      '/business-partners/account-statement',
    ])
      expect(links(menu)).not.toContain(journal);
  });

  it('gives dispatchers dispatch, routes and vehicles with the documents they read', async () => {
    const menu = await menuOf('dispatcher');
    expect(visibleLabels(menu)).toEqual(demoTopLevelMenus.dispatcher);
    expect(links(menu)).toEqual(
      expect.arrayContaining([
        '/logistics_hub/dispatch-management/dispatch/open_items',
        '/logistics_hub/setup/vehicles',
        '/administration/setup/general/drivers',
        '/administration/setup/general/vehicles/vehicles',
      ]),
    );
    expect(links(menu)).not.toContain('/administration/setup/general/territories');
    // Partners' balances are not theirs, so neither is the aging.
    expect(links(menu)).not.toContain('/Banking/reports/customer-aging');
  });

  it('gives warehouse staff stock, batches, serials, bins and gate scans', async () => {
    const menu = await menuOf('warehouse');
    expect(visibleLabels(menu)).toEqual(demoTopLevelMenus.warehouse);
    expect(links(menu)).toEqual(
      expect.arrayContaining([
        '/inventory/item-management/batch-numbers',
        '/inventory/transactions/create/inventoryDocument',
        '/inventory/transactions/InventoryStockReport',
        '/inventory/transactions/59',
        '/inventory/transactions/60',
        '/inventory/transactions/1250000001',
        '/inventory/transactions/67',
        '/gpm/gpm-scan-logs',
        '/purchasing/doc/20',
        '/administration/setup/general/bin-locations',
      ]),
    );
    // Inventory Transactions is one group, not also a link beside it.
    const inventory = menu.find((entry) => entry.id === 'inventory')?.children ?? [];
    expect(inventory.filter((entry) => entry.label === 'Inventory Transactions')).toHaveLength(1);
    expect(links(menu)).not.toContain('/inventory/transactions');
    expect(links(menu)).not.toContain('/gpm/gpm-settings');
    // Backup mode is switched by administrators (GateSettings).
    expect(links(menu)).not.toContain('/gpm/backup_mode');
    expect(links(menu)).not.toContain('/administration/setup/bin-locations/sublevel-codes');
  });
});
