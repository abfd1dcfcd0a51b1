import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/locale/formatters';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { PaneLink } from '../../shell/pane-link';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import { DayField } from './day-field';
import * as styles from './route-calls.css';
import { routeCallHrefs } from './route-calls-paths';
import { activityQuery, localToday } from './route-calls-queries';

const columns = ['SlpName', 'Planned', 'Done', 'Ordered', 'NotVisited', 'Visited'] as const;

/**
 * Who visited what on a day (today first), per sales employee: planned against done, the calls
 * with an order and those not visited, and the outlets visited in the order they were logged.
 * A rep's name opens their day; planning calls is a link away.
 */
export function ActivityStatus() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const dateId = useId();
  const [date, setDate] = useState(localToday);
  const answer = useQuery(activityQuery(http, date));
  const rows = answer.data?.ResponseData.data ?? [];
  const count = (value: number) => formatNumber(value, language, 0);
  return (
    <section className={page.page} aria-labelledby={`${dateId}-title`}>
      <h1 id={`${dateId}-title`} className={page.heading}>
        {t('routeCalls.activity.title')}
      </h1>
      <div className={styles.toolbar}>
        <DayField value={date} onChange={setDate} />
        <PaneLink href={routeCallHrefs.plan}>{t('routeCalls.activity.plan')}</PaneLink>
      </div>
      {answer.isError && <p role="alert">{t('routeCalls.failed')}</p>}
      {answer.isPending && <p role="status">{t('routeCalls.loading')}</p>}
      {answer.data && rows.length === 0 && <p>{t('routeCalls.activity.empty')}</p>}
      {rows.length > 0 && (
        <CaptionedTable
          caption={t('routeCalls.activity.caption', { date })}
          columns={columns.map((key) => ({ key, label: t(`routeCalls.activity.columns.${key}`) }))}
        >
          {rows.map((row) => (
            <tr key={row.SlpCode}>
              <td className={page.cell}>
                <PaneLink href={routeCallHrefs.repDay(row.SlpCode)}>{row.SlpName}</PaneLink>
              </td>
              <td className={page.cell}>{count(row.Planned)}</td>
              <td className={page.cell}>{count(row.Done)}</td>
              <td className={page.cell}>{count(row.Ordered)}</td>
              <td className={page.cell}>{count(row.NotVisited)}</td>
              <td className={page.cell}>{row.Visited.map((visit) => visit.CardName ?? '').join(', ')}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
    </section>
  );
}
