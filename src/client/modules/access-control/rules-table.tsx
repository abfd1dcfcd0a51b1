import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { actions } from '../../../shared/access/app-ability';
import * as styles from '../../ui/page-table.css';
import type { RuleRow } from './rule-rows';

const knownActions = new Set<string>(actions);

/** The rules as a table: one row per rule, the action as the row's header. */
export function RulesTable({ rows }: { rows: RuleRow[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const none = <span className={styles.muted}>{t('pages.accessControl.none')}</span>;
  const actionName = (action: string) =>
    knownActions.has(action) ? t(`pages.accessControl.actions.${action}`) : action;
  const subjectName = (subject: string) =>
    subject === 'all' ? t('pages.accessControl.everything') : subject;
  const columns = ['action', 'subject', 'conditions', 'fields', 'inverted', 'reason'] as const;

  return (
    // A keyboard user scrolls a wide table by focusing it; the region is named by the caption.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('pages.accessControl.caption')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {t(`pages.accessControl.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </section>
  );
}
