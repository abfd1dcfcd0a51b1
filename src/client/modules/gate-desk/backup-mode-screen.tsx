import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateState } from '../../../shared/api/gate-backup';
import { formatDateTime } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { CaptionedTable } from '../../ui/captioned-table';
import * as page from '../../ui/page-table.css';
import { secondaryButton } from '../../ui/secondary-button.css';
import { backupKeys, backupPeriodsQuery, gateStatesQuery } from './backup-queries';
import { BackupSwitchDialog } from './backup-switch-dialog';
import { deskApi } from './desk-api';

const gateColumns = ['gate', 'state', 'since', 'lastSync', 'lastScan', 'action'] as const;
const periodColumns = ['gate', 'cause', 'started', 'ended', 'by', 'reason', 'scans'] as const;

const stateOf = (gate: GateState) =>
  gate.Active !== 'Y' ? 'inactive' : gate.BackupMode === 'Y' ? 'admin' : 'online';

/**
 * /gpm/backup_mode: every gate with its backup state as the server knows it, a switch per gate
 * (a button, so Tab and Enter, with the reason asked in a dialog), and the recent periods. What a
 * gate does offline on its own reaches this screen only with its queue: the page says so.
 */
export default function BackupModeScreen() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const { http } = useAppServices();
  const api = useMemo(() => deskApi(http), [http]);
  const queryClient = useQueryClient();
  const gates = useQuery(gateStatesQuery(api));
  const periods = useQuery(backupPeriodsQuery(api));
  const [switching, setSwitching] = useState<GateState>();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : t('gateDesk.admin.never'));

  const switchGate = async (gate: GateState, reason: string) => {
    const on = gate.BackupMode !== 'Y';
    await api.switchBackup(gate.GateCode, on, reason);
    setSwitching(undefined);
    announce(t(on ? 'gateDesk.admin.switchedOn' : 'gateDesk.admin.switchedOff', { gate: gate.GateCode }));
    await queryClient.invalidateQueries({ queryKey: backupKeys.all });
  };

  return (
    <div className={page.page}>
      <h1 className={page.heading}>{t('gateDesk.admin.title')}</h1>
      <p className={page.intro}>{t('gateDesk.admin.intro')}</p>
      <p className={page.intro}>{t('gateDesk.admin.unknown')}</p>
      {!gates.data ? (
        <p role={gates.isError ? 'alert' : 'status'}>
          {t(gates.isError ? 'gateDesk.admin.failed' : 'gateDesk.loading')}
        </p>
      ) : gates.data.length === 0 ? (
        <p>{t('gateDesk.admin.noGates')}</p>
      ) : (
        <CaptionedTable
          caption={t('gateDesk.admin.gatesCaption')}
          columns={gateColumns.map((key) => ({ key, label: t(`gateDesk.admin.columns.${key}`) }))}
        >
          {gates.data.map((gate) => (
            <tr key={gate.GateCode} data-gate={gate.GateCode}>
              <th scope="row" className={page.cell}>
                <bdi>{gate.GateCode}</bdi> · <bdi>{gate.GateName}</bdi>
              </th>
              <td className={page.cell}>
                {t(`gateDesk.admin.states.${stateOf(gate)}`)}
                {gate.BackupReason && (
                  <>
                    <br />
                    <bdi>{gate.BackupReason}</bdi>
                  </>
                )}
              </td>
              <td className={page.cell}>{gate.BackupSince ? when(gate.BackupSince) : ''}</td>
              <td className={page.cell}>{when(gate.LastSyncAt)}</td>
              <td className={page.cell}>{when(gate.LastScanAt)}</td>
              <td className={page.cell}>
                <button type="button" className={secondaryButton} onClick={() => setSwitching(gate)}>
                  {t(gate.BackupMode === 'Y' ? 'gateDesk.admin.switchOff' : 'gateDesk.admin.switchOn', {
                    gate: gate.GateCode,
                  })}
                </button>
              </td>
            </tr>
          ))}
        </CaptionedTable>
      )}
      <h2>{t('gateDesk.admin.periodsCaption')}</h2>
      {!periods.data ? (
        <p role={periods.isError ? 'alert' : 'status'}>
          {t(periods.isError ? 'gateDesk.admin.failed' : 'gateDesk.loading')}
        </p>
      ) : periods.data.data.length === 0 ? (
        <p>{t('gateDesk.admin.noPeriods')}</p>
      ) : (
        <CaptionedTable
          caption={t('gateDesk.admin.periodsCaption')}
          columns={periodColumns.map((key) => ({ key, label: t(`gateDesk.admin.periodColumns.${key}`) }))}
        >
          {periods.data.data.map((period) => (
            <tr key={period.PeriodId}>
              <th scope="row" className={page.cell}>
                <bdi>{period.GateCode}</bdi>
              </th>
              <td className={page.cell}>{t(`gateDesk.admin.causes.${period.Cause}`)}</td>
              <td className={page.cell}>{when(period.StartedAt)}</td>
              <td className={page.cell}>
                {period.EndedAt ? when(period.EndedAt) : t('gateDesk.admin.stillOn')}
              </td>
              <td className={page.cell}>
                <bdi>{period.UserName ?? ''}</bdi>
              </td>
              <td className={page.cell}>
                <bdi>{period.Reason ?? ''}</bdi>
              </td>
              <td className={page.cell}>{period.Scans}</td>
            </tr>
          ))}
        </CaptionedTable>
      )}
      {switching && (
        <BackupSwitchDialog
          gate={switching}
          onSwitch={(reason) => switchGate(switching, reason)}
          onClose={() => setSwitching(undefined)}
        />
      )}
    </div>
  );
}
