import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  stockAnswerSchema,
  stockByItemAnswerSchema,
  stockWarehousesAnswerSchema,
} from '../../../shared/api/inventory-reports';
import {
  ChoiceFilter,
  ItemWarehouseFilterBar,
  ReportFilterBar,
  TextFilter,
  WarehouseFilter,
} from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { reportKeys } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { useOpenItemDashboard } from './open-item-dashboard';
import { stockColumns } from './report-columns';
import { stockByItemColumns, stockByItemRow } from './stock-by-item';

/**
 * What each warehouse holds of each item now: InventoryStockReport, and the stock alerts (the
 * same rows, only those under their minimum). Enter opens the item's dashboard.
 */
export function StockReport({
  title,
  hint,
  belowMinimum,
  fileName,
  extra,
}: {
  title: string;
  hint?: string;
  belowMinimum: boolean;
  fileName: string;
  extra?: ReactNode;
}) {
  const format = useColumnFormat();
  const openDashboard = useOpenItemDashboard();
  const filters = useReportFilters({ belowMinimum: belowMinimum ? 'Y' : 'N' });
  const columns = useMemo(() => stockColumns(format), [format]);
  return (
    <ReportGrid
      title={title}
      hint={hint}
      path="inventory/reports/stock"
      schema={stockAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName={fileName}
      grid={openDashboard}
      filterBar={
        <>
          <ItemWarehouseFilterBar filters={filters} />
          {extra}
        </>
      }
    />
  );
}

const warehousesPath = 'inventory/reports/stock-by-item/warehouses';

/**
 * /inventory/transactions/InventoryStockReport: one row per item and warehouse, or all warehouses
 * side by side (one row per item, a column per warehouse the caller may read as the server lists
 * them under the rows' own rules, then the totals and their value). Both views are one grid and
 * one filter form, so applying the other view keeps the focus where it was. Enter opens the
 * item's dashboard.
 */
export default function StockScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const format = useColumnFormat();
  const openDashboard = useOpenItemDashboard();
  const filters = useReportFilters({ belowMinimum: 'N', view: 'warehouse' });
  const all = filters.applied.view === 'all';
  const warehouses = useQuery({
    queryKey: reportKeys.one(warehousesPath),
    queryFn: ({ signal }) => http.get(warehousesPath, { schema: stockWarehousesAnswerSchema, signal }),
    retry: false,
    enabled: all,
  });
  const list = useMemo(() => warehouses.data?.ResponseData.data ?? [], [warehouses.data]);
  const columns = useMemo(
    () => (all ? stockByItemColumns(format, list) : stockColumns(format)),
    [all, format, list],
  );
  const { view: _view, ...perWarehouse } = filters.applied;
  return (
    <ReportGrid
      title={t('inventoryReports.stock.heading')}
      hint={all ? t('inventoryReports.stock.allHint') : undefined}
      path={all ? 'inventory/reports/stock-by-item' : 'inventory/reports/stock'}
      schema={all ? stockByItemAnswerSchema : stockAnswerSchema}
      filters={all ? { ItemCode: filters.applied.ItemCode } : perWarehouse}
      filterCount={filters.changed}
      columns={columns}
      fileName={all ? 'stock-all-warehouses' : 'stock-by-warehouse'}
      mapRow={all ? stockByItemRow : undefined}
      grid={openDashboard}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <ChoiceFilter
            label={t('inventoryReports.stock.view')}
            value={filters.draft.view}
            onChange={filters.set('view')}
            options={[
              { value: 'warehouse', label: t('inventoryReports.stock.perWarehouse') },
              { value: 'all', label: t('inventoryReports.stock.allWarehouses') },
            ]}
          />
          <TextFilter
            label={t('inventoryReports.filters.itemCode')}
            value={filters.draft.ItemCode}
            onChange={filters.set('ItemCode')}
          />
          {filters.draft.view !== 'all' && (
            <WarehouseFilter value={filters.draft.WhsCode} onChange={filters.set('WhsCode')} />
          )}
        </ReportFilterBar>
      }
    />
  );
}
