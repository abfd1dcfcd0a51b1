import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  binStockAnswerSchema,
  binStockQuerySchema,
  cumulativeAnswerSchema,
  cumulativeQuerySchema,
  historyAnswerSchema,
  historyQuerySchema,
  itemCodeParamsSchema,
  itemDashboardAnswerSchema,
  movementsAnswerSchema,
  movementsQuerySchema,
  serialsReportAnswerSchema,
  serialsReportQuerySchema,
  stockAnswerSchema,
  stockByItemAnswerSchema,
  stockByItemQuerySchema,
  stockQuerySchema,
  stockWarehousesAnswerSchema,
  topItemsAnswerSchema,
  topItemsQuerySchema,
  transactionAnswerSchema,
  transactionParamsSchema,
} from '../../../shared/api/inventory-reports';
import { keepVisibleFields } from '../../access/visible-fields';
import type { CountCache } from '../../db/count-cache';
import type { Database } from '../../db/database';
import { followUpOf } from '../../db/keyset';
import type { ReportPage } from '../../db/report-page';
import { inventoryLedger, items, itemWarehouses, warehouses } from '../../db/schema/inventory';
import { binLocations } from '../../db/schema/inventory-setup';
import { notFound } from '../../errors/app-error';
import { named, said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf, type RouteAccess } from '../../http/request-session';
import type { RouteDoc } from '../../http/route-doc';
import { cumulativeBalances } from './balance-queries';
import { itemStockRows, latestMovements, stockAndSales } from './item-dashboard-query';
import { itemHistory, listMovements } from './movement-queries';
import { ledgerAccess, stockAccess } from './report-access';
import { listSerials } from './serial-queries';
import { listStockByItem, stockWarehouses } from './stock-by-item-query';
import { listBinStock, listStock } from './stock-queries';
import { topItems } from './top-items-query';
import { transactionRows } from './transaction-query';

const ledgerRead = { action: 'read', subject: 'InventoryTransaction' } as const;
const stockRead = { action: 'read', subject: 'ItemStock' } as const;
const base = '/inventory/reports';

/** Rows without their Value unless the caller may read the cost it is computed from. */
const valueShownWith =
  (subject: 'InventoryTransaction' | 'ItemStock', cost: string) =>
  <Row extends { Value?: unknown }>(rows: Row[], ability: AppAbility) =>
    ability.can('read', subject, cost) ? rows : rows.map(({ Value: _value, ...row }) => row);

/** A page as the list envelope carries it: the rows, the total, and the cursor when more follow. */
const pageAnswer = <Row>(page: ReportPage<Row>, rows: Record<string, unknown>[]) => ({
  ResultCode: resultCodeOk,
  ResponseData: { data: rows, total: page.total, ...followUpOf(page) },
});

/**
 * The stock reports (issue 21). Each route checks the caller's rules: the ledger's under
 * InventoryTransaction, the stock figures' under ItemStock, both narrowed in SQL to the
 * warehouses the rules allow; a field the rules hide (a cost) is left out of every row.
 */
