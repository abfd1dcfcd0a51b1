import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchDashboard } from '../../../shared/api/dispatch';
import { formatDate, formatDatePattern, formatNumber } from '../../../shared/locale/formatters';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { PaneLink } from '../../shell/pane-link';
import { Bars, CountChart, FiguresTable } from './dashboard-charts';
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
        <PaneLink href={href} className={styles.blockLink}>
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
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const number = (value: number) => formatNumber(value, language);
  const status = (key: (typeof chartStatuses)[number]) => t(statusKey(key));
  const today = todayCounts(board.today);
  // A weekday and its date fit under a bar; the table for screen readers says the whole date.
  const week = weekBars(board.week).map((bar) => ({
    ...bar,
    label: formatDatePattern(bar.Date, 'ddd D', language),
  }));
  const range = weekRange(board.week);
  const onTime = onTimePercent(board.onTime);
  const notesHeader = t('dispatchNotes.dashboard.notes');
  return (
    <ul className={styles.tiles}>
      <Tile
        title={t('dispatchNotes.dashboard.today')}
        href={hrefs.notesWith({ DateFrom: board.Date, DateTo: board.Date })}
      >
        <p className={styles.big}>{number(today.reduce((sum, row) => sum + row.count, 0))}</p>
        <CountChart
          rows={today.map((row) => ({
            key: row.status,
            label: status(row.status),
            count: row.count,
            className: styles.statusCell[row.status],
          }))}
          caption={t('dispatchNotes.dashboard.todayChart')}
          labelHeader={t('dispatchNotes.columns.Status')}
          countHeader={notesHeader}
        />
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.week')} href={range ? hrefs.notesWith(range) : hrefs.notes}>
        <Bars
          rows={week}
          series={chartStatuses.map((key) => ({ key, name: status(key), className: styles.statusFill[key] }))}
          label={t('dispatchNotes.dashboard.weekChart')}
        />
        <ul className={styles.legend} aria-hidden>
          {chartStatuses.map((key) => (
            <li key={key}>
              <span className={`${styles.swatch} ${styles.statusSwatch[key]}`} />
              {status(key)}
            </li>
          ))}
        </ul>
        <FiguresTable
          caption={t('dispatchNotes.dashboard.weekChart')}
          columns={[
            { key: 'day', label: t('dispatchNotes.columns.DocDate') },
            ...chartStatuses.map((key) => ({ key, label: status(key) })),
            { key: 'total', label: t('dispatchNotes.dashboard.total') },
          ]}
        >
          {week.map((bar) => (
            <tr key={bar.Date}>
              <th scope="row">{formatDate(bar.Date, 'long', language)}</th>
              {chartStatuses.map((key) => (
                <td key={key}>{number(bar[key])}</td>
              ))}
              <td>{number(bar.total)}</td>
            </tr>
          ))}
        </FiguresTable>
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
        <CountChart
          rows={board.openItemsByAge.map((row) => ({
            key: row.bucket,
            label: t(`dispatchNotes.dashboard.age.${row.bucket}`),
            count: row.count,
          }))}
          caption={t('dispatchNotes.dashboard.openItemsChart')}
          labelHeader={t('dispatchNotes.dashboard.waited')}
          countHeader={t('dispatchNotes.dashboard.deliveries')}
        />
      </Tile>
      <Tile
        title={t('dispatchNotes.dashboard.vehicles')}
        href={hrefs.notesWith({ Status: 'P,L,R', DateFrom: board.Date, DateTo: board.Date })}
      >
        {board.vehicleUse.length === 0 ? (
          <p className={styles.muted}>{t('dispatchNotes.dashboard.noVehicles')}</p>
        ) : (
          <ul className={styles.vehicles} aria-label={t('dispatchNotes.dashboard.vehiclesTable')}>
            {board.vehicleUse.map((vehicle) => (
              <li key={vehicle.VehicleCode} className={styles.vehicle}>
                <span dir="auto">
                  <strong>{vehicle.VehicleName || vehicle.VehicleCode}</strong>
                  {` · ${t('dispatchNotes.dashboard.vehicleNotes', { count: vehicle.Notes, number: number(vehicle.Notes) })}`}
                </span>
                <UseMeter
                  label={t('dispatchNotes.dashboard.weight')}
                  load={vehicle.Weight}
                  capacity={vehicle.CapacityKg}
                  unit="kg"
                  decimals={0}
                />
                <UseMeter
                  label={t('dispatchNotes.dashboard.volume')}
                  load={vehicle.Volume}
                  capacity={vehicle.CapacityM3}
                  unit="m³"
                  decimals={2}
                />
              </li>
            ))}
          </ul>
        )}
      </Tile>
      <Tile title={t('dispatchNotes.dashboard.openReturns')} href={hrefs.openReturns}>
        <p className={styles.big}>{number(board.openReturns)}</p>
      </Tile>
    </ul>
  );
}

/** A load against its capacity: the figures as text, and a bar filled to the share (red beyond it). */
function UseMeter({
  label,
  load,
  capacity,
  unit,
  decimals,
}: {
  label: string;
  load: string;
  capacity: string;
  unit: string;
  /** Rounded for a glance: whole kilograms, hundredths of a cubic metre. */
  decimals: number;
}) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const share = usePercent(load, capacity);
  const amount = (value: string) => formatNumber(value, language, decimals);
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
      <span className={styles.muted}>{`${label}: ${text}`}</span>
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
