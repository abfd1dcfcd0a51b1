import { useSignals } from '@preact/signals-react/runtime';
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
  deliveriesForLoad,
  isRowSelected,
  keepListed,
  type OpenItemKey,
  type OpenItemRow,
  type OpenItemsGrouping,
  openItemRows,
  selectedInOrder,
  selectionAfterDeliveries,
  toggleRow,
  totalsOf,
} from './open-items-model';
import * as styles from './planning.css';
import { formatKg, formatM3, openItemColumns } from './planning-columns';
import { type PlanningBase, planningHrefs } from './planning-paths';
import { openItemsQuery } from './planning-queries';
import { selectionAnnouncement } from './selection-announcement';
import { TerritoryOptions } from './territory-options';
import { mayCreateDeliveries } from './use-dispatch-base';
import { useOrderDeliveries } from './use-order-deliveries';

/** What Enter opens: a delivery, or a sales order ready to dispatch. */
const documentTypes = { '15': findDocumentType('15'), '17': findDocumentType('17') };

/**
 * /dispatch/open_items: the open deliveries on no load yet and the sales orders marked ready to
 * dispatch, filtered by requested date, territory, warehouse and kind, optionally grouped by
 * territory. Space selects a row (on a territory's heading, all of it); Create deliveries
 * (Alt+Shift+8) makes the selected orders deliveries, selected in their place; Assign to load
 * (Alt+Shift+Enter) opens a new load holding the selection, its orders delivered first; Enter
 * opens the document.
 */
export function OpenItemsScreen({ base }: { base: PlanningBase }) {
  // The session's rights are a signal: the Create deliveries command follows them.
  useSignals();
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const filters = useReportFilters({});
  const [grouping, setGrouping] = useState<OpenItemsGrouping>('territory');
  const [selection, setSelection] = useState<ReadonlySet<OpenItemKey>>(new Set());
  const deliveries = useOrderDeliveries();
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
  const chosenOrders = chosen.filter((item) => item.ObjType === '17');
  /** The chosen orders' deliveries, selected in their place; their results, or undefined when busy. */
  const deliverChosen = async () => {
    if (deliveries.busy) return undefined;
    const results = await deliveries.create(chosenOrders);
    setSelection((current) => selectionAfterDeliveries(current, results));
    return results;
  };
  const createDeliveries = () => {
    if (chosenOrders.length === 0) {
      notify({ type: 'warning', text: t('dispatchPlanning.openItems.noOrders') });
      return;
    }
    void deliverChosen();
  };
  const assign = async () => {
    if (chosen.length === 0) {
      notify({ type: 'warning', text: t('dispatchPlanning.openItems.assignNone') });
      return;
    }
    // A stop is a delivery: the chosen orders get theirs first; a refused one keeps the load from starting.
    const results = chosenOrders.length > 0 ? await deliverChosen() : [];
    const entries = results && deliveriesForLoad(chosen, results);
    if (entries) open(planningHrefs(base).newAssignment(entries), 'focused');
  };
  useKeyBinding('dispatch-assign', () => void assign(), { within: container });
  const mayDeliver = mayCreateDeliveries();
  useKeyBinding('dispatch-create-deliveries', createDeliveries, { within: container, enabled: mayDeliver });
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
            {mayDeliver && (
              <ToolButton
                label={t('dispatchPlanning.openItems.createDeliveries')}
                binding="dispatch-create-deliveries"
                onClick={createDeliveries}
              />
            )}
            <ToolButton
              label={t('dispatchPlanning.openItems.assign')}
              binding="dispatch-assign"
              onClick={() => void assign()}
            />
          </>
        }
        grid={{
          ref: gridRef,
          onOpenRow: (row, how) => {
            const item = row as unknown as OpenItemRow;
            const type = item.rowKind === 'item' ? documentTypes[item.ObjType] : undefined;
            if (item.rowKind === 'item' && type) open(documentHrefs.document(type, item.DocEntry), how);
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
              label={t('dispatchPlanning.filters.documents')}
              value={filters.draft.Documents ?? 'all'}
              onChange={filters.set('Documents')}
              options={[
                { value: 'all', label: t('dispatchPlanning.filters.documentsAll') },
                { value: 'deliveries', label: t('dispatchPlanning.filters.documentsDeliveries') },
                { value: 'orders', label: t('dispatchPlanning.filters.documentsOrders') },
              ]}
            />
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
