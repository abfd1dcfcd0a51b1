import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import { dispatchObjectType } from '../../shared/api/dispatch';
import { gatePassObjectType } from '../../shared/api/gate-pass';
import { paymentObjectTypes } from '../../shared/api/payments';
import { documentTypes } from '../../shared/documents/object-types';
import { groupRuleRows } from '../access/stored-rules';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { groupRules, userGroupMembers, userGroups, users } from '../db/schema/access';
import { alerts } from '../db/schema/alerts';
import { company, seedRuns } from '../db/schema/company';
import { numberingSeries } from '../db/schema/documents';
import {
  addressFormats,
  banks,
  creditCards,
  currencies,
  exchangeRates,
  glAccountDetermination,
  glAccounts,
  houseBankAccounts,
  paymentTerms,
  taxGroups,
  withholdingTaxes,
} from '../db/schema/finance';
import {
  itemGroups,
  itemProperties,
  manufacturers,
  unitsOfMeasure,
  uomGroupLines,
  uomGroups,
  warehouses,
  warehouseTypes,
} from '../db/schema/inventory';
import { branches, departments, employees, salesEmployees } from '../db/schema/organisation';
import { partnerGroups } from '../db/schema/partners';
import { priceLists } from '../db/schema/pricing';
import { copiedPayloadSql } from '../modules/recurring/recurring-payload';
import { seedApprovalSql } from './approval-sql';
import {
  linkCreditMemoBasesSql,
  reconcileCreditMemoBasesSql,
  seedCreditMemoBasesSql,
} from './credit-memo-bases-sql';
import { demoGroups, demoPassword, demoUsers } from './demo-access';
import { demoAlerts } from './demo-alerts';
import { seedDispatchSql, seedReadyOrdersSql } from './dispatch-sql';
import { writeDocumentAmounts } from './document-amounts';
import {
  insertDocumentsSql,
  insertLinesSql,
  salesTypes,
  seedDocumentsSql,
  seedLinesSql,
  weightedTypes,
} from './documents-sql';
import {
  seedQuantityTargetSql,
  seedRecurringTemplatesSql,
  seedSalesTargetsSql,
} from './field-sales-plans-sql';
import { seedGpsPositionsSql, seedMarketSetupSql, seedOutletsSql } from './field-sales-sql';
import { seedGatePassesSql, seedGatesSql } from './gate-pass-sql';
import { packMeasures } from './item-measures';
import { seedJournalSql, seedOpeningJournalSql, seedPartnerBalancesSql } from './journal-sql';
import { arabicPartnerNames, brands, partnerNames, personNames, productCatalogue } from './market-names';
import {
  advanceCountersSql,
  insertItemsSql,
  rollUpStockSql,
  seedCountersSql,
  seedItemPricesSql,
  seedItemsSql,
  seedPartnersSql,
  seedStockSql,
} from './master-data-sql';
import {
  partnerAddressNames,
  seedContactPersonsSql,
  seedDefaultContactsSql,
  seedPartnerAddressesSql,
} from './partner-addresses-sql';
import { seedPaymentsSql } from './payments-sql';
import { seedPricingRules } from './pricing-rules';
import * as reference from './reference-data';
import { seedRouteCallsSql } from './route-calls-sql';
import { type SeedVolume, seedVolumes } from './seed-sizes';
import { randomFunctionSql } from './seeded-random';
import * as setup from './setup-data';
import { bulkIndexesSql, openingBalancesSql } from './stock-ledger';

export interface SeedOptions {
  size: keyof typeof seedVolumes;
  seed?: number;
  /** Called after each step with its name and duration, for the seed command's report. */
  onStep?: (step: string, milliseconds: number) => void;
}

export const defaultSeed = 20_261_101;

