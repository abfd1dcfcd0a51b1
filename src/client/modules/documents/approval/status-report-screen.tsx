import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { statusReportTabs } from '../../../../shared/api/approval';
import { useAppServices } from '../../../shell/app-services';
import { useCurrentRoute } from '../../../shell/current-route';
import * as page from '../../../ui/page-table.css';
import { statusReportQuery } from '../approval-queries';
import { type ReportColumn, ReportTable } from './report-table';
import { ReportTabs, tabOfPath } from './report-tabs';

const base = '/administration/approval-process/approval-status-report';
const requestColumns: ReportColumn[] = [
  'document',
  'partner',
  'total',
  'date',
  'originator',
  'template',
  'stage',
  'status',
  'decidedAt',
];
const authorizerColumns: ReportColumn[] = [
  'authorizer',
  'document',
  'partner',
  'total',
  'decision',
  'remarks',
  'decidedAt',
];

/**
 * The status report for originators and administrators: requests by state (the server narrows
 * them to the reader's own unless they may read every request), and the decisions by authorizer.
 */
export default function StatusReportScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const route = useCurrentRoute();
  const tab = tabOfPath(route.definition?.path, statusReportTabs, 'pending');
  const report = useQuery(statusReportQuery(http, tab));
  const rows = report.data ?? [];
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('approval.statusReport.heading')}</h1>
      <p className={page.intro}>{t('approval.statusReport.intro')}</p>
      <ReportTabs base={base} tabs={statusReportTabs} current={tab} />
      {!report.data ? (
        <p role={report.isError ? 'alert' : 'status'}>
          {t(report.isError ? 'approval.failed' : 'approval.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p role="status">{t('approval.empty')}</p>
      ) : (
        <ReportTable
          caption={t('approval.statusReport.caption', { tab: t(`approval.tabs.${tab}`) })}
          columns={tab === 'authorizer' ? authorizerColumns : requestColumns}
          rows={rows}
        />
      )}
    </div>
  );
}