export function inventoryReportRoutes(database: Database, counts: CountCache) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    const get = (path: string, doc: RouteDoc, access: RouteAccess, handler: RouteHandlerMethod) =>
      app.get(`${base}/${path}`, { config: { doc, access } }, handler);
    /**
     * A paged report: its query parsed, its page read under the caller's rules, and its rows as
     * `shown` leaves them (a figure the caller may not read taken out); as read when absent.
     */
    const paged = <Query extends z.ZodType, Row extends Record<string, unknown>>(
      path: string,
      doc: RouteDoc & { query: Query },
      access: RouteAccess,
      read: (query: z.infer<Query>, ability: AppAbility) => Promise<ReportPage<Row>>,
      shown: (rows: Row[], ability: AppAbility) => Record<string, unknown>[] = (rows) => rows,
    ) =>
      get(path, doc, access, async (request) => {
        const ability = abilityOf(request);
        const page = await read(parseRequest(doc.query, request.query), ability);
        return pageAnswer(page, shown(page.data, ability));
      });
    get(
      'movements',
      {
        summary: 'Stock movements (the inventory ledger) with their documents',
        query: movementsQuerySchema,
        response: movementsAnswerSchema,
      },
      ledgerRead,
      async (request) => {
        const query = parseRequest(movementsQuerySchema, request.query);
        const ability = abilityOf(request);
        const page = await listMovements(db, query, ledgerAccess(ability, inventoryLedger.WhsCode), counts);
        return pageAnswer(page, keepVisibleFields(ability, 'InventoryTransaction', page.data));
      },
    );

    get(
      'items/:ItemCode/history',
      {
        summary: "An item's movements in posting order, with the balance after each",
        params: itemCodeParamsSchema,
        query: historyQuerySchema,
        response: historyAnswerSchema,
      },
      ledgerRead,
      async (request) => {
        const { ItemCode } = parseRequest(itemCodeParamsSchema, request.params);
        const query = parseRequest(historyQuerySchema, request.query);
        const ability = abilityOf(request);
        const page = await itemHistory(
          db,
          ItemCode,
          query,
          ledgerAccess(ability, inventoryLedger.WhsCode),
          counts,
        );
        return pageAnswer(page, keepVisibleFields(ability, 'InventoryTransaction', page.data));
      },
    );

    get(
      'items/:ItemCode/dashboard',
      {
        summary: "An item's stock per warehouse, its last movements, and stock and sales by month",
        params: itemCodeParamsSchema,
        response: itemDashboardAnswerSchema,
      },
      stockRead,
      async (request) => {
        const { ItemCode } = parseRequest(itemCodeParamsSchema, request.params);
        const ability = abilityOf(request);
        const [item] = await db
          .select({ ItemCode: items.ItemCode, ItemName: items.ItemName })
          .from(items)
          .where(eq(items.ItemCode, ItemCode));
        if (!item || ability.cannot('read', 'Item'))
          throw notFound(said('recordNotFound', { subject: named('resources.items.one'), key: ItemCode }));
        const ledgerReadable = ability.can('read', 'InventoryTransaction');
        const ledger = ledgerReadable ? ledgerAccess(ability, inventoryLedger.WhsCode) : undefined;
        const [warehouses, movements, series] = await Promise.all([
          itemStockRows(db, ItemCode, stockAccess(ability, itemWarehouses.WhsCode)),
          ledger ? latestMovements(db, ItemCode, ledger) : [],
          ledger ? stockAndSales(db, ItemCode, ledger) : [],
        ]);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            ...item,
            warehouses,
            movements: keepVisibleFields(ability, 'InventoryTransaction', movements),
            series,
          },
        };
      },
    );

    paged(
      'cumulative-balances',
      {
        summary: 'Stock and its value per item and warehouse at a date, summed from the ledger',
        query: cumulativeQuerySchema,
        response: cumulativeAnswerSchema,
      },
      ledgerRead,
      (query, ability) =>
        cumulativeBalances(db, query, ledgerAccess(ability, itemWarehouses.WhsCode), counts),
      // The value is the movements at their cost: shown only to a reader of the cost.
      valueShownWith('InventoryTransaction', 'Price'),
    );

    paged(
      'stock',
      {
        summary: 'Stock per item and warehouse now: on hand, committed, ordered, available',
        query: stockQuerySchema,
        response: stockAnswerSchema,
      },
      stockRead,
      (query, ability) => listStock(db, query, stockAccess(ability, itemWarehouses.WhsCode), counts),
    );

    paged(
      'stock-by-item',
      {
        summary:
          "Stock per item over all the caller's warehouses: each warehouse's on hand, the totals and their value",
        query: stockByItemQuerySchema,
        response: stockByItemAnswerSchema,
      },
      stockRead,
      (query, ability) =>
        listStockByItem(
          db,
          query,
          stockAccess(ability, itemWarehouses.WhsCode),
          stockAccess(ability, warehouses.WhsCode),
          counts,
        ),
      // The value is at the warehouses' cost: shown only to a reader of it.
      valueShownWith('ItemStock', 'AvgPrice'),
    );

    get(
      'stock-by-item/warehouses',
      {
        summary: 'The warehouses whose stock the caller may read: the columns of the stock per item',
        response: stockWarehousesAnswerSchema,
      },
      stockRead,
      async (request) => ({
        ResultCode: resultCodeOk,
        ResponseData: {
          data: await stockWarehouses(db, stockAccess(abilityOf(request), warehouses.WhsCode)),
        },
      }),
    );

    paged(
      'bin-stock',
      { summary: 'What each bin location holds', query: binStockQuerySchema, response: binStockAnswerSchema },
      { action: 'read', subject: 'BinStock' },
      (query, ability) => listBinStock(db, query, stockAccess(ability, binLocations.WhsCode), counts),
    );

    paged(
      'serial-numbers',
      {
        summary: 'Every serial number: where it is, or the warehouse it left, with its receipt and issue',
        query: serialsReportQuerySchema,
        response: serialsReportAnswerSchema,
      },
      { action: 'read', subject: 'SerialNumber' },
      (query, ability) => listSerials(db, query, ability, counts),
    );

    get(
      'top-items',
      {
        summary: 'The items sold most in a period, by quantity, value or margin',
        query: topItemsQuerySchema,
        response: topItemsAnswerSchema,
      },
      ledgerRead,
      async (request) => {
        const query = parseRequest(topItemsQuerySchema, request.query);
        const ability = abilityOf(request);
        const costVisible = ability.can('read', 'InventoryTransaction', 'Price');
        // A reader who may not see costs may not rank by margin either.
        const rows = await topItems(
          db,
          costVisible || query.by !== 'margin' ? query : { ...query, by: 'value' },
          ledgerAccess(ability, inventoryLedger.WhsCode),
        );
        const data = costVisible ? rows : rows.map(({ Cost: _cost, Margin: _margin, ...row }) => row);
        return { ResultCode: resultCodeOk, ResponseData: { data } };
      },
    );

    get(
      'transactions/:id',
      {
        summary: 'The ledger rows of the document an inventory transaction number belongs to',
        params: transactionParamsSchema,
        response: transactionAnswerSchema,
      },
      ledgerRead,
      async (request) => {
        const { id } = parseRequest(transactionParamsSchema, request.params);
        const ability = abilityOf(request);
        const answer = await transactionRows(db, id, ledgerAccess(ability, inventoryLedger.WhsCode));
        return {
          ResultCode: resultCodeOk,
          ResponseData: { ...answer, data: keepVisibleFields(ability, 'InventoryTransaction', answer.data) },
        };
      },
    );
  };
}
