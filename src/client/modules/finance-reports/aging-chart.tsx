import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type AgingBucket, agingBuckets } from '../../../shared/api/finance-reports';
import { formatMoney } from '../../../shared/locale/formatters';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';

/**
 * The aging's totals per bucket as bars (for those who look, named as one image) and as a table
 * (for those who read and for screen readers); right to left, the buckets run from the right.
 */
export function AgingChart({ totals }: { totals: Record<AgingBucket, string> }) {
  const { t, i18n } = useTranslation();
  const { language, sumDec } = useColumnFormat();
  const titleId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const label = (bucket: AgingBucket) => t(`financeReports.columns.${bucket}`);
  const data = agingBuckets.map((bucket) => ({ bucket: label(bucket), amount: Number(totals[bucket]) }));
  const money = (value: unknown) => formatMoney(String(value), { decimals: sumDec, language });
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('financeReports.aging.chart')}</h2>
      <div
        className={styles.chart}
        role="img"
        aria-label={`${t('financeReports.aging.chart')}. ${t('financeReports.aging.chartSummary')}`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="bucket" reversed={rtl} interval={0} />
            <YAxis orientation={rtl ? 'right' : 'left'} tickFormatter={money} width={80} />
            <Tooltip
              formatter={money}
              contentStyle={styles.tooltip}
              labelStyle={{ color: styles.tooltip.color }}
              isAnimationActive={false}
            />
            <Bar
              dataKey="amount"
              name={t('financeReports.aging.amount')}
              className={styles.salesBar}
              isAnimationActive={!prefersCalmMotion()}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <CaptionedTable
        caption={t('financeReports.aging.chartSummary')}
        columns={[
          { key: 'bucket', label: t('financeReports.aging.bucket') },
          { key: 'amount', label: t('financeReports.aging.amount') },
        ]}
      >
        {agingBuckets.map((bucket) => (
          <tr key={bucket}>
            <th scope="row" className={table.cell}>
              {label(bucket)}
            </th>
            <td className={table.cell}>{money(totals[bucket])}</td>
          </tr>
        ))}
      </CaptionedTable>
    </section>
  );
}
