import type { DispatchNoteHeader } from '../../../shared/api/dispatch';
import { formatNumber } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, type ColumnKind, reportColumn } from '../../reports/report-column';
import { openItemName } from './open-item-name';
import type { OpenItemRow } from './open-items-model';

/** Kilograms with one decimal, cubic metres with two: as a dispatcher reads a load, not as stored. */
export const formatKg = (value: string, language: Language) => formatNumber(value, language, 1);
export const formatM3 = (value: string, language: Language) => formatNumber(value, language, 2);

const column = (
  id: string,
  kind: ColumnKind,
  format: ColumnFormat,
  options: { text?: (row: GridRow) => string; width?: number } = {},
): GridColumn => ({
  ...reportColumn(id, kind, format, { ...options, header: format.t(`dispatchPlanning.columns.${id}`) }),
  ...(options.width ? { width: options.width } : {}),
});

/** The grid's rows are OpenItemRow objects; the grid hands them back as plain rows. */
const asOpenItem = (row: GridRow) => row as unknown as OpenItemRow;

/**
 * The open items' columns. A territory's heading row names the territory and its count in the
 * Territory column and its totals under Weight and Volume; the other cells stay empty.
 */
export function openItemColumns(
  format: ColumnFormat,
  isSelected: (row: OpenItemRow) => boolean,
  /** The builder leaves out the age: a stop taken off a saved load is listed without one. */
  { age = true }: { age?: boolean } = {},
): GridColumn[] {
  const { t, language } = format;
  const itemText =
    (text: (item: Extract<OpenItemRow, { rowKind: 'item' }>) => string) =>
    (row: GridRow): string => {
      const item = asOpenItem(row);
      return item.rowKind === 'item' ? text(item) : '';
    };
  return [
    column('selected', 'text', format, {
      width: 96,
      text: (row) => (isSelected(asOpenItem(row)) ? t('dispatchPlanning.openItems.selectedMark') : ''),
    }),
    column('TerritoryName', 'text', format, {
      // Wide enough for a heading row's "United Arab Emirates: 12 deliveries".
      width: 270,
      text: (row) => {
        const item = asOpenItem(row);
        const name = item.TerritoryName ?? t('dispatchPlanning.openItems.noTerritory');
        return item.rowKind === 'group'
          ? t('dispatchPlanning.openItems.groupRow', {
              territory: name,
              count: item.entries.length,
              number: formatNumber(item.entries.length, language, 0),
            })
          : name;
      },
    }),
    column('DocNum', 'text', format, {
      // The kind of document first: a sales order is planned apart from a delivery.
      width: 170,
      text: itemText((item) => openItemName(t, item, formatNumber(item.DocNum, language, 0))),
    }),
    column('CardName', 'text', format, { text: itemText((item) => `${item.CardName} (${item.CardCode})`) }),
    column('ShipTo', 'text', format, {
      width: 240,
      // The printed address holds line breaks: one line in a cell.
      text: itemText((item) => (item.Address2 ?? item.ShipToCode ?? '').replace(/\s*\n\s*/g, ', ')),
    }),
    column('DocDueDate', 'date', format),
    column('Warehouses', 'code', format, {
      width: 110,
      text: itemText((item) => item.Warehouses.join(', ')),
    }),
    column('Weight', 'quantity', format, {
      text: (row) => formatKg(asText(asOpenItem(row).Weight), language),
    }),
    column('Volume', 'quantity', format, {
      text: (row) => formatM3(asText(asOpenItem(row).Volume), language),
    }),
    ...(age
      ? [
          column('AgeDays', 'count', format, {
            width: 90,
            text: itemText((item) => formatNumber(item.AgeDays, language, 0)),
          }),
        ]
      : []),
  ];
}

const asNote = (row: GridRow) => row as unknown as DispatchNoteHeader;

/** "1,250.0 / 2,000 kg": a load's weight against its vehicle's capacity (no limit: the weight alone). */
export function loadFigure(
  total: string,
  capacity: string,
  unit: string,
  language: Language,
  decimals: number,
) {
  const amount = formatNumber(total, language, decimals);
  return Number(capacity) > 0
    ? `${amount} / ${formatNumber(capacity, language, decimals)} ${unit}`
    : `${amount} ${unit}`;
}

/** The assignments list: planned and loaded notes. */
export function assignmentColumns(format: ColumnFormat): GridColumn[] {
  const { t, language } = format;
  return [
    column('NoteNum', 'count', format, {
      width: 100,
      text: (row) => formatNumber(asNote(row).DocNum, language, 0),
    }),
    column('DocDate', 'date', format),
    column('Status', 'text', format, {
      width: 110,
      text: (row) => t(`dispatchPlanning.status.${asNote(row).Status}`),
    }),
    column('Vehicle', 'text', format, {
      text: (row) => `${asNote(row).VehicleName} (${asNote(row).PlateNum})`,
    }),
    column('DriverName', 'text', format),
    column('StopCount', 'count', format, { width: 90 }),
    column('WeightOfCapacity', 'quantity', format, {
      width: 170,
      text: (row) =>
        loadFigure(asNote(row).Weight, asNote(row).CapacityKg, t('dispatchPlanning.units.kg'), language, 1),
    }),
    column('VolumeOfCapacity', 'quantity', format, {
      width: 150,
      text: (row) =>
        loadFigure(asNote(row).Volume, asNote(row).CapacityM3, t('dispatchPlanning.units.m3'), language, 2),
    }),
  ];
}
