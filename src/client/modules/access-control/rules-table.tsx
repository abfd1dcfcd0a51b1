import { useTranslation } from 'react-i18next';
import { actions } from '../../../shared/access/app-ability';
import { CaptionedTable } from '../../ui/captioned-table';
import * as styles from '../../ui/page-table.css';
import type { RuleRow } from './rule-rows';

const knownActions = new Set<string>(actions);

/** The rules as a table: one row per rule, the action as the row's header. */
export function RulesTable({ rows }: { rows: RuleRow[] }) {
  const { t } = useTranslation();
  const none = <span className={styles.muted}>{t('pages.accessControl.none')}</span>;
  const actionName = (action: string) =>
    knownActions.has(action) ? t(`pages.accessControl.actions.${action}`) : action;
  const subjectName = (subject: string) =>
    subject === 'all' ? t('pages.accessControl.everything') : subject;
  const columns = ['action', 'subject', 'conditions', 'fields', 'inverted', 'reason'] as const;

  return (
    <CaptionedTable
      caption={t('pages.accessControl.caption')}
      columns={columns.map((key) => ({ key, label: t(`pages.accessControl.columns.${key}`) }))}
    >
      {rows.map((row, index) => (
        // Rules have no identity of their own: their position is what the ability goes by.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <tr key={index}>
          <th scope="row" className={styles.cell}>
            {row.actions.map(actionName).join(', ')}
          </th>
          <td className={styles.cell}>
            <bdi>{row.subjects.map(subjectName).join(', ')}</bdi>
          </td>
          <td className={styles.cell}>
            {row.conditions ? (
              <code className={styles.code} dir="ltr">
                {row.conditions}
              </code>
            ) : (
              none
            )}
          </td>
          <td className={styles.cell}>
            {row.fields ? (
              <bdi>{row.fields.join(', ')}</bdi>
            ) : (
              <span className={styles.muted}>{t('pages.accessControl.allFields')}</span>
            )}
          </td>
          <td className={styles.cell}>
            {row.inverted ? t('pages.accessControl.yes') : t('pages.accessControl.no')}
          </td>
          <td className={styles.cell}>{row.reason ?? none}</td>
        </tr>
      ))}
    </CaptionedTable>
  );
}
