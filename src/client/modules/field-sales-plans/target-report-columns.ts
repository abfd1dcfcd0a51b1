import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, type ColumnKind, reportColumn } from '../../reports/report-column';

/** A column of the targets report, headed from its own catalogue. */
const column = (
  id: string,
  kind: ColumnKind,
  format: ColumnFormat,
  text?: (row: GridRow) => string,
): GridColumn =>
  reportColumn(id, kind, format, { header: format.t(`fieldSalesPlans.report.columns.${id}`), text });

/** Quantities as quantities, values as money: a target says which it is. */
const measured = (id: string, format: ColumnFormat) => {
  const asQuantity = reportColumn(id, 'quantity', format);
  const asMoney = reportColumn(id, 'money', format);
  return column(id, 'money', format, (row) =>
    (row.TargetKind === 'Q' ? asQuantity : asMoney).format(row[id], row),
  );
};

/** The columns of /logistics_hub/sales-targets/reports, in the order the CSV keeps them. */
export const targetReportColumns = (format: ColumnFormat): GridColumn[] => [
  column('SlpName', 'text', format),
  column('TerritoryName', 'text', format),
  column('ItmsGrpNam', 'text', format),
  column('ChannelCode', 'code', format),
  column('FromDate', 'date', format),
  column('ToDate', 'date', format),
  column('TargetKind', 'text', format, (row) =>
    format.t(`fields.options.salesTargetKind.${asText(row.TargetKind)}`),
  ),
  measured('Target', format),
  measured('Actual', format),
  measured('Gap', format),
  column('Percent', 'quantity', format),
];
