import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardPoint } from '../../../shared/api/inventory-reports';
import { formatNumber } from '../../../shared/locale/formatters';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';
import { chartGeometry } from './chart-geometry';
import * as styles from './inventory-reports.css';
import { useColumnFormat } from './use-column-format';

/**
 * Stock at each month's end and sales in the month: a drawing for those who look, named as an
 * image, and the same figures as a table for those who read (and for screen readers).
 */
export function StockSalesChart({ points }: { points: readonly DashboardPoint[] }) {
  const { t, i18n } = useTranslation();
  const { language } = useColumnFormat();
  const titleId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const chart = chartGeometry(points, rtl);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('inventoryReports.dashboard.chart')}</h2>
      <ul className={styles.legend}>
        <li className={styles.legendStock}>{t('inventoryReports.dashboard.stock')}</li>
        <li className={styles.legendSales}>{t('inventoryReports.dashboard.sales')}</li>
      </ul>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={`${t('inventoryReports.dashboard.chart')}. ${t('inventoryReports.dashboard.chartSummary')}`}
      >
        <line className={styles.axis} x1={0} x2={chart.width} y1={chart.baseline} y2={chart.baseline} />
        {chart.bars.map((bar) => (
          <rect
            key={bar.month}
            className={styles.salesBar}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          />
        ))}
        <polyline className={styles.stockLine} points={chart.stockPoints} />
        {chart.labels.map((label) => (
          <text
            key={label.month}
            className={styles.axisText}
            x={label.x}
            y={chart.height - 8}
            textAnchor="middle"
          >
            {label.month.slice(5)}
          </text>
        ))}
      </svg>
      <CaptionedTable
        caption={t('inventoryReports.dashboard.chartSummary')}
        columns={[
          { key: 'month', label: t('inventoryReports.dashboard.month') },
          { key: 'stock', label: t('inventoryReports.dashboard.stock') },
          { key: 'sales', label: t('inventoryReports.dashboard.sales') },
        ]}
      >
        {points.map((point) => (
          <tr key={point.month}>
            <th scope="row" className={table.cell}>
              {point.month}
            </th>
            <td className={table.cell}>{formatNumber(point.stock, language)}</td>
            <td className={table.cell}>{formatNumber(point.sales, language)}</td>
          </tr>
        ))}
      </CaptionedTable>
    </section>
  );
}
