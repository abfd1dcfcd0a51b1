import type { ComponentType } from 'react';
import { routeNameOf } from '../../../shared/screens/route-names';
import { useCurrentRoute } from '../../shell/current-route';
import BinReportScreen from './bin-report-screen';
import CumulativeBalancesScreen from './cumulative-balances-screen';
import ItemDashboardScreen from './item-dashboard-screen';
import ItemHistoryScreen from './item-history-screen';
import MovementsScreen from './movements-screen';
import { type InventoryReport, inventoryReportPaths } from './report-routes';
import SerialsScreen from './serials-screen';
import StockAlertsScreen from './stock-alerts-screen';
import StockScreen from './stock-screen';
import TopItemsScreen from './top-items-screen';
import TransactionScreen from './transaction-screen';

const screenOf: Record<InventoryReport, ComponentType> = {
  movements: MovementsScreen,
  history: ItemHistoryScreen,
  dashboard: ItemDashboardScreen,
  cumulativeBalances: CumulativeBalancesScreen,
  topItems: TopItemsScreen,
  stockAlerts: StockAlertsScreen,
  transaction: TransactionScreen,
  serials: SerialsScreen,
  stock: StockScreen,
  binReport: BinReportScreen,
};

const byRouteName = new Map<string, ComponentType>(
  Object.entries(inventoryReportPaths).map(([report, path]) => [
    routeNameOf(path),
    screenOf[report as InventoryReport],
  ]),
);

/** The one screen module behind the stock reports: the route's name says which report. */
export default function InventoryReportScreen() {
  const Report = byRouteName.get(useCurrentRoute().name);
  return Report ? <Report /> : null;
}
