import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApprovalReportRow, decisionReportTabs } from '../../../../shared/api/approval';
import { bindingById } from '../../../keyboard/key-bindings';
import { KeyCombination } from '../../../keyboard/key-combination';
import { useKeyBinding } from '../../../keyboard/use-key-binding';
import { useAppServices } from '../../../shell/app-services';
import { useCurrentRoute } from '../../../shell/current-route';
import { notify } from '../../../shell/feedback/notifications';
import * as page from '../../../ui/page-table.css';
import { secondaryButton } from '../../../ui/secondary-button.css';
import { shortcutLabel } from '../../../ui/shortcut-label';
import { approvalKeys, approvalRefusalKey, decideRequest, decisionReportQuery } from '../approval-queries';
import { DecisionDialog } from '../decision-dialog';
import * as styles from './approval.css';
import { type ReportColumn, ReportTable, useRowDocumentName } from './report-table';
import { ReportTabs, tabOfPath } from './report-tabs';

const base = '/administration/approval-process/approval-decision-report';
const pendingColumns: ReportColumn[] = [
  'document',
  'partner',
  'total',
  'originator',
  'template',
  'stage',
  'actions',
];
const decidedColumns: ReportColumn[] = [
  'document',
  'partner',
  'total',
  'originator',
  'decision',
  'remarks',
  'decidedAt',
];

type Verdict = 'approve' | 'reject';

/**
 * The decision report of the signed-in authorizer: what waits for their decision, and what they
 * approved or rejected. Enter on a row's document opens it; with a row focused, Alt+Shift+2
 * approves and Alt+Shift+3 rejects, after the remarks.
 */
export default function DecisionReportScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const route = useCurrentRoute();
  const tab = tabOfPath(route.definition?.path, decisionReportTabs, 'pending');
  const report = useQuery(decisionReportQuery(http, tab));
  const container = useRef<HTMLDivElement>(null);
  const [deciding, setDeciding] = useState<{ row: ApprovalReportRow; verdict: Verdict } | null>(null);
  const [busy, setBusy] = useState(false);
  const nameOf = useRowDocumentName();
  const rows = report.data ?? [];
  const pending = tab === 'pending';

  /** The row holding focus, else the first: the shortcuts act on it. */
  const focusedRow = (): ApprovalReportRow | undefined => {
    const code = document.activeElement?.closest('tr[data-wdd]')?.getAttribute('data-wdd');
    return rows.find((row) => String(row.WddCode) === code) ?? rows[0];
  };
  const start = (verdict: Verdict, row = focusedRow()) => row && setDeciding({ row, verdict });
  const within = { within: container, enabled: pending && rows.length > 0 && deciding === null };
  useKeyBinding('approval-approve', () => start('approve'), within);
  useKeyBinding('approval-reject', () => start('reject'), within);

  const decide = async (remarks: string) => {
    if (!deciding) return;
    const { row, verdict } = deciding;
    setBusy(true);
    try {
      await decideRequest(http, row.WddCode, verdict, remarks ? { Remarks: remarks } : {});
      notify({
        text: t(verdict === 'approve' ? 'approval.done.approved' : 'approval.done.rejected', {
          document: nameOf(row),
        }),
      });
      setDeciding(null);
    } catch (error) {
      notify({ text: t(approvalRefusalKey(error)), type: 'error' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    }
  };

  const approveKeys = bindingById('approval-approve').keys;
  const rejectKeys = bindingById('approval-reject').keys;
  const actionsOf = (row: ApprovalReportRow) => (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={secondaryButton}
        aria-keyshortcuts={shortcutLabel(approveKeys)}
        aria-label={`${t('approval.actions.approve')} ${nameOf(row)}`}
        onClick={() => start('approve', row)}
      >
        {t('approval.actions.approve')}
      </button>
      <button
        type="button"
        className={secondaryButton}
        aria-keyshortcuts={shortcutLabel(rejectKeys)}
        aria-label={`${t('approval.actions.reject')} ${nameOf(row)}`}
        onClick={() => start('reject', row)}
      >
        {t('approval.actions.reject')}
      </button>
    </div>
  );

  return (
    <div ref={container} className={page.page} data-key-scope="pane">
      <h1 className={page.heading}>{t('approval.decisionReport.heading')}</h1>
      <p className={page.intro}>{t('approval.decisionReport.intro')}</p>
      <ReportTabs base={base} tabs={decisionReportTabs} current={tab} />
      {pending && (
        <p className={styles.hint}>
          {t('approval.keysHint', { approve: '{{approve}}', reject: '{{reject}}' })
            .split(/(\{\{approve\}\}|\{\{reject\}\})/)
            .map((part) =>
              part === '{{approve}}' ? (
                <KeyCombination key="approve" keys={approveKeys} />
              ) : part === '{{reject}}' ? (
                <KeyCombination key="reject" keys={rejectKeys} />
              ) : (
                part
              ),
            )}
        </p>
      )}
      {!report.data ? (
        <p role={report.isError ? 'alert' : 'status'}>
          {t(report.isError ? 'approval.failed' : 'approval.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p role="status">{t('approval.empty')}</p>
      ) : (
        <ReportTable
          caption={t('approval.decisionReport.caption', { tab: t(`approval.tabs.${tab}`) })}
          columns={pending ? pendingColumns : decidedColumns}
          rows={rows}
          actionsOf={pending ? actionsOf : undefined}
        />
      )}
      {deciding && (
        <DecisionDialog
          verdict={deciding.verdict}
          document={nameOf(deciding.row)}
          busy={busy}
          onConfirm={(remarks) => void decide(remarks)}
          onClose={() => setDeciding(null)}
        />
      )}
    </div>
  );
}
