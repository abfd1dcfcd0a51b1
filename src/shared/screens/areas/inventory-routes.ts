import { alsoAt, type RouteDefinition } from '../route-definition';
import { page, pagesUnder, resource } from '../screen-builders';
import { binLocationRoutes, binLocationsSetup } from './administration-routes';

const inventory = '/inventory';
const priceList = `${inventory}/price-list`;
const basePrices = `${inventory}/pricing/base-prices`;

/**
 * The base price tools' screens (issue 26), by the name their screen module uses: the price
 * grid, a batch, and each tool; /inventory/base-prices holds the batch history (its list, a
 * batch, a new batch) and /inventory/item/base-prices an item's prices in every list.
 */
export const basePricePaths = {
  prices: basePrices,
  batch: `${basePrices}/$id`,
  create: `${basePrices}/create`,
  'apply-factor': `${basePrices}/apply-factor`,
  'copy-price-list': `${basePrices}/copy-price-list`,
  'bulk-actions': `${basePrices}/bulk-actions`,
  'by-item': `${basePrices}/by-item`,
  'by-price-list': `${basePrices}/by-price-list`,
  gaps: `${basePrices}/gaps`,
  stats: `${basePrices}/stats`,
  history: `${inventory}/base-prices`,
  'history-batch': `${inventory}/base-prices/$id`,
  'history-create': `${inventory}/base-prices/create`,
  'item-prices': `${inventory}/item/base-prices`,
} as const;
export type BasePriceScreen = keyof typeof basePricePaths;
/** A batch's screen, where a new batch and the history open one. */
export const priceBatchHref = (batchId: number) => `${basePrices}/${batchId}`;
const uomPrices = `${inventory}/pricing/uom-prices`;
const reports = `${inventory}/reports`;
const openingBalances = `${reports}/opening-balances`;
const transactions = `${inventory}/transactions`;
const stockTransaction = { icon: 'tabler-transfer', subject: 'InventoryTransaction' };
const openingBalance = { icon: 'tabler-clipboard-list', subject: 'InventoryTransaction' };

const itemMasterData = `${inventory}/item-management/item-master-data`;
const itemRoutes = resource(itemMasterData, { edit: true, icon: 'tabler-box', subject: 'Item' });