/** The four demo groups with their rules, and one demo user in each. */
async function writeAccessData(client: PoolClient): Promise<void> {
  const db = drizzle({ client });
  const groups = await db
    .insert(userGroups)
    .values(demoGroups.map(({ code, name, description }) => ({ code, name, description })))
    .returning({ id: userGroups.id, code: userGroups.code });
  const groupId = new Map(groups.map((group) => [group.code, group.id]));
  await db
    .insert(groupRules)
    .values(demoGroups.flatMap((group) => groupRuleRows(groupId.get(group.code) ?? 0, group.rules)));
  const passwordHash = await hashPassword(demoPassword);
  const created = await db
    .insert(users)
    .values(demoUsers.map(({ group: _, ...user }) => ({ ...user, passwordHash })))
    .returning({ id: users.USERID, code: users.USER_CODE });
  await db.insert(userGroupMembers).values(
    created.map((user) => ({
      userId: user.id,
      groupId: groupId.get(demoUsers.find((demo) => demo.USER_CODE === user.code)?.group ?? '') ?? 0,
    })),
  );
  await db.insert(alerts).values(demoAlerts);
}

async function writeReferenceData(client: PoolClient, volume: SeedVolume): Promise<void> {
  const db = drizzle({ client });
  await db.insert(company).values(reference.demoCompany);
  await db.insert(currencies).values(reference.currencies);
  await db.insert(exchangeRates).values(reference.exchangeRates);
  await db.insert(branches).values(reference.branches);
  await db.insert(departments).values(reference.departments);
  await db.insert(employees).values(reference.employeesFor(volume));
  await db.insert(salesEmployees).values(reference.salesEmployeesFor(volume));
  await db.insert(warehouseTypes).values(setup.warehouseTypes);
  await db
    .insert(warehouses)
    .values(
      reference.warehouses.map((row) => ({ ...row, WhsType: setup.warehouseTypeOf[row.WhsCode] ?? null })),
    );
  await db.insert(unitsOfMeasure).values(reference.unitsOfMeasure);
  await db.insert(uomGroups).values(reference.uomGroups);
  await db.insert(uomGroupLines).values(reference.uomGroupLines);
  await db.insert(itemGroups).values(reference.itemGroups);
  await db.insert(manufacturers).values(brands.map((FirmName, index) => ({ FirmCode: index + 1, FirmName })));
  await db.insert(itemProperties).values(reference.itemProperties);
  await db.insert(taxGroups).values(reference.taxGroups);
  await db.insert(glAccounts).values(reference.glAccounts);
  await db.insert(creditCards).values(reference.creditCards);
  await db.insert(glAccountDetermination).values(reference.glAccountDetermination);
  await db.insert(withholdingTaxes).values(reference.withholdingTaxes);
  await db.insert(banks).values(reference.banks);
  await db.insert(houseBankAccounts).values(reference.houseBankAccounts);
  await db.insert(addressFormats).values(reference.addressFormats);
  await db.insert(paymentTerms).values(reference.paymentTerms);
  await db.insert(partnerGroups).values(reference.partnerGroups);
  await db
    .insert(priceLists)
    .values(reference.priceListsFor(volume).map(({ seedMultiplier: _, ...list }) => list));
  await setup.writeSetupData(db, volume);
  // Payments (24, 46), dispatch notes (ODSP) and gate passes (OGPS) are numbered after the document
  // types, in series of their own.
  await db.insert(numberingSeries).values(
    [
      ...documentTypes.map((type) => type.objectId),
      ...paymentObjectTypes,
      dispatchObjectType,
      gatePassObjectType,
    ].map((ObjectCode, index) => ({
      Series: index + 1,
      ObjectCode,
      SeriesName: 'Primary',
      InitialNum: 1,
      NextNumber: 1,
      IsDefault: 'Y' as const,
    })),
  );
}

