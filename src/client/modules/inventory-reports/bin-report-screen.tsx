import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { binStockAnswerSchema } from '../../../shared/api/inventory-reports';
import { reportColumn } from '../../reports/report-column';
import { ItemWarehouseFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';

/**
 * /inventory/reports/bin-locations/reports and its setup copy: what each bin holds now (OIBQ),
 * a batch item batch by batch (OBBQ).
 */
export default function BinReportScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const filters = useReportFilters({});
  const columns = useMemo(
    () => [
      reportColumn('BinCode', 'code', format),
      reportColumn('WhsCode', 'code', format),
      reportColumn('ItemCode', 'code', format),
      reportColumn('ItemName', 'text', format),
      reportColumn('BatchNumber', 'code', format),
      reportColumn('ExpDate', 'date', format),
      reportColumn('OnHandQty', 'quantity', format),
    ],
    [format],
  );
  return (
    <ReportGrid
      title={t('inventoryReports.bins.heading')}
      path="inventory/reports/bin-stock"
      schema={binStockAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="bin-locations"
      filterBar={<ItemWarehouseFilterBar filters={filters} />}
    />
  );
}