/** The /inventory area of specification section 2, in its order. */
export const inventoryRoutes: RouteDefinition[] = [
  // The base price batches' history (issue 26): opened from the base price tools' links and the
  // palette, beside the price grid the menu's Pricing group opens.
  ...resource(`${inventory}/base-prices`, {
    unlisted:
      'the batch history of the base price tools, linked from Base Prices (Pricing) where the batches are made',
  }),
  // The bin locations of Setup, at a second path: one screen (docs/decisions.md, issue 21).
  ...alsoAt(binLocationRoutes, binLocationsSetup, `${inventory}/bin-locations`),
  // The items of item master data, at a second path.
  ...alsoAt(itemRoutes.slice(0, 3), itemMasterData, `${inventory}/item`),
  // An item's base prices are a view over the base prices of /inventory/base-prices, not an entity.
  ...page(`${inventory}/item/base-prices`),
  ...resource(`${inventory}/uom-items`, { icon: 'tabler-ruler-measure', subject: 'Item' }),

  ...resource(`${inventory}/item-management/batch-numbers`, { icon: 'tabler-stack-2', subject: 'Batch' }),
  ...itemRoutes,
  ...resource(`${inventory}/item-management/serial-numbers`, {
    icon: 'tabler-barcode',
    subject: 'SerialNumber',
  }),

  // Written out in full by the specification.
  ...page(priceList, { icon: 'tabler-list-numbers', subject: 'PriceList' }),
  ...pagesUnder(priceList, ['$id', '$id/items', 'create']),
  ...resource(`${priceList}/discount-groups`),
  // "(with {ItemCode}/{ListNum}/{id})" names the detail screen, which replaces `$id`.
  ...page(`${priceList}/period-and-vol-discounts`),
  ...pagesUnder(priceList, [
    'period-and-vol-discounts/create',
    'period-and-vol-discounts/$ItemCode/$ListNum/$id',
    'period-discounts/$id/item',
    'view-price-list',
    'volume-discounts/create',
  ]),

  // Pricing: each base-price and UoM-price entry is an action or a view over the price table
  // (apply a factor, compare, find gaps, statistics...), so a single screen; the prices
  // themselves are the list with a detail screen and create.
  ...page(basePrices, { icon: 'tabler-tag', subject: 'ItemPrice' }),
  ...page(`${basePrices}/$id`),
  ...pagesUnder(basePrices, [
    'apply-factor',
    'bulk-actions',
    'by-item',
    'by-price-list',
    'copy-price-list',
    'create',
    'gaps',
    'stats',
  ]),
  ...page(uomPrices, { icon: 'tabler-tags', subject: 'ItemPrice' }),
  ...page(`${uomPrices}/$id`),
  ...pagesUnder(uomPrices, [
    'apply-factor',
    'auto-update',
    'bulk-actions',
    'by-item',
    'by-item-and-price-list',
    'calculate',
    'comparison',
    'conflicts',
    'create',
    'generate-all',
    'stats',
    'sync-from-base',
  ]),

  // Reports are read-only single screens, except opening balances, which the specification
  // gives a detail, a per-document-type detail and two ways to create. Each names the subject the
  // server reads it under (issue 21): the ledger is InventoryTransaction, stock figures ItemStock.
  ...page(`${reports}/alerts/stock-alerts`, { icon: 'tabler-alert-triangle', subject: 'ItemStock' }),
  ...page(`${reports}/bin-locations/reports`, {
    title: 'menu.binLocationReport',
    icon: 'tabler-layout-grid',
    subject: 'BinStock',
  }),
  ...page(`${reports}/cumulative-balances`, {
    icon: 'tabler-report-analytics',
    subject: 'InventoryTransaction',
  }),
  ...page(`${reports}/item/$ItemCode/Dashboard`, { subject: 'ItemStock' }),
  ...page(`${reports}/item/$ItemCode/history`, { subject: 'InventoryTransaction' }),
  ...page(`${reports}/movements`, { icon: 'tabler-arrows-exchange', subject: 'InventoryTransaction' }),
  // Opening balances are documents of type 310000001 and the counting sheet posts documents, so
  // all five answer to InventoryTransaction like the transactions (documentParamsAt names them).
  // Its list is titled by its document type, as every document type's list is.
  ...page(openingBalances, { ...openingBalance, title: 'documents.openingBalance' }),
  ...['$id', '$objectId/$id', 'create', 'createFromInventory'].flatMap((sub) =>
    page(`${openingBalances}/${sub}`, openingBalance),
  ),
  ...page(`${reports}/serial-numbers-report`, { icon: 'tabler-barcode', subject: 'SerialNumber' }),
  ...page(`${reports}/top-items`, { icon: 'tabler-trending-up', subject: 'InventoryTransaction' }),
  ...page(`${reports}/transactions/$id`, { subject: 'InventoryTransaction' }),

  // Written out in full: a transaction is created from a type (`create/{id}`) or as an inventory
  // document, so there is no bare `create`. Its list, editor and document are those of a document
  // type, `{id}` (documentParamsAt), which titles them and offers them to its subject's users.
  ...page(transactions, {
    ...stockTransaction,
    unlisted:
      "the menu's Inventory Transactions group lists each type's list; this one chooses the type above it",
  }),
  ...page(`${transactions}/$id`, stockTransaction),
  ...page(`${transactions}/create/$id`, stockTransaction),
  // Named whole ("New Inventory Document"), as the menu's Inventory Transactions group lists it.
  ...page(`${transactions}/create/inventoryDocument`, {
    ...stockTransaction,
    title: 'menu.newInventoryDocument',
  }),
  ...page(`${transactions}/InventoryStockReport`, {
    // Its name is whole in the menu's Inventory Reports and in its pane.
    title: 'routeTitles.segments.InventoryStockReport',
    icon: 'tabler-building-warehouse',
    subject: 'ItemStock',
  }),
  ...page(`${transactions}/view/$id/$transactionId`, stockTransaction),
];