function catalogueArrays() {
  const products = productCatalogue.flatMap((entry, groupIndex) =>
    entry.products.flatMap(([english, french]) =>
      entry.sizes.map((size) => ({
        english: `${english} ${size}`,
        french: `${french} ${size}`,
        group: 100 + groupIndex,
        uomGroup: groupIndex === 2 ? 3 : groupIndex < 2 ? 2 : 1,
        measures: packMeasures(size),
      })),
    ),
  );
  return [
    [...brands],
    products.map((product) => product.english),
    products.map((product) => product.french),
    products.map((product) => product.group),
    products.map((product) => product.uomGroup),
    products.map((product) => product.measures.kg),
    products.map((product) => product.measures.m3),
  ];
}

function partnerArrays(volume: SeedVolume) {
  const markets = [partnerNames.en, partnerNames.fr, partnerNames.ar];
  return [
    volume.customers,
    volume.suppliers,
    volume.leads,
    markets.map((market) => [...market.first]),
    markets.map((market) => [...market.second]),
    markets.map((market) => [...market.suffix]),
    markets.map((market) => [...market.cities]),
    markets.map((market) => market.country),
    [...arabicPartnerNames],
    volume.salesEmployees,
  ];
}

/** The parameters of partner-addresses-sql.ts: the markets' places, then what each statement adds. */
function partnerAddressArrays(): { places: unknown[]; addresses: unknown[]; contacts: unknown[] } {
  const markets = [partnerNames.en, partnerNames.fr, partnerNames.ar];
  const books = [partnerAddressNames.en, partnerAddressNames.fr, partnerAddressNames.ar];
  const places = [markets.map((market) => market.country), markets.flatMap((market) => [...market.cities])];
  return {
    places,
    addresses: [
      books.map((book) => [...book.names]),
      books.map((book) => [...book.streets]),
      books.flatMap((book) => [...book.postcodes]),
    ],
    contacts: [[...personNames.first], [...personNames.last], books.map((book) => [...book.positions])],
  };
}

/**
 * Generated rows are consistent by construction, and checking each of the large company's
 * millions of foreign keys one row at a time took most of its load (5,000,000 prices: 71 s of
 * PostgreSQL's 238 s). As pg_restore does, a role that may sets session_replication_role for this
 * transaction only; any other role loads with every check. The seed tests check every foreign
 * key after loading, so a generator bug cannot hide behind this.
 */
async function skipForeignKeyChecks(client: PoolClient): Promise<void> {
  await client.query('savepoint bulk_load');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('release savepoint bulk_load');
  } catch {
    await client.query('rollback to savepoint bulk_load');
  }
}

// Any fixed number: servers starting together on one empty PostgreSQL take turns to seed.
const seedLockKey = 72_620_002;

/**
 * Writes the demo company into an empty database in one transaction, so a failure leaves the
 * database empty rather than half seeded. The same seed and size give the same data every run.
 * Servers starting together on one empty database take turns under a transaction-level lock: the
 * first seeds, the others find its company and leave it. Answers whether this call seeded.
 */
