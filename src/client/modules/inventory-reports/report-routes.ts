/**
 * The stock reports' routes (issue 21), as the screen catalogue writes them: one screen module
 * serves them all (inventory-report-screen.tsx), so the registry in the first load holds one
 * loader and these paths rather than a loader per report.
 */
const reports = '/inventory/reports';

export const inventoryReportPaths = {
  movements: `${reports}/movements`,
  history: `${reports}/item/$ItemCode/history`,
  dashboard: `${reports}/item/$ItemCode/Dashboard`,
  cumulativeBalances: `${reports}/cumulative-balances`,
  topItems: `${reports}/top-items`,
  stockAlerts: `${reports}/alerts/stock-alerts`,
  transaction: `${reports}/transactions/$id`,
  serials: `${reports}/serial-numbers-report`,
  stock: '/inventory/transactions/InventoryStockReport',
  // The setup copy stays the bin-stock resource's list (resource-screen-map.ts): the same table.
  binReport: `${reports}/bin-locations/reports`,
} as const;
export type InventoryReport = keyof typeof inventoryReportPaths;
