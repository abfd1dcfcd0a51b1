import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { itemDashboardAnswerSchema } from '../../../shared/api/inventory-reports';
import { RowsReport } from '../../reports/report-frame';
import { reportKeys } from '../../reports/report-queries';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useRelatedPageCommands } from '../../resources/related-page-commands';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { itemPages } from '../../routes/related-pages';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import * as page from '../../ui/page-table.css';
import { openMovement } from './open-movement';
import { movementColumns, stockColumns } from './report-columns';
import { StockSalesChart } from './stock-sales-chart';

const history = itemPages.filter((candidate) => candidate.key === 'history');

/**
 * /inventory/reports/item/{ItemCode}/Dashboard: the item's stock per warehouse (on hand,
 * committed, ordered, available), its last movements, and stock and sales by month.
 */
export default function ItemDashboardScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLDivElement>(null);
  const itemCode = useCurrentRoute().params.ItemCode ?? '';
  const path = `inventory/reports/items/${encodeURIComponent(itemCode)}/dashboard`;
  const answer = useQuery({
    queryKey: reportKeys.one(path),
    queryFn: ({ signal }) => http.get(path, { schema: itemDashboardAnswerSchema, signal }),
    retry: false,
  });
  const stock = useMemo(
    () => stockColumns(format).filter((column) => !column.id.startsWith('Item')),
    [format],
  );
  const movements = useMemo(() => movementColumns(format), [format]);
  useRelatedPageCommands(history, () => itemCode, useShortcutScope(container, false));
  const data = answer.data?.ResponseData;
  const title = data ? `${data.ItemCode} · ${data.ItemName}` : itemCode;
  const historyHref = history[0]?.href(itemCode) ?? '';
  return (
    <div ref={container} className={styles.sections}>
      <h1 className={page.heading}>{t('inventoryReports.dashboard.heading', { item: title })}</h1>
      {answer.isError && <p role="alert">{t('inventoryReports.failed')}</p>}
      <p>
        <a
          className={buttons.button}
          href={historyHref}
          onClick={(event) => {
            event.preventDefault();
            open(historyHref, 'focused');
          }}
        >
          {t('inventoryReports.dashboard.openHistory')}
        </a>
      </p>
      <div className={styles.smallGrid}>
        <RowsReport
          level={2}
          title={t('inventoryReports.dashboard.warehouses')}
          rows={data?.warehouses ?? []}
          loading={answer.isPending}
          columns={stock}
          fileName={`stock-${itemCode}`}
        />
      </div>
      <div className={styles.smallGrid}>
        <RowsReport
          level={2}
          title={t('inventoryReports.dashboard.movements')}
          rows={data?.movements ?? []}
          loading={answer.isPending}
          columns={movements}
          fileName={`last-movements-${itemCode}`}
          grid={{ onOpenRow: openMovement(open) }}
        />
      </div>
      {data && <StockSalesChart points={data.series} />}
    </div>
  );
}
