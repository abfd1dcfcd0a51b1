import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, DocModel } from '../../shared/api/resources';
import { formatDate } from '../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { useAppServices } from '../shell/app-services';
import { fieldLabel } from './grid-columns';
import { historyQuery, type RecordAddress } from './resource-queries';
import * as styles from './resource-record.css';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** Who changed what and when, newest first (the audit rows of the record). */
export function RecordHistory({ model, address }: { model: DocModel; address: RecordAddress }) {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const history = useQuery(historyQuery(http, model.resource, address));
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const labelOf = (name: string) => {
    const field = model.fields.find((candidate) => candidate.name === name);
    return field ? fieldLabel(field, t) : name;
  };
  const lines = (entry: AuditEntry) => {
    const user = entry.userName ?? '—';
    if (entry.action === 'create') return [t('resources.common.historyCreated', { user })];
    if (entry.action === 'delete') return [t('resources.common.historyDeleted', { user })];
    return entry.changes.map((change) =>
      t('resources.common.historyChanged', {
        user,
        field: labelOf(change.field),
        before: shown(change.before),
        after: shown(change.after),
      }),
    );
  };
  return (
    <section aria-label={t('resources.common.history')} className={styles.history}>
      <h2 className={styles.subheading}>{t('resources.common.history')}</h2>
      {history.isPending && <p role="status">{t('resources.common.loading')}</p>}
      {history.data && history.data.total === 0 && <p>{t('resources.common.historyEmpty')}</p>}
      <ol className={styles.historyList}>
        {history.data?.data.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>
              {formatDate(entry.at.slice(0, 10), 'medium', language)} {entry.at.slice(11, 16)}
            </time>
            <ul>
              {lines(entry).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
