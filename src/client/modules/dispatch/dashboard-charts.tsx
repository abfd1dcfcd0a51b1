import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../shared/locale/formatters';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import * as styles from './notes.css';

/** One series of a bar chart: its value's key, its name and its colour class. */
export interface Series {
  key: string;
  name: string;
  className: string;
}

/**
 * Bars per row (stacked when several series), drawn for those who look and named as one image;
 * right to left, the first row stands at the right and the axis of counts on the right. A single
 * series may colour each bar by its row (`barClassNames`, in the rows' order): today's loads in
 * their statuses' colours, as the week's stacks are.
 */
export function Bars({
  rows,
  series,
  label,
  barClassNames,
}: {
  rows: readonly Record<string, string | number>[];
  series: readonly Series[];
  label: string;
  barClassNames?: readonly string[];
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const animate = !prefersCalmMotion();
  return (
    <div className={styles.chart} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows as Record<string, string | number>[]} accessibilityLayer={false}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" reversed={rtl} interval={0} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={32} />
          <Tooltip
            contentStyle={reportStyles.tooltip}
            labelStyle={{ color: reportStyles.tooltip.color }}
            isAnimationActive={false}
          />
          {series.map((one) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.name}
              className={one.className}
              isAnimationActive={animate}
              {...(series.length > 1 ? { stackId: 'stack' } : {})}
            >
              {series.length === 1 &&
                barClassNames?.map((className, index) => (
                  <Cell key={String(rows[index]?.key ?? index)} className={className} />
                ))}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A chart's figures as a table, out of sight but read by screen readers: the tile shows the
 * bars at a glance; its heading opens the list they count. Not a scrolling region, so nothing
 * hidden takes the keyboard's focus.
 */
export function FiguresTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly { key: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <table className={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Counts by a label: the bars, and the same figures as a table for screen readers. */
export function CountChart({
  rows,
  caption,
  labelHeader,
  countHeader,
}: {
  /** `className`: the bar's own colour, where the rows are kinds with colours of their own. */
  rows: readonly { key: string; label: string; count: number; className?: string }[];
  caption: string;
  labelHeader: string;
  countHeader: string;
}) {
  const { language } = useColumnFormat();
  return (
    <>
      <Bars
        rows={rows}
        series={[{ key: 'count', name: countHeader, className: styles.ageBar }]}
        label={caption}
        barClassNames={rows.some((row) => row.className) ? rows.map((row) => row.className ?? '') : undefined}
      />
      <FiguresTable
        caption={caption}
        columns={[
          { key: 'label', label: labelHeader },
          { key: 'count', label: countHeader },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{formatNumber(row.count, language)}</td>
          </tr>
        ))}
      </FiguresTable>
    </>
  );
}
