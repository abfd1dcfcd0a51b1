import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardPoint } from '../../../shared/api/inventory-reports';
import { formatNumber } from '../../../shared/locale/formatters';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';

/**
 * Stock at each month's end and sales in the month, drawn by recharts (loaded with this screen's
 * chunk only) for those who look, named as one image, and the same figures as a table for those
 * who read and for screen readers. Right to left, the months run from the right and the amounts'
 * axis stands on the right, as the page does.
 */
export function StockSalesChart({ points }: { points: readonly DashboardPoint[] }) {
  const { t, i18n } = useTranslation();
  const { language } = useColumnFormat();
  const titleId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const data = points.map((point) => ({
    month: point.month,
    stock: Number(point.stock),
    sales: Number(point.sales),
  }));
  const amount = (value: unknown) => formatNumber(String(value), language);
  const animated = !prefersCalmMotion();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('inventoryReports.dashboard.chart')}</h2>
      <ul className={styles.legend}>
        <li className={styles.legendStock}>{t('inventoryReports.dashboard.stock')}</li>
        <li className={styles.legendSales}>{t('inventoryReports.dashboard.sales')}</li>
      </ul>
      <div
        className={styles.chart}
        role="img"
        aria-label={`${t('inventoryReports.dashboard.chart')}. ${t('inventoryReports.dashboard.chartSummary')}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={data}
            accessibilityLayer={false}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="month"
              reversed={rtl}
              interval={0}
              tickFormatter={(month: string) => month.slice(5)}
            />
            <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={amount} width={64} />
            <Tooltip
              formatter={amount}
              contentStyle={styles.tooltip}
              labelStyle={{ color: styles.tooltip.color }}
              isAnimationActive={false}
            />
            <Bar
              dataKey="sales"
              name={t('inventoryReports.dashboard.sales')}
              className={styles.salesBar}
              isAnimationActive={animated}
            />
            <Line
              dataKey="stock"
              name={t('inventoryReports.dashboard.stock')}
              type="monotone"
              className={styles.stockLine}
              isAnimationActive={animated}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
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
