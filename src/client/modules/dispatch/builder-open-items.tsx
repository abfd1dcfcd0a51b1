import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFitRule } from '../../grid/column-fit';
import { DataGrid } from '../../grid/data-grid';
import type { DataGridHandle, GridRow } from '../../grid/grid-types';
import { useFittedColumns } from '../../grid/use-fitted-columns';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import { useColumnFormat } from '../../reports/use-column-format';
import { announce } from '../../shell/feedback/live-announcer';
import { isSpaceToggle } from './list-keys';
import { isRowSelected, type OpenItemKey, type OpenItemRow, toggleRow } from './open-items-model';
import * as styles from './planning.css';
import { openItemColumns } from './planning-columns';
import { selectionAnnouncement } from './selection-announcement';

/** In a half-width builder the address and the warehouses give way first. */
const itemsFit: ColumnFitRule = {
  flex: 'CardName',
  flexMin: 140,
  dropOrder: ['ShipTo', 'Warehouses', 'Volume', 'TerritoryName'],
};

interface BuilderOpenItemsProps {
  gridRef: RefObject<DataGridHandle | null>;
  rows: readonly OpenItemRow[];
  selected: ReadonlySet<OpenItemKey>;
  onSelect(next: Set<OpenItemKey>): void;
  loading: boolean;
  label: string;
}

/** The open items beside the load: Space selects (a territory's heading: all of it), as on the open items screen. */
export function BuilderOpenItems({
  gridRef,
  rows,
  selected,
  onSelect,
  loading,
  label,
}: BuilderOpenItemsProps) {
  useSignals();
  const { t } = useTranslation();
  const format = useColumnFormat();
  const container = useRef<HTMLDivElement>(null);
  const columns = useMemo(
    () => openItemColumns(format, (row) => isRowSelected(selected, row), { age: false }),
    [format, selected],
  );
  const gridRows = rows as unknown as readonly GridRow[];
  const fitted = useFittedColumns(container, columns, gridRows, itemsFit);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!isSpaceToggle(event)) return;
    const row = rows[gridRef.current?.activeCell().row ?? -1];
    if (!row) return;
    event.preventDefault();
    event.stopPropagation();
    const next = toggleRow(selected, row);
    onSelect(next);
    announce(selectionAnnouncement(t, format.language, next, row));
  };
  const accessible = accessibilityEnabledSignal.value;
  return (
    <div
      ref={container}
      className={styles.itemsGrid}
      data-key-scope="lines"
      onKeyDownCapture={onKeyDownCapture}
    >
      <DataGrid
        ref={gridRef}
        label={label}
        rowCount={loading ? undefined : rows.length}
        rowAt={(index) => gridRows[index]}
        columns={fitted}
        announce={accessible ? announce : undefined}
        rowHeight={accessible ? 36 : 32}
        emptyText={t('dispatchPlanning.openItems.empty')}
      />
    </div>
  );
}