export async function seedDemoCompany(database: Database, options: SeedOptions): Promise<boolean> {
  const volume = seedVolumes[options.size];
  const seed = options.seed ?? defaultSeed;
  const lists = reference.priceListsFor(volume);
  const client = await database.pool.connect();
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    await client.query(text, values);
    options.onStep?.(name, performance.now() - started);
  };
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [seedLockKey]);
    if ((await client.query('select 1 from company limit 1')).rows.length > 0) {
      await client.query('rollback');
      return false;
    }
    await skipForeignKeyChecks(client);
    const started = performance.now();
    await writeReferenceData(client, volume);
    options.onStep?.('reference data', performance.now() - started);
    await writeAccessData(client);
    // Into empty tables: indexing them once at the end is quicker than row by row (stock-ledger.ts).
    const { rows: bulkIndexes } = await client.query<{ name: string; definition: string }>(bulkIndexesSql);
    for (const index of bulkIndexes) await client.query(`drop index "${index.name}"`);
    await step('random function', randomFunctionSql(seed));
    const catalogue = catalogueArrays();
    await step('item base', seedItemsSql, [volume.items, catalogue[0], catalogue[1]]);
    await step('items', insertItemsSql, catalogue);
    await step('item prices', seedItemPricesSql, [
      lists.map((list) => list.ListNum),
      lists.map((list) => String(list.seedMultiplier)),
      lists.map((list) => list.PrimCurr),
    ]);
    await step('business partners', seedPartnersSql, partnerArrays(volume));
    const { places, addresses, contacts } = partnerAddressArrays();
    await step('partner addresses', seedPartnerAddressesSql, [...places, ...addresses]);
    await step('contact persons', seedContactPersonsSql, [...places, ...contacts]);
    await step('default contacts', seedDefaultContactsSql);
    await seedPricingRules(client);
    await step('document plan', seedDocumentsSql, [
      volume.documents,
      weightedTypes,
      salesTypes,
      volume.customers,
      volume.suppliers,
    ]);
    // Freshly loaded tables have no statistics yet; without them the planner picks nested loops
    // over a million prices for the line plan.
    await step('statistics', 'analyze seed_item_base, items, item_prices, business_partners, seed_docs');
    await step('line plan', seedLinesSql, [volume.items, reference.purchasePriceList]);
    await step('line statistics', 'analyze seed_lines');
    // Planned with the line plan's statistics: without them, pairing the large company's credit
    // memos with invoices took 72 s in nested loops.
    await step('credit memo bases', seedCreditMemoBasesSql);
    const amountsStarted = performance.now();
    await writeDocumentAmounts(client, volume.documents, reference.demoCompany);
    options.onStep?.('document amounts', performance.now() - amountsStarted);
    await step('documents', insertDocumentsSql);
    await step('document lines', insertLinesSql);
    await step('credit memo links', linkCreditMemoBasesSql);
    await step('approval requests', seedApprovalSql);
    await step('stock', seedStockSql);
    await step('stock totals', rollUpStockSql);
    await step('opening stock ledger', openingBalancesSql);
    await step('journal', seedJournalSql);
    await step('opening journal', seedOpeningJournalSql);
    await step('payments', seedPaymentsSql);
    await step('credit memo reconciliations', reconcileCreditMemoBasesSql);
    await step('partner balances', seedPartnerBalancesSql);
    if (bulkIndexes.length) await step('indexes', bulkIndexes.map((index) => index.definition).join(';\n'));
    for (const statement of setup.seedBinStockSql) await step('bin stock', statement);
    for (const statement of setup.seedBatchesSql) await step('batches', statement);
    await setup.writeWorkforceData(drizzle({ client }));
    await step('numbering', advanceCountersSql);
    await step('dispatch notes', seedDispatchSql);
    await step('orders ready to dispatch', seedReadyOrdersSql);
    await step('gates', seedGatesSql);
    await step('gate passes', seedGatePassesSql);
    await step('market setup', seedMarketSetupSql);
    await step('outlets', seedOutletsSql);
    await step('GPS positions', seedGpsPositionsSql);
    await step('sales targets', seedSalesTargetsSql);
    await step('quantity target', seedQuantityTargetSql);
    await step('recurring templates', seedRecurringTemplatesSql(copiedPayloadSql));
    // After the outlets: routes go over whatever outlets the company has by now.
    for (const statement of seedRouteCallsSql) await step('routes and calls', statement);
    await step('counters', seedCountersSql);
    await drizzle({ client }).insert(seedRuns).values({ size: options.size, seed });
    // The pooled connection outlives the seed: leave its session as it was.
    await client.query('drop function pg_temp.rnd(bigint, int)');
    await client.query('commit');
    // Outside the transaction: statistics for the planner and a visibility map, without which
    // counting a list's rows reads the table instead of its index.
    const vacuumStarted = performance.now();
    await client.query('vacuum analyze');
    options.onStep?.('vacuum', performance.now() - vacuumStarted);
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** True when a seed (or anything else) has already written the company row. */
export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.db.select({ n: sql<number>`count(*)::int` }).from(company);
  return (rows[0]?.n ?? 0) > 0;
}
