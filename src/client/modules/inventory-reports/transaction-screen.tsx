import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionAnswerSchema } from '../../../shared/api/inventory-reports';
import { HttpError } from '../../api/http-errors';
import { RowsReport } from '../../reports/report-frame';
import { reportKeys } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { usePaneOpener } from '../../shell/pane-opener';
import { openMovement } from './open-movement';
import { movementColumns } from './report-columns';

/**
 * /inventory/reports/transactions/{id}: {id} is a ledger row's transaction number, and the screen
 * shows every movement of the document that row belongs to (docs/decisions.md).
 */
export default function TransactionScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const id = useCurrentRoute().params.id ?? '';
  const path = `inventory/reports/transactions/${encodeURIComponent(id)}`;
  const answer = useQuery({
    queryKey: reportKeys.one(path),
    queryFn: ({ signal }) => http.get(path, { schema: transactionAnswerSchema, signal }),
    retry: false,
  });
  const columns = useMemo(() => movementColumns(format), [format]);
  const missing = answer.error instanceof HttpError && answer.error.status === 404;
  return (
    <RowsReport
      title={t('inventoryReports.transaction.heading', { id })}
      hint={missing ? t('inventoryReports.transaction.notFound') : t('inventoryReports.transaction.hint')}
      rows={answer.data?.ResponseData.data ?? []}
      loading={answer.isPending}
      failed={answer.isError && !missing}
      columns={columns}
      fileName={`inventory-transaction-${id}`}
      grid={{ onOpenRow: openMovement(open) }}
    />
  );
}
