import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stockAnswerSchema } from '../../../shared/api/inventory-reports';
import { ItemWarehouseFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { itemPages } from '../../routes/related-pages';
import { usePaneOpener } from '../../shell/pane-opener';
import { stockColumns } from './report-columns';

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
  const open = usePaneOpener();
  const filters = useReportFilters({ belowMinimum: belowMinimum ? 'Y' : 'N' });
  const columns = useMemo(() => stockColumns(format), [format]);
  const dashboard = itemPages.find((page) => page.key === 'dashboard');
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
      grid={{ onOpenRow: (row, how) => dashboard && open(dashboard.href(String(row.ItemCode)), how) }}
      filterBar={
        <>
          <ItemWarehouseFilterBar filters={filters} />
          {extra}
        </>
      }
    />
  );
}

/** /inventory/transactions/InventoryStockReport */
export default function StockScreen() {
  const { t } = useTranslation();
  return (
    <StockReport
      title={t('inventoryReports.stock.heading')}
      belowMinimum={false}
      fileName="stock-by-warehouse"
    />
  );
}
