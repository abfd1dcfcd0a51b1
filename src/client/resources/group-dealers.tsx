import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../../shared/api/resources';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { dealersByGroupQuery } from './dealer-queries';
import * as styles from './resource-record.css';
import { recordHref, resourceScreenSets } from './resource-screen-map';

const dealerDetail = resourceScreenSets.find((set) => set.resource === 'dealers' && set.detail)?.detail;

/**
 * The dealers of a dealer's group, from the per-group cache: the dealer's colleagues one keystroke
 * away. Enter (or a click) opens one in the pane, Ctrl+Enter beside it.
 */
export function GroupDealers({ dealer }: { dealer: RecordRow }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const headingId = useId();
  const group = dealer.GroupCode;
  const groupCode = typeof group === 'number' || typeof group === 'string' ? group : '';
  const dealers = useQuery({ ...dealersByGroupQuery(http, groupCode), enabled: groupCode !== '' });
  if (!dealerDetail || !dealers.data) return null;
  const { data: rows, total } = dealers.data;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('resources.dealers.ofGroup', { group: String(dealer.GroupName ?? groupCode) })}
      </h2>
      <ul>
        {rows.map((row) => {
          const code = String(row.CardCode ?? '');
          const href = recordHref(dealerDetail, code);
          return (
            <li key={code}>
              <a
                href={href}
                aria-current={code === dealer.CardCode ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  open(href, event.ctrlKey || event.metaKey ? 'split-right' : 'focused');
                }}
              >
                {`${code} · ${String(row.CardName ?? '')}`}
              </a>
            </li>
          );
        })}
      </ul>
      {total !== null && total > rows.length && (
        <p className={styles.muted}>{t('resources.dealers.ofGroupFirst', { shown: rows.length, total })}</p>
      )}
    </section>
  );
}
