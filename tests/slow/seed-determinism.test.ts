import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { runMigrations } from '../../src/server/db/migrate';
import { defaultSeed, isSeeded, seedDemoCompany } from '../../src/server/seed/demo-company';
import { fingerprint } from '../support/seed-fingerprint';
import { testDatabases } from '../support/test-databases';

/**
 * The demo seed is deterministic: two whole seeds on an empty database, compared with the
 * template's. In the slow lane, as each seed takes half a minute on the embedded database.
 */
describe.each(testDatabases())('the demo company on $name', (target) => {
  let seeded: Database;
  beforeAll(async () => {
    seeded = await target.open();
  });
  afterAll(() => seeded.close());

  it('makes the same company from the same seed, and another from another seed', async () => {
    const fresh = await target.openEmpty();
    try {
      await runMigrations(fresh);
      expect(await isSeeded(fresh)).toBe(false);
      await seedDemoCompany(fresh, { size: 'demo', seed: defaultSeed });
      expect(await fingerprint(fresh)).toBe(await fingerprint(seeded));
      await fresh.pool.query(
        'truncate territories, shipping_types, freight_charges, drivers, vehicles, bin_field_settings, bin_sublevel_codes, bin_attribute_codes, bin_stock, bin_locations, item_defaults, warehouse_types, time_sheets, employee_assignments, discount_group_rules, discount_groups, special_price_volumes, special_price_periods, special_prices, inventory_ledger, sign_in_attempts, sessions, user_group_members, group_rules, user_groups, users, company, seed_runs, document_lines, documents, item_warehouses, item_prices, items, manufacturers, item_properties, audit_log, contact_persons, partner_addresses, business_partners, partner_groups, numbering_series, price_lists, item_groups, uom_group_lines, uom_groups, units_of_measure, warehouses, credit_cards, gl_accounts, tax_groups, payment_terms, sales_employees, employees, departments, branches, exchange_rates, currencies, address_formats, banks, house_bank_accounts, withholding_taxes, gl_account_determination, channels, tiers, distributors, surveys, survey_questions, outlets, gps_consents, gps_locations, call_subjects, call_actions, routes, route_stops, route_assignments, calls, call_action_lines, sales_targets, recurring_templates cascade',
      );
      await seedDemoCompany(fresh, { size: 'demo', seed: 7 });
      expect(await fingerprint(fresh)).not.toBe(await fingerprint(seeded));
    } finally {
      await fresh.close();
    }
    // Two whole demo seeds on the embedded database: well over the default minute on a busy machine.
  }, 180_000);
});
