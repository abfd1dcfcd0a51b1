import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesTargetReportRow } from '../../../shared/api/sales-targets';
import { formatDate, formatNumber } from '../../../shared/locale/formatters';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { ToolButton } from '../../resources/list-toolbar';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import * as styles from './sales-targets.css';

interface ChartRow {
  key: number;
  label: string;
  target: number;
  actual: number;
}

/**
 * Target beside invoiced for each target of the report, drawn for those who look and named as one
 * image; its figures are a table, out of sight until Alt+Shift+Minus (or the button) shows it, and
 * read by screen readers either way. Right to left, the first target stands at the right and the
 * axis on the right. Bars compare within a target; the grid above holds the exact figures.
 */
export function TargetChart({
  rows,
  scope,
}: {
  rows: readonly SalesTargetReportRow[];
  scope: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const { language } = useColumnFormat();
  const [shown, setShown] = useState(false);
  const tableId = useId();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const animate = !prefersCalmMotion();
  useKeyBinding('chart-figures', () => setShown((now) => !now), { within: scope });
  const chartRows: ChartRow[] = rows.map((row) => ({
    key: row.TargetId,
    label: t('fieldSalesPlans.report.rowLabel', {
      name: row.SlpName,
      from: formatDate(row.FromDate, 'short', language),
      to: formatDate(row.ToDate, 'short', language),
    }),
    target: Number(row.Target),
    actual: Number(row.Actual),
  }));
  const caption = t('fieldSalesPlans.report.chartTable');
  const targetName = t('fieldSalesPlans.report.columns.Target');
  const actualName = t('fieldSalesPlans.report.columns.Actual');
  return (
    <div className={styles.chartBlock}>
      <div className={styles.chartHeader}>
        <h2 className={styles.chartTitle}>{t('fieldSalesPlans.report.chart')}</h2>
        <ToolButton
          label={t(shown ? 'fieldSalesPlans.report.hideTable' : 'fieldSalesPlans.report.showTable')}
          binding="chart-figures"
          onClick={() => setShown((now) => !now)}
          expanded={shown}
          controls={tableId}
        />
      </div>
      <div className={styles.chart} role="img" aria-label={t('fieldSalesPlans.report.chart')}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={chartRows} accessibilityLayer={false}>
            <CartesianGrid vertical={false} />
            <XAxis dataKey="label" reversed={rtl} hide={chartRows.length > 8} />
            <YAxis orientation={rtl ? 'right' : 'left'} width={64} />
            <Tooltip
              contentStyle={reportStyles.tooltip}
              labelStyle={{ color: reportStyles.tooltip.color }}
              isAnimationActive={false}
            />
            <Legend />
            <Bar
              dataKey="target"
              name={targetName}
              className={styles.targetBar}
              isAnimationActive={animate}
            />
            <Bar
              dataKey="actual"
              name={actualName}
              className={styles.actualBar}
              isAnimationActive={animate}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table id={tableId} className={shown ? styles.figures : visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fieldSalesPlans.report.columns.SlpName')}</th>
            <th scope="col">{targetName}</th>
            <th scope="col">{actualName}</th>
            <th scope="col">{t('fieldSalesPlans.report.columns.Percent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.TargetId}>
              <th scope="row">{chartRows[index]?.label}</th>
              <td>{formatNumber(row.Target, language)}</td>
              <td>{formatNumber(row.Actual, language)}</td>
              <td>{formatNumber(row.Percent, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
