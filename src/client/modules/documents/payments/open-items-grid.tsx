import { type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/locale/formatters';
import type { ColumnFitRule } from '../../../grid/column-fit';
import { DataGrid } from '../../../grid/data-grid';
import type { DataGridHandle, GridRow } from '../../../grid/grid-types';
import { useFittedColumns } from '../../../grid/use-fitted-columns';
import { accessibilityEnabledSignal } from '../../../preferences/accessibility-setting';
import { sessionSignal } from '../../../session/session-state';
import { announce } from '../../../shell/feedback/live-announcer';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import { documentName, openItemColumns } from './payment-columns';
import { type AmountProblem, itemKeyOf, type PaymentEntry, payableOf } from './payment-entry-model';

interface OpenItemsGridProps {
  gridRef: RefObject<DataGridHandle | null>;
  entry: PaymentEntry;
  label: string;
  /** Server messages by item key (a refused save). */
  problems: Readonly<Record<string, string>>;
  onToggle(key: string): void;
  /** Sets what is paid on an item; the problem, if any, keeps the editor open. */
  onApply(key: string, text: string): AmountProblem | null;
  emptyText: string;
}

/** In a narrow pane the partner's name gives way first (it is the payment's), then the dates and totals. */
const itemsFit: ColumnFitRule = { flex: 'CardName', dropOrder: ['CardName', 'DocDate', 'DocTotal'] };

const keyOfRow = (row: GridRow) => `${String(row.ObjType)}:${String(row.DocEntry)}`;

/**
 * The partner's open items in the grid engine: Space pays the active item whole (or no longer
 * pays it), typing an amount in the Amount to pay column pays part of it, Enter commits and goes
 * down. The grid is entered on the amount column, where typing does something.
 */
export function OpenItemsGrid({
  gridRef,
  entry,
  label,
  problems,
  onToggle,
  onApply,
  emptyText,
}: OpenItemsGridProps) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const container = useRef<HTMLDivElement>(null);
  const entered = useRef(false);
  const rows: readonly GridRow[] = entry.items;
  const session = sessionSignal.value;
  const localCurrency = session.status === 'signed-in' ? session.user.oadm.MainCurncy : '';
  const columns = useMemo(
    () =>
      openItemColumns(
        t,
        format,
        localCurrency,
        (row) => entry.applied[keyOfRow(row)],
        (row) => problems[`item:${keyOfRow(row)}`],
      ),
    [t, format, localCurrency, entry.applied, problems],
  );
  const fitted = useFittedColumns(container, columns, rows, itemsFit);
  const appliedColumn = () => fitted.findIndex((column) => column.id === 'Applied');
  const toggleActive = () => {
    const grid = gridRef.current;
    if (!grid) return;
    const index = grid.activeCell().row;
    const item = entry.items[index];
    if (!item) return;
    const key = itemKeyOf(item);
    const paying = entry.applied[key] === undefined;
    const name = documentName(t, item.ObjType, item.DocNum);
    const payable = payableOf(item);
    if (paying && payable === undefined) {
      announce(`${name}: ${t('banking.entry.problems.noRate')}`);
      return;
    }
    onToggle(key);
    const amount = formatMoney(payable ?? item.OpenAmount, {
      decimals: format.sumDec,
      language: format.language,
    });
    announce(
      paying
        ? t('banking.entry.announcePaid', { name, amount })
        : t('banking.entry.announceUnpaid', { name }),
    );
  };
  const problemText = (problem: AmountProblem) => t(`banking.entry.problems.${problem}`);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid inside is the widget; this only hears its focus and its Space.
    <div
      ref={container}
      className={styles.itemsGrid}
      data-key-scope="lines"
      onFocus={() => {
        // The first time in, the active cell is the first item's amount: typing there pays it.
        if (entered.current || rows.length === 0) return;
        entered.current = true;
        const column = appliedColumn();
        if (column >= 0) gridRef.current?.moveToCell(0, column);
      }}
      onKeyDownCapture={(event) => {
        if (event.key !== ' ' || event.ctrlKey || event.altKey || event.metaKey) return;
        if (gridRef.current?.editedCell()) return;
        event.preventDefault();
        event.stopPropagation();
        toggleActive();
      }}
    >
      <DataGrid
        ref={gridRef}
        label={label}
        rowCount={rows.length}
        rowAt={(index) => rows[index]}
        columns={fitted}
        onCommitEdit={(row, columnId, text) => {
          if (columnId !== 'Applied') return null;
          const problem = onApply(keyOfRow(row), text);
          return problem ? problemText(problem) : null;
        }}
        announce={accessibilityEnabledSignal.value ? announce : undefined}
        rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
        emptyText={emptyText}
      />
    </div>
  );
}
