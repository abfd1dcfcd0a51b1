import { asc, eq } from 'drizzle-orm';
import { defaultWarehouseOf } from '../../../shared/documents/default-warehouse';
import { numberingSeries } from '../../db/schema/documents';
import { taxGroups } from '../../db/schema/finance';
import { warehouses } from '../../db/schema/inventory';
import type { ConfigurationCache, ConfigurationPart } from '../../posting/configuration-cache';
import { activeTemplates, type Template } from './approval/approval-requests';
import { type CallerProfile, type CompanySettings, companySettings } from './document-header';
import { type DocumentSettings, documentSettings } from './document-settings';
import type { SeriesRow } from './numbering';

/**
 * The configuration a document posting reads, from the posting core's cache: each part is
 * loaded once per access version, and each table here is bound with `configuration: true`, so a
 * change through the API bumps that version (warehouses' AllowNegStk is not taken from here: the
 * stock check reads it live, on the rare posting that takes stock below zero).
 */
export const companySettingsPart: ConfigurationPart<CompanySettings> = {
  name: 'company settings',
  load: companySettings,
};

export const documentSettingsPart: ConfigurationPart<DocumentSettings> = {
  name: 'document settings',
  load: documentSettings,
};

/** Every numbering series: which is whose default, locked, last number (NextNumber here is stale). */
export const numberingSeriesPart: ConfigurationPart<SeriesRow[]> = {
  name: 'numbering series',
  load: (db) => db.select().from(numberingSeries).orderBy(asc(numberingSeries.Series)),
};

export interface ActiveWarehouse {
  WhsCode: string;
  BPLId: number | null;
  /** Y: the warehouse keeps its stock in bins, so a transfer may move it between two of them. */
  BinActivat: 'Y' | 'N';
}

/** The active warehouses that keep bins. */
export const binWarehousesOf = (active: readonly ActiveWarehouse[]): ReadonlySet<string> =>
  new Set(active.filter((warehouse) => warehouse.BinActivat === 'Y').map((warehouse) => warehouse.WhsCode));

/** Active warehouses in code order (what a line without a warehouse defaults from). */
export const activeWarehousesPart: ConfigurationPart<ActiveWarehouse[]> = {
  name: 'active warehouses',
  load: (db) =>
    db
      .select({ WhsCode: warehouses.WhsCode, BPLId: warehouses.BPLId, BinActivat: warehouses.BinActivat })
      .from(warehouses)
      .where(eq(warehouses.Inactive, 'N'))
      .orderBy(warehouses.WhsCode),
};

/** Active tax groups and their rates. */
export const taxRatesPart: ConfigurationPart<Map<string, string>> = {
  name: 'tax rates',
  async load(db) {
    const rows = await db
      .select({ Code: taxGroups.Code, Rate: taxGroups.Rate })
      .from(taxGroups)
      .where(eq(taxGroups.Inactive, 'N'));
    return new Map(rows.map((row) => [row.Code, row.Rate]));
  },
};

/** The active approval templates (their binding and the stages' are `configuration: true`). */
export const approvalTemplatesPart: ConfigurationPart<Template[]> = {
  name: 'approval templates',
  load: activeTemplates,
};

/** The configuration of one posting, read once at its start. */
export interface DocumentConfiguration {
  company: CompanySettings;
  settings: DocumentSettings;
  series: SeriesRow[];
  warehouses: ActiveWarehouse[];
  taxRates: Map<string, string>;
  approvalTemplates: Template[];
}

/**
 * What pricing a posting's lines takes from the configuration and the caller, the same for a
 * new document and an edit: the warehouse a line without one defaults to, the caller's fallback
 * price list, and the warehouses and tax rates its lines are checked against.
 */
export const configuredPricing = (profile: CallerProfile, configuration: DocumentConfiguration) => ({
  defaultWarehouse: defaultWarehouseOf(profile, configuration.warehouses),
  fallbackPriceList: profile.defaults?.PriceList ?? null,
  configured: {
    warehouses: new Set(configuration.warehouses.map((warehouse) => warehouse.WhsCode)),
    binWarehouses: binWarehousesOf(configuration.warehouses),
    taxRates: configuration.taxRates,
  },
});

export async function documentConfiguration(
  cache: ConfigurationCache,
  version: number,
): Promise<DocumentConfiguration> {
  const [companySettings, settings, series, active, taxRates, templates] = await Promise.all([
    cache.read(companySettingsPart, version),
    cache.read(documentSettingsPart, version),
    cache.read(numberingSeriesPart, version),
    cache.read(activeWarehousesPart, version),
    cache.read(taxRatesPart, version),
    cache.read(approvalTemplatesPart, version),
  ]);
  return {
    company: companySettings,
    settings,
    series,
    warehouses: active,
    taxRates,
    approvalTemplates: templates,
  };
}
