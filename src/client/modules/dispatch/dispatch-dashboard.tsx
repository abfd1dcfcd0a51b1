import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DispatchDashboard } from '../../../shared/api/dispatch';
import { formatDate, formatNumber } from '../../../shared/locale/formatters';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { prefersCalmMotion } from '../../shell/feedback/calm-motion';
import { PaneLink } from '../../shell/pane-link';
import { CaptionedTable } from '../../ui/captioned-table';
import * as table from '../../ui/page-table.css';
import {
  chartStatuses,
  onTimePercent,
  todayCounts,
  usePercent,
  weekBars,
  weekRange,
} from './dashboard-model';
import * as styles from './notes.css';
import { statusKey } from './notes-model';
import type { DispatchHrefs } from './notes-paths';
import { dashboardQuery } from './notes-queries';
import { localDateTime } from './pod-model';

/** A tile: its heading is the link that opens its list in the pane (Tab to it, Enter). */
function Tile({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const id = useId();
  return (
    <li className={styles.tile} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        <PaneLink href={href} className={styles.link}>
          {title}
        </PaneLink>
      </h2>
      {children}
    </li>
  );
}

/**
 * The dispatcher's day and week at a glance (issue 23): today's loads by status, the week's by
 * day and status, the on-time rate, open items by age, each vehicle's use and the open returns;
 * each chart has its table beside it for those who read rather than look.
 */
export default function DispatchDashboardScreen({ hrefs }: { hrefs: DispatchHrefs }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const date = localDateTime(new Date()).slice(0, 10);
  const answer = useQuery(dashboardQuery(http, date));
  const title = t('dispatchNotes.titles.dashboard');
  const board = answer.data?.ResponseData;
  return (
    <section className={styles.page} aria-label={title} data-key-scope="pane">
      <h1 className={styles.heading}>{title}</h1>
      {answer.isError && (
        <p role="alert" className={styles.alert}>
          {t('httpErrors.bad-response')}
        </p>
      )}
      {answer.isPending && <p className={styles.muted}>{t('dispatchNotes.loading')}</p>}
      {board && <Tiles board={board} hrefs={hrefs} />}
    </section>
  );
}

function Tiles({ board, hrefs }: { board: DispatchDashboard; hrefs: DispatchHrefs }) {
  const { t, i18n } = useTranslation();
  const { language } = useColumnFormat();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const number = (value: number) => formatNumber(value, language);
  const day = (iso: string) => formatDate(iso, 'short', language);
  const status = (key: (typeof chartStatuses)[number]) => t(statusKey(key));
  const today = todayCounts(board.today);
  const week = weekBars(board.week).map((bar) => ({ ...bar, day: day(bar.Date) }));
  const range = weekRange(board.week);
  const onTime = onTimePercent(board.onTime);
  const animate = !prefersCalmMotion();
  const ages = board.openItemsByAge.map((row) => ({
    ...row,
    label: t(`dispatchNotes.dashboard.age.${row.bucket}`),
  }));
  const statusTable = (caption: string, rows: ReactNode) => (
    <CaptionedTable
      caption={caption}
      columns={[
        { key: 'status', label: t('dispatchNotes.columns.Status') },
        { key: 'count', label: t('dispatchNotes.dashboard.notes') },
      ]}
    >
      {rows}
    </CaptionedTable>
  );
  const legend = (
    <ul className={styles.legend} aria-hidden>
      {chartStatuses.map((key) => (
        <li key={key}>
          <span className={`${styles.swatch} ${styles.statusSwatch[key]}`} />
          {status(key)}
        </li>
      ))}
    </ul>
  );
  const axis = { reversed: rtl, interval: 0 as const };
  const yAxis = {
    orientation: rtl ? ('right' as const) : ('left' as const),
    allowDecimals: false,
    width: 32,
  };
  const tooltip = {
    contentStyle: reportStyles.tooltip,
    labelStyle: { color: reportStyles.tooltip.color },
    isAnimationActive: false,
  };

  return (
    <ul className={styles.tiles}>
      <Tile
        title={t('dispatchNotes.dashboard.today')}
        href={hrefs.notesWith({ DateFrom: board.Date, DateTo: board.Date })}
      >
        <p className={styles.big}>{number(today.reduce((sum, row) => sum + row.count, 0))}</p>
        <div className={styles.chart} role="img" aria-label={t('dispatchNotes.dashboard.todayChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={today.map((row) => ({ ...row, label: status(row.status) }))}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} />
              <XAxis dataKey="label" {...axis} />
              <YAxis {...yAxis} />
              <Tooltip {...tooltip} />
              <Bar
                dataKey="count"
                name={t('dispatchNotes.dashboard.notes')}
                className={styles.ageBar}
                isAnimationActive={animate}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        {statusTable(
          t('dispatchNotes.dashboard.todayChart'),
          today.map((row) => (
            <tr key={row.status}>
              <th scope="row" className={table.cell}>
                {status(row.status)}
              </th>
              <td className={table.cell}>{number(row.count)}</td>
            </tr>
          )),
        )}
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.week')} href={range ? hrefs.notesWith(range) : hrefs.notes}>
        <div className={styles.chart} role="img" aria-label={t('dispatchNotes.dashboard.weekChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={week} accessibilityLayer={false}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="day" {...axis} />
              <YAxis {...yAxis} />
              <Tooltip {...tooltip} />
              {chartStatuses.map((key) => (
                <Bar
                  key={key}
                  dataKey={key}
                  stackId="week"
                  name={status(key)}
                  className={styles.statusFill[key]}
                  isAnimationActive={animate}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
        {legend}
        <CaptionedTable
          caption={t('dispatchNotes.dashboard.weekChart')}
          columns={[
            { key: 'day', label: t('dispatchNotes.columns.DocDate') },
            ...chartStatuses.map((key) => ({ key, label: status(key) })),
            { key: 'total', label: t('dispatchNotes.dashboard.total') },
          ]}
        >
          {week.map((bar) => (
            <tr key={bar.Date}>
              <th scope="row" className={table.cell}>
                {bar.day}
              </th>
              {chartStatuses.map((key) => (
                <td key={key} className={table.cell}>
                  {number(bar[key])}
                </td>
              ))}
              <td className={table.cell}>{number(bar.total)}</td>
            </tr>
          ))}
        </CaptionedTable>
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.onTime')} href={hrefs.notesWith({ Status: 'C' })}>
        <p className={styles.big}>
          {onTime === undefined ? '—' : t('dispatchNotes.dashboard.percent', { value: number(onTime) })}
        </p>
        <p className={styles.muted}>
          {t('dispatchNotes.dashboard.onTimeCounts', {
            onTime: number(board.onTime.onTime),
            late: number(board.onTime.late),
          })}
        </p>
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.openItems')} href={hrefs.openItems}>
        <div className={styles.chart} role="img" aria-label={t('dispatchNotes.dashboard.openItemsChart')}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={ages} accessibilityLayer={false}>
              <CartesianGrid vertical={false} />
              <XAxis dataKey="label" {...axis} />
              <YAxis {...yAxis} />
              <Tooltip {...tooltip} />
              <Bar
                dataKey="count"
                name={t('dispatchNotes.dashboard.deliveries')}
                className={styles.ageBar}
                isAnimationActive={animate}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
        <CaptionedTable
          caption={t('dispatchNotes.dashboard.openItemsChart')}
          columns={[
            { key: 'age', label: t('dispatchNotes.dashboard.waited') },
            { key: 'count', label: t('dispatchNotes.dashboard.deliveries') },
          ]}
        >
          {ages.map((row) => (
            <tr key={row.bucket}>
              <th scope="row" className={table.cell}>
                {row.label}
              </th>
              <td className={table.cell}>{number(row.count)}</td>
            </tr>
          ))}
        </CaptionedTable>
      </Tile>
      <Tile
        title={t('dispatchNotes.dashboard.vehicles')}
        href={hrefs.notesWith({ Status: 'P,L,R', DateFrom: board.Date, DateTo: board.Date })}
      >
        {board.vehicleUse.length === 0 ? (
          <p className={styles.muted}>{t('dispatchNotes.dashboard.noVehicles')}</p>
        ) : (
          <CaptionedTable
            caption={t('dispatchNotes.dashboard.vehiclesTable')}
            columns={[
              { key: 'vehicle', label: t('dispatchNotes.columns.Vehicle') },
              { key: 'notes', label: t('dispatchNotes.dashboard.notes') },
              { key: 'weight', label: t('dispatchNotes.columns.Weight') },
              { key: 'volume', label: t('dispatchNotes.columns.Volume') },
            ]}
          >
            {board.vehicleUse.map((vehicle) => (
              <tr key={vehicle.VehicleCode}>
                <th scope="row" className={table.cell} dir="auto">
                  {vehicle.VehicleName || vehicle.VehicleCode}
                </th>
                <td className={table.cell}>{number(vehicle.Notes)}</td>
                <td className={table.cell}>
                  <UseMeter load={vehicle.Weight} capacity={vehicle.CapacityKg} unit="kg" />
                </td>
                <td className={table.cell}>
                  <UseMeter load={vehicle.Volume} capacity={vehicle.CapacityM3} unit="m³" />
                </td>
              </tr>
            ))}
          </CaptionedTable>
        )}
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.openReturns')} href={hrefs.openReturns}>
        <p className={styles.big}>{number(board.openReturns)}</p>
      </Tile>
    </ul>
  );
}

/** A load against its capacity: the figures as text, and a bar filled to the share (red beyond it). */
function UseMeter({ load, capacity, unit }: { load: string; capacity: string; unit: string }) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const share = usePercent(load, capacity);
  const amount = (value: string) => formatNumber(value, language);
  const text =
    share === undefined
      ? t('dispatchNotes.dashboard.unlimited', { load: amount(load), unit })
      : t('dispatchNotes.dashboard.use', {
          load: amount(load),
          capacity: amount(capacity),
          unit,
          percent: share,
        });
  return (
    <>
      <span>{text}</span>
      {share !== undefined && (
        <div className={styles.meter} aria-hidden>
          <div
            className={`${styles.meterFill} ${share > 100 ? styles.meterOver : ''}`}
            style={{ inlineSize: `${Math.min(share, 100)}%` }}
          />
        </div>
      )}
    </>
  );
}
