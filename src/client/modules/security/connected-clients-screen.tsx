import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectedClient } from '../../../shared/api/security';
import { formatDateTime } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { bindingById } from '../../keyboard/key-bindings';
import { KeyCombination } from '../../keyboard/key-combination';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { CaptionedTable } from '../../ui/captioned-table';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import * as page from '../../ui/page-table.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import * as styles from './security.css';
import { connectedClientsQuery, endConnectedClient, securityKeys } from './security-queries';

const columns = ['user', 'address', 'userAgent', 'since', 'lastSeen', 'actions'] as const;

/**
 * /administration/utilities/connected-clients: the live sessions, each of which an administrator
 * may end (after a confirmation whose safe answer has focus). The end shortcut acts on the row
 * that holds focus.
 */
export default function ConnectedClientsScreen() {
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const clients = useQuery(connectedClientsQuery(http));
  const [ending, setEnding] = useState<ConnectedClient>();
  const [failed, setFailed] = useState(false);
  const tableRef = useRef<HTMLElement>(null);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const endKeys = bindingById('record-delete').keys;

  useKeyBinding(
    'record-delete',
    () => {
      const row = document.activeElement?.closest<HTMLElement>('tr[data-client]');
      const client = clients.data?.data.find((candidate) => candidate.id === row?.dataset.client);
      if (client && !client.current) setEnding(client);
    },
    { within: tableRef },
  );

  const confirmEnd = async (client: ConnectedClient) => {
    setEnding(undefined);
    try {
      await endConnectedClient(http, client.id);
      setFailed(false);
      notify({ text: t('security.clients.ended', { user: client.userName }) });
    } catch {
      setFailed(true);
    }
    await queryClient.invalidateQueries({ queryKey: securityKeys.connectedClients() });
  };

  const rows = clients.data?.data ?? [];
  const address = (client: ConnectedClient) => client.address ?? t('security.clients.unknown');
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('security.clients.heading')}</h1>
      <p className={page.intro}>{t('security.clients.intro')}</p>
      {failed && <p role="alert">{t('security.failed')}</p>}
      {!clients.data ? (
        <p role={clients.isError ? 'alert' : 'status'}>
          {t(clients.isError ? 'security.failed' : 'security.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p>{t('security.clients.empty')}</p>
      ) : (
        <CaptionedTable
          caption={t('security.clients.caption')}
          columns={columns.map((key) => ({ key, label: t(`security.clients.columns.${key}`) }))}
          ref={tableRef}
        >
          {rows.map((client) => (
            <tr key={client.id} data-client={client.id}>
              <th scope="row" className={page.cell}>
                <bdi>{client.userName}</bdi> <span className={page.muted}>({client.userCode})</span>
              </th>
              <td className={page.cell}>
                <code className={`${page.code} ${styles.address}`} dir="ltr">
                  {address(client)}
                </code>
              </td>
              <td className={page.cell}>
                <bdi className={page.muted}>{client.userAgent ?? t('security.clients.unknown')}</bdi>
              </td>
              <td className={page.cell}>{formatDateTime(client.since, language)}</td>
              <td className={page.cell}>{formatDateTime(client.lastSeen, language)}</td>
              <td className={page.cell}>
                {client.current ? (
                  <span className={page.muted}>{t('security.clients.current')}</span>
                ) : (
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('security.clients.endNamed', {
                      user: client.userName,
                      address: address(client),
                    })}
                    aria-keyshortcuts={endKeys.replace('$mod', 'Control')}
                    onClick={() => setEnding(client)}
                  >
                    {t('security.clients.end')} <KeyCombination keys={endKeys} />
                  </button>
                )}
              </td>
            </tr>
          ))}
        </CaptionedTable>
      )}
      {ending && (
        <ConfirmDialog
          title={t('security.clients.confirmTitle', { user: ending.userName })}
          description={t('security.clients.confirmDescription', { address: address(ending) })}
          confirmLabel={t('security.clients.end')}
          cancelLabel={t('security.clients.keep')}
          onConfirm={() => void confirmEnd(ending)}
          onCancel={() => setEnding(undefined)}
          returnFocus={() => tableRef.current}
        />
      )}
    </div>
  );
}
