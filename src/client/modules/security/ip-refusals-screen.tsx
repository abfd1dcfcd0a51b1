import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useAppServices } from '../../shell/app-services';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import { IpConfigLinks } from './ip-config-links';
import * as styles from './security.css';
import { ipRefusalsQuery } from './security-queries';

const perPage = 50;
const columns = ['at', 'username', 'address', 'reason'] as const;

/** /administration/ip-config/logs: sign-ins refused for their address, newest first, a page at a time. */
export default function IpRefusalsScreen() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const [pageNumber, setPageNumber] = useState(1);
  const refusals = useQuery({
    ...ipRefusalsQuery(http, pageNumber, perPage),
    placeholderData: keepPreviousData,
  });
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const pages = Math.max(1, Math.ceil((refusals.data?.total ?? 0) / perPage));
  const reasonText = (reason: string) =>
    reason === 'address-refused' ? t('security.ipLogs.reasons.address-refused') : reason;

  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('security.ipLogs.heading')}</h1>
      <IpConfigLinks />
      <p className={page.intro}>{t('security.ipLogs.intro')}</p>
      {!refusals.data ? (
        <p role={refusals.isError ? 'alert' : 'status'}>
          {t(refusals.isError ? 'security.failed' : 'security.loading')}
        </p>
      ) : refusals.data.total === 0 ? (
        <p>{t('security.ipLogs.empty')}</p>
      ) : (
        <>
          <CaptionedTable
            caption={t('security.ipLogs.caption')}
            columns={columns.map((key) => ({ key, label: t(`security.ipLogs.columns.${key}`) }))}
          >
            {refusals.data.data.map((refusal) => (
              <tr key={refusal.id}>
                <th scope="row" className={page.cell}>
                  {formatDateTime(refusal.at, language)}
                </th>
                <td className={page.cell}>
                  <bdi>{refusal.username}</bdi>
                </td>
                <td className={page.cell}>
                  <code className={page.code} dir="ltr">
                    {refusal.address}
                  </code>
                </td>
                <td className={page.cell}>{reasonText(refusal.reason)}</td>
              </tr>
            ))}
          </CaptionedTable>
          <div className={styles.pager}>
            <button
              type="button"
              className={secondaryButton}
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber(pageNumber - 1)}
            >
              {t('security.ipLogs.previous')}
            </button>
            <span role="status">{t('security.ipLogs.page', { page: pageNumber, pages })}</span>
            <button
              type="button"
              className={secondaryButton}
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber(pageNumber + 1)}
            >
              {t('security.ipLogs.next')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
