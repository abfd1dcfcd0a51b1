import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findDocumentType } from '../../../shared/documents/object-types';
import { formatNumber } from '../../../shared/locale/formatters';
import type { DataGridHandle } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { ChoiceFilter, DateFilter, ReportFilterBar, WarehouseFilter } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { ToolButton } from '../../resources/list-toolbar';
import { documentHrefs } from '../../routes/document-hrefs';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { notify } from '../../shell/feedback/notifications';
import { usePaneOpener } from '../../shell/pane-opener';
import { isSpaceToggle } from './list-keys';
import {
  isRowSelected,
  keepListed,
  type OpenItemRow,
  type OpenItemsGrouping,
  openItemRows,
  selectedInOrder,
  toggleRow,
  totalsOf,
} from './open-items-model';
import * as styles from './planning.css';
import { formatKg, formatM3, openItemColumns } from './planning-columns';
import { type PlanningBase, planningHrefs } from './planning-paths';
import { openItemsQuery } from './planning-queries';
import { selectionAnnouncement } from './selection-announcement';
import { TerritoryOptions } from './territory-options';

const delivery = findDocumentType('15');

/**
 * /dispatch/open_items: the open deliveries on no load yet, filtered by requested date, territory
 * and warehouse, optionally grouped by territory. Space selects a delivery (on a territory's
 * heading, all of its deliveries); Assign to load (Alt+Shift+Enter) opens a new load holding the
 * selection; Enter opens a delivery.
 */
export function OpenItemsScreen({ base }: { base: PlanningBase }) {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const filters = useReportFilters({});
  const [grouping, setGrouping] = useState<OpenItemsGrouping>('territory');
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  const answer = useQuery(openItemsQuery(http, filters.applied));
  const items = answer.data?.ResponseData.data;
  const rows = useMemo(() => openItemRows(items ?? [], grouping), [items, grouping]);
  // A delivery that left the list (filtered out, taken by another dispatcher) leaves the selection.
  const selected = useMemo(() => keepListed(selection, items ?? []), [selection, items]);
  const columns = useMemo(
    () => openItemColumns(format, (row) => isRowSelected(selected, row)),
    [format, selected],
  );
  const chosen = selectedInOrder(rows, selected);
  const totals = totalsOf(chosen);
  const title = t('menu.dispatchOpenItems');

  const toggleActive = () => {
    const grid = gridRef.current;
    const row = grid ? rows[grid.activeCell().row] : undefined;
    if (!row) return;
    const next = toggleRow(selected, row);
    setSelection(next);
    announce(selectionAnnouncement(t, format.language, next, row));
  };
  const assign = () => {
    if (chosen.length === 0) {
      notify({ type: 'warning', text: t('dispatchPlanning.openItems.assignNone') });
      return;
    }
    open(planningHrefs(base).newAssignment(chosen.map((item) => item.DocEntry)), 'focused');
  };
  useKeyBinding('dispatch-assign', assign, { within: container });
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!isSpaceToggle(event) || gridRef.current?.editedCell()) return;
    event.preventDefault();
    event.stopPropagation();
    toggleActive();
  };

  return (
    <div className={styles.fill} data-key-scope="lines" onKeyDownCapture={onKeyDownCapture}>
      <RowsReport
        title={title}
        hint={t('dispatchPlanning.openItems.hint')}
        emptyText={t('dispatchPlanning.openItems.empty')}
        containerRef={container}
        rows={rows as unknown as readonly Record<string, unknown>[]}
        loading={answer.isPending}
        failed={answer.isError}
        columns={columns}
        fileName="dispatch-open-items"
        filterCount={filters.changed}
        recordCount={items?.length}
        actions={
          <>
            <span role="status" className={styles.selectionSummary}>
              {t('dispatchPlanning.openItems.selection', {
                count: chosen.length,
                number: formatNumber(chosen.length, format.language, 0),
                weight: formatKg(totals.Weight, format.language),
                volume: formatM3(totals.Volume, format.language),
              })}
            </span>
            <ToolButton
              label={t('dispatchPlanning.openItems.assign')}
              binding="dispatch-assign"
              onClick={assign}
            />
          </>
        }
        grid={{
          ref: gridRef,
          onOpenRow: (row, how) => {
            const item = row as unknown as OpenItemRow;
            if (item.rowKind === 'item' && delivery)
              open(documentHrefs.document(delivery, item.DocEntry), how);
          },
        }}
        filterBar={
          <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
            <DateFilter
              label={t('dispatchPlanning.filters.dateFrom')}
              value={filters.draft.DateFrom}
              onChange={filters.set('DateFrom')}
            />
            <DateFilter
              label={t('dispatchPlanning.filters.dateTo')}
              value={filters.draft.DateTo}
              onChange={filters.set('DateTo')}
            />
            <TerritoryOptions value={filters.draft.Territory} onChange={filters.set('Territory')} />
            <WarehouseFilter value={filters.draft.WhsCode} onChange={filters.set('WhsCode')} />
            <ChoiceFilter
              label={t('dispatchPlanning.filters.groupBy')}
              value={grouping}
              onChange={(value) => setGrouping(value === 'none' ? 'none' : 'territory')}
              options={[
                { value: 'territory', label: t('dispatchPlanning.filters.groupTerritory') },
                { value: 'none', label: t('dispatchPlanning.filters.groupNone') },
              ]}
            />
          </ReportFilterBar>
        }
      />
    </div>
  );
}
