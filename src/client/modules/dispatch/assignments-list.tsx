import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridHandle, GridRow } from '../../grid/grid-types';
import { useWindowedRows } from '../../grid/use-windowed-rows';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ReportFrame } from '../../reports/report-frame';
import { useColumnFormat } from '../../reports/use-column-format';
import { ToolButton } from '../../resources/list-toolbar';
import { sessionSignal } from '../../session/session-state';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { assignmentColumns } from './planning-columns';
import { type PlanningBase, planningHrefs } from './planning-paths';
import { fetchAssignmentPage, planningKeys } from './planning-queries';

const pageSize = 50;

/** Whether the signed-in user may plan loads (the server decides; this hides what it would refuse). */
export function mayPlanLoads(): boolean {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can('create', 'Dispatch');
}

/**
 * /dispatch/assignments: the loads still planned or loaded, newest date first, each with its
 * vehicle, driver, stops and weight and volume against the vehicle's capacity. Enter opens the
 * load in its builder; New load (Alt+Shift+I) starts one.
 */
export function AssignmentsList({ base }: { base: PlanningBase }) {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const hrefs = planningHrefs(base);
  const rows = useWindowedRows({
    queryKey: planningKeys.assignments(pageSize),
    pageSize,
    fetchPage: (_page, options) => fetchAssignmentPage(http, pageSize, options),
  });
  const columns = useMemo(() => assignmentColumns(format), [format]);
  const mayCreate = mayPlanLoads();
  const openCreate = () => open(hrefs.newAssignment(), 'focused');
  useKeyBinding('record-new', openCreate, { within: container, enabled: mayCreate });
  const exportRows = async () => {
    const page = await fetchAssignmentPage(http, 500, { count: false, signal: new AbortController().signal });
    return { rows: page.rows as readonly GridRow[], capped: page.next !== undefined };
  };
  return (
    <ReportFrame
      title={t('menu.dispatchAssignments')}
      hint={t('dispatchPlanning.assignments.hint')}
      emptyText={t('dispatchPlanning.assignments.empty')}
      containerRef={container}
      columns={columns}
      fileName="dispatch-assignments"
      failed={Boolean(rows.error)}
      exportRows={exportRows}
      actions={
        mayCreate && (
          <ToolButton
            label={t('dispatchPlanning.assignments.new')}
            binding="record-new"
            onClick={openCreate}
          />
        )
      }
      grid={{
        ref: gridRef,
        rowCount: rows.error ? 0 : rows.rowCount,
        rowAt: rows.rowAt,
        onVisibleRangeChange: rows.onVisibleRangeChange,
        onOpenRow: (row, how) => open(hrefs.assignment(String(row.DocEntry)), how),
      }}
    />
  );
}
