import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MoneyOptions } from '../../../shared/locale/formatters';
import { HttpError } from '../../api/http-errors';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import * as styles from './dashboard.css';
import { kpiGroups } from './dashboard-cards';
import { dashboardQuery } from './dashboard-query';
import { KpiGroupSection } from './kpi-group';
import { SystemStatus } from './system-status';

/** Specification section 9: two display decimals unless the company says otherwise. */
const defaultDecimals = 2;

/**
 * /dashboard: a greeting, the open documents and master data the user may see as cards leading
 * to their lists (GET /dashboard), and the system status below.
 */
export default function DashboardScreen() {
  useSignals();
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const figures = useQuery(dashboardQuery(http));
  const session = sessionSignal.value;
  const user = session.status === 'signed-in' ? session.user : undefined;
  const data = figures.data;
  const groups = data ? kpiGroups(data) : [];
  const money: MoneyOptions = {
    language: isLanguage(i18n.language) ? i18n.language : defaultLanguage,
    currency: data?.company.currency ?? '',
    decimals: user?.oadm.SumDec ?? defaultDecimals,
  };

  return (
    <div className={styles.page} aria-busy={figures.isFetching}>
      <div>
        <h1 className={styles.heading}>{t('pages.dashboard.heading')}</h1>
        {user && <p className={styles.lead}>{t('pages.dashboard.greeting', { name: user.U_NAME })}</p>}
        {data && (
          <p className={styles.muted}>
            {t('pages.dashboard.company', { company: data.company.name, currency: data.company.currency })}
          </p>
        )}
      </div>
      {figures.isPending && <p role="status">{t('pages.dashboard.loading')}</p>}
      {figures.isError && (
        <div role="alert" className={styles.alert}>
          <p className={styles.lead}>
            {t(`httpErrors.${figures.error instanceof HttpError ? figures.error.kind : 'bad-response'}`)}
          </p>
          <button type="button" className={styles.retry} onClick={() => void figures.refetch()}>
            {t('pages.dashboard.retry')}
          </button>
        </div>
      )}
      {data && groups.length === 0 && <p>{t('pages.dashboard.nothing')}</p>}
      {groups.map((group) => (
        <KpiGroupSection key={group.headingKey} group={group} money={money} />
      ))}
      <SystemStatus />
    </div>
  );
}
