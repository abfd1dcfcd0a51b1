import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalDetail } from '../../../shared/api/approval';
import type { MarketingDocument } from '../../../shared/api/marketing-docs';
import type { DocumentType } from '../../../shared/documents/object-types';
import { usePendingKeyBinding, usePendingKeyBindings } from '../../keyboard/use-pending-key-bindings';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ActionButton } from './action-button';
import * as styles from './approval-banner.css';
import {
  approvalKeys,
  approvalRefusalKey,
  cancelApprovalRequest,
  decideRequest,
  documentApprovalQuery,
  postApprovedDraft,
} from './approval-queries';
import { DecisionDialog } from './decision-dialog';
import { documentKeys } from './document-queries';

interface ApprovalBannerProps {
  type: DocumentType;
  document: MarketingDocument;
  /** The document's name in messages ("Sales order draft 12"). */
  title: string;
  within: () => Element | null;
}

type Dialog = 'approve' | 'reject' | 'cancel' | null;

function Decisions({ detail }: { detail: ApprovalDetail }) {
  const { t } = useTranslation();
  const steps = [...new Set(detail.decisions.map((decision) => decision.StepCode))];
  return (
    <>
      <h2 className={styles.heading}>{t('approval.banner.decisions')}</h2>
      <ol className={styles.stages}>
        {steps.map((step) => {
          const rows = detail.decisions.filter((decision) => decision.StepCode === step);
          const first = rows[0];
          return (
            <li key={step}>
              {t('approval.banner.stage', {
                step: step + 1,
                name: first?.StageName ?? '',
                approvals: first?.MaxReqr ?? 1,
                rejections: first?.MaxRejReqr ?? 1,
              })}
              <ul className={styles.decisions}>
                {rows.map((decision) => (
                  <li key={decision.UserCode}>
                    <bdi>
                      {t('approval.banner.decision', {
                        user: decision.UserName,
                        status: t(`approval.status.${decision.Status}`),
                      })}
                    </bdi>
                    {decision.Remarks ? (
                      <>
                        {' '}
                        — <bdi>{decision.Remarks}</bdi>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * Where a document stands in its approval (pending, approved, rejected, cancelled, posted), its
 * decisions by stage, and what the reader may do: decide (an authorizer of the current stage),
 * post or cancel the draft (its originator).
 */
export function ApprovalBanner({ type, document, title, within }: ApprovalBannerProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const concerned = document.Draft === 'Y' || document.WddStatus !== '-';
  const detail = useQuery(documentApprovalQuery(http, type.objectId, document.DocEntry, concerned)).data;
  const can = detail?.can;
  const scope = { within };
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    void queryClient.invalidateQueries({ queryKey: documentKeys.document(type.objectId, document.DocEntry) });
    void queryClient.invalidateQueries({ queryKey: documentKeys.lists(type.objectId) });
  };
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      notify({ text: await work() });
      setDialog(null);
    } catch (error) {
      notify({ text: t(approvalRefusalKey(error)), type: 'error' });
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const decide = (verdict: 'approve' | 'reject', remarks: string) =>
    detail &&
    act(async () => {
      await decideRequest(http, detail.WddCode, verdict, remarks ? { Remarks: remarks } : {});
      return t(verdict === 'approve' ? 'approval.done.approved' : 'approval.done.rejected', {
        document: title,
      });
    });
  const post = () =>
    detail &&
    act(async () => {
      const answer = await postApprovedDraft(http, detail.WddCode);
      queryClient.setQueryData(documentKeys.document(type.objectId, document.DocEntry), answer);
      return t('approval.done.posted', {
        document: t('documents.document.title', {
          document: t(type.nameKey),
          number: answer.ResponseData.DocNum,
        }),
      });
    });
  const cancel = () =>
    detail &&
    act(async () => {
      await cancelApprovalRequest(http, detail.WddCode);
      return t('approval.done.cancelled');
    });

  // A decision's key pressed before the request's rights arrive waits for them.
  const rightKeys = usePendingKeyBindings(can === undefined);
  usePendingKeyBinding(
    rightKeys,
    'approval-approve',
    () => setDialog('approve'),
    can?.decide === true,
    scope,
  );
  usePendingKeyBinding(rightKeys, 'approval-reject', () => setDialog('reject'), can?.decide === true, scope);
  usePendingKeyBinding(rightKeys, 'approval-post', () => void post(), can?.post === true && !busy, scope);

  if (!concerned || !detail) return null;
  return (
    <section className={styles.banner[detail.Status]} aria-label={t('approval.banner.label')}>
      <p className={styles.message} role="status">
        {t(`approval.banner.${detail.Status}`, { template: detail.TemplateName })}
      </p>
      {(can?.decide || can?.post || can?.cancel) && (
        <div className={styles.actions}>
          {can.decide && (
            <ActionButton
              label={t('approval.actions.approve')}
              binding="approval-approve"
              onClick={() => setDialog('approve')}
              primary
            />
          )}
          {can.decide && (
            <ActionButton
              label={t('approval.actions.reject')}
              binding="approval-reject"
              onClick={() => setDialog('reject')}
            />
          )}
          {can.post && (
            <ActionButton
              label={t('approval.actions.post')}
              binding="approval-post"
              onClick={() => void post()}
              disabled={busy}
              primary
            />
          )}
          {can.cancel && (
            <ActionButton label={t('approval.actions.cancel')} onClick={() => setDialog('cancel')} />
          )}
        </div>
      )}
      <Decisions detail={detail} />
      {(dialog === 'approve' || dialog === 'reject') && (
        <DecisionDialog
          verdict={dialog}
          document={title}
          busy={busy}
          onConfirm={(remarks) => void decide(dialog, remarks)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={t('approval.actions.cancel')}
          description={title}
          confirmLabel={t('approval.actions.cancel')}
          cancelLabel={t('approval.dialog.close')}
          onConfirm={() => void cancel()}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}
