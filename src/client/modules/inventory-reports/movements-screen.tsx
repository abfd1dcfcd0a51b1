import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MovementSort,
  movementSorts,
  movementsAnswerSchema,
} from '../../../shared/api/inventory-reports';
import type { DataGridHandle, GridSortKey } from '../../grid/grid-types';
import {
  ChoiceFilter,
  DateRangeFilters,
  ReportFilterBar,
  TextFilter,
  WarehouseFilter,
} from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useRelatedPageCommands } from '../../resources/related-page-commands';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { itemPages } from '../../routes/related-pages';
import { usePaneOpener } from '../../shell/pane-opener';
import { openMovement } from './open-movement';
import { movementColumns, transTypeChoices } from './report-columns';

const defaultSort: MovementSort = 'TransNum:desc';

/** The grid's sort keys of a sort the API takes ("DocDate:asc"), and back (the primary key only). */
const sortKeysOf = (sort: string | undefined): GridSortKey[] => {
  const [field, direction] = (sort ?? defaultSort).split(':');
  return field && (direction === 'asc' || direction === 'desc') ? [{ field, direction }] : [];
};
const sortOf = (keys: readonly GridSortKey[]): MovementSort => {
  const [first] = keys;
  const candidate = first ? `${first.field}:${first.direction}` : defaultSort;
  return movementSorts.find((sort) => sort === candidate) ?? defaultSort;
};

/**
 * /inventory/reports/movements: every ledger row the user may read, with its document; Enter
 * opens the document, the palette the row's item history or dashboard.
 */
export default function MovementsScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const filters = useReportFilters({ sort: defaultSort });
  const gridRef = useRef<DataGridHandle>(null);
  const container = useRef<HTMLElement>(null);
  const columns = useMemo(() => movementColumns(format), [format]);
  const activeItem = () => {
    const grid = gridRef.current;
    const row = grid?.rowAt(grid.activeCell().row);
    return typeof row?.ItemCode === 'string' ? row.ItemCode : undefined;
  };
  useRelatedPageCommands(itemPages, activeItem, useShortcutScope(container, false));
  const { draft, set } = filters;
  return (
    <ReportGrid
      title={t('inventoryReports.movements.heading')}
      hint={t('inventoryReports.movements.hint')}
      path="inventory/reports/movements"
      schema={movementsAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="stock-movements"
      gridRef={gridRef}
      containerRef={container}
      grid={{
        sort: sortKeysOf(filters.applied.sort),
        onSortChange: (next) => filters.applyNow('sort', sortOf(next)),
        onOpenRow: openMovement(open),
      }}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <TextFilter
            label={t('inventoryReports.filters.itemCode')}
            value={draft.ItemCode}
            onChange={set('ItemCode')}
          />
          <WarehouseFilter value={draft.WhsCode} onChange={set('WhsCode')} />
          <ChoiceFilter
            label={t('inventoryReports.filters.transType')}
            value={draft.TransType}
            onChange={set('TransType')}
            options={transTypeChoices(t, draft.TransType)}
          />
          <DateRangeFilters draft={draft} set={set} />
        </ReportFilterBar>
      }
    />
  );
}
