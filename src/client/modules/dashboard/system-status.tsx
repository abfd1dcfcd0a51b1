import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../api/http-errors';
import { healthQuery } from '../../api/system-queries';
import { useAppServices } from '../../shell/app-services';

/** The live state of the server and its database, read from GET /api/v1/health. */
export function SystemStatus() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const headingId = useId();
  const health = useQuery(healthQuery(http));

  return (
    <section className="panel" role="status" aria-labelledby={headingId} aria-busy={health.isFetching}>
      <h2 id={headingId}>{t('status.heading')}</h2>
      {health.isPending && <p>{t('status.loading')}</p>}
      {health.isError && (
        <p role="alert" className="alert">
          {t(`httpErrors.${health.error instanceof HttpError ? health.error.kind : 'bad-response'}`)}
        </p>
      )}
      {health.data && (
        <dl className="facts">
          <dt>{t('status.version')}</dt>
          <dd>
            <bdi>{health.data.version}</bdi>
          </dd>
          <dt>{t('status.database')}</dt>
          <dd>{t(`status.kind.${health.data.database.kind}`)}</dd>
          <dt>{t('status.reachable')}</dt>
          <dd>{health.data.database.reachable ? t('status.yes') : t('status.no')}</dd>
          <dt>{t('status.schemaVersion')}</dt>
          <dd>
            <bdi>{health.data.database.schemaVersion ?? t('status.noSchema')}</bdi>
          </dd>
          <dt>{t('status.pendingMigrations')}</dt>
          <dd>{health.data.database.pendingMigrations.toLocaleString()}</dd>
        </dl>
      )}
      <button type="button" onClick={() => void health.refetch()} disabled={health.isFetching}>
        {t('status.refresh')}
      </button>
    </section>
  );
}
