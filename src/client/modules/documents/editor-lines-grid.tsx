import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type DocumentColumn, gridColumnsOf } from '../../../shared/documents/document-columns';
import type { Totals } from '../../../shared/documents/document-totals';
import type { ReferenceMatch } from '../../forms/reference-lookup';
import type { ColumnFitRule } from '../../grid/column-fit';
import { DataGrid } from '../../grid/data-grid';
import type { DataGridHandle, GridColumn, GridRow } from '../../grid/grid-types';
import { useFittedColumns } from '../../grid/use-fitted-columns';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import type { DocumentEditorModel } from './document-editor-model';
import * as styles from './documents.css';
import { ItemCellEditor } from './item-cell-editor';
import { emptyLine, isEditableLineColumn } from './line-editing';
import type { DocumentFormat } from './use-document-format';
import { useLineEntry } from './use-line-entry';

/** The editor's line columns: the editable ones in the order Tab visits them. */
const editorLineColumns: readonly DocumentColumn[] = [
  { id: 'ItemCode', kind: 'code', width: 130, editable: true },
  { id: 'Dscription', kind: 'text', width: 220 },
  { id: 'Quantity', kind: 'quantity', width: 100, editable: true },
  { id: 'UomCode', kind: 'code', width: 90, editable: true },
  { id: 'PriceBefDi', kind: 'price', width: 120, editable: true },
  { id: 'DiscPrcnt', kind: 'percent', width: 90, editable: true },
  { id: 'VatGroup', kind: 'code', width: 90, editable: true },
  { id: 'WhsCode', kind: 'code', width: 100, editable: true },
  { id: 'TotalFrgn', kind: 'money', width: 130 },
  { id: 'PriceSource', kind: 'text', width: 170 },
];

/**
 * In a narrow pane the description gives way, then the price's source; every column the user
 * fills in stays (the grid scrolls sideways inside itself rather than lose one).
 */
const editorLinesFit: ColumnFitRule = { flex: 'Dscription', dropOrder: ['PriceSource'] };

interface EditorLinesGridProps {
  /** The lines grid, for the editor that owns it (where the user was when saving). */
  gridRef: RefObject<DataGridHandle | null>;
  editor: DocumentEditorModel;
  totals: Totals;
  format: DocumentFormat;
  label: string;
}

/**
 * The lines as the grid in edit mode: typing in the item cell offers matches, Enter takes one and
 * moves to the quantity; the empty row after the last line becomes a new line once it has an
 * item; Ctrl+Delete removes the active line.
 */
export function EditorLinesGrid({ editor, totals, format, label, gridRef }: EditorLinesGridProps) {
  useSignals();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const chosen = useRef<ReferenceMatch | null>(null);
  const lines = editor.lines.value;
  const lineErrors = editor.lineErrors.value;
  const lookups = editor.lookups.value;
  const shownColumns = useRef<readonly GridColumn[]>([]);
  const partnerTaken = editor.partnerTaken.value;
  const docDate = editor.header.value.DocDate;
  const entry = useLineEntry({
    grid: gridRef,
    editor,
    isItemColumn: (col) => shownColumns.current[col]?.id === 'ItemCode',
  });
  const { choices } = entry.state;

  const rows = useMemo<GridRow[]>(
    () => [
      ...lines.map((line, index) => ({
        ...line,
        UomCode: line.UomCode || lookups.uomCodeOf(line.UomEntry),
        TotalFrgn: totals.lines[index]?.TotalFrgn ?? '',
      })),
      { ...emptyLine('new'), Quantity: '', PriceBefDi: '', DiscPrcnt: '', isNew: true },
    ],
    [lines, totals, lookups],
  );

  const columns = useMemo(() => {
    const errorAt = (row: GridRow, column: string) => {
      const index = lines.findIndex((line) => line.key === row.key);
      return lineErrors.find((error) => error.line === index && error.column === column)?.message;
    };
    const base = gridColumnsOf<GridColumn>(editorLineColumns, t, format, {
      PriceSource: {
        format: (value) => (typeof value === 'string' ? t(`documents.priceSource.${value}`) : ''),
      },
      ItemCode: {
        renderEditor: (props) => (
          <ItemCellEditor
            {...props}
            choices={choices}
            // The warehouse the line has, or the one it will take with its item.
            choiceContext={{
              ObjType: editor.type.objectId,
              CardCode: partnerTaken,
              WhsCode: lines[props.row]?.WhsCode ?? lookups.defaultWarehouse ?? '',
              DocDate: docDate,
            }}
            onActiveOption={(match) => {
              entry.activeOption.current = match;
            }}
            onAccept={(match) => {
              chosen.current = match;
              props.onChange(String(match.key));
              props.onCommit('next');
            }}
          />
        ),
      },
    });
    return base.map(
      (column): GridColumn => ({
        ...column,
        editText: (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
        format: (value, row) => {
          const shown = row.isNew === true ? '' : column.format(value, row);
          return errorAt(row, column.id) ? `${shown} ⚠` : shown;
        },
      }),
    );
  }, [
    t,
    format,
    lines,
    lineErrors,
    choices,
    entry.activeOption,
    partnerTaken,
    docDate,
    lookups,
    editor.type.objectId,
  ]);
  const fitted = useFittedColumns(container, columns, rows, editorLinesFit);
  shownColumns.current = fitted;

  useKeyBinding(
    'document-line-delete',
    () => {
      const active = gridRef.current?.activeCell();
      if (active && editor.removeLineAt(active.row)) gridRef.current?.focus();
    },
    { within: container },
  );

  return (
    // Capture: every key typed in the lines reaches the line entry model first, in typing order.
    <div
      ref={container}
      className={styles.linesGrid}
      data-key-scope="lines"
      onKeyDownCapture={(event) => {
        if (!entry.model.key(event)) return;
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <DataGrid
        ref={gridRef}
        label={label}
        rowCount={rows.length}
        rowAt={(index) => rows[index]}
        columns={fitted}
        validateEdit={(columnId, text) =>
          isEditableLineColumn(columnId) && columnId !== 'ItemCode'
            ? editor.validateCell(columnId, text)
            : null
        }
        onCommitEdit={(_row, columnId, text, rowIndex) => {
          if (columnId === 'ItemCode') {
            const resolved = entry.takePrepared(text);
            if (resolved) {
              editor.putItemAt(rowIndex, resolved);
              return null;
            }
            const match =
              chosen.current?.key !== undefined && String(chosen.current.key) === text
                ? chosen.current
                : null;
            chosen.current = null;
            if (!match) return t('documents.lineErrors.chooseItem');
            return editor.acceptItemAt(rowIndex, match).then(() => null);
          }
          if (!isEditableLineColumn(columnId) || columnId === 'ItemCode') return null;
          return editor.commitCell(rowIndex, columnId, text);
        }}
        rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
      />
    </div>
  );
}
