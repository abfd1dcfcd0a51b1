import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type RecurringDueRow,
  recurringDueAnswerSchema,
  recurringRunAnswerSchema,
} from '../../../shared/api/recurring';
import { formatDate } from '../../../shared/locale/formatters';
import { refusalText } from '../../api/refusal-text';
import type { DataGridHandle, GridRow } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { RowsReport } from '../../reports/report-frame';
import { useColumnFormat } from '../../reports/use-column-format';
import { ToolButton } from '../../resources/list-toolbar';
import { useAppServices } from '../../shell/app-services';
import { notify } from '../../shell/feedback/notifications';
import { recurringDueColumns, typeName } from './recurring-due-columns';

const path = 'logistics-hub/recurring-transactions';
const dueKey = ['recurring-transactions', 'due'] as const;

/**
 * /logistics_hub/reccuring_transactions (issue 25): every due date of the recurring templates up to
 * today, oldest first. The list is the review; on its active row, Execute (Alt+Shift+= E) creates
 * the template's document dated on the due date, Skip (Alt+Shift+= K) records it skipped. Either
 * way the row leaves the list; a row another user did first is told, not done twice.
 */
export default function RecurringDueScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const format = useColumnFormat();
  const section = useRef<HTMLElement>(null);
  const grid = useRef<DataGridHandle>(null);
  const [busy, setBusy] = useState(false);
  const columns = useMemo(() => recurringDueColumns(format), [format]);
  const due = useQuery({
    queryKey: dueKey,
    queryFn: ({ signal }) => http.get(path, { schema: recurringDueAnswerSchema, signal }),
    retry: false,
  });
  const rows = due.data?.ResponseData.data;
  const activeRow = (): RecurringDueRow | undefined => {
    const index = grid.current?.activeCell().row ?? -1;
    return index >= 0 ? rows?.[index] : undefined;
  };
  const run = async (action: 'execute' | 'skip') => {
    const row = activeRow();
    if (!row || busy) return;
    setBusy(true);
    try {
      const answer = await http.post(`${path}/${action}`, {
        schema: recurringRunAnswerSchema,
        body: { TemplateId: row.TemplateId, DueDate: row.DueDate },
      });
      const date = formatDate(row.DueDate, 'short', format.language);
      const done = answer.ResponseData;
      notify({
        text:
          action === 'execute'
            ? t('fieldSalesPlans.due.executed', {
                template: row.TemplateName,
                document: typeName(format, row.ObjType),
                number: done.DocNum ?? done.DocEntry ?? '',
                date,
              })
            : t('fieldSalesPlans.due.skipped', { template: row.TemplateName, date }),
      });
    } catch (error) {
      notify({ type: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: dueKey });
    }
  };
  const within = { within: section };
  useKeyBinding('recurring-execute', () => void run('execute'), within);
  useKeyBinding('recurring-skip', () => void run('skip'), within);
  const gridRows = (rows ?? []) as readonly GridRow[];
  return (
    <RowsReport
      containerRef={section}
      title={t('fieldSalesPlans.due.heading')}
      hint={t('fieldSalesPlans.due.hint')}
      emptyText={t('fieldSalesPlans.due.empty')}
      failed={due.isError}
      columns={columns}
      fileName="recurring-transactions"
      rows={gridRows}
      loading={due.isPending}
      actions={
        <>
          <ToolButton
            primary
            label={t('fieldSalesPlans.due.execute')}
            binding="recurring-execute"
            onClick={() => void run('execute')}
          />
          <ToolButton
            label={t('fieldSalesPlans.due.skip')}
            binding="recurring-skip"
            onClick={() => void run('skip')}
          />
        </>
      }
      grid={{ ref: grid }}
    />
  );
}
