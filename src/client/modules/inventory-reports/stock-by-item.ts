import type { GridColumn, GridRow } from '../../grid/grid-types';
import { type ColumnFormat, reportColumn } from '../../reports/report-column';

/** A warehouse column of the stock per item: the warehouses the caller may read, as the server lists them. */
export interface StockWarehouse {
  WhsCode: string;
  WhsName: string | null;
}

/** The grid's column of a warehouse's on hand: a key of its own beside the row's fields. */
export const warehouseColumnId = (whsCode: string) => `ByWarehouse.${whsCode}`;

/**
 * The columns of InventoryStockReport over all warehouses: the item, what each warehouse holds,
 * then the totals over those warehouses and their value at cost.
 */
export function stockByItemColumns(
  format: ColumnFormat,
  warehouses: readonly StockWarehouse[],
): GridColumn[] {
  return [
    reportColumn('ItemCode', 'code', format),
    reportColumn('ItemName', 'text', format),
    ...warehouses.map((warehouse) =>
      reportColumn(warehouseColumnId(warehouse.WhsCode), 'quantity', format, {
        header: format.t('inventoryReports.stock.inWarehouse', { warehouse: warehouse.WhsCode }),
      }),
    ),
    reportColumn('OnHand', 'quantity', format, { header: format.t('inventoryReports.stock.totalOnHand') }),
    reportColumn('IsCommited', 'quantity', format),
    reportColumn('OnOrder', 'quantity', format),
    reportColumn('Available', 'quantity', format),
    reportColumn('Value', 'money', format),
  ];
}

/**
 * A row as the grid and the export read it: each warehouse's on hand under its column's key. A
 * warehouse where the item has no stock row stays empty. Made as each page arrives, so it does not
 * wait for the warehouse list: the columns pick the keys they show.
 */
export function stockByItemRow(row: GridRow): GridRow {
  const { ByWarehouse: nested, ...flat } = row;
  const held = (nested ?? {}) as Readonly<Record<string, string>>;
  return {
    ...flat,
    ...Object.fromEntries(
      Object.entries(held).map(([whsCode, onHand]) => [warehouseColumnId(whsCode), onHand]),
    ),
  };
}
