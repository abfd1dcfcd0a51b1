import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiPermission } from '../../../shared/api/api-description';
import * as page from '../../ui/page-table.css';
import type { ApiField, ApiTagGroup } from './api-operations';
import * as styles from './api-reference.css';

const columns = ['method', 'path', 'summary', 'permission', 'fields'] as const;

function Permission({ permission }: { permission: ApiPermission }) {
  const { t } = useTranslation();
  if (permission === 'public') return <>{t('apiReference.permission.public')}</>;
  if (permission === 'signed-in') return <>{t('apiReference.permission.signedIn')}</>;
  const subjects =
    'subject' in permission
      ? permission.subject
      : Object.entries(permission.subjectBy.subjects)
          .map(([value, subject]) => `${subject} (${permission.subjectBy.param} ${value})`)
          .join(', ');
  return (
    <code className={page.code} dir="ltr">
      {permission.action} {subjects}
    </code>
  );
}

function Fields({ fields }: { fields: readonly ApiField[] }) {
  const { t } = useTranslation();
  if (!fields.length) return <span className={page.muted}>{t('apiReference.fields.none')}</span>;
  return (
    <details>
      <summary className={styles.fieldSummary}>
        {t('apiReference.fields.show', { count: fields.length })}
      </summary>
      <ul className={styles.fieldList}>
        {fields.map((field) => (
          <li key={`${field.place}:${field.name}`}>
            <code className={page.code} dir="ltr">
              {field.name}: {field.type}
            </code>{' '}
            <span className={page.muted}>
              (
              {field.required
                ? t('apiReference.fields.required', { place: t(`apiReference.fields.${field.place}`) })
                : t(`apiReference.fields.${field.place}`)}
              )
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * One tag's operations under a disclosure: closed at first (a few hundred operations would make
 * a long page), open when a filter is typed; its table is drawn only while it is open.
 */
export function ApiOperationGroup({ group, initiallyOpen }: { group: ApiTagGroup; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const captionId = useId();
  return (
    <details className={styles.group} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.groupSummary}>
        <bdi dir="ltr">{group.tag}</bdi> ({group.operations.length})
      </summary>
      {open && (
        <table className={page.table} aria-labelledby={captionId}>
          <caption id={captionId} className={page.caption}>
            {t('apiReference.groupCaption', { group: group.tag })}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={page.headerCell}>
                  {t(`apiReference.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.operations.map((row) => (
              <tr key={row.id}>
                <td className={`${page.cell} ${styles.method}`}>{row.method}</td>
                <th scope="row" className={page.cell}>
                  <code className={page.code} dir="ltr">
                    {row.path}
                  </code>
                </th>
                <td className={page.cell}>
                  <span dir="ltr">{row.summary}</span>
                </td>
                <td className={page.cell}>
                  <Permission permission={row.permission} />
                </td>
                <td className={page.cell}>
                  <Fields fields={row.fields} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
