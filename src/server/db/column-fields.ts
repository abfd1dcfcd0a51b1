import { getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as access from './schema/access';
import * as alerts from './schema/alerts';
import * as approval from './schema/approval';
import * as audit from './schema/audit';
import * as company from './schema/company';
import * as documents from './schema/documents';
import * as finance from './schema/finance';
import * as formSettings from './schema/form-settings';
import * as inventory from './schema/inventory';
import * as inventorySetup from './schema/inventory-setup';
import * as organisation from './schema/organisation';
import * as partners from './schema/partners';
import * as pricing from './schema/pricing';
import * as pricingRules from './schema/pricing-rules';
import * as security from './schema/security';
import * as stockTracking from './schema/stock-tracking';
import * as userDefaults from './schema/user-defaults';
import * as workforce from './schema/workforce';

const schemaModules = [
  access,
  alerts,
  approval,
  audit,
  company,
  documents,
  finance,
  formSettings,
  inventorySetup,
  inventory,
  organisation,
  partners,
  pricingRules,
  pricing,
  security,
  stockTracking,
  userDefaults,
  workforce,
];

let fieldNames: Map<string, string> | undefined;

/** "table.column" as PostgreSQL names them, to the property the schema gives the column (SAP's name). */
function fieldNamesOfSchema(): Map<string, string> {
  const names = new Map<string, string>();
  for (const module of schemaModules)
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const table = getTableConfig(value).name;
      for (const [property, column] of Object.entries(getTableColumns(value)))
        names.set(`${table}.${column.name}`, property);
    }
  return names;
}

/**
 * The field a column of a failed statement stands for (card_code of documents: CardCode), as
 * PostgreSQL names table and column in its error; undefined for a column the schema does not know.
 */
export function fieldOfColumn(table: string, column: string): string | undefined {
  fieldNames ??= fieldNamesOfSchema();
  return fieldNames.get(`${table}.${column}`);
}
